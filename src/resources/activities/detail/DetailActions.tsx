/**
 * The actions of the activity detail's header, exactly those the detail's `actions` allow: 编辑
 * (status 1 before any step passed, or 3), 重新提交 (3 → 1), 开始报名 / 截止报名 / 开始活动 / 结束活动
 * (POST /activity/transition {id, event}, each after a confirmation), 提交结项 (the report dialog),
 * 签到二维码 (the full-screen QR in a new tab) and 复制 (the launch form prefilled, /activity/copy).
 */
import { useState } from 'react';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import { Button, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ActivityDetail } from '../../../../common/activities';
import type { ActivityDataProvider } from '../../../dataProvider/activities';
import { ConfirmActionDialog } from '../../staff/ConfirmActionDialog';
import { activityCopyPath, activityEditPath, qrScreenPath } from '../format';
import { ReportDialog } from '../report/ReportDialog';
import { notifyAndRethrow } from '../../../dataProvider/notify';

/** The status events an organiser fires by hand (POST /activity/transition). */
export const TRANSITION_EVENTS = ['openEnrollment', 'closeEnrollment', 'start', 'end'] as const;
type Confirming = (typeof TRANSITION_EVENTS)[number] | 'resubmit';

/** Where the header's 编辑 / 复制 / 签到二维码 lead (defaults: the admin pages of format.ts). */
export interface DetailPaths {
  edit: (id: number | string) => string;
  copy: (id: number | string) => string;
  qr: (id: number | string) => string;
}
export const ADMIN_DETAIL_PATHS: DetailPaths = { edit: activityEditPath, copy: activityCopyPath, qr: (id) => qrScreenPath(id) };

export function DetailActions({ activity: a, onChanged, paths = ADMIN_DETAIL_PATHS }: { activity: ActivityDetail; onChanged: () => void; paths?: DetailPaths }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [reporting, setReporting] = useState(false);
  const can = (action: string) => a.actions?.includes(action);

  const run = async (what: Confirming) => {
    // A refusal shows the server's message and keeps the question open.
    if (what === 'resubmit') await dataProvider.resubmitActivity(a.id).catch(notifyAndRethrow);
    else await dataProvider.transitionActivity(a.id, what).catch(notifyAndRethrow);
    notify(`activities.done.${what}`, { type: 'success' });
    onChanged();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {can('edit') ? (
        <Button size="small" variant="outlined" startIcon={<EditOutlined />} onClick={() => navigate(paths.edit(a.id))}>
          {translate('activities.action.edit')}
        </Button>
      ) : null}
      {can('resubmit') ? (
        <Button size="small" variant="contained" onClick={() => setConfirming('resubmit')}>{translate('activities.action.resubmit')}</Button>
      ) : null}
      {TRANSITION_EVENTS.filter(can).map((event) => (
        <Button key={event} size="small" variant="contained" color={event === 'end' ? 'warning' : 'primary'} onClick={() => setConfirming(event)}>
          {translate(`activities.action.${event}`)}
        </Button>
      ))}
      {can('submitReport') || can('report') ? (
        <Button size="small" variant="contained" color="secondary" onClick={() => setReporting(true)}>{translate('activities.action.report')}</Button>
      ) : null}
      {can('qr') ? (
        <Button size="small" variant="outlined" startIcon={<QrCode2Outlined />} onClick={() => window.open(paths.qr(a.id), '_blank', 'noopener')}>
          {translate('activities.action.qr')}
        </Button>
      ) : null}
      {can('copy') ? (
        <Button size="small" variant="text" startIcon={<ContentCopyOutlined />} onClick={() => navigate(paths.copy(a.id))}>
          {translate('activities.action.copy')}
        </Button>
      ) : null}
      <ConfirmActionDialog
        open={confirming !== null}
        message={`activities.confirm.${confirming ?? 'start'}`}
        messageArgs={{ name: a.name }}
        confirmLabel={`activities.action.${confirming ?? 'start'}`}
        danger={confirming === 'end'}
        onClose={() => setConfirming(null)}
        onConfirm={() => run(confirming!)}
      />
      <ReportDialog
        open={reporting}
        activityId={a.id}
        onClose={() => setReporting(false)}
        onDone={() => {
          setReporting(false);
          notify('activities.done.report', { type: 'success' });
          onChanged();
        }}
      />
    </Stack>
  );
}
