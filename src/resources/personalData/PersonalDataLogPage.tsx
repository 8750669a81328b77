/**
 * 个人信息查看记录 (/system/personalDataLog, issue 14 defect 8): every time a student's resident ID
 * and mobile were shown or exported in full — 时间, 查看人, 操作 (查看 / 导出), 对象 (the student's
 * number and name, or 'N 名学生' with the export's filter summarised), IP — newest first, 10/20/30/40
 * a page. Data: getList('personalDataViews') → GET /school/student/personal/log {current, size} →
 * {list: PersonalDataView[], total}. A table from 600 px up, stacked rows below.
 */
import { Box, Chip, Skeleton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { DataTable, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { PersonalDataView } from '../../../common/personalData';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { EmptyState } from '../shared/EmptyState';
import { optionParams, structureOptionsQuery, type StructureKind, type StructureParents } from '../students/structureOptions';
import { filterSummary, UNIT_FIELDS, type UnitField, type UnitNames } from './filterSummary';
import { PageList } from '../shared/PageList';

const Col = DataTable.Col<PersonalDataView>;

const KIND: Record<UnitField, StructureKind> = { campusId: 'campus', collegeId: 'college', majorId: 'major', classId: 'class' };

/**
 * Names of the units one export's filter points at, from GET /school/structure/options (the same
 * cache as the list filters). Only the kinds the filter uses are asked for, with the filter's parents.
 */
function useUnitNames(filter: Record<string, unknown> | null): UnitNames {
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const f = filter ?? {};
  const parents: Record<UnitField, StructureParents> = {
    campusId: {},
    collegeId: {},
    majorId: { collegeId: f.collegeId as number | undefined },
    classId: { collegeId: f.collegeId as number | undefined, majorId: f.majorId as number | undefined },
  };
  const queries = useQueries({
    queries: UNIT_FIELDS.map((field) => {
      return { ...structureOptionsQuery(dataProvider, optionParams(KIND[field], parents[field])), enabled: f[field] !== undefined && f[field] !== null };
    }),
  });
  const names: UnitNames = {};
  UNIT_FIELDS.forEach((field, i) => {
    const data = queries[i].data;
    if (data) names[field] = new Map(data.map((o) => [String(o.id), o.name]));
  });
  return names;
}

/** 对象: the student (or staff member, so marked), or how many students and the export's filter. */
function Target({ row }: { row: PersonalDataView }) {
  const translate = useTranslate();
  const names = useUnitNames(row.action === 'export' ? row.filter : null);
  if (row.action === 'view') {
    const who = [row.studentCode, row.studentName].filter(Boolean).join(' ');
    if (!who) return <span>{translate('personalData.log.none')}</span>;
    return <span>{row.subjectKind === 'staff' ? translate('personalData.log.staff', { who }) : who}</span>;
  }
  const summary = filterSummary(translate, row.filter, names);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>{translate('personalData.log.students', { count: row.studentCount ?? 0 })}</Box>
      {summary ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13, overflowWrap: 'anywhere' }} data-testid={`log-filter-${row.id}`}>
          {translate('personalData.log.filter.label', { summary })}
        </Typography>
      ) : null}
    </Box>
  );
}

function ActionChip({ row }: { row: PersonalDataView }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={row.action === 'export' ? 'warning' : 'primary'} label={translate(`personalData.log.action.${row.action}`)} />;
}

/** While the first page loads: grey bars where rows will be. */
function Loading() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ p: 2 }} role="status" aria-busy="true" aria-label={translate('personalData.log.loading')}>
      {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} variant="rounded" height={36} />)}
    </Stack>
  );
}

/** Below 600 px: one block per record, action and subject first, then time, who and IP. */
function Stacked({ rows }: { rows: PersonalDataView[] }) {
  const translate = useTranslate();
  const col = (k: string) => translate(`personalData.log.col.${k}`);
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} data-testid="personal-data-log" sx={{ px: 2 }}>
      {rows.map((r) => (
        <Box key={r.id} sx={{ py: 1.25 }} data-testid={`log-row-${r.id}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <ActionChip row={r} />
            <Box sx={{ minWidth: 0, flex: 1 }}><Target row={r} /></Box>
          </Stack>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {`${col('createdAt')} ${r.createdAt} · ${col('userName')} ${r.userName || translate('personalData.log.none')} · ${col('ip')} ${r.ip || translate('personalData.log.none')}`}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function Rows() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const { data, isPending } = useListContext<PersonalDataView>();
  if (isPending) return <Loading />;
  if (!data || data.length === 0) return <EmptyState message="personalData.log.empty" />;
  if (narrow) return <Stacked rows={data} />;
  const none = translate('personalData.log.none');
  return (
    <DataTable<PersonalDataView> bulkActionButtons={false} rowClick={false} data-testid="personal-data-log">
      <Col source="createdAt" label="personalData.log.col.createdAt" disableSort sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} />
      <Col source="userName" label="personalData.log.col.userName" disableSort render={(r) => r.userName || none} />
      <Col source="action" label="personalData.log.col.action" disableSort render={(r) => <ActionChip row={r} />} />
      <Col source="studentCode" label="personalData.log.col.target" disableSort render={(r) => <Target row={r} />} />
      <Col source="ip" label="personalData.log.col.ip" disableSort render={(r) => r.ip || none} />
    </DataTable>
  );
}

export default function PersonalDataLogPage() {
  return (
    <PageList
      resource="personalDataViews"
      title="personalData.log.title"
      actions={false}
      empty={false}
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
      <Rows />
    </PageList>
  );
}
