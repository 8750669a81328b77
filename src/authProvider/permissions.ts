/**
 * Permissions from the module list (spec §6): menu and routes come from GET /system/modules; every
 * module path (isBtn entries included, e.g. '/click/dataV') is a permission value.
 */
import { usePermissions } from 'react-admin';
import type { ModuleItem } from '../../common/api';

/** What authProvider.getPermissions() resolves to. */
export interface Permissions {
  /** The module tree as the server sent it. */
  modules: ModuleItem[];
  /** Every module path of the tree, buttons included, without duplicates. */
  paths: string[];
}

/** Anything a permission check may receive: '*' (all), a Permissions object, a list of paths, or nothing. */
export type PermissionsLike = Permissions | '*' | readonly string[] | null | undefined;

/** Depth-first list of every module of the tree (parents before their children). */
export function flattenModules(tree: readonly ModuleItem[] | null | undefined): ModuleItem[] {
  const out: ModuleItem[] = [];
  const walk = (items: readonly ModuleItem[]) => {
    for (const m of items) {
      out.push(m);
      if (m.children?.length) walk(m.children);
    }
  };
  walk(tree ?? []);
  return out;
}

/** Builds the Permissions of a module tree. */
export function permissionsFrom(tree: readonly ModuleItem[] | null | undefined): Permissions {
  const modules = [...(tree ?? [])];
  const paths = [...new Set(flattenModules(modules).map((m) => m.path).filter((p): p is string => !!p))];
  return { modules, paths };
}

/**
 * Spec §6: true when the permissions are '*' (or contain '*') or contain `value`
 * (e.g. hasPermission(perms, '/click/dataV')). False for missing permissions.
 */
export function hasPermission(perms: PermissionsLike, value: string): boolean {
  if (perms === '*') return true;
  if (!perms) return false;
  const paths: readonly string[] = Array.isArray(perms) ? perms : (perms as Permissions).paths ?? [];
  return paths.includes('*') || paths.includes(value);
}

/**
 * React hook: whether the signed-in user holds the permission `value` (spec §6), e.g.
 * useCan('/click/dataV') for the big-screen link. False while permissions load.
 */
export function useCan(value: string): boolean {
  const { permissions } = usePermissions<PermissionsLike>();
  return hasPermission(permissions, value);
}
