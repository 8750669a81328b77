/**
 * 待办事项 (/communist/thing/list; issue 21, spec §2): the staff member's own things to do — title, note,
 * due date, priority, done — with overdue ones in red, 新增/编辑 in a dialog, 标记完成, and 删除 after
 * a confirmation; above them the counts of open and overdue things and of the reviews waiting for
 * the caller (the to-do list's count, GET /desk/needDealt/list), linking to the to-do list on the
 * dashboard. Data: getList/create/update/delete('staffThings') → /thing/*; GET /thing/summary.
 */
import { useState } from 'react';
import { Box, Button, Card, CardContent, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, SelectInput, useCreate, useDataProvider, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { THING_PRIORITIES, type ThingRow } from '../../../common/journals';
import type { JournalsDataProvider } from '../../dataProvider/journals';
import { EmptyState } from '../shared/EmptyState';
import { CreateAction, PageList, useConfirmDelete } from '../shared/PageList';
import { RowActions } from '../shared/FitTable';
import { serverError } from '../shared/serverError';
import { DateField } from '../shared/dates';

const Col = DataTable.Col<ThingRow>;
type Form = { title: string; note: string; dueDate: string; priority: string };
const PRIORITY_COLORS: Record<number, 'error' | 'warning' | 'default'> = { 1: 'error', 2: 'warning', 3: 'default' };

function Summary() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<JournalsDataProvider>();
  const { data } = useQuery({ queryKey: ['thing-summary'], queryFn: () => dataProvider.getThingSummary() });
  const cards: [string, number | undefined, boolean][] = [['summary_open', data?.open, false], ['summary_overdue', data?.overdue, (data?.overdue ?? 0) > 0], ['summary_reviews', data?.pendingReviews, false]];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
      {cards.map(([k, n, red]) => (
        <Card key={k} variant="outlined" sx={{ minWidth: 180 }}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">{translate(`journals.things.${k}`)}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <Typography variant="h5" sx={{ fontWeight: 700, color: red ? 'error.main' : undefined }} data-testid={`thing-${k}`}>{n ?? '-'}</Typography>
              {k === 'summary_reviews' && n ? <Button size="small" onClick={() => navigate('/dashboard')}>{translate('journals.things.go_reviews')}</Button> : null}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function Editor({ row, onClose }: { row: ThingRow | null | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useQueryClient();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [form, setForm] = useState<Form>({ title: row?.title ?? '', note: row?.note ?? '', dueDate: row?.dueDate ?? '', priority: String(row?.priority ?? 2) });
  const [error, setError] = useState<string | null>(null);
  const T = (k: string) => translate(`journals.things.${k}`);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const save = async () => {
    setError(null);
    const data = { title: form.title.trim(), note: form.note.trim(), dueDate: form.dueDate, priority: Number(form.priority) };
    try {
      if (row) await update('staffThings', { id: row.id, data: { ...data, id: row.id }, previousData: row, meta: { silent: true } }, { returnPromise: true });
      else await create('staffThings', { data, meta: { silent: true } }, { returnPromise: true });
      notify('journals.things.saved', { type: 'success' });
      void client.invalidateQueries({ queryKey: ['thing-summary'] });
      refresh();
      onClose();
    } catch (e) {
      setError(serverError(e).text);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{T(row ? 'edit' : 'add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label={T('title')} value={form.title} onChange={set('title')} required fullWidth slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'thing-title' } }} />
          <TextField label={T('note')} value={form.note} onChange={set('note')} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
          <Stack direction="row" spacing={1}>
            <DateField label={T('dueDate')} value={form.dueDate} onChange={(v) => setForm({ ...form, dueDate: v })} fullWidth />
            <TextField select label={T('priority')} value={form.priority} onChange={set('priority')} sx={{ minWidth: 100 }}>
              {THING_PRIORITIES.map((p) => <MenuItem key={p} value={String(p)}>{translate(`journals.priority.${p}`)}</MenuItem>)}
            </TextField>
          </Stack>
          {error ? <Typography color="error" variant="body2" role="alert">{error}</Typography> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T('cancel')}</Button>
        <Button variant="contained" disabled={!form.title.trim()} onClick={() => void save()} data-testid="thing-save">{T('save')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function Things() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const client = useQueryClient();
  const dataProvider = useDataProvider<JournalsDataProvider>();
  const [editing, setEditing] = useState<ThingRow | null | undefined>(undefined);
  const T = (k: string) => translate(`journals.things.${k}`);
  const deleting = useConfirmDelete<ThingRow>('staffThings', { message: 'journals.things.delete_confirm', confirmLabel: 'journals.things.delete', done: 'journals.things.deleted' }, (r) => ({ title: r?.title ?? '' }));
  const mark = async (r: ThingRow) => {
    await dataProvider.markThing(r.id, !r.done);
    void client.invalidateQueries({ queryKey: ['thing-summary'] });
    refresh();
  };
  const filters = [<SelectInput key="done" source="done" label="journals.things.filter" alwaysOn helperText={false} emptyText={translate('journals.list.all')} sx={{ minWidth: 120 }}
    choices={[{ id: 'false', name: T('open') }, { id: 'true', name: T('done') }]} />];
  return (
    <Box>
      <Summary />
      <PageList resource="staffThings" title="journals.title.things" filters={filters} empty={false} actions={<CreateAction label="journals.things.add" onClick={() => setEditing(null)} />}>
        <DataTable<ThingRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="journals.things.empty" />}
          rowSx={(r) => ({ '& td': { color: r.overdue ? 'error.main' : r.done ? 'text.disabled' : 'inherit' } })}>
          <Col source="done" label="journals.things.done" disableSort render={(r) => <Checkbox size="small" checked={r.done} onChange={() => void mark(r)} slotProps={{ input: { 'aria-label': T(r.done ? 'mark_open' : 'mark_done') } }} />} />
          <Col source="title" label="journals.things.title" disableSort render={(r) => <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit', textDecoration: r.done ? 'line-through' : 'none' }}>{r.title}</Typography>} />
          <Col source="note" label="journals.things.note" disableSort render={(r) => r.note || '-'} />
          <Col source="dueDate" label="journals.things.dueDate" disableSort render={(r) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{r.dueDate ?? T('no_due')}</span>{r.overdue ? <Chip size="small" color="error" label={T('overdue')} /> : null}
            </Stack>
          )} />
          <Col source="priority" label="journals.things.priority" disableSort render={(r) => <Chip size="small" variant="outlined" color={PRIORITY_COLORS[r.priority]} label={translate(`journals.priority.${r.priority}`)} />} />
          <Col source="actions" label="journals.fields.actions" disableSort render={(r) => (
            <RowActions actions={[{ key: 'edit', label: T('edit'), onClick: () => setEditing(r) }, { key: 'delete', label: T('delete'), color: 'error' as const, onClick: () => deleting.ask(r) }]} />
          )} />
        </DataTable>
      </PageList>
      {editing !== undefined ? <Editor row={editing} onClose={() => setEditing(undefined)} /> : null}
      {deleting.dialog}
    </Box>
  );
}
