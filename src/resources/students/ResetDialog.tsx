/**
 * 重置密码: confirm, then POST /school/student/reset-password {ids}; the reply's rule and each
 * student's new initial password are shown once (the students must change it at the next sign-in).
 */
import { useEffect, useState } from 'react';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ResetResult } from '../../../common/students';
import type { StudentDataProvider } from '../../dataProvider/students';
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
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.students.fields.code')}</TableCell>
                  <TableCell>{translate('resources.students.fields.name')}</TableCell>
                  <TableCell>{translate('students.reset_dialog.password')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.list.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.code}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{r.password}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
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
