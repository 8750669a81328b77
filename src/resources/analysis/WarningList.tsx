/**
 * 学时预警名单 (/analysis/warning and /analysis/warning/list; spec §2 /analysis, §3 "Classify
 * achievement item … minHours (warning value)"): the students in scope below a warning — not
 * meeting the requirement of their cohort (the total red when it is short; 未达要求 lists every
 * shortfall as the transcript does, issue 13) or a module below its warning value (one chip per
 * module: 'classifyName classifyHours/minHours') — with their tier (issue 13 预警配置: a 红色预警 /
 * 黄色预警 chip, the hours expected this year in its tooltip; filter 预警等级). `?id={collegeId}&gradeid={grade}` (the
 * reach-rate bars of the dashboard and of /analysis) preselect the college and grade filters. A row
 * opens the student (/student/list?id={code}); 导出 exports the filtered list as an xlsx job.
 * Data: dataProvider.getList('analysisWarnings') → GET /analysis/warning/list (normal client: a
 * failure shows the server's message), paged 10/20/30/40.
 */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, Stack, Tooltip } from '@mui/material';
import { DataTable, List, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { WarningRow } from '../../../common/dashboard';
import { EmptyState } from '../shared/EmptyState';
import { ListPagination } from '../shared/ListPagination';
import { DEFAULT_PAGE_SIZE, LIST_SX } from '../shared/paging';
import { hoursText } from './format';
import { studentPath, warningPreset } from './paths';
import { ClassFollowsCollege, useWarningFilters } from './WarningFilters';
import { WarningExportDialog } from './WarningExportDialog';
import { WarningLevelChip } from './WarningLevelChip';
import { FitBox } from '../shared/FitTable';

export const WARNING_RESOURCE = 'analysisWarnings';

/** A row as react-admin holds it (id = userId, added by the data provider). */
type Row = WarningRow & { id: number };
const Col = DataTable.Col<Row>;
const label = (key: string) => `analysis.warning.columns.${key}`;
const nowrap = (text: string | null | undefined) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{text || '-'}</Box>;

/** 总学时: 'hours / requiredHours', red and bold when below the requirement. */
function TotalCell({ row }: { row: WarningRow }) {
  const translate = useTranslate();
  const text = translate('analysis.warning.hours_of', { hours: hoursText(row.hours), required: hoursText(row.requiredHours) });
  const cell = (
    <Box component="span" data-testid={`total-${row.code}`} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: row.belowTotal ? 'error.main' : 'text.primary', fontWeight: row.belowTotal ? 600 : 400 }}>
      {text}
    </Box>
  );
  return row.belowTotal ? <Tooltip title={translate('analysis.warning.below_total')}>{cell}</Tooltip> : cell;
}

/** 预警等级: the tier's chip, the hours expected this year in its tooltip; '-' without a tier. */
function LevelCell({ row }: { row: WarningRow }) {
  const translate = useTranslate();
  if (!row.level) return <Box component="span" sx={{ color: 'text.disabled' }}>-</Box>;
  const chip = <WarningLevelChip level={row.level} data-testid={`level-${row.code}`} />;
  return row.expectedHours ? <Tooltip title={translate('analysis.warning.expected_of', { hours: hoursText(row.expectedHours) })}>{chip}</Tooltip> : chip;
}

/** 未达要求: each unmet requirement of the student's rule with the hours missing — the transcript's shortfalls (issue 13). */
function ShortfallCell({ row }: { row: WarningRow }) {
  const translate = useTranslate();
  if (row.met || !row.shortfalls?.length)
    return <Chip size="small" color="success" variant="outlined" label={translate('analysis.warning.met')} data-testid={`shortfalls-${row.code}`} />;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, minWidth: 150 }} data-testid={`shortfalls-${row.code}`}>
      {row.shortfalls.map((s) => (
        <Chip key={`${s.requirement}-${s.classifyId ?? ''}`} size="small" color="error" variant="outlined" label={translate('analysis.warning.shortfall', { name: s.label, hours: hoursText(s.hours) })} />
      ))}
    </Stack>
  );
}

/** 低于预警值的模块: one chip per module short of its warning value. */
function ShortModules({ row }: { row: WarningRow }) {
  const translate = useTranslate();
  if (!row.classifies?.length) return <Box component="span" sx={{ color: 'text.disabled' }}>-</Box>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, minWidth: 160 }}>
      {row.classifies.map((c) => (
        <Chip
          key={c.classifyId}
          size="small"
          color="warning"
          variant="outlined"
          label={translate('analysis.warning.chip', { name: c.classifyName, hours: hoursText(c.classifyHours), min: hoursText(c.minHours) })}
        />
      ))}
    </Stack>
  );
}

function WarningTable() {
  const translate = useTranslate();
  return (
    <DataTable<Row> bulkActionButtons={false} rowClick={(_, __, r) => studentPath((r as Row).code)} empty={<EmptyState message="analysis.warning.empty" />}>
      <Col source="name" label={label('name')} disableSort render={(r) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>{r.name || '-'}</Box>} />
      <Col source="code" label={label('code')} disableSort render={(r) => nowrap(r.code)} />
      <Col source="collegeName" label={label('collegeName')} disableSort render={(r) => nowrap(r.collegeName)} />
      <Col source="majorName" label={label('majorName')} disableSort render={(r) => <Box sx={{ minWidth: 90 }}>{r.majorName || '-'}</Box>} />
      <Col source="className" label={label('className')} disableSort render={(r) => <Box sx={{ minWidth: 90 }}>{r.className || '-'}</Box>} />
      <Col source="grade" label={label('grade')} disableSort render={(r) => nowrap(r.grade ? translate('analysis.common.grade_name', { grade: r.grade }) : '')} />
      <Col source="hours" label={label('hours')} disableSort align="right" render={(r) => <TotalCell row={r} />} />
      <Col source="level" label={label('level')} disableSort render={(r) => <LevelCell row={r} />} />
      <Col source="shortfalls" label={label('shortfalls')} disableSort render={(r) => <ShortfallCell row={r} />} />
      <Col source="classifies" label={label('classifies')} disableSort render={(r) => <ShortModules row={r} />} />
    </DataTable>
  );
}

function ListActions({ onExport }: { onExport: (filter: Record<string, unknown>) => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport({ ...filterValues })}>
        {translate('analysis.warning.export.action')}
      </Button>
    </TopToolbar>
  );
}

export default function WarningList() {
  const filters = useWarningFilters();
  const [params] = useSearchParams();
  const linked = params.has('id') || params.has('gradeid');
  const preset = warningPreset(params);
  const [exporting, setExporting] = useState<Record<string, unknown> | null>(null);
  return (
    <>
      <List
        key={JSON.stringify(preset)}
        resource={WARNING_RESOURCE}
        title="analysis.warning.title"
        filters={filters}
        filterDefaultValues={preset}
        perPage={DEFAULT_PAGE_SIZE}
        pagination={<ListPagination />}
        empty={false}
        actions={<ListActions onExport={setExporting} />}
        exporter={false}
        storeKey="analysis.warning"
        {...(linked ? { storeKey: false as const, disableSyncWithLocation: true } : {})}
        sx={LIST_SX}
      >
        <ClassFollowsCollege />
        <FitBox>
          <WarningTable />
        </FitBox>
      </List>
      <WarningExportDialog open={exporting !== null} filter={exporting ?? {}} onClose={() => setExporting(null)} />
    </>
  );
}
