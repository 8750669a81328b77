/**
 * 党团活动 (issue 20): 活动创建 (/ideology/activity/found: the activities with 新增 / 编辑 / 提交审核),
 * 活动初审 and 活动复审 (/ideology/activity/examine, /second/examine: the two steps of the flow of
 * kind 19, batch decisions), 学时发放 (/ideology/activity/grant: approved activities, their
 * participants and 发放学时 into the ledger, once).
 * Data: getList / create / update('ideologyActivities'), 'ideologyFirstAudits', 'ideologySecondAudits',
 * 'ideologyGrants'; submitIdeologyActivity, auditIdeologyActivities, setIdeologyParticipants, grantIdeologyActivity.
 */
import { useCallback, useState } from 'react';
import { Button, Grid, Stack } from '@mui/material';
import { DataTable, TextInput, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ActivityStatus, type IdeologyActivityRow } from '../../../common/ideology';
import { activityAddParams } from '../../../common/schemas/ideology';
import { CrudList, useSaveRecord, type FormDialogRender } from '../shared/CrudList';
import { EmptyState } from '../shared/EmptyState';
import { PageList } from '../shared/PageList';
import { BranchInput, f, FormDialog, StudentsInput, TimeInput, useIdeology } from './common';
import { IdeologyQueue } from './Queue';

type ActivityRecord = IdeologyActivityRow & { name: string };
const EDITABLE: number[] = [ActivityStatus.DRAFT, ActivityStatus.REJECTED];

function ActivityForm({ open, record, onClose, onSaved }: FormDialogRender<ActivityRecord>) {
  const save = useSaveRecord('ideologyActivities');
  return (
    <FormDialog open={open} title={record ? 'ideology.activity.edit' : 'ideology.activity.create'} schema={activityAddParams}
      fields={['branchId', 'name', 'startTime', 'endTime', 'place', 'content', 'hours', 'participantIds']}
      defaults={record ?? { name: '', place: '', content: '', hours: '1', participantIds: [] }} save={(v) => save(record?.id, v)} onClose={onClose} onSaved={() => onSaved(!record)}>
      <BranchInput />
      <TextInput source="name" label={f('activityName')} fullWidth size="small" />
      <Grid container columnSpacing={2}>
        <Grid size={6}><TimeInput source="startTime" label={f('startTime')} /></Grid>
        <Grid size={6}><TimeInput source="endTime" label={f('endTime')} /></Grid>
      </Grid>
      <TextInput source="place" label={f('place')} fullWidth size="small" />
      <TextInput source="hours" label={f('hours')} fullWidth size="small" />
      <StudentsInput source="participantIds" />
      <TextInput source="content" label={f('content')} multiline minRows={3} fullWidth size="small" />
    </FormDialog>
  );
}

const columns = () => [
  <DataTable.Col key="name" source="name" label={f('activityName')} disableSort />,
  <DataTable.Col key="branch" source="branchName" label={f('branchId')} disableSort />,
  <DataTable.Col key="start" source="startTime" label={f('startTime')} disableSort />,
  <DataTable.Col key="hours" source="hours" label={f('hours')} disableSort align="right" />,
  <DataTable.Col key="people" source="participantNames" label={f('participantIds')} disableSort render={(r: RaRecord) => (r.participantNames as string[]).length} align="right" />,
];

export function ActivityFound() {
  const translate = useTranslate();
  const dp = useIdeology();
  const notify = useNotify();
  const refresh = useRefresh();
  const submit = (id: number) => void dp.submitIdeologyActivity(id).then(() => { notify('ideology.saved', { type: 'success' }); refresh(); }).catch(() => undefined);
  return (
    <CrudList<ActivityRecord> resource="ideologyActivities" title="ideology.title.found" kind="ideology.activity.name"
      filters={[<TextInput key="name" source="name" label={f('activityName')} alwaysOn resettable />]} form={(props) => <ActivityForm {...props} />}>
      {columns()}
      <DataTable.Col source="statusName" label={f('status')} disableSort render={(r: ActivityRecord) => translate(`ideology.activityStatus.${r.status}`, { _: r.statusName })} />
      <DataTable.Col source="submit" label={f('submit')} disableSort render={(r: ActivityRecord) => (EDITABLE.includes(r.status) ? <Button size="small" onClick={() => submit(r.id)}>{translate('ideology.activity.submit')}</Button> : null)} />
    </CrudList>
  );
}

export function ActivityExamine({ second }: { second: boolean }) {
  const dp = useIdeology();
  const send = useCallback((input: { ids: number[]; result: string; opinion?: string }) => dp.auditIdeologyActivities(second, input), [dp, second]);
  const nameOf = useCallback((r: RaRecord) => String(r.name), []);
  return (
    <IdeologyQueue resource={second ? 'ideologySecondAudits' : 'ideologyFirstAudits'} title={second ? 'ideology.title.second' : 'ideology.title.examine'} send={send} nameOf={nameOf}>
      {columns()}
      <DataTable.Col source="place" label={f('place')} disableSort />
    </IdeologyQueue>
  );
}

export function ActivityGrant() {
  const translate = useTranslate();
  const dp = useIdeology();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const grant = (r: IdeologyActivityRow) => {
    if (!window.confirm(translate('ideology.activity.confirm_grant', { name: r.name, hours: r.hours, count: r.participantIds.length }))) return;
    setBusy(true);
    void dp.grantIdeologyActivity(r.id).then((g) => { notify('ideology.activity.granted', { type: 'success', messageArgs: { count: g.granted } }); refresh(); }).catch(() => undefined).finally(() => setBusy(false));
  };
  return (
    <PageList resource="ideologyGrants" title="ideology.title.grant" empty={false} filters={[<TextInput key="name" source="name" label={f('activityName')} alwaysOn resettable />]}>
      <DataTable<IdeologyActivityRow> bulkActionButtons={false} rowClick={false} empty={<EmptyState message="ideology.activity.none_to_grant" />}>
        {columns()}
        <DataTable.Col source="statusName" label={f('status')} disableSort render={(r) => translate(`ideology.activityStatus.${r.status}`, { _: r.statusName })} />
        <DataTable.Col source="actions" label={f('actions')} disableSort render={(r) => (
          <Stack direction="row">{(r as IdeologyActivityRow).status === ActivityStatus.APPROVED && <Button size="small" disabled={busy} onClick={() => grant(r as IdeologyActivityRow)}>{translate('ideology.activity.grant')}</Button>}</Stack>
        )} />
      </DataTable>
    </PageList>
  );
}
