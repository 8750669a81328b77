/**
 * 志愿活动 (/voluntary/practice/list; spec §2 /voluntary practice/list, the dashboard's volunteer
 * table opens /voluntary/practice/list?id=1020): the activities organised by the school's volunteer
 * organisations (nature 3, GET /voluntary/organization/tree) — GET /activity/list {type,
 * organizerList: their ids joined by ','} with name, organiser, module, status, hours, start and
 * enrolled; a row opens /communist/activity/detail?id={id}. The organisation select narrows the
 * list to one organisation (and the teams under it); `?id=` preselects it when it is one of the
 * volunteer organisations, otherwise all are shown. 当前活动 / 历史活动 switch type 1 / 2.
 * With no volunteer organisation the page says so instead of listing. Normal client: a failed call
 * shows the server's message.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, MenuItem, Skeleton, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { DataTable, TextInput, Title, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ActivityRow } from '../../../common/activities';
import type { OrganizationNode } from '../../../common/api';
import type { OrganizationDataProvider } from '../../dataProvider/organizations';
import { ActivityStatusChip } from '../activities/ActivityStatusChip';
import { formatHours } from '../activities/format';
import { voluntaryActivityPath } from './paths';
import { flattenTree, subtreeIds } from '../organizations/queries';
import { EmptyState } from '../shared/EmptyState';
import { LIST_SX } from '../shared/paging';
import { PageList } from '../shared/PageList';

/** Volunteer organisations (spec §3 organisation nature 3). */
export const VOLUNTEER_NATURE = 3;

const Col = DataTable.Col<ActivityRow>;
const label = (key: string) => `analysis.voluntary.columns.${key}`;

/** The ids organizerList carries: every volunteer organisation, or the chosen one and those under it. */
export function organizerIds(tree: OrganizationNode[], chosen: number | null): number[] {
  const flat = flattenTree(tree);
  const node = chosen === null ? undefined : flat.find((f) => f.id === chosen)?.node;
  return node ? subtreeIds(node) : flat.map((f) => f.id);
}

/** `?id=` when it names one of the volunteer organisations, else null (all). */
export function presetOrganization(tree: OrganizationNode[], id: string | null): number | null {
  const n = Number(id);
  return id && Number.isInteger(n) && flattenTree(tree).some((f) => f.id === n) ? n : null;
}

function VoluntaryTable() {
  return (
    <DataTable<ActivityRow> bulkActionButtons={false} rowClick={(id) => voluntaryActivityPath(id)} empty={<EmptyState message="analysis.voluntary.empty" />}>
      <Col source="name" label={label('name')} disableSort render={(r) => <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 140 }}>{r.name}</Typography>} />
      <Col source="orgName" label={label('orgName')} disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.orgName || '-'}</Box>} />
      <Col
        source="classifyName" label={label('classifyName')} disableSort
        render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.classifyNameS ? `${r.classifyName} / ${r.classifyNameS}` : r.classifyName || '-'}</Box>}
      />
      <Col source="status" label={label('status')} disableSort render={(r) => <ActivityStatusChip status={r.status} />} />
      <Col source="hours" label={label('hours')} disableSort align="right" render={(r) => formatHours(r.hours)} />
      <Col source="startTime" label={label('startTime')} disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{r.startTime || '-'}</Box>} />
      <Col source="enroll" label={label('enroll')} disableSort align="right" render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{`${r.enrollCount ?? 0}/${r.applyPeopleNumber ?? 0}`}</Box>} />
    </DataTable>
  );
}

export default function VoluntaryPracticeList() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const linkId = params.get('id');
  const dataProvider = useDataProvider<OrganizationDataProvider>();
  const { data: tree, isPending, isError } = useQuery({
    queryKey: ['organization-tree', VOLUNTEER_NATURE],
    queryFn: () => dataProvider.getVoluntaryOrganizationTree(),
  });
  const nodes = useMemo(() => (Array.isArray(tree) ? tree : []), [tree]);
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const [type, setType] = useState<1 | 2>(1);
  // Until the user picks, the link's organisation (or all).
  const chosen = picked === undefined ? presetOrganization(nodes, linkId) : picked;
  const ids = useMemo(() => organizerIds(nodes, chosen), [nodes, chosen]);
  const choices = useMemo(() => flattenTree(nodes), [nodes]);

  if (isPending || isError || ids.length === 0) {
    return (
      <Box sx={{ py: 2 }}>
        <Title title="analysis.voluntary.title" />
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate('analysis.voluntary.title')}</Typography>
        {isPending ? (
          <Stack spacing={1} data-testid="table-skeleton">{Array.from({ length: 5 }, (_, i) => <Skeleton key={i} variant="rounded" height={36} />)}</Stack>
        ) : isError ? (
          <Alert severity="error">{translate('analysis.common.load_failed')}</Alert>
        ) : (
          <EmptyState message="analysis.voluntary.no_organization" />
        )}
      </Box>
    );
  }

  const actions = (
    <TopToolbar sx={{ alignItems: 'center', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={translate('analysis.voluntary.organization')}
        value={chosen ?? ''}
        onChange={(e) => setPicked(e.target.value === '' ? null : Number(e.target.value))}
        sx={{ minWidth: 200, bgcolor: 'background.paper' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('analysis.voluntary.all_organizations')}</MenuItem>
        {choices.map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
      </TextField>
      <ToggleButtonGroup size="small" exclusive value={type} onChange={(_, v: 1 | 2 | null) => v && setType(v)} aria-label={translate('analysis.voluntary.title')}>
        <ToggleButton value={1}>{translate('analysis.voluntary.current')}</ToggleButton>
        <ToggleButton value={2}>{translate('analysis.voluntary.history')}</ToggleButton>
      </ToggleButtonGroup>
    </TopToolbar>
  );

  return (
    <PageList
      resource="activities"
      title="analysis.voluntary.title"
      filter={{ type, organizerList: ids.join(',') }}
      filters={[<TextInput key="name" source="name" label="analysis.voluntary.columns.name" alwaysOn resettable fullWidth={false} sx={{ width: 200 }} />]}
      empty={false}
      actions={actions}
      sx={LIST_SX}
    >
      <VoluntaryTable />
    </PageList>
  );
}
