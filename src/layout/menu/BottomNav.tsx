/**
 * The students' bottom navigation on phones (issue 18 item 1, "What to build" first bullet): 我的首页
 * and the first groups of the student's module list (spec §2 "Student home"; the demo school's
 * 我的活动, 我的申报, 我的学时, 我的成绩单), each with its icon and label, the current one
 * highlighted. A tap goes where the side menu would (useMenuActions), so the breadcrumb and tabs
 * stay right; tapping the current entry from a detail page returns to its list.
 */
import { Badge, BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { useTranslate } from 'react-admin';
import { menuIcon } from './icons';
import { HOME_PATHS, unreadCount, type MenuEntry } from './menuModel';
import { useMenuActions } from './useMenuActions';
import { useMenuTree } from './useMenuTree';
import { useUnreadCounts } from './useUnreadCounts';

/** Height of the bar in px (MUI's BottomNavigation); the page keeps this much room below it. */
export const BOTTOM_NAV_HEIGHT = 56;
/** Entries that fit side by side with readable labels at 320–375 px (home included). */
export const BOTTOM_NAV_MAX = 5;

/** The groups the bar shows after home: the first BOTTOM_NAV_MAX − 1 of the menu tree. */
export function bottomNavGroups(tree: readonly MenuEntry[]): MenuEntry[] {
  return tree.slice(0, BOTTOM_NAV_MAX - 1);
}

/** Whether every menu group fits in the bar (then the header needs no menu button). */
export function bottomNavCoversMenu(tree: readonly MenuEntry[]): boolean {
  return tree.length <= BOTTOM_NAV_MAX - 1;
}

const HOME = 'home';
const LABEL_SIZE = 'min(12px, 3.3vw)';

export function BottomNav() {
  const translate = useTranslate();
  const { open, goHome } = useMenuActions();
  const { tree, here, isPending, pathname } = useMenuTree();
  const unread = useUnreadCounts(!isPending);
  const groups = bottomNavGroups(tree);
  const current = HOME_PATHS.includes(pathname) ? HOME : (groups.find((g) => g.id === here?.group.id)?.id ?? false);

  const onChange = (_: unknown, value: number | typeof HOME) => {
    if (value === HOME) return goHome();
    const group = groups.find((g) => g.id === value);
    if (group) open(group, group);
  };

  return (
    <Paper
      component="nav"
      elevation={8}
      aria-label={translate('shell.menu.bottom_nav')}
      data-testid="bottom-nav"
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        borderRadius: 0,
        // Phones with a home indicator keep the bar's labels above it.
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation
        showLabels
        value={current}
        onChange={onChange}
        sx={{
          height: BOTTOM_NAV_HEIGHT,
          '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.25 },
          // 12 px from 360 px up; narrower phones shrink it so that five-character names still fit.
          // Longer names (English: 'My declarations') wrap onto a second line instead of running into the next entry.
          '& .MuiBottomNavigationAction-label': {
            fontSize: LABEL_SIZE, lineHeight: 1.1, textAlign: 'center', whiteSpace: 'normal', overflowWrap: 'anywhere',
            display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden',
            '&.Mui-selected': { fontSize: LABEL_SIZE, fontWeight: 600 },
          },
        }}
      >
        <BottomNavigationAction value={HOME} label={translate('shell.menu.my_home')} icon={<HomeOutlined />} data-testid="bottom-nav-home" />
        {groups.map((group) => {
          const Icon = menuIcon(group.icon, group.path);
          const count = unreadCount(group, unread);
          return (
            <BottomNavigationAction
              key={group.id}
              value={group.id}
              label={group.name}
              data-testid={`bottom-nav-${group.id}`}
              icon={
                <Badge variant="dot" color="error" invisible={count === 0} aria-label={count ? translate('shell.menu.unread', { count }) : undefined}>
                  <Icon />
                </Badge>
              }
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
