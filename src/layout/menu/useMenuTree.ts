/**
 * The signed-in user's menu as the shell's navigation reads it (spec §2 "Admin shell"), in the
 * interface's language (issue 18 item 6): the module tree from getPermissions() through toMenuTree,
 * rebuilt when the modules or the locale change, and where the current page sits in it. Shared by
 * the side menu, the phone drawer, the students' bottom navigation, the breadcrumb and the
 * overview's quick links.
 */
import { useMemo } from 'react';
import { useLocale, useLocation, usePermissions } from 'react-admin';
import type { ModuleItem } from '../../../common/api';
import { findMenuLocation, toMenuTree, type MenuEntry, type MenuLocation } from './menuModel';

/** The part of getPermissions() the menu reads. */
export interface MenuPermissions {
  modules?: ModuleItem[];
  paths?: string[];
}

export interface MenuTree {
  /** Top-level groups in order (home excluded, see toMenuTree), names in the current locale. */
  tree: MenuEntry[];
  /** The current page's group and item, null when the page is in no menu entry (home, a typed path). */
  here: MenuLocation | null;
  /** True while the module list loads. */
  isPending: boolean;
  pathname: string;
}

export function useMenuTree(): MenuTree {
  const { pathname } = useLocation();
  const locale = useLocale();
  const { permissions, isPending } = usePermissions<MenuPermissions>();
  const tree = useMemo(() => toMenuTree(permissions?.modules, locale), [permissions, locale]);
  const here = useMemo(() => findMenuLocation(tree, pathname), [tree, pathname]);
  return { tree, here, isPending, pathname };
}
