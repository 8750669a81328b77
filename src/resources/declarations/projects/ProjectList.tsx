/**
 * 项目列表 (/communist/project; spec §2 "project", §1 topic 3 "project list, new project"): the
 * school's declaration projects — name, 分类, the options summary ('国家级一等奖 20 学时 · …'), the
 * 申报时间 window, the phase chip (申报中 / 未开始 / 已结束 / 已停用) and the 申报 / 待审 / 通过 counts —
 * with 查看 / 编辑 / 停用·启用 / 删除. Filters: name, 分类, 申报状态 (open), 启用状态. 新建项目 opens
 * /communist/project/edit. Data: getList('projects') → GET /project/list {current, size, name?,
 * classifyId?, open?, enabled?}.
 */
import { useMemo } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { DataTable, FilterButton, List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProjectRow } from '../../../../common/declarations';
import { classifyChoices } from '../../activities/queries';
import { EmptyState } from '../../shared/EmptyState';
import { FitBox } from '../../shared/FitTable';
import { ListPagination } from '../../shared/ListPagination';
import { formatPlain } from '../../shared/format';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../../shared/paging';
import { minuteOf, optionsSummary } from './format';
import { projectDetailPath, projectEditPath } from '../paths';
import { ProjectActions } from './ProjectActions';
import { ProjectStatusChip } from './ProjectStatusChip';
import { useProjectFormChoices } from './queries';

const Col = DataTable.Col<ProjectRow>;

/** The options summary, at most two lines, the full list in the tooltip. */
function OptionsCell({ row }: { row: ProjectRow }) {
  const translate = useTranslate();
  const { parts, more } = optionsSummary(row.options ?? []);
  const all = (row.options ?? []).map((o) => translate('declarations.project.option_summary', { name: o.name, hours: formatPlain(o.hours) })).join('\n');
  if (!parts.length) return <>-</>;
  return (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-line' }}>{all}</Box>}>
      {/* Clamped inside its column so that it never runs over 申报时间 (issue 18 item 2). */}
      <Typography variant="body2" sx={{ maxWidth: 320, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {parts.map((p) => translate('declarations.project.option_summary', { name: p.name, hours: p.hours })).join(' · ')}
        {more ? ' …' : ''}
      </Typography>
    </Tooltip>
  );
}

function CountsCell({ row }: { row: ProjectRow }) {
  const translate = useTranslate();
  const slash = <Box component="span" sx={{ color: 'text.disabled', mx: 0.5 }}>/</Box>;
  return (
    <Box sx={{ whiteSpace: 'nowrap' }} aria-label={translate('declarations.project.counts_label', { apply: row.applyCount ?? 0, pending: row.pendingCount ?? 0, approved: row.approvedCount ?? 0 })}>
      <span>{row.applyCount ?? 0}</span>
      {slash}
      <Box component="span" sx={{ color: row.pendingCount ? 'warning.dark' : 'text.secondary', fontWeight: row.pendingCount ? 600 : 400 }}>{row.pendingCount ?? 0}</Box>
      {slash}
      <Box component="span" sx={{ color: 'success.main' }}>{row.approvedCount ?? 0}</Box>
    </Box>
  );
}

function ProjectTable() {
  const refresh = useRefresh();
  return (
    <DataTable<ProjectRow> bulkActionButtons={false} rowClick={(id) => projectDetailPath(id)} empty={<EmptyState message="declarations.project.empty" />}>
      <Col source="name" disableSort render={(r) => <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 160 }}>{r.name}</Typography>} />
      <Col source="classifyName" disableSort render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{r.classifyName || '-'}</span>} />
      <Col source="options" disableSort render={(r) => <OptionsCell row={r} />} />
      <Col
        source="applyStart" disableSort
        render={(r) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <div>{minuteOf(r.applyStart)}</div>
            <Typography variant="caption" color="text.secondary">{`– ${minuteOf(r.applyEnd)}`}</Typography>
          </Box>
        )}
      />
      <Col source="status" disableSort render={(r) => <ProjectStatusChip project={r} />} />
      <Col source="counts" disableSort render={(r) => <CountsCell row={r} />} />
      <Col source="actions" disableSort render={(r) => <ProjectActions project={r} onChanged={refresh} />} />
    </DataTable>
  );
}

function useProjectFilters() {
  const translate = useTranslate();
  const { data } = useProjectFormChoices();
  return useMemo(() => {
    const select = { emptyText: 'declarations.filters.all', sx: { minWidth: 130 } };
    const tree = classifyChoices(data?.classifies ?? []);
    return [
      <TextInput
        key="name" source="name" label="resources.projects.fields.name" alwaysOn resettable fullWidth={false}
        placeholder={translate('declarations.filters.project_placeholder')}
      />,
      ...(tree.length
        ? [
            <SelectInput
              key="classifyId" source="classifyId" label="resources.projects.fields.classifyName" alwaysOn {...select} translateChoice={false}
              choices={tree.map((c) => ({ id: c.id, name: c.depth ? `${c.moduleName} / ${c.name}` : c.name }))}
            />,
          ]
        : []),
      <SelectInput
        key="open" source="open" label="declarations.filters.open" alwaysOn {...select}
        choices={[{ id: 1, name: 'declarations.filters.open_yes' }, { id: 0, name: 'declarations.filters.open_no' }]}
      />,
      <SelectInput
        key="enabled" source="enabled" label="declarations.filters.enabled" {...select}
        choices={[{ id: 1, name: 'declarations.filters.enabled_yes' }, { id: 0, name: 'declarations.filters.enabled_no' }]}
      />,
    ];
  }, [translate, data]);
}

function ListActions() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <TopToolbar>
      <FilterButton />
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => navigate(projectEditPath())}>
        {translate('declarations.project.create')}
      </Button>
    </TopToolbar>
  );
}

export default function ProjectList() {
  const filters = useProjectFilters();
  return (
    <List
      resource="projects"
      title="declarations.project.list_title"
      filters={filters}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination />}
      empty={false}
      actions={<ListActions />}
      exporter={false}
      storeKey="projects.list"
      sx={LIST_SX}
    >
      <FitBox>
        <ProjectTable />
      </FitBox>
    </List>
  );
}
