/**
 * The random initial passwords of new or reset staff accounts (issue 14 defect 5), shown once to the
 * administrator who created or reset them: 工号, 姓名 and password per account, a copy button per row
 * and for all, and a warning that they cannot be shown again (the server keeps only hashes). The
 * dialog closes only through its button, so a stray click or Escape does not lose the passwords.
 */
import { useEffect, useState } from 'react';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import {
  Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TableCell, Tooltip, Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InitialPassword } from '../../../common/api';
import { PlainTable } from '../shared/PlainTable';

export interface InitialPasswordsDialogProps {
  /** The passwords of the reply; null or empty → closed. */
  passwords: InitialPassword[] | null;
  onClose: () => void;
}

export function InitialPasswordsDialog({ passwords, onClose }: InitialPasswordsDialogProps) {
  const translate = useTranslate();
  const open = !!passwords && passwords.length > 0;
  // The outcome of the last copy, shown inside the dialog (a toast would queue behind '教师已新增').
  const [copied, setCopied] = useState<{ key: string; ok: boolean } | null>(null);
  useEffect(() => setCopied(null), [passwords]);

  const copy = async (key: string, text: string) => {
    try {
      // navigator.clipboard is missing outside secure contexts (plain http): the password stays selectable.
      await navigator.clipboard.writeText(text);
      setCopied({ key, ok: true });
    } catch {
      setCopied({ key, ok: false });
    }
  };
  const all = () => (passwords ?? []).map((p) => `${p.username}\t${p.name}\t${p.password}`).join('\n');

  return (
    <Dialog open={open} maxWidth="sm" fullWidth aria-labelledby="staff-passwords-title" disableEscapeKeyDown>
      <DialogTitle id="staff-passwords-title">{translate('staff.passwords.title')}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{translate('staff.passwords.warning')}</AlertTitle>
          {translate('staff.passwords.must_change')}
        </Alert>
        <PlainTable
          head={['resources.staff.fields.code', 'resources.staff.fields.name', 'staff.passwords.password', null]}
          rows={passwords ?? []}
          rowKey={(p) => p.id}
          cells={(p) => (
            <>
              <TableCell>{p.username}</TableCell>
              <TableCell>{p.name}</TableCell>
              <TableCell>
                <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 15, letterSpacing: 0.5, userSelect: 'all' }}>
                  {p.password}
                </Box>
              </TableCell>
              <TableCell padding="checkbox">
                <Tooltip title={translate('staff.passwords.copy')}>
                  <IconButton size="small" aria-label={translate('staff.passwords.copy_one', { name: p.name })} onClick={() => copy(String(p.id), p.password)}>
                    {copied?.ok && copied.key === String(p.id) ? <Check fontSize="small" color="success" /> : <ContentCopy fontSize="small" />}
                  </IconButton>
                </Tooltip>
              </TableCell>
            </>
          )}
        />
        <Typography role="status" variant="body2" color={copied?.ok === false ? 'error' : 'success.main'} sx={{ mt: 1, minHeight: 20 }}>
          {copied ? translate(copied.ok ? 'staff.passwords.copied' : 'staff.passwords.copy_failed') : ''}
        </Typography>
      </DialogContent>
      <DialogActions>
        {(passwords?.length ?? 0) > 1 && (
          <Button startIcon={<ContentCopy />} onClick={() => copy('all', all())}>
            {translate('staff.passwords.copy_all')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {translate('staff.passwords.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
