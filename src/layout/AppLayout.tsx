/**
 * The admin shell (spec §2 "Admin shell", DESIGN.md §3 layout/): header, side menu (180 px,
 * 50 px collapsed), breadcrumb with sibling tabs, the page, back-to-top and the password panel.
 * The four bare paths of spec §2 get the page alone.
 * Below 600 px (issue 18 item 1) the page keeps the full width: the menu is a drawer that overlays
 * the page and closes once a page is chosen, students get a bottom navigation with labels, and
 * the assistant's button moves into the header so that it covers nothing. (The toast bridge and the route
 * guard are mounted by <Admin notification={AppNotification}>, so they also cover sign-in pages.)
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useLocation, useSidebarState, useTranslate } from 'react-admin';
import { isStudentIdentity } from '../../common/api';
import { Assistant } from '../assistant/Assistant';
import { HEADER_HEIGHT, SIDE_WIDTH, SIDE_WIDTH_COLLAPSED } from '../theme';
import { LocationConfirm } from '../resources/city/LocationConfirm';
import { isBareLayoutPath } from './bareLayout';
import { BackToTop } from './BackToTop';
import { Breadcrumb } from './Breadcrumb';
import { Header } from './header/Header';
import { BOTTOM_NAV_HEIGHT, BottomNav, bottomNavCoversMenu } from './menu/BottomNav';
import { useMenuTree } from './menu/useMenuTree';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PasswordPanel } from './PasswordPanel';
import { readProfile } from './shellSession';
import { SideNav } from './SideNav';
import { useAutoCollapse } from './useAutoCollapse';
import { usePhone } from './usePhone';

function Page({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary
      pathname={pathname}
      title={translate('shell.error.title')}
      text={translate('shell.error.text')}
      retry={translate('shell.error.retry')}
    >
      {/* Lazily loaded route-group pages show a thin progress bar while their code arrives. */}
      <Suspense fallback={<LinearProgress aria-label={translate('shell.loading')} sx={{ mt: -1 }} />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

/** <Admin layout={AppLayout}>: react-admin renders every in-layout route as its children. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const { pathname } = location;
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const [passwordOpen, setPasswordOpen] = useState(false);
  useAutoCollapse();
  const phone = usePhone();
  const { tree } = useMenuTree();
  const bottomNav = phone && isStudentIdentity(readProfile().identity);
  const sideWidth = phone ? 0 : sidebarOpen ? SIDE_WIDTH : SIDE_WIDTH_COLLAPSED;
  const bare = isBareLayoutPath(pathname);

  // The phone's drawer closes once a page is chosen (every navigation has a new key, the same path too).
  useEffect(() => {
    if (phone) setSidebarOpen(false);
  }, [phone, location.key, setSidebarOpen]);

  if (bare) {
    return (
      <Box component="main" sx={{ minHeight: '100vh' }}>
        <Page>{children}</Page>
      </Box>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header
        onTogglePassword={() => setPasswordOpen((open) => !open)}
        menuButton={!bottomNav || !bottomNavCoversMenu(tree)}
        assistant={phone ? <Assistant inline /> : undefined}
      />
      <SideNav phone={phone} width={sideWidth} />
      <Box
        component="main"
        id="main-content"
        sx={{
          ml: `${sideWidth}px`,
          pt: `${HEADER_HEIGHT}px`,
          // The last card stays above the bottom navigation.
          pb: bottomNav ? `${BOTTOM_NAV_HEIGHT}px` : 0,
          minWidth: 0,
          transition: (t) => t.transitions.create('margin', { duration: t.transitions.duration.shorter }),
        }}
      >
        <Breadcrumb />
        <Box sx={{ p: { xs: 1.5, md: 2.5 } }}>
          <Page>{children}</Page>
        </Box>
      </Box>
      {bottomNav ? <BottomNav /> : null}
      <LocationConfirm />
      <BackToTop phone={phone} bottom={phone ? (bottomNav ? BOTTOM_NAV_HEIGHT : 0) + 16 : 96} />
      <PasswordPanel open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      {phone ? null : <Assistant />}
    </Box>
  );
}
