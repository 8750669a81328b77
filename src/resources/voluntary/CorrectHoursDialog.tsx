/**
 * 修改服务时长: the organiser sets the minutes counted for one record (0–1440) with the required
 * reason ('修改时长必须填写原因'); the server's refusal shows in place. POST /voluntary/hours/correct.
 */
import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { VOLUNTEER_MSG, type ServiceHoursRow } from '../../../common/voluntary';
import type { VoluntaryDataProvider } from '../../dataProvider/voluntary';
import { DialogButtons } from '../shared/DialogButtons';
import { RefusalAlert } from '../shared/RefusalAlert';
import { useDialogAction } from '../shared/useDialogAction';

export function CorrectHoursDialog({ row, onClose, onSaved }: { row: ServiceHoursRow | null; onClose: () => void; onSaved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const { busy, refusal, setRefusal, run } = useDialogAction();
  const [minutes, setMinutes] = useState('');
  const [reason, setReason] = useState('');
  useEffect(() => {
    setMinutes(row ? String(row.minutes) : '');
    setReason(row?.correctionReason ?? '');
    setRefusal(undefined);
  }, [row, setRefusal]);
  const save = async () => {
    if (!reason.trim()) return setRefusal(VOLUNTEER_MSG.correctReason);
    if (await run(() => dataProvider.correctServiceHours({ id: row!.id, minutes: Number(minutes), reason: reason.trim() }))) onSaved();
  };
  return (
    <Dialog open={row !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('voluntary.hours.correct_title')}{row ? ` · ${row.name}` : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={translate('voluntary.hours.minutes')} type="number" value={minutes} onChange={(e) => setMinutes(e.target.value)}
            slotProps={{ htmlInput: { min: 0, max: 1440, step: 1 } }} size="small"
          />
          <TextField label={translate('voluntary.hours.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required multiline minRows={2} size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
          <RefusalAlert>{refusal}</RefusalAlert>
        </Stack>
      </DialogContent>
      <DialogButtons busy={busy} onCancel={onClose} cancelLabel="voluntary.hours.cancel" label={translate('voluntary.hours.save')} onConfirm={() => void save()} />
    </Dialog>
  );
}
