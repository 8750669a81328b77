/**
 * Where the side menu sits (spec §2 "Admin shell", §9 side width 180 px, 50 px collapsed; issue 18
 * item 1): beside the page from 600 px up, toggled by the header's ☰; below 600 px in a drawer that
 * overlays the page (the page keeps its full width), opened by ☰ and closed by a tap beside it or
 * once a page is chosen (AppLayout closes it on navigation).
 */
import { Box, Drawer } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { HEADER_HEIGHT } from '../theme';
import { SideMenu } from './menu/SideMenu';

/** Width of the phone's menu drawer: full names fit, and a strip of the page stays visible to tap away. */
export const DRAWER_WIDTH = 264;

/** `width`: the rail's width in px beside the page (ignored on phones). */
export function SideNav({ phone, width }: { phone: boolean; width: number }) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  if (phone) {
    return (
      <Drawer
        variant="temporary"
        open={sidebarOpen}
        onClose={() => setSidebarOpen(false)}
        data-testid="menu-drawer"
        // Below the header, whose ☰ stays in reach to close it again.
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, maxWidth: '85vw', top: HEADER_HEIGHT, height: `calc(100% - ${HEADER_HEIGHT}px)` } } }}
      >
        <SideMenu temporary />
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-open={sidebarOpen}
      sx={{
        position: 'fixed',
        top: HEADER_HEIGHT,
        bottom: 0,
        left: 0,
        width,
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
  );
}
