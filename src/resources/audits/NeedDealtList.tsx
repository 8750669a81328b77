/**
 * 待办统计 (/analysis/needDealt/list; spec §7 GET /statistics/analysis/needDealt/list {sourceType,
 * userId, size, current}): every open review task of the school with its type, step, applicant,
 * auditors and waiting time (spec §9 '已等待…'), filtered by type and auditor. A row opens the
 * review page of its type (spec §2 "To-do panel entries route by sourceType", sourceTypeRoutes).
 * The auditor filter is offered when the staff list (getNeedDealtAuditors, GET /flow/auditor/options)
 * is readable.
 */
import { useQuery } from '@tanstack/react-query';
import { Box, Chip } from '@mui/material';
import { DataTable, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { SILENT } from '../../dataProvider';
import { sourceTypeLabels, type NeedDealtItem } from '../../../common/activities';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { EmptyState } from '../shared/EmptyState';
import { Nowrap, WaitCell, minute } from './cells';
import { PageList } from '../shared/PageList';
import { builtInName } from '../../i18n/labels';
import { needDealtRoute } from './needDealtRoute';

const Col = DataTable.Col<NeedDealtItem>;
const typeColor: Record<number, 'primary' | 'secondary' | 'info' | 'warning'> = { 1: 'primary', 2: 'secondary', 3: 'info', 4: 'warning' };

/** Staff to filter by, from GET /flow/auditor/options when the caller may read it (else none). */
function useAuditorChoices(): { id: number; name: string }[] {
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const { data } = useQuery({
    ...SILENT,
    queryKey: ['audits', 'auditorOptions'],
    queryFn: () => dataProvider.getNeedDealtAuditors(),
    retry: false,
    staleTime: 60_000,
  });
  return Array.isArray(data) ? data : [];
}

function NeedDealtTable() {
  const translate = useTranslate();
  return (
    <DataTable<NeedDealtItem> bulkActionButtons={false} rowClick={(_, __, r) => needDealtRoute(r as NeedDealtItem)} empty={<EmptyState />}>
      <Col
        source="sourceType"
        disableSort
        render={(r) => <Chip size="small" variant="outlined" color={typeColor[r.sourceType] ?? 'default'} label={translate(`dashboard.source_type.${r.sourceType}`, { _: '-' })} />}
      />
      <Col source="taskName" disableSort render={(r) => <Box sx={{ fontWeight: 500, color: 'primary.main', minWidth: 120 }}>{r.taskName || '-'}</Box>} />
      <Col source="stepName" disableSort render={(r) => builtInName(translate, r.stepName, 'builtIn.steps') || '-'} />
      <Col source="organizationName" disableSort render={(r) => <Nowrap>{r.organizationName || '-'}</Nowrap>} />
      <Col source="userName" disableSort render={(r) => <Nowrap>{r.userName || '-'}</Nowrap>} />
      <Col source="applyTime" disableSort render={(r) => <Nowrap>{minute(r.applyTime)}</Nowrap>} />
      <Col source="auditorName" disableSort render={(r) => r.auditorName || '-'} />
      <Col source="waitTime" disableSort render={(r) => <WaitCell text={r.waitTime} />} />
    </DataTable>
  );
}

export default function NeedDealtList() {
  const translate = useTranslate();
  const auditors = useAuditorChoices();
  const filters = [
    <SelectInput
      key="sourceType" source="sourceType" label="audits.filters.source_type" alwaysOn emptyText="audits.filters.source_all"
      choices={Object.keys(sourceTypeLabels).map((id) => ({ id: Number(id), name: `dashboard.source_type.${id}` }))}
    />,
    ...(auditors.length
      ? [
          <SelectInput
            key="userId" source="userId" label="audits.filters.auditor" alwaysOn emptyText="audits.filters.auditor_all"
            choices={auditors} translateChoice={false}
          />,
        ]
      : []),
  ];
  return (
    <Box>
      <PageList
        resource="needDealt" title={translate('audits.title.needDealt')} filters={filters} actions={false}
        empty={false}
      >
        <NeedDealtTable />
      </PageList>
    </Box>
  );
}
