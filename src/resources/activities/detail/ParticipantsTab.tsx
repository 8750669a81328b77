/**
 * 参与人员 of the activity detail (GET /activity/participants {id, name?, signed?}): enrollment
 * status, sign-in and sign-out times, 签到方式 (扫码, or 补录 with its reason), hours. The organiser
 * back-fills attendance (补录签到, also for the selected rows) while the activity runs or awaits its
 * report, and may lower hours while it awaits the report (setActivityParticipantHours, POST
 * /activity/participants/hours).
 */
import { useState } from 'react';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { DataTable, SelectInput, TextInput, TopToolbar, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ActivityDetail, ParticipantRow } from '../../../../common/activities';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { EmptyState } from '../../shared/EmptyState';
import type { PickedStudent } from '../StudentPicker';
import { BackfillDialog } from './BackfillDialog';
import { HoursCell, validHours } from './HoursCell';
import { PageList } from '../../shared/PageList';
import { notifyError } from '../../../dataProvider/notify';

type Row = ParticipantRow & { id: number };
const Col = DataTable.Col<Row>;

/** Statuses in which hours may be lowered (待结项, 结项驳回). */
export const HOURS_EDIT_STATUSES = [8, 10];

function SignWay({ row }: { row: Row }) {
  const translate = useTranslate();
  if (!row.signWay) return row.noShow ? <Chip size="small" color="error" variant="outlined" label={translate('activities.participants.no_show')} /> : <>-</>;
  if (row.signWay === 1) return <Chip size="small" color="primary" variant="outlined" label={translate('activities.participants.way_qr')} />;
  return (
    <Box>
      <Chip size="small" color="warning" variant="outlined" label={translate('activities.participants.way_backfill')} />
      {row.backfillReason ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25, maxWidth: 220, whiteSpace: 'normal' }}>
          {translate('activities.participants.backfill_reason', { reason: row.backfillReason })}
        </Typography>
      ) : null}
    </Box>
  );
}

function BackfillSelected({ onPick }: { onPick: (s: PickedStudent[]) => void }) {
  const translate = useTranslate();
  const { selectedIds, data } = useListContext<Row>();
  const picked = (data ?? []).filter((r) => selectedIds.includes(r.id)).map((r) => ({ id: r.userId, name: r.name, code: r.code, className: r.className }));
  return (
    <Button size="small" startIcon={<EditCalendarOutlined />} onClick={() => onPick(picked)}>
      {translate('activities.participants.backfill_selected')}
    </Button>
  );
}

export function ParticipantsTab({ activity }: { activity: ActivityDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const canBackfill = activity.actions.includes('backfill');
  const hoursEditable = canBackfill && HOURS_EDIT_STATUSES.includes(activity.status);
  const max = Number(activity.hours);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [backfill, setBackfill] = useState<PickedStudent[] | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = Object.keys(edits).length > 0;
  const invalid = Object.values(edits).some((v) => !validHours(v, max));

  const saveHours = async () => {
    setSaving(true);
    try {
      const items = Object.entries(edits).map(([userId, hours]) => ({ userId: Number(userId), hours: hours.trim() }));
      await dataProvider.setActivityParticipantHours(activity.id, items);
      notify('activities.done.hours', { type: 'success' });
      setEdits({});
      refresh();
    } catch (e) {
      notifyError(e); // e.g. '学时不能超过活动学时'
    } finally {
      setSaving(false);
    }
  };

  const filters = [
    <TextInput key="name" source="name" label="resources.activityParticipants.fields.name" alwaysOn resettable fullWidth={false} />,
    <SelectInput
      key="signed" source="signed" label="resources.activityParticipants.fields.signed" alwaysOn emptyText="activities.participants.all"
      choices={[{ id: 1, name: 'activities.participants.signed_yes' }, { id: 0, name: 'activities.participants.signed_no' }]}
    />,
  ];
  const actions = (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {dirty && invalid ? (
        <Typography variant="caption" color="error" role="alert">
          {translate('activities.participants.hours_invalid', { max: max.toFixed(2) })}
        </Typography>
      ) : null}
      {hoursEditable ? (
        <Button size="small" variant="outlined" startIcon={<SaveOutlined />} disabled={!dirty || invalid || saving} onClick={saveHours}>
          {translate('activities.participants.save_hours')}
        </Button>
      ) : null}
      {canBackfill ? (
        <Button size="small" variant="contained" startIcon={<EditCalendarOutlined />} onClick={() => setBackfill([])}>
          {translate('activities.participants.backfill')}
        </Button>
      ) : null}
    </TopToolbar>
  );

  return (
    <Box>
      {hoursEditable ? <Alert severity="info" role="note" sx={{ mb: 1 }}>{translate('activities.participants.hours_hint')}</Alert> : null}
      <PageList
        resource="activityParticipants" title={false} filter={{ id: activity.id }} filters={filters} actions={actions}
        empty={false}
        sx={{
          '& .RaList-actions form': { minHeight: 'auto', pb: 1.5 },
          '& .RaList-content': { overflowX: 'auto' },
          '& td': { whiteSpace: 'nowrap' },
          // The selection bar sits above the table instead of sliding over the filters.
          '& .RaDataTable-root .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none', color: 'text.primary', bgcolor: 'rgba(25, 118, 210, 0.08)' },
          '& .RaDataTable-root .RaBulkActionsToolbar-collapsed': { minHeight: 0, height: 0, overflowY: 'hidden' },
        }}
      >
        <DataTable<Row> bulkActionButtons={canBackfill ? <BackfillSelected onPick={setBackfill} /> : false} rowClick={false} empty={<EmptyState />}>
          <Col source="name" disableSort />
          <Col source="code" disableSort />
          <Col source="collegeName" disableSort />
          <Col source="className" disableSort />
          <Col source="status" disableSort render={(r) => translate(`activities.enrollmentStatus.${r.status}`, { _: '-' })} />
          <Col source="enrolledAt" disableSort render={(r) => r.enrolledAt || '-'} />
          <Col source="signInAt" disableSort render={(r) => r.signInAt || '-'} />
          {activity.signMode === 2 ? <Col source="signOutAt" disableSort render={(r) => r.signOutAt || '-'} /> : null}
          <Col source="signWay" disableSort render={(r) => <SignWay row={r} />} />
          <Col
            source="hours" disableSort align="right"
            render={(r) => (!r.signInAt ? '-' : (
              <HoursCell
                name={r.name} hours={r.hours} edited={edits[r.userId]} editable={hoursEditable && r.status === 1} max={max}
                onChange={(v) => setEdits((e) => ({ ...e, [r.userId]: v }))}
              />
            ))}
          />
        </DataTable>
      </PageList>
      <BackfillDialog
        open={backfill !== null}
        activityId={activity.id}
        signMode={activity.signMode}
        initial={backfill ?? undefined}
        onClose={() => setBackfill(null)}
        onDone={() => {
          setBackfill(null);
          refresh();
        }}
      />
    </Box>
  );
}
