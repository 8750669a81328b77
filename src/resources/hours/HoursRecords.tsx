/**
 * 学时记录 of 我的学时 (contract GET /student/hours/records {current, size, classifyId?, termId?,
 * sourceType?} → {list: HoursRecord[], total}): the ledger rows with module, term and source
 * filters — a table on a wide screen, cards on a phone — each row traced to its source: an activity
 * opens /student/activity/detail?id=, a declaration /student/declare/detail?id=.
 */
import { Box, Card, Link, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ClassifyAchievement } from '../../../common/classify';
import { LedgerSource } from '../../../common/ledger';
import type { HoursRecord, StudentHoursSummary } from '../../../common/studentHome';
import { useHoursFormat } from '../audits/cells';
import { DEFAULT_PAGE_SIZE } from '../shared/paging';
import { StudentListView, StudentTable } from '../shared/StudentListView';
import { studentDetailPath } from '../participation/OpenActivities';
import { declareDetailPath } from '../declarations/student/paths';
import { builtInName } from '../../i18n/labels';
import { classifyName } from '../../i18n/labels';

/** Where a ledger row came from, or null when it has no page (a correction or an import). */
export function sourcePath(row: Pick<HoursRecord, 'sourceType' | 'relationId'>): string | null {
  if (!row.relationId) return null;
  if (row.sourceType === LedgerSource.ACTIVITY) return studentDetailPath(row.relationId);
  if (row.sourceType === LedgerSource.DECLARATION) return declareDetailPath(row.relationId);
  return null;
}

function SourceName({ row }: { row: HoursRecord }) {
  const path = sourcePath(row);
  if (!path) return <>{row.sourceName || '-'}</>;
  return (
    <Link component={RouterLink} to={path} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
      {row.sourceName || '-'}
    </Link>
  );
}

function Granted({ row, hours }: { row: HoursRecord; hours: (v: string) => string }) {
  const translate = useTranslate();
  const capped = row.requestedHours && row.requestedHours !== row.grantedHours;
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="record-hours">
        {hours(row.grantedHours)}
      </Typography>
      {capped ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {translate('studentHome.hours.field.requested', { hours: hours(row.requestedHours) })}
        </Typography>
      ) : null}
    </Box>
  );
}

function Filters({ modules, terms }: { modules: ClassifyAchievement[]; terms: StudentHoursSummary['byTerm'] }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const set = (key: string, value: string) => {
    const next = { ...filterValues };
    if (value === '') delete next[key];
    else next[key] = Number(value);
    setFilters(next, {}, false);
  };
  const all = translate('studentHome.hours.filter.all');
  const field = (key: 'classifyId' | 'termId' | 'sourceType', label: string, choices: { id: number; name: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filterValues[key] === undefined ? '' : String(filterValues[key])}
      onChange={(e) => set(key, e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 0, bgcolor: 'background.paper' }}
    >
      <MenuItem value="">{all}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const sources = Object.values(LedgerSource).map((id) => ({ id, name: translate(`studentHome.hours.source_type.${id}`) }));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 200px))' }, mb: 1.5 }}>
      {field('classifyId', translate('studentHome.hours.filter.module'), modules.map((m) => ({ id: m.classifyId, name: classifyName(translate, m.classifyName) })))}
      {field('termId', translate('studentHome.hours.filter.term'), terms.filter((t) => t.termId !== null).map((t) => ({ id: t.termId as number, name: t.termName })))}
      {field('sourceType', translate('studentHome.hours.filter.source'), sources)}
    </Box>
  );
}

function RecordCard({ row, hours }: { row: HoursRecord; hours: (v: string) => string }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} data-testid="record-card">
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }} component="div">
            <SourceName row={row} />
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {[translate(`studentHome.hours.source_type.${row.sourceType}`), [row.moduleName, row.classifyName].filter((x, i, a) => x && a.indexOf(x) === i).map((x) => classifyName(translate, x)).join(' · ')].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {[builtInName(translate, row.termName, 'studentHome.hours.no_term'), row.issuedAt.slice(0, 10)].filter(Boolean).join(' · ')}
          </Typography>
          {row.reason && row.reason !== row.sourceName ? (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {translate('studentHome.hours.field.reason')}{translate('shell.colon')}{row.reason}
            </Typography>
          ) : null}
        </Box>
        <Granted row={row} hours={hours} />
      </Stack>
    </Card>
  );
}

function RecordTable({ rows, hours }: { rows: HoursRecord[]; hours: (v: string) => string }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`studentHome.hours.field.${key}`);
  return (
    <StudentTable
      label={translate('studentHome.hours.records')}
      columns={['source', 'source_type', 'module', 'term', 'hours', 'issued_at'].map((k) => [k, f(k)])}
      right="hours"
    >
      {rows.map((row) => (
        <TableRow key={row.id} hover data-testid="record-row">
          <TableCell sx={{ minWidth: 180 }}>
            <SourceName row={row} />
            {row.reason && row.reason !== row.sourceName ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {f('reason')}{translate('shell.colon')}{row.reason}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`studentHome.hours.source_type.${row.sourceType}`)}</TableCell>
          <TableCell>
            {classifyName(translate, row.moduleName)}
            {row.classifyName && row.classifyName !== row.moduleName ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {classifyName(translate, row.classifyName)}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{builtInName(translate, row.termName, 'studentHome.hours.no_term')}</TableCell>
          <TableCell align="right">
            <Granted row={row} hours={hours} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.issuedAt}</TableCell>
        </TableRow>
      ))}
    </StudentTable>
  );
}

function RecordsView() {
  const hours = useHoursFormat();
  return (
    <StudentListView<HoursRecord>
      spacing={1}
      skeleton={[84, 44]}
      empty={() => 'studentHome.hours.records_empty'}
      card={(row) => <RecordCard key={row.id} row={row} hours={hours} />}
      table={(rows) => <RecordTable rows={rows} hours={hours} />}
    />
  );
}

export function HoursRecords({ modules, terms }: { modules: ClassifyAchievement[]; terms: StudentHoursSummary['byTerm'] }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {translate('studentHome.hours.records')}
      </Typography>
      <ListBase resource="myHoursRecords" perPage={DEFAULT_PAGE_SIZE} storeKey={false} disableSyncWithLocation>
        <Filters modules={modules} terms={terms} />
        <RecordsView />
      </ListBase>
    </Box>
  );
}
