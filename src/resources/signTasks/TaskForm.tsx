/**
 * 新建 / 编辑签到任务 (/communist/signTask/edit[?id=]) (issue 21 "Journals and sign tasks"; spec §2):
 * name, description, organiser, who checks in (全校, a college, a class, an organisation's members or
 * picked students), frequency (每天, given weekdays, once), period, daily window, an optional
 * location window and optional hours at a minimum count. Once check-ins exist the server accepts
 * only the name, the description and a later end date (the page says so). A refusal naming a field
 * shows under it. Data: getSignTaskOptions, getSignTask, addSignTask, editSignTask.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SIGN_TASK_LIMITS as L, SIGN_TASK_PAGES, SignFrequency, SignTarget, type SignTaskDetail } from '../../../common/signTasks';
import type { SignTaskDataProvider } from '../../dataProvider/signTasks';
import { StudentPicker, type PickedStudent } from '../activities/StudentPicker';
import { Section } from '../shared/DetailSections';
import { serverError, type ServerError } from '../shared/serverError';

interface Form {
  name: string; description: string; organizationId: number | ''; targetType: number; targetId: number | ''; students: PickedStudent[];
  frequency: number; weekdays: number[]; startDate: string; endDate: string; windowStart: string; windowEnd: string;
  latitude: string; longitude: string; radiusM: string; hours: string; classifyId: number | ''; minCheckins: string;
}

const blank: Form = {
  name: '', description: '', organizationId: '', targetType: SignTarget.SCHOOL, targetId: '', students: [], frequency: SignFrequency.DAILY, weekdays: [],
  startDate: '', endDate: '', windowStart: '07:00', windowEnd: '08:30', latitude: '', longitude: '', radiusM: '', hours: '', classifyId: '', minCheckins: '',
};
const text = (v: number | string | null) => (v === null ? '' : String(v));
const fromDetail = (d: SignTaskDetail): Form => ({
  name: d.name, description: d.description, organizationId: d.organizationId, targetType: d.targetType, targetId: d.targetId ?? '',
  students: d.students.map((s) => ({ id: s.userId, name: s.name, code: s.code })), frequency: d.frequency, weekdays: d.weekdays,
  startDate: d.startDate, endDate: d.endDate, windowStart: d.windowStart, windowEnd: d.windowEnd, latitude: text(d.latitude), longitude: text(d.longitude),
  radiusM: text(d.radiusM), hours: d.hours === null ? '' : String(Number(d.hours)), classifyId: d.classifyId ?? '', minCheckins: text(d.minCheckins),
});
const orUndefined = (v: string) => (v.trim() === '' ? undefined : v.trim());

export default function TaskForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<SignTaskDataProvider>();
  const id = Number(useSearchParams()[0].get('id'));
  const editing = id > 0;
  const options = useQuery({ queryKey: ['signTasks', 'options'], queryFn: () => dataProvider.getSignTaskOptions() });
  const existing = useQuery({ queryKey: ['signTasks', 'detail', id], queryFn: () => dataProvider.getSignTask(id), enabled: editing });
  const [form, setForm] = useState<Form>(blank);
  const [error, setError] = useState<ServerError | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (existing.data) setForm(fromDetail(existing.data));
  }, [existing.data]);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (field: string) => (error?.field === field ? error.text : undefined);
  const field = (name: keyof Form & string) => ({ error: !!err(name), helperText: err(name) });
  const save = async () => {
    setBusy(true);
    setError(null);
    const input = {
      name: form.name, description: form.description, organizationId: form.organizationId, targetType: form.targetType,
      targetId: form.targetId === '' ? undefined : form.targetId, studentIds: form.targetType === SignTarget.LIST ? form.students.map((s) => s.id) : undefined,
      frequency: form.frequency, weekdays: form.frequency === SignFrequency.WEEKLY ? form.weekdays : undefined,
      startDate: form.startDate, endDate: form.frequency === SignFrequency.ONCE && !form.endDate ? form.startDate : form.endDate,
      windowStart: form.windowStart, windowEnd: form.windowEnd,
      latitude: orUndefined(form.latitude), longitude: orUndefined(form.longitude), radiusM: orUndefined(form.radiusM),
      hours: orUndefined(form.hours), classifyId: form.classifyId === '' ? undefined : form.classifyId, minCheckins: orUndefined(form.minCheckins),
    };
    try {
      const { id: saved } = editing ? await dataProvider.editSignTask({ id, ...input }) : await dataProvider.addSignTask(input);
      notify('signTasks.hint.saved', { type: 'success' });
      navigate(`${SIGN_TASK_PAGES.detail}?id=${saved}`);
    } catch (e) {
      setError(serverError(e));
    } finally {
      setBusy(false);
    }
  };
  if (editing && existing.isError) return <Alert severity="error" sx={{ m: 2 }}>{serverError(existing.error).text}</Alert>;
  if (editing && !existing.data) return <Skeleton variant="rounded" height={320} sx={{ m: 2 }} />;
  const o = options.data;
  const targets = form.targetType === SignTarget.COLLEGE ? (o?.colleges ?? []) : form.targetType === SignTarget.CLASS ? (o?.classes ?? []) : form.targetType === SignTarget.ORGANIZATION ? (o?.organizations ?? []) : [];
  const title = editing ? 'signTasks.title.edit' : 'signTasks.title.add';
  const toggleDay = (d: number) => set('weekdays', form.weekdays.includes(d) ? form.weekdays.filter((x) => x !== d) : [...form.weekdays, d].sort());
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{translate(title)}</Typography>
      {existing.data?.locked ? <Alert severity="info" sx={{ mb: 2 }}>{translate('signTasks.hint.locked')}</Alert> : null}
      {error && !error.field ? <Alert severity="error" sx={{ mb: 2 }}>{error.text}</Alert> : null}
      <Section title="signTasks.title.basics">
        <Stack spacing={2}>
          <TextField label={translate('signTasks.fields.name')} value={form.name} required {...field('name')} onChange={(e) => set('name', e.target.value)} slotProps={{ htmlInput: { maxLength: L.name } }} />
          <TextField label={translate('signTasks.fields.description')} value={form.description} multiline minRows={2} {...field('description')} onChange={(e) => set('description', e.target.value)} slotProps={{ htmlInput: { maxLength: L.description } }} />
          <TextField select required label={translate('signTasks.fields.organization')} value={form.organizationId} {...field('organizationId')} onChange={(e) => set('organizationId', Number(e.target.value))}>
            {(o?.organizations ?? []).map((g) => <MenuItem key={g.id} value={g.id}>{g.name}</MenuItem>)}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select sx={{ minWidth: 180 }} label={translate('signTasks.fields.targetType')} value={form.targetType} {...field('targetType')} onChange={(e) => setForm((f) => ({ ...f, targetType: Number(e.target.value), targetId: '' }))}>
              {[1, 2, 3, 4, 5].map((v) => <MenuItem key={v} value={v}>{translate(`signTasks.target.${v}`)}</MenuItem>)}
            </TextField>
            {targets.length || (form.targetType >= 2 && form.targetType <= 4) ? (
              <TextField select sx={{ flex: 1 }} label={translate('signTasks.fields.targetId')} value={form.targetId} {...field('targetId')} onChange={(e) => set('targetId', Number(e.target.value))}>
                {targets.map((x) => <MenuItem key={x.id} value={x.id}>{x.name}</MenuItem>)}
              </TextField>
            ) : null}
          </Stack>
          {form.targetType === SignTarget.LIST ? (
            <StudentPicker multiple label={translate('signTasks.hint.pickStudents')} value={form.students} onChange={(v) => set('students', v)} error={err('studentIds')} helperText={err('studentIds')} />
          ) : null}
        </Stack>
      </Section>
      <Section title="signTasks.title.schedule">
        <Stack spacing={2}>
          <TextField select sx={{ maxWidth: 240 }} label={translate('signTasks.fields.frequency')} value={form.frequency} {...field('frequency')} onChange={(e) => set('frequency', Number(e.target.value))}>
            {[1, 2, 3].map((v) => <MenuItem key={v} value={v}>{translate(`signTasks.frequency.${v}`)}</MenuItem>)}
          </TextField>
          {form.frequency === SignFrequency.WEEKLY ? (
            <Box>
              <Typography variant="body2" color={err('weekdays') ? 'error' : 'text.secondary'}>{err('weekdays') ?? translate('signTasks.fields.weekdays')}</Typography>
              <FormGroup row>
                {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                  <FormControlLabel key={d} control={<Checkbox size="small" checked={form.weekdays.includes(d)} onChange={() => toggleDay(d)} />} label={translate(`signTasks.weekday.${d}`)} />
                ))}
              </FormGroup>
            </Box>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField type="date" label={translate('signTasks.fields.startDate')} value={form.startDate} {...field('startDate')} onChange={(e) => set('startDate', e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'startDate' } }} />
            <TextField type="date" label={translate('signTasks.fields.endDate')} value={form.endDate} {...field('endDate')} onChange={(e) => set('endDate', e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'endDate' } }} />
            <TextField type="time" label={translate('signTasks.fields.windowStart')} value={form.windowStart} {...field('windowStart')} onChange={(e) => set('windowStart', e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'windowStart' } }} />
            <TextField type="time" label={translate('signTasks.fields.windowEnd')} value={form.windowEnd} {...field('windowEnd')} onChange={(e) => set('windowEnd', e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'windowEnd' } }} />
          </Stack>
        </Stack>
      </Section>
      <Section title="signTasks.title.location">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{translate('signTasks.hint.location')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={translate('signTasks.fields.latitude')} value={form.latitude} {...field('latitude')} onChange={(e) => set('latitude', e.target.value)} />
          <TextField label={translate('signTasks.fields.longitude')} value={form.longitude} {...field('longitude')} onChange={(e) => set('longitude', e.target.value)} />
          <TextField label={translate('signTasks.fields.radiusM')} value={form.radiusM} {...field('radiusM')} onChange={(e) => set('radiusM', e.target.value)} />
        </Stack>
      </Section>
      <Section title="signTasks.title.hours">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{translate('signTasks.hint.hours')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={translate('signTasks.fields.hours')} value={form.hours} {...field('hours')} onChange={(e) => set('hours', e.target.value)} />
          <TextField select sx={{ minWidth: 200 }} label={translate('signTasks.fields.classify')} value={form.classifyId} {...field('classifyId')} onChange={(e) => set('classifyId', Number(e.target.value))}>
            {(o?.classifies ?? []).map((c) => <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>)}
          </TextField>
          <TextField label={translate('signTasks.fields.minCheckins')} value={form.minCheckins} {...field('minCheckins')} onChange={(e) => set('minCheckins', e.target.value)} />
        </Stack>
      </Section>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>{translate('signTasks.action.save')}</Button>
        <Button onClick={() => navigate(-1)}>{translate('signTasks.action.back')}</Button>
      </Stack>
    </Box>
  );
}
