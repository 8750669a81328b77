/** The sign-out confirmation (spec §8 "Logout: confirm '确定退出吗？'"). */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useTranslate } from 'react-admin';

export interface LogoutConfirmProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function LogoutConfirm({ open, onConfirm, onClose }: LogoutConfirmProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="logout-confirm-title">
      <DialogTitle id="logout-confirm-title" sx={{ pb: 1 }}>
        {translate('shell.user.logout_title')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <WarningAmberRounded color="warning" />
          <Typography>{translate('shell.user.logout_confirm')}</Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {translate('shell.user.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {translate('shell.user.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
