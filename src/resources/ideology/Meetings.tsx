/**
 * 三会一课 (/ideology/meeting) and 主题党日/团日 and thematic meetings (/ideology/thematic/meeting)
 * (issue 20): the meetings of the page's kinds with 新增 / 编辑 / 删除; a meeting's page-in-a-dialog
 * shows the sign-in QR (students scan it on 我的党团 and sign in with its code), the attendees (staff
 * may mark more), and the minutes with photos. On 三会一课, 学时规则 sets whether attending grants
 * 思想素养 hours (default off).
 * Data: getList / create / update / delete('regularMeetings' | 'thematicMeetings'); getMeeting,
 * saveMinutes, markAttendance, getIdeologySettings / saveIdeologySettings.
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Grid, Stack, Switch, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { DataTable, Form, SelectInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { meetingKindLabels, REGULAR_MEETING_KINDS, THEMATIC_MEETING_KINDS, type MeetingCategory, type MeetingRow } from '../../../common/ideology';
import { meetingAddParams } from '../../../common/schemas/ideology';
import { CrudList, useSaveRecord, type FormDialogRender } from '../shared/CrudList';
import { BranchInput, f, FormDialog, StudentsInput, TimeInput, useEnumName, useIdeology } from './common';
import { ImageUpload } from './Studios';

type MeetingRecord = MeetingRow & { name: string };
const baseOf = (c: MeetingCategory) => (c === 'thematic' ? '/ideology/thematic/meeting' : '/ideology/meeting');

function MeetingForm({ category, open, record, onClose, onSaved }: FormDialogRender<MeetingRecord> & { category: MeetingCategory }) {
  const translate = useTranslate();
  const save = useSaveRecord(category === 'thematic' ? 'thematicMeetings' : 'regularMeetings');
  const kinds = (category === 'thematic' ? THEMATIC_MEETING_KINDS : REGULAR_MEETING_KINDS).map((id) => ({ id, name: translate(`ideology.meetingKind.${id}`, { _: meetingKindLabels[id] }) }));
  return (
    <FormDialog open={open} title={record ? 'ideology.meeting.edit' : 'ideology.meeting.create'} schema={meetingAddParams} fields={['kind', 'branchId', 'title', 'startTime', 'endTime', 'place', 'agenda']}
      defaults={record ?? { kind: kinds[0]!.id, title: '', place: '', agenda: '' }} save={(v) => save(record?.id, v)} onClose={onClose} onSaved={() => onSaved(!record)}>
      <SelectInput source="kind" label={f('kind')} choices={kinds} fullWidth size="small" />
      <BranchInput />
      <TextInput source="title" label={f('title')} fullWidth size="small" />
      <Grid container columnSpacing={2}>
        <Grid size={6}><TimeInput source="startTime" label={f('startTime')} /></Grid>
        <Grid size={6}><TimeInput source="endTime" label={f('endTime')} /></Grid>
      </Grid>
      <TextInput source="place" label={f('place')} fullWidth size="small" />
      <TextInput source="agenda" label={f('agenda')} multiline minRows={3} fullWidth size="small" />
    </FormDialog>
  );
}

function MeetingDialog({ category, id, onClose }: { category: MeetingCategory; id: number | null; onClose: () => void }) {
  const enumName = useEnumName();
  const translate = useTranslate();
  const dp = useIdeology();
  const notify = useNotify();
  const refresh = useRefresh();
  const base = baseOf(category);
  const { data, refetch } = useQuery({ queryKey: ['ideologyMeeting', base, id], queryFn: () => dp.getMeeting(base, id!), enabled: id !== null });
  const signUrl = data ? `${window.location.origin}/student/ideology?meeting=${data.id}&code=${data.signCode}` : '';
  const done = () => {
    notify('ideology.saved', { type: 'success' });
    void refetch();
    // The list behind shows 签到人数 and 会议纪要 too: keep it in step with the dialog.
    refresh();
  };
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{data ? `${enumName(`meetingKind.${data.kind}`, data.kindName)} · ${data.title}` : ''}</DialogTitle>
      <DialogContent>
        {data && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }} sx={{ textAlign: 'center' }}>
              <QRCodeSVG value={signUrl} size={180} aria-label={translate('ideology.meeting.qr')} />
              <Typography variant="h6" data-testid="sign-code">{data.signCode}</Typography>
              <Typography variant="caption" color="text.secondary">{translate('ideology.meeting.qr_hint')}</Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography variant="body2">{`${data.startTime} – ${data.endTime} · ${data.place} · ${data.branchName}`}</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{data.agenda}</Typography>
              <Typography variant="subtitle2">{translate('ideology.meeting.attendees', { count: data.attendees.length })}</Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>{data.attendees.map((a) => `${a.name}(${a.signTime.slice(11)})`).join('、') || '-'}</Typography>
              <Form key={`att-${data.id}-${data.attendees.length}`} onSubmit={(v: Record<string, unknown>) => void dp.markAttendance(base, { id: data.id, userIds: (v.userIds as number[] | undefined) ?? [] }).then(done)}>
                <Stack direction="row" spacing={1} alignItems="center"><StudentsInput source="userIds" label={f('markAttendance')} /><Button type="submit" size="small">{translate('ideology.meeting.mark')}</Button></Stack>
              </Form>
              <Form key={`min-${data.id}`} defaultValues={{ minutes: data.minutes }} onSubmit={(v: Record<string, unknown>) => void dp.saveMinutes(base, { id: data.id, minutes: String(v.minutes ?? ''), photoIds: [...data.photoIds, ...(v.photo ? [v.photo as number] : [])] }).then(done)}>
                <TextInput source="minutes" label={f('minutes')} multiline minRows={4} fullWidth size="small" />
                <ImageUpload source="photo" label={f('photo')} />
                <Stack direction="row" spacing={1} sx={{ mb: 1 }}>{data.photos.map((p) => <Box key={p.id} component="img" src={p.url} alt={p.name} sx={{ height: 64 }} />)}</Stack>
                <Button type="submit" variant="contained" size="small">{translate('ideology.meeting.save_minutes')}</Button>
              </Form>
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('ra.action.close')}</Button></DialogActions>
    </Dialog>
  );
}

/** 学时规则: whether attending a meeting grants 思想素养 hours, and how many. */
function HoursRule() {
  const translate = useTranslate();
  const dp = useIdeology();
  const notify = useNotify();
  const { data, refetch } = useQuery({ queryKey: ['ideologySettings'], queryFn: () => dp.getIdeologySettings() });
  const [value, setValue] = useState<string>();
  if (!data) return null;
  const save = (meetingHours: boolean, meetingHoursValue: string) =>
    void dp.saveIdeologySettings({ meetingHours, meetingHoursValue }).then(() => { notify('ideology.saved', { type: 'success' }); void refetch(); });
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
      <FormControlLabel control={<Switch checked={data.meetingHours} onChange={(e) => save(e.target.checked, value ?? data.meetingHoursValue)} />} label={translate('ideology.meeting.hours_rule')} />
      <TextField size="small" sx={{ width: 120 }} label={translate(f('hours'))} value={value ?? data.meetingHoursValue} onChange={(e) => setValue(e.target.value)} onBlur={() => value !== undefined && save(data.meetingHours, value)} />
    </Stack>
  );
}

export default function Meetings({ category }: { category: MeetingCategory }) {
  const enumName = useEnumName();
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box>
      {category === 'regular' && <HoursRule />}
      <CrudList<MeetingRecord> resource={category === 'thematic' ? 'thematicMeetings' : 'regularMeetings'} title={`ideology.title.meeting_${category}`} kind="ideology.meeting.name"
        filters={[<TextInput key="title" source="title" label={f('title')} alwaysOn resettable />, <BranchInput key="branch" alwaysOn />]}
        form={(props) => <MeetingForm category={category} {...props} />}>
        <DataTable.Col source="kindName" label={f('kind')} disableSort render={(r) => enumName(`meetingKind.${r.kind}`, r.kindName)} />
        <DataTable.Col source="title" label={f('title')} disableSort render={(r: MeetingRecord) => <Button size="small" onClick={() => setOpen(r.id)}>{r.title}</Button>} />
        <DataTable.Col source="branchName" label={f('branchId')} disableSort />
        <DataTable.Col source="startTime" label={f('startTime')} disableSort />
        <DataTable.Col source="place" label={f('place')} disableSort />
        <DataTable.Col source="attendance" label={f('attendance')} disableSort align="right" />
        <DataTable.Col source="minutes" label={f('minutes')} disableSort render={(r: MeetingRecord) => translate(r.minutes ? 'ideology.meeting.has_minutes' : 'ideology.meeting.no_minutes')} />
      </CrudList>
      <MeetingDialog category={category} id={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
