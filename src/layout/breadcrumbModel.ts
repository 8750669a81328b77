/**
 * What the breadcrumb and the sibling tabs show (spec §2 "Breadcrumb 'current location / item'
 * and tabs of sibling menu items"): the stored sub-menu when it covers the current path,
 * otherwise the menu tree's own answer (a page opened by URL or from a dashboard link).
 */
import { pathUnder } from '../authProvider/access';
import { findMenuLocation, HOME_PATHS, menuEntries, type MenuEntry } from './menu/menuModel';
import type { SubMenu, SubMenuLink } from './menu/subMenu';

export interface BreadcrumbView {
  /** The current item's name; null on the home page or outside the menu. */
  itemName: string | null;
  /** Sibling menu items shown as tabs. */
  tabs: SubMenuLink[];
  /** The tab covering the current path, if any. */
  activePath: string | null;
}

function deepestCovering(links: readonly SubMenuLink[], pathname: string): SubMenuLink | null {
  return links
    .filter((l) => l.path && l.path !== '/' && pathUnder(l.path, pathname))
    .reduce<SubMenuLink | null>((best, l) => (!best || l.path.length > best.path.length ? l : best), null);
}

/**
 * The stored links with the names the tree gives their paths now: the store keeps the names of the
 * language they were clicked in, the tree speaks the current one (issue 18 item 6).
 */
function inTreeLanguage(links: readonly SubMenuLink[], tree: readonly MenuEntry[]): SubMenuLink[] {
  const names = new Map(menuEntries(tree).map((e) => [e.path, e.name]));
  return links.map((l) => ({ ...l, name: names.get(l.path) ?? l.name }));
}

/**
 * Pages reached by a path outside the menu, and the menu item they belong to (issue 18 item 9: no
 * empty breadcrumb): the dashboard's student link, the detail of a history activity, a student's page.
 */
export const MENU_ALIASES: Record<string, string> = {
  '/student/list': '/usermng/student/list',
  '/student/show': '/usermng/student/list',
  '/communist/history/detail': '/communist/historyActivity',
  // Issue 21: 再次发起 sits under 历史活动; the /communist course control address under 课程管控.
  '/communist/history/launch': '/communist/historyActivity',
  '/communist/course/control/list': '/course/control',
};

/** The menu path `pathname` stands for: its alias (by prefix), or itself. */
export function menuPathOf(pathname: string): string {
  const alias = Object.keys(MENU_ALIASES).find((p) => pathUnder(p, pathname));
  return alias ? MENU_ALIASES[alias] : pathname;
}

/** Computes the breadcrumb and tabs for `location` from the stored sub-menu and the menu tree. */
export function breadcrumbView(stored: SubMenu, tree: readonly MenuEntry[], location: string): BreadcrumbView {
  if (HOME_PATHS.includes(location)) return { itemName: null, tabs: [], activePath: null };
  const pathname = menuPathOf(location);
  const storedLinks = inTreeLanguage(stored.subRouters, tree);
  const fromStore = deepestCovering(storedLinks, pathname);
  if (fromStore) return { itemName: fromStore.name, tabs: storedLinks, activePath: fromStore.path };
  const here = findMenuLocation(tree, pathname);
  if (!here) return { itemName: null, tabs: [], activePath: null };
  const tabs = (here.group.children.length > 0 ? here.group.children : [here.group]).map(({ name, path }) => ({ name, path }));
  const active = here.item === here.group && here.group.children.length > 0 ? null : here.item.path;
  return { itemName: here.item.name, tabs, activePath: active };
}
