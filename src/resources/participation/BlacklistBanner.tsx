/**
 * The blacklist banner of 我的活动 (issue 4 "Integrity and blacklist"; contract GET /blacklist/my →
 * {active, appeals} through getMyBlacklist, POST /blacklist/appeal {id, reason} through
 * appealBlacklist): when the student is on the blacklist it
 * says so ('您已被列入黑名单,暂不能报名'), with the reason and the end date, the state of the latest
 * appeal (and the auditor's opinion when rejected), and 申诉 unless an appeal is pending. Nothing
 * is shown when the student is not blacklisted or the call fails.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { Alert, AlertTitle, Box, Button, Chip, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SILENT } from '../../dataProvider';
import type { ActivityDataProvider } from '../../dataProvider/activities';
import { serverError } from '../shared/serverError';
import type { AppealItem } from './types';
import { DialogButtons } from '../shared/DialogButtons';
import { ReasonField } from '../shared/ReasonField';
import { RefusalAlert } from '../shared/RefusalAlert';

const PENDING = 1;
const REJECTED = 3;
const REASON_MAX = 500;

/** The latest appeal made against the entry `entryId`, or null. */
export function latestAppeal(appeals: AppealItem[] | undefined, entryId: number): AppealItem | null {
  const list = (appeals ?? []).filter((a) => a.blacklistId === entryId);
  return list.length ? [...list].sort((a, b) => b.id - a.id)[0] : null;
}

function AppealDialog({ open, entryId, onClose, onDone }: { open: boolean; entryId: number; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setReason('');
      setInvalid(false);
      setError('');
    }
  }, [open]);
  const submit = async () => {
    if (!reason.trim()) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      await dataProvider.appealBlacklist(entryId, reason.trim());
      notify('participation.blacklist.appeal_done', { type: 'success' });
      onDone();
    } catch (e) {
      setError(serverError(e).text);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="appeal-dialog-title">
      <DialogTitle id="appeal-dialog-title">{translate('participation.blacklist.appeal_title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <RefusalAlert>{error}</RefusalAlert>
        <ReasonField
          label={translate('participation.blacklist.appeal_reason')}
          placeholder={translate('participation.blacklist.appeal_placeholder')}
          required
          minRows={4}
          max={REASON_MAX}
          value={reason}
          onChange={setReason}
          invalid={invalid}
          errorText={translate('participation.blacklist.appeal_required')}
          onValid={() => setInvalid(false)}
        />
      </DialogContent>
      <DialogButtons busy={saving} onCancel={onClose} label={translate('participation.action.submit')} onConfirm={submit} />
    </Dialog>
  );
}

export function BlacklistBanner() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ActivityDataProvider>();
  const [appealing, setAppealing] = useState(false);
  const { data, isError, refetch } = useQuery({
    ...SILENT,
    queryKey: ['activities', 'myBlacklist'],
    queryFn: () => dataProvider.getMyBlacklist(),
    retry: false,
  });
  // A failed read shows no banner (silent).
  const mine = isError ? null : (data ?? null);

  const entry = mine?.active;
  if (!entry) return null;
  const appeal = latestAppeal(mine?.appeals, entry.id);
  const appealStatus = appeal?.status ?? entry.appealStatus ?? null;
  const t = (key: string, args?: Record<string, unknown>) => translate(`participation.blacklist.${key}`, args);
  return (
    <Alert
      severity="error"
      icon={<GavelOutlined />}
      sx={{ mb: 2, '& .MuiAlert-message': { width: '100%' } }}
      data-testid="blacklist-banner"
    >
      <AlertTitle sx={{ fontWeight: 600 }}>{t('title')}</AlertTitle>
      <Stack spacing={0.5}>
        {entry.reason ? <Typography variant="body2">{t('reason', { reason: entry.reason })}</Typography> : null}
        {entry.endsAt ? <Typography variant="body2">{t('until', { date: entry.endsAt })}</Typography> : null}
        {entry.noShowCount ? <Typography variant="body2">{t('no_shows', { count: entry.noShowCount })}</Typography> : null}
        {mine?.credit ? <Typography variant="body2">{t('credit', { credit: mine.credit })}</Typography> : null}
        {appealStatus ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{t('appeal_status')}</Typography>
            <Chip
              size="small"
              color={appealStatus === PENDING ? 'warning' : appealStatus === REJECTED ? 'default' : 'success'}
              label={translate(`blacklist.appeal.${appealStatus}`, { _: '-' })}
              sx={{ bgcolor: 'background.paper' }}
            />
          </Stack>
        ) : null}
        {appealStatus === REJECTED && appeal?.opinion ? <Typography variant="body2">{t('appeal_opinion', { opinion: appeal.opinion })}</Typography> : null}
      </Stack>
      {(entry.canAppeal ?? appealStatus !== PENDING) ? (
        <Box sx={{ mt: 1.5 }}>
          <Button size="small" variant="contained" color="error" onClick={() => setAppealing(true)}>
            {translate('participation.action.appeal')}
          </Button>
        </Box>
      ) : null}
      <AppealDialog
        open={appealing}
        entryId={entry.id}
        onClose={() => setAppealing(false)}
        onDone={() => {
          setAppealing(false);
          void refetch();
        }}
      />
    </Alert>
  );
}
