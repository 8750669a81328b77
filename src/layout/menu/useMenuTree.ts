/**
 * The signed-in user's menu tree in the interface's language (spec §2 side menu; issue 18 item 6):
 * the module list of getPermissions() through toMenuTree, rebuilt when the modules or the locale
 * change. The side menu, the breadcrumb and the overview's quick links read it.
 */
import { useMemo } from 'react';
import { useLocale, usePermissions } from 'react-admin';
import type { ModuleItem } from '../../../common/api';
import { toMenuTree, type MenuEntry } from './menuModel';

/** The part of getPermissions() the menu reads. */
export interface MenuPermissions {
  modules?: ModuleItem[];
  paths?: string[];
}

/** { tree: MenuEntry[] (names in the current locale), isPending: true until the permissions are read }. */
export function useMenuTree(): { tree: MenuEntry[]; isPending: boolean } {
  const locale = useLocale();
  const { permissions, isPending } = usePermissions<MenuPermissions>();
  const tree = useMemo(() => toMenuTree(permissions?.modules, locale), [permissions, locale]);
  return { tree, isPending };
}
