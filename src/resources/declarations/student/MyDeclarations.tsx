/**
 * 我的申报 (/student/declare; issue 5, contract GET /student/project/apply/list {current, size,
 * status?} → DeclarationRow page): the student's declarations — cards on a phone, a table on a
 * wider screen — with the status chip (spec §4), the reject reason, 撤回 for pending ones after a
 * confirmation, a status filter, the empty state and 我要申报 (→ /student/declare/apply).
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardActionArea, CardActions, Link, Stack, TableCell, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ListBase, useListContext, useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DeclarationRow } from '../../../../common/declarations';
import { useHoursFormat } from '../../audits/cells';
import { DEFAULT_PAGE_SIZE } from '../../shared/paging';
import { StudentListView, StudentTable } from '../../shared/StudentListView';
import { DeclarationStatusChip, statusKey } from './DeclarationStatusChip';
import { DECLARE_APPLY_PATH, declareDetailPath } from './paths';
import { WithdrawButton } from './WithdrawButton';

const STATUS_FILTERS = ['all', '1', '2', '3'] as const;

/** The hours a row stands for: what the ledger received once approved, else the option's. */
const rowHours = (row: DeclarationRow) => (statusKey(row.status) === 2 && row.grantedHours !== null && row.grantedHours !== undefined ? row.grantedHours : row.hours);

function Toolbar() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { filterValues, setFilters } = useListContext();
  const value = filterValues.status ? String(filterValues.status) : 'all';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={value}
        onChange={(_, v: string | null) => v && setFilters(v === 'all' ? {} : { status: Number(v) }, {}, false)}
        sx={{ bgcolor: 'background.paper' }}
      >
        {STATUS_FILTERS.map((s) => (
          <ToggleButton key={s} value={s} sx={{ px: { xs: 1.5, sm: 2 } }}>
            {translate(`studentHome.status.${s}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(DECLARE_APPLY_PATH)}>
        {translate('studentHome.declare.apply')}
      </Button>
    </Stack>
  );
}

function RejectReason({ row }: { row: DeclarationRow }) {
  const translate = useTranslate();
  if (statusKey(row.status) !== 3 || !row.opinion) return null;
  return (
    <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }} data-testid="reject-reason">
      {translate('studentHome.declare.field.reject_reason')}{translate('shell.colon')}{row.opinion}
    </Typography>
  );
}

function DeclarationCard({ row, hours, onChanged }: { row: DeclarationRow; hours: (v: string) => string; onChanged: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const f = (key: string) => translate(`studentHome.declare.field.${key}`);
  return (
    <Card variant="outlined" data-testid="declaration-card">
      <CardActionArea onClick={() => navigate(declareDetailPath(row.id))} sx={{ p: 1.5 }}>
        <Stack spacing={0.75}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
              {row.projectName}
            </Typography>
            <DeclarationStatusChip status={row.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[row.optionName, row.category].filter(Boolean).join(' · ')}
          </Typography>
          {row.relateActivityName ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {f('relate_activity')}{translate('shell.colon')}{row.relateActivityName}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {f('apply_time')}{translate('shell.colon')}{row.applyTime}
          </Typography>
          <RejectReason row={row} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">
              {f(statusKey(row.status) === 2 ? 'granted_hours' : 'hours')}
            </Typography>
            <Typography variant="h6" sx={{ fontWeight: 600 }} color={statusKey(row.status) === 2 ? 'success.main' : 'text.primary'}>
              {translate('studentHome.declare.hours_value', { hours: hours(rowHours(row)) })}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
      {statusKey(row.status) === 1 ? (
        <CardActions sx={{ px: 1.5, pb: 1.5, pt: 0 }}>
          <WithdrawButton id={row.id} name={row.projectName} onDone={onChanged} fullWidth />
        </CardActions>
      ) : null}
    </Card>
  );
}

function DeclarationTable({ rows, hours, onChanged }: { rows: DeclarationRow[]; hours: (v: string) => string; onChanged: () => void }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`studentHome.declare.field.${key}`);
  return (
    <StudentTable
      label={translate('studentHome.declare.apply')}
      columns={['project', 'option', 'relate_activity', 'hours', 'status', 'apply_time', 'auditor', 'actions'].map((k) => [k, f(k)])}
      right="hours"
    >
      {rows.map((row) => (
        <TableRow key={row.id} hover data-testid="declaration-row">
          <TableCell sx={{ minWidth: 160 }}>
            <Link component={RouterLink} to={declareDetailPath(row.id)} underline="hover" sx={{ fontWeight: 500 }}>
              {row.projectName}
            </Link>
            {row.category ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {row.category}
              </Typography>
            ) : null}
          </TableCell>
          <TableCell>{row.optionName}</TableCell>
          <TableCell sx={{ maxWidth: 200 }}>{row.relateActivityName || '-'}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {hours(rowHours(row))}
          </TableCell>
          <TableCell sx={{ maxWidth: 240 }}>
            <DeclarationStatusChip status={row.status} />
            <RejectReason row={row} />
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.applyTime}</TableCell>
          <TableCell>{row.auditor || '-'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Stack direction="row" spacing={1}>
              <Button size="small" component={RouterLink} to={declareDetailPath(row.id)}>
                {translate('studentHome.declare.action.detail')}
              </Button>
              {statusKey(row.status) === 1 ? <WithdrawButton id={row.id} name={row.projectName} onDone={onChanged} /> : null}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </StudentTable>
  );
}

function DeclarationsView() {
  const hours = useHoursFormat();
  return (
    <StudentListView<DeclarationRow>
      spacing={1.5}
      skeleton={[150, 48]}
      empty={(filters) => (filters.status ? 'studentHome.declare.empty_filtered' : 'studentHome.declare.empty')}
      card={(row, changed) => <DeclarationCard key={row.id} row={row} hours={hours} onChanged={changed} />}
      table={(rows, changed) => <DeclarationTable rows={rows} hours={hours} onChanged={changed} />}
    />
  );
}

export default function MyDeclarations() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <ListBase resource="myDeclarations" perPage={DEFAULT_PAGE_SIZE} storeKey={false} disableSyncWithLocation>
        <Toolbar />
        <DeclarationsView />
      </ListBase>
    </Box>
  );
}
