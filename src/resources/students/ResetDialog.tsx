/**
 * 重置密码: confirm, then POST /school/student/reset-password {ids}; the reply's rule and each
 * student's new initial password are shown once (the students must change it at the next sign-in).
 */
import { useEffect, useState } from 'react';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TableCell,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ResetResult } from '../../../common/students';
import type { StudentDataProvider } from '../../dataProvider/students';
import { PlainTable } from '../shared/PlainTable';
import { useDialogAction } from '../shared/useDialogAction';
import { notifyAndRethrow } from '../../dataProvider/notify';

export interface ResetDialogProps {
  ids: (number | string)[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

export function ResetDialog({ ids, open, onClose, onDone }: ResetDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StudentDataProvider>();
  const { busy, run } = useDialogAction();
  const [result, setResult] = useState<ResetResult | null>(null);
  useEffect(() => {
    if (open) setResult(null);
  }, [open]);

  // A refusal keeps the question and shows the server's message.
  const submit = () => run(async () => {
    setResult(await dataProvider.resetStudentPasswords(ids).catch(notifyAndRethrow));
    onDone();
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('students.reset_dialog.title')}</DialogTitle>
      <DialogContent>
        {result ? (
          <>
            <Alert severity="success" sx={{ mb: 1.5 }}>
              {translate('students.reset_dialog.done', { count: result.count })}
              <br />
              {translate('students.reset_dialog.rule', { rule: result.rule })}
            </Alert>
            <PlainTable
              head={['resources.students.fields.code', 'resources.students.fields.name', 'students.reset_dialog.password']}
              rows={result.list}
              rowKey={(r) => r.id}
              cells={(r) => (
                <>
                  <TableCell>{r.code}</TableCell>
                  <TableCell>{r.name}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{r.password}</TableCell>
                </>
              )}
            />
          </>
        ) : (
          <DialogContentText>{translate('students.reset_dialog.confirm', { count: ids.length })}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button variant="contained" onClick={onClose}>
            {translate('students.action.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {translate('students.action.cancel')}
            </Button>
            <Button variant="contained" color="warning" onClick={submit} disabled={busy}>
              {translate('students.action.reset')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
