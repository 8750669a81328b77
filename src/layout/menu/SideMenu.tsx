/**
 * The side menu (spec §2 "Admin shell"): 数据一览 / 我的首页 first (clears the stored sub-menu and
 * goes home), then the module tree's groups — one open at a time, unread badges from
 * GET /system/unreac/count, a click on a child stores the sub-menu for the breadcrumb and tabs.
 */
import { useEffect, useMemo, useState } from 'react';
import { List, ListItemButton, ListItemIcon, ListItemText, Skeleton, Tooltip } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { useLocation, useSidebarState, useTranslate } from 'react-admin';
import { isStudentIdentity } from '../../../common/api';
import { readProfile } from '../shellSession';
import { findMenuLocation, HOME_PATHS, isDataCenter, unreadCount, type MenuEntry } from './menuModel';
import { MenuGroup, itemSx } from './MenuGroup';
import { useMenuActions } from './useMenuActions';
import { useMenuTree } from './useMenuTree';
import { useUnreadCounts } from './useUnreadCounts';

export type { MenuPermissions } from './useMenuTree';

export function SideMenu() {
  const translate = useTranslate();
  const { open, goHome } = useMenuActions();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const { tree, isPending } = useMenuTree();
  const here = useMemo(() => findMenuLocation(tree, pathname), [tree, pathname]);
  const unread = useUnreadCounts(!isPending);
  const student = isStudentIdentity(readProfile().identity);

  // Accordion: one open group, following the current page when it moves to another group.
  const [openGroupId, setOpenGroupId] = useState<number | null>(here?.group.id ?? null);
  const hereGroupId = here?.group.id ?? null;
  useEffect(() => {
    if (hereGroupId !== null) setOpenGroupId(hereGroupId);
  }, [hereGroupId]);

  const onGroupClick = (group: MenuEntry) => {
    if (group.children.length === 0 || isDataCenter(group) || !sidebarOpen) {
      // A leaf goes to its page; with children (data center, or the collapsed bar) the first child.
      open(group, group);
      return;
    }
    if (openGroupId === group.id) {
      setOpenGroupId(null);
      return;
    }
    setOpenGroupId(group.id);
    if (here?.group.id !== group.id) open(group, group);
  };

  const homeLabel = translate(student ? 'shell.menu.my_home' : 'shell.menu.overview');

  return (
    <List component="nav" disablePadding aria-label={translate('shell.menu.label')} data-testid="side-menu" sx={{ py: 0.5 }}>
      <Tooltip title={sidebarOpen ? '' : homeLabel} placement="right">
        <ListItemButton selected={HOME_PATHS.includes(pathname)} onClick={goHome} sx={itemSx} data-testid="menu-home">
          <ListItemIcon>
            <HomeOutlined fontSize="small" />
          </ListItemIcon>
          {sidebarOpen && <ListItemText primary={homeLabel} slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: 500 } }} />}
        </ListItemButton>
      </Tooltip>
      {isPending
        ? [0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={28} sx={{ mx: 1.5, my: 1.25 }} />
          ))
        : tree.map((group) => (
            <MenuGroup
              key={group.id}
              group={group}
              expanded={openGroupId === group.id}
              sidebarOpen={sidebarOpen}
              active={here?.group.id === group.id}
              activeItemId={here?.item.id ?? null}
              unread={unreadCount(group, unread)}
              onGroupClick={onGroupClick}
              onChildClick={open}
            />
          ))}
    </List>
  );
}
