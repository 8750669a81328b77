/**
 * The signed-in user's menu as the shell's navigation reads it (spec §2 "Admin shell"): the module
 * tree from getPermissions() and where the current page sits in it. Shared by the side menu, the
 * phone drawer and the students' bottom navigation.
 */
import { useMemo } from 'react';
import { useLocation, usePermissions } from 'react-admin';
import type { ModuleItem } from '../../../common/api';
import { findMenuLocation, toMenuTree, type MenuEntry, type MenuLocation } from './menuModel';

/** The part of getPermissions() the menu reads. */
export interface MenuPermissions {
  modules?: ModuleItem[];
  paths?: string[];
}

export interface MenuTree {
  /** Top-level groups in order (home excluded, see toMenuTree). */
  tree: MenuEntry[];
  /** The current page's group and item, null when the page is in no menu entry (home, a typed path). */
  here: MenuLocation | null;
  /** True while the module list loads. */
  isPending: boolean;
  pathname: string;
}

export function useMenuTree(): MenuTree {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<MenuPermissions>();
  const tree = useMemo(() => toMenuTree(permissions?.modules), [permissions]);
  const here = useMemo(() => findMenuLocation(tree, pathname), [tree, pathname]);
  return { tree, here, isPending, pathname };
}
