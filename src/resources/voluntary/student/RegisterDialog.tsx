/**
 * 志愿者注册: the volunteer organisation to join (required), the contact phone (11 digits) and the
 * service intentions (≤ 200 characters); the server's refusal shows in place. POST /volunteer/register.
 */
import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { VoluntaryDataProvider } from '../../../dataProvider/voluntary';
import { DialogButtons } from '../../shared/DialogButtons';
import { RefusalAlert } from '../../shared/RefusalAlert';
import { useDialogAction } from '../../shared/useDialogAction';

export function RegisterDialog({ open, teams, onClose, onDone }: { open: boolean; teams: { id: number; name: string }[]; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<VoluntaryDataProvider>();
  const { busy, refusal, run } = useDialogAction();
  const [organizationId, setOrganizationId] = useState<number | ''>(teams.length === 1 ? teams[0].id : '');
  const [phone, setPhone] = useState('');
  const [intentions, setIntentions] = useState('');
  const submit = async () => {
    let no = '';
    const ok = await run(async () => {
      const v = await dataProvider.registerVolunteer({ organizationId: Number(organizationId), phone: phone.trim(), intentions: intentions.trim() || undefined });
      no = v?.volunteerNo ?? '';
    });
    if (!ok) return;
    notify('voluntary.mine.registered', { type: 'success', messageArgs: { no } });
    onDone();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('voluntary.mine.register_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select required size="small" label={translate('voluntary.mine.team')} value={organizationId} onChange={(e) => setOrganizationId(Number(e.target.value))}>
            {teams.map((t) => <MenuItem key={t.id} value={t.id}>{t.name}</MenuItem>)}
          </TextField>
          <TextField required size="small" label={translate('voluntary.mine.phone')} value={phone} onChange={(e) => setPhone(e.target.value)} slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 11 } }} />
          <TextField
            size="small" multiline minRows={2} label={translate('voluntary.mine.intentions')} helperText={translate('voluntary.mine.intentions_hint')}
            value={intentions} onChange={(e) => setIntentions(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <RefusalAlert>{refusal}</RefusalAlert>
        </Stack>
      </DialogContent>
      <DialogButtons busy={busy} onCancel={onClose} cancelLabel="voluntary.mine.cancel" label={translate('voluntary.mine.submit')} onConfirm={() => void submit()} />
    </Dialog>
  );
}
