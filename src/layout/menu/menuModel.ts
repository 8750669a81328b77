/**
 * The side menu as data (spec §2 "Admin shell", §3 "Menu/module item", §6 "entries flagged isBtn
 * become permission paths"): pure functions over the server's module tree.
 */
import type { ModuleItem, UnreadEntry } from '../../../common/api';
import { pathUnder } from '../../authProvider/access';

/** A menu entry: a module that is not a button, with its menu children in order. */
export interface MenuEntry {
  id: number;
  /** The name shown, in the interface's language (see moduleName). */
  name: string;
  /** The module's Chinese name whatever the language: rules of spec §2 that name an entry read it. */
  zhName: string;
  path: string;
  icon: string;
  children: MenuEntry[];
}

/** Paths of the home page (spec §2: '/', the named '/dashboard' and '/shouye' 首页, issue 21): the first menu item's pages. */
export const HOME_PATHS: readonly string[] = ['/', '/dashboard', '/shouye'];

/** The top-level item that opens its first child in a new tab (spec §2). */
export const DATA_CENTER_NAME = '数据中心';

/** A path with one leading slash; a relative child path is joined to its parent's. */
function normalizePath(path: string | null | undefined, parentPath = ''): string {
  const raw = (path ?? '').trim();
  if (!raw) return parentPath || '/';
  if (raw.startsWith('/')) return raw;
  return `${parentPath.replace(/\/$/, '')}/${raw}`;
}

/**
 * The name of a module in `locale` (issue 18 item 6): its English name in English when the server
 * sent one, otherwise the Chinese name (a school's own module may have no English name).
 */
export function moduleName(m: Pick<ModuleItem, 'name' | 'nameEn'>, locale: string | undefined): string {
  return locale?.startsWith('en') && m.nameEn ? m.nameEn : m.name;
}

/**
 * The menu tree from GET /system/modules: isBtn entries dropped, siblings ordered by orderId
 * (then id), child paths made absolute, names in `locale` (zh-CN when not given). A top-level home
 * entry ('/' or '/dashboard') is dropped too: the menu's fixed first item (数据一览 / 我的首页)
 * stands for it.
 *
 * @param modules ModuleItem[] as the server sends it (children nested)
 * @param locale the interface language, e.g. 'zh-CN' or 'en'
 * @returns MenuEntry[] top-level groups
 */
export function toMenuTree(modules: readonly ModuleItem[] | null | undefined, locale?: string): MenuEntry[] {
  return menuLevel(modules, locale, '');
}

function menuLevel(modules: readonly ModuleItem[] | null | undefined, locale: string | undefined, parentPath: string): MenuEntry[] {
  return [...(modules ?? [])]
    .filter((m) => m && Number(m.isBtn) !== 1)
    .filter((m) => parentPath !== '' || !HOME_PATHS.includes(normalizePath(m.path)))
    .sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0) || a.id - b.id)
    .map((m) => {
      const path = normalizePath(m.path, parentPath);
      return { id: m.id, name: moduleName(m, locale), zhName: m.name, path, icon: m.icon ?? '', children: menuLevel(m.children, locale, path) };
    });
}

/** Where clicking an entry goes: an entry with children goes to its first child's path (spec §2). */
export function entryTarget(entry: MenuEntry): string {
  return entry.children.length > 0 ? entryTarget(entry.children[0]) : entry.path;
}

/** Whether the entry is the data center, whose first child opens in a new tab. */
export function isDataCenter(entry: MenuEntry): boolean {
  return entry.zhName.trim() === DATA_CENTER_NAME;
}

/** Where the current page sits in the menu: its top-level group and the group's child it is under
 * (the group itself when the path is under the group but under none of its children). */
export interface MenuLocation {
  group: MenuEntry;
  item: MenuEntry;
}

/** Every entry of the tree, parents before children. */
export function menuEntries(tree: readonly MenuEntry[]): MenuEntry[] {
  return tree.flatMap((e) => [e, ...menuEntries(e.children)]);
}

/**
 * Finds the deepest menu entry whose path covers `pathname` (so detail pages below a list still
 * highlight the list) and reports its group and second-level item. Null when nothing matches.
 */
export function findMenuLocation(tree: readonly MenuEntry[], pathname: string): MenuLocation | null {
  // Candidates: every entry covering the path, with its group and second-level item; deepest wins.
  const candidates: Array<MenuLocation & { length: number }> = [];
  const visit = (entry: MenuEntry, group: MenuEntry, item: MenuEntry) => {
    if (entry.path !== '/' && pathUnder(entry.path, pathname)) {
      candidates.push({ group, item, length: entry.path.length });
    }
    entry.children.forEach((child) => visit(child, group, item));
  };
  for (const group of tree) {
    if (group.children.length === 0) visit(group, group, group);
    else {
      // A path under the group but under none of its children still belongs to the group.
      if (group.path !== '/' && pathUnder(group.path, pathname)) {
        candidates.push({ group, item: group, length: 0 });
      }
      group.children.forEach((child) => visit(child, group, child));
    }
  }
  if (candidates.length === 0) return null;
  const { group, item } = candidates.reduce((a, b) => (b.length > a.length ? b : a));
  return { group, item };
}

/** The unread count of a group from GET /system/unreac/count entries, matched by the group's path. */
export function unreadCount(group: MenuEntry, entries: readonly UnreadEntry[] | null | undefined): number {
  const entry = (entries ?? []).find((e) => normalizePath(e.path) === group.path);
  const count = Number(entry?.count ?? 0);
  return Number.isFinite(count) && count > 0 ? count : 0;
}
