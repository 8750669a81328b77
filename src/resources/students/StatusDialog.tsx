/**
 * 修改状态 (spec §3 student status): confirm the new status for one or more students, then POST
 * /school/student/status {ids, status} in one call (one transaction on the server).
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { StudentDataProvider } from '../../dataProvider/students';
import { useDialogAction } from '../shared/useDialogAction';
import { notifyAndRethrow } from '../../dataProvider/notify';

export const STATUS_CHOICES = [0, 1, 2, 3, 4, 5, 6];

export interface StatusDialogProps {
  ids: (number | string)[];
  open: boolean;
  /** The current status when one student is changed. */
  initial?: number;
  onClose: () => void;
  onDone: () => void;
}

export function StatusDialog({ ids, open, initial = 1, onClose, onDone }: StatusDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<StudentDataProvider>();
  const [status, setStatus] = useState(initial);
  const { busy, run } = useDialogAction();
  useEffect(() => {
    if (open) setStatus(initial);
  }, [open, initial]);

  // A refusal keeps the dialog open and shows the server's message.
  const submit = () => run(async () => {
    const r = await dataProvider.setStudentStatus(ids, status).catch(notifyAndRethrow);
    notify('students.status_dialog.done', { type: 'success', messageArgs: { count: r.count } });
    onDone();
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('students.status_dialog.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('students.status_dialog.message', { count: ids.length })}
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label={translate('resources.students.fields.status')}
          value={status}
          onChange={(e) => setStatus(Number(e.target.value))}
        >
          {STATUS_CHOICES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`students.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('students.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate('students.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
