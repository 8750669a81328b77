/**
 * The admin shell (spec §2 "Admin shell", DESIGN.md §3 layout/): header, side menu (180 px,
 * 50 px collapsed), breadcrumb with sibling tabs, the page, back-to-top and the password panel.
 * The four bare paths of spec §2 get the page alone. (The toast bridge and the route
 * guard are mounted by <Admin notification={AppNotification}>, so they also cover sign-in pages.)
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useLocation, useSidebarState, useTranslate } from 'react-admin';
import { Assistant } from '../assistant/Assistant';
import { HEADER_HEIGHT, SIDE_WIDTH, SIDE_WIDTH_COLLAPSED } from '../theme';
import { isBareLayoutPath } from './bareLayout';
import { BackToTop } from './BackToTop';
import { Breadcrumb } from './Breadcrumb';
import { Header } from './header/Header';
import { SideMenu } from './menu/SideMenu';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PasswordPanel } from './PasswordPanel';
import { useAutoCollapse } from './useAutoCollapse';

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
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [passwordOpen, setPasswordOpen] = useState(false);
  useAutoCollapse();
  const sideWidth = sidebarOpen ? SIDE_WIDTH : SIDE_WIDTH_COLLAPSED;
  const bare = isBareLayoutPath(pathname);

  if (bare) {
    return (
      <Box component="main" sx={{ minHeight: '100vh' }}>
        <Page>{children}</Page>
      </Box>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header onTogglePassword={() => setPasswordOpen((open) => !open)} />
      <Box
        component="aside"
        data-testid="sidebar"
        data-open={sidebarOpen}
        sx={{
          position: 'fixed',
          top: HEADER_HEIGHT,
          bottom: 0,
          left: 0,
          width: sideWidth,
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
          zIndex: (t) => t.zIndex.appBar - 1,
        }}
      >
        <SideMenu />
      </Box>
      <Box
        component="main"
        id="main-content"
        sx={{
          ml: `${sideWidth}px`,
          pt: `${HEADER_HEIGHT}px`,
          minWidth: 0,
          transition: (t) => t.transitions.create('margin', { duration: t.transitions.duration.shorter }),
        }}
      >
        <Breadcrumb />
        <Box sx={{ p: { xs: 1.5, md: 2.5 } }}>
          <Page>{children}</Page>
        </Box>
      </Box>
      <BackToTop />
      <PasswordPanel open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <Assistant />
    </Box>
  );
}
