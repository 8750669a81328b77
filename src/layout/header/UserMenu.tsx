/**
 * The user menu (spec §2, §4 "Logout: confirm, call the logout, sign out"): name and role, the
 * language switch, and sign-out behind the confirm '确定退出吗？'.
 */
import { useState } from 'react';
import { Avatar, Box, Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Logout from '@mui/icons-material/Logout';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useLocaleState, useLocales, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getValue } from '../../authProvider/session';
import { roleNames } from '../../i18n/labels';
import { LogoutConfirm } from './LogoutConfirm';

export interface UserMenuProps {
  name: string;
  roleName: string;
}

export function UserMenu({ name, roleName }: UserMenuProps) {
  const translate = useTranslate();
  const logout = useLogout();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-label={translate('shell.user.menu')}
        endIcon={<ExpandMore />}
        sx={{ px: 1, textAlign: 'left' }}
      >
        <Avatar sx={{ width: 30, height: 30, mr: 1, fontSize: 14, bgcolor: 'rgba(255,255,255,0.22)' }}>
          {name.slice(0, 1) || '?'}
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="user-name">
            {name}
          </Typography>
          {roleName && (
            <Typography variant="caption" sx={{ opacity: 0.85, whiteSpace: 'nowrap' }}>
              {roleNames(translate, roleName)}
            </Typography>
          )}
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 200, mt: 0.5 } } }}
      >
        <ListSubheader sx={{ lineHeight: '32px' }}>{translate('shell.user.language')}</ListSubheader>
        {locales.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              close();
            }}
          >
            <ListItemIcon>{l.locale === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{l.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {/* Issue 21: the city selection of spec §2 /city, with the stored city. */}
        <MenuItem
          onClick={() => {
            close();
            navigate('/city');
          }}
        >
          <ListItemIcon>
            <PlaceOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('city.menu', { city: getValue('city') || translate('city.none') })}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('shell.user.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <LogoutConfirm
        open={confirming}
        onConfirm={() => {
          setConfirming(false);
          logout();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
