/**
 * 报名 / 取消报名 for one activity (issue 4 "Enrollment: students see open activities, enroll and
 * cancel inside the window"). Both ask first; 报名 explains the enrollment mode. The server decides
 * (capacity, window, blacklist): its refusal — e.g. '报名人数已满', '您已被列入黑名单,暂不能报名' —
 * is shown by the API client's toast, and the caller reloads to show the real seat count. A
 * first-come activity whose seats are all taken shows a disabled 名额已满 to a student who has not
 * joined it (lottery and review enrollments take no seat, so they stay open).
 * enrollActivity (POST /activity/enroll {id} → {status}); cancelActivityEnrollment (POST
 * /activity/enroll/cancel {id}).
 */
import { useState } from 'react';
import { Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { EnrollMode, EnrollmentStatus } from '../../../common/activities';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { notifyError } from '../../dataProvider/notify';

/** The activity status in which students enroll and cancel (spec §4: 5 报名中). */
export const ENROLLING = 5;

export interface EnrollTarget {
  id: number;
  name: string;
  status: number;
  enrollMode?: number;
  /** Seats taken and the capacity (spec §3 activity row), when known. */
  enrollCount?: number;
  applyPeopleNumber?: number;
}

/** True for a first-come activity (enrollMode 1) whose seats are all taken. */
export function seatsGone(a: Pick<EnrollTarget, 'enrollMode' | 'enrollCount' | 'applyPeopleNumber'>): boolean {
  const capacity = Number(a.applyPeopleNumber);
  return a.enrollMode === EnrollMode.FIRST_COME && capacity > 0 && Number(a.enrollCount) >= capacity;
}

/**
 * What the button offers for an activity status and the student's enrollment status; `full`
 * (seatsGone) turns an offer to enroll into 名额已满.
 */
export function enrollChoice(status: number, myStatus: number | null | undefined, full = false): 'enroll' | 'cancel' | 'not_open' | 'closed' | 'full' | 'state' {
  const holding = myStatus === EnrollmentStatus.ENROLLED || myStatus === EnrollmentStatus.PENDING;
  if (holding) return status === ENROLLING ? 'cancel' : 'state';
  if (myStatus === EnrollmentStatus.NOT_DRAWN || myStatus === EnrollmentStatus.REFUSED) return 'state';
  if (status === ENROLLING) return full ? 'full' : 'enroll';
  return status < ENROLLING ? 'not_open' : 'closed';
}

const stateColor: Record<number, 'success' | 'warning' | 'default'> = { 1: 'success', 2: 'warning' };

export function EnrollAction({
  activity,
  myStatus,
  onChanged,
  fullWidth,
}: {
  activity: EnrollTarget;
  myStatus: number | null | undefined;
  onChanged: () => void;
  fullWidth?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [asking, setAsking] = useState<'enroll' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const choice = enrollChoice(activity.status, myStatus, seatsGone(activity));

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      if (asking === 'enroll') {
        const reply = await dataProvider.enrollActivity(activity.id);
        notify(reply?.status === EnrollmentStatus.PENDING ? 'participation.done.pending' : 'participation.done.enrolled', { type: 'success' });
      } else {
        await dataProvider.cancelActivityEnrollment(activity.id);
        notify('participation.done.cancelled', { type: 'success' });
      }
    } catch (e) {
      notifyError(e); // e.g. '报名人数已满'
    } finally {
      setBusy(false);
      setAsking(null);
      onChanged();
    }
  };

  let control;
  if (choice === 'enroll' || choice === 'cancel') {
    control = (
      <Button
        variant={choice === 'enroll' ? 'contained' : 'outlined'}
        color={choice === 'enroll' ? 'primary' : 'error'}
        size="small"
        fullWidth={fullWidth}
        onClick={(e) => {
          e.stopPropagation();
          setAsking(choice);
        }}
      >
        {translate(`participation.action.${choice}`)}
      </Button>
    );
  } else if (choice === 'state') {
    control = <Chip size="small" color={stateColor[myStatus ?? 0] ?? 'default'} label={translate(`activities.enrollmentStatus.${myStatus ?? 0}`, { _: '-' })} />;
  } else {
    control = (
      <Button size="small" variant="outlined" disabled fullWidth={fullWidth}>
        {translate(choice === 'full' ? 'participation.full' : `participation.action.${choice}`)}
      </Button>
    );
  }

  return (
    <>
      {control}
      {choice === 'cancel' && myStatus ? (
        <Chip size="small" color={stateColor[myStatus] ?? 'default'} label={translate(`activities.enrollmentStatus.${myStatus}`, { _: '-' })} sx={{ ml: 1 }} />
      ) : null}
      <Dialog open={asking !== null} onClose={busy ? undefined : () => setAsking(null)} maxWidth="xs" fullWidth onClick={(e) => e.stopPropagation()}>
        <DialogTitle>{translate('auth.common.tip')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`participation.confirm.${asking ?? 'enroll'}`, { name: activity.name })}</DialogContentText>
          {asking === 'enroll' && activity.enrollMode ? (
            <DialogContentText variant="body2" sx={{ mt: 1 }}>
              {translate(`participation.confirm.mode_hint.${activity.enrollMode}`)}
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)} disabled={busy}>
            {translate('auth.common.cancel')}
          </Button>
          <Button
            variant="contained"
            color={asking === 'cancel' ? 'error' : 'primary'}
            onClick={confirm}
            disabled={busy}
            autoFocus
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(asking === 'cancel' ? 'participation.action.cancel' : 'participation.action.enroll')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
