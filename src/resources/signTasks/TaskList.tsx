/**
 * 签到任务 (/communist/signTask) (issue 21 "Journals and sign tasks"; spec §2): the tasks of the
 * caller's scope with their schedule, period, participants and today's check-ins, filtered by name
 * and status; 新建签到任务 opens the form, a row its details. Data: getList('signTasks') → GET /signTask/list.
 */
import { Button, Stack } from '@mui/material';
import { DataTable, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SIGN_TASK_PAGES, type SignTaskRow } from '../../../common/signTasks';
import { EmptyState } from '../shared/EmptyState';
import { RangeText } from '../shared/RangeText';
import { CreateAction, PageList } from '../shared/PageList';
import { SignPhaseChip, useScheduleText } from './cells';

export default function TaskList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const schedule = useScheduleText();
  const Col = DataTable.Col<SignTaskRow>;
  const filters = [
    <TextInput key="name" source="name" label="signTasks.fields.name" alwaysOn resettable fullWidth={false} />,
    <SelectInput key="status" source="status" label="signTasks.fields.status" alwaysOn translateChoice={false} emptyText="signTasks.all"
      choices={[1, 2].map((id) => ({ id, name: translate(`signTasks.status.${id}`) }))} />,
  ];
  return (
    <PageList resource="signTasks" title="signTasks.title.list" empty={false} filters={filters}
      actions={<CreateAction label="signTasks.action.add" onClick={() => navigate(SIGN_TASK_PAGES.edit)} />}>
      <DataTable<SignTaskRow> bulkActionButtons={false} rowClick={(id) => `${SIGN_TASK_PAGES.detail}?id=${id}`} empty={<EmptyState />}>
        <Col source="name" label="signTasks.fields.name" disableSort />
        <Col source="organizationName" label="signTasks.fields.organization" disableSort />
        <Col source="targetName" label="signTasks.fields.targetType" disableSort />
        <Col source="frequency" label="signTasks.fields.window" disableSort render={(r) => schedule(r)} />
        <Col source="startDate" label="signTasks.fields.period" disableSort render={(r) => <RangeText text={`${r.startDate} ～ ${r.endDate}`} />} />
        <Col source="participantCount" label="signTasks.fields.participants" disableSort align="right" />
        <Col source="todayCount" label="signTasks.fields.today" disableSort align="right" />
        <Col source="phase" label="signTasks.fields.status" disableSort render={(r) => <SignPhaseChip phase={r.phase} />} />
        <Col source="id" label="signTasks.fields.actions" disableSort align="right" render={(r) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
            {r.status === 1 ? <Button size="small" onClick={() => navigate(`${SIGN_TASK_PAGES.edit}?id=${r.id}`)}>{translate('signTasks.action.edit')}</Button> : null}
            <Button size="small" onClick={() => navigate(`${SIGN_TASK_PAGES.detail}?id=${r.id}`)}>{translate('signTasks.action.view')}</Button>
          </Stack>
        )} />
      </DataTable>
    </PageList>
  );
}
