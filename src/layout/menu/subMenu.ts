/**
 * The stored sub-menu (spec §2 "Clicking a child stores the group's children as the current
 * sub-menu item"; §3 stored values 'item' and 'subRouters'), through the session module:
 * item = {name, path, parentName, parentPath}, subRouters = [{name, path}] (the clicked entry's
 * siblings, in menu order). The breadcrumb and the tabs read it; route guard rule 8 clears it.
 */
import {
  clearSavedItem,
  getSavedItem,
  getSubRouters,
  setSavedItem,
  setSubRouters,
  SUB_MENU_EVENT,
  type SubRouterLink,
} from '../../authProvider/session';
import type { MenuEntry } from './menuModel';

export { SUB_MENU_EVENT };
export type SubMenuLink = SubRouterLink;
export interface SubMenuItem extends SubMenuLink {
  parentName: string;
  parentPath: string;
}
export interface SubMenu {
  item: SubMenuItem | null;
  subRouters: SubMenuLink[];
}

function changed() {
  window.dispatchEvent(new Event(SUB_MENU_EVENT));
}

/** Stores `item` of `group` as the current page and the group's children as its siblings. */
export function storeSubMenu(group: MenuEntry, item: MenuEntry): void {
  const siblings = group.children.length > 0 ? group.children : [group];
  setSubRouters(siblings.map(({ name, path }) => ({ name, path })));
  setSavedItem({ name: item.name, path: item.path, parentName: group.name, parentPath: group.path });
  changed();
}

/** Marks a sibling tab as the current item, keeping the stored siblings. */
export function storeCurrentItem(link: SubMenuLink): void {
  const { item } = readSubMenu();
  setSavedItem({ name: link.name, path: link.path, parentName: item?.parentName ?? '', parentPath: item?.parentPath ?? '' });
  changed();
}

/** Clears the stored sub-menu (the first menu item does this before going home). */
export function clearSubMenu(): void {
  clearSavedItem();
}

/** The stored sub-menu; absent or unreadable values read as empty. */
export function readSubMenu(): SubMenu {
  const saved = getSavedItem();
  const item: SubMenuItem | null =
    saved && typeof saved.path === 'string'
      ? { name: saved.name ?? '', path: saved.path, parentName: saved.parentName ?? '', parentPath: saved.parentPath ?? '' }
      : null;
  return { item, subRouters: getSubRouters() };
}
