/**
 * The right slide-in change-password panel (spec §2 "The admin shell also has a right slide-in
 * change-password panel toggled from the header", §4 "Password panel: open or closed").
 */
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ChangePasswordForm } from '../account/ChangePasswordForm';

export interface PasswordPanelProps {
  open: boolean;
  onClose: () => void;
}

export function PasswordPanel({ open, onClose }: PasswordPanelProps) {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the fixed header, which sits over the side menu.
      sx={{ zIndex: (t) => t.zIndex.modal + 1 }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {translate('shell.password_panel.title')}
        </Typography>
        <IconButton aria-label={translate('shell.password_panel.close')} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2.5 }} data-testid="password-panel">
        {/* Success: the form shows its message and signs out (spec §4); the panel closes first. */}
        {open && <ChangePasswordForm compact onSuccess={onClose} />}
      </Box>
    </Drawer>
  );
}
