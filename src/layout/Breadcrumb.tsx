/**
 * Breadcrumb '当前位置 / {item}' and the tabs of the current page's sibling menu items
 * (spec §2). Clicking a tab navigates there and makes it the stored current item.
 */
import { Box, Breadcrumbs, Tab, Tabs, Typography } from '@mui/material';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import { isStudentIdentity } from '../../common/api';
import { breadcrumbView } from './breadcrumbModel';
import { HOME_PATHS } from './menu/menuModel';
import { storeCurrentItem } from './menu/subMenu';
import { useMenuTree } from './menu/useMenuTree';
import { useStoredSubMenu } from './menu/useStoredSubMenu';
import { readProfile } from './shellSession';

export function Breadcrumb() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { tree } = useMenuTree();
  const stored = useStoredSubMenu();
  const view = breadcrumbView(stored, tree, pathname);
  const homeLabel = translate(isStudentIdentity(readProfile().identity) ? 'shell.menu.my_home' : 'shell.menu.overview');
  const itemName = view.itemName ?? (HOME_PATHS.includes(pathname) ? homeLabel : null);

  return (
    <Box
      component="section"
      data-testid="breadcrumb"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2.5 }}
    >
      <Breadcrumbs separator="/" aria-label="breadcrumb" sx={{ py: 1.1, fontSize: 13 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <PlaceOutlined sx={{ fontSize: 16 }} />
          <Typography variant="body2" component="span" sx={{ fontSize: 13 }}>
            {translate('shell.breadcrumb.current')}
          </Typography>
        </Box>
        {itemName && (
          <Typography variant="body2" component="span" color="text.primary" sx={{ fontSize: 13, fontWeight: 500 }}>
            {itemName}
          </Typography>
        )}
      </Breadcrumbs>
      {view.tabs.length > 0 && (
        <Tabs
          value={view.activePath ?? false}
          variant="scrollable"
          scrollButtons="auto"
          data-testid="sibling-tabs"
          sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0, px: 2, fontSize: 14 } }}
          onChange={(_, path: string) => {
            const link = view.tabs.find((t) => t.path === path);
            if (!link) return;
            storeCurrentItem(link);
            navigate(link.path);
          }}
        >
          {view.tabs.map((tab) => (
            <Tab key={tab.path} value={tab.path} label={tab.name} />
          ))}
        </Tabs>
      )}
    </Box>
  );
}
