/**
 * The header (spec §2 "Admin shell"): menu toggle, school logo and name with the product title,
 * the clock, the data-screen link, 'about' (school 10341), the password-panel toggle and the
 * user menu. On a phone (issue 18) the shell may drop the menu button (students whose bottom
 * navigation holds every entry) and puts the assistant's button here (`assistant`).
 */
import type { ReactNode } from 'react';
import { AppBar, Avatar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import LockReset from '@mui/icons-material/LockReset';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { useSidebarState, useTranslate } from 'react-admin';
import { HEADER_HEIGHT } from '../../theme';
import { readProfile } from '../shellSession';
import { AboutButton } from './AboutButton';
import { Clock } from './Clock';
import { DataVLink } from './DataVLink';
import { UserMenu } from './UserMenu';

export interface HeaderProps {
  onTogglePassword: () => void;
  /** Show the ☰ button (default true). */
  menuButton?: boolean;
  /** The assistant's header button, on phones. */
  assistant?: ReactNode;
}

export function Header({ onTogglePassword, menuButton = true, assistant }: HeaderProps) {
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const profile = readProfile();
  const menuLabel = translate(sidebarOpen ? 'shell.menu.collapse' : 'shell.menu.expand');

  return (
    <AppBar
      position="fixed"
      data-testid="header"
      sx={{
        height: HEADER_HEIGHT,
        justifyContent: 'center',
        background: 'linear-gradient(90deg, #1b4ea3 0%, #2563c9 60%, #2f74dc 100%)',
        zIndex: (t) => t.zIndex.drawer + 1,
      }}
    >
      <Toolbar variant="dense" disableGutters sx={{ px: 1, gap: 1, minHeight: HEADER_HEIGHT }}>
        {menuButton ? (
          <Tooltip title={menuLabel}>
            <IconButton color="inherit" onClick={() => setSidebarOpen(!sidebarOpen)} aria-label={menuLabel}>
              {sidebarOpen ? <MenuOpen /> : <MenuIcon />}
            </IconButton>
          </Tooltip>
        ) : (
          <Box sx={{ width: 4 }} />
        )}
        <Avatar
          src={profile.schoolLogo || undefined}
          alt={profile.schoolName}
          sx={{ width: 34, height: 34, bgcolor: '#fff', color: 'primary.main', border: '2px solid rgba(255,255,255,0.6)' }}
        >
          <SchoolOutlined fontSize="small" />
        </Avatar>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.25, minWidth: 0 }}>
          {profile.schoolName && (
            <Typography variant="h6" noWrap sx={{ fontSize: 17, fontWeight: 700 }} data-testid="school-name">
              {profile.schoolName}
            </Typography>
          )}
          <Typography
            noWrap
            sx={{ fontSize: profile.schoolName ? 14 : 17, fontWeight: profile.schoolName ? 400 : 700, opacity: 0.9, display: { xs: 'none', md: 'block' } }}
          >
            {translate('shell.title')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Clock />
        <DataVLink schoolId={profile.schoolId} />
        <AboutButton schoolId={profile.schoolId} />
        {assistant}
        <Tooltip title={translate('shell.header.change_password')}>
          <IconButton color="inherit" onClick={onTogglePassword} aria-label={translate('shell.header.change_password')}>
            <LockReset />
          </IconButton>
        </Tooltip>
        <UserMenu name={profile.name} roleName={profile.roleName} />
      </Toolbar>
    </AppBar>
  );
}
