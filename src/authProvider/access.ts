/**
 * Page access as react-admin's `authProvider.canAccess` sees it (spec §6, issue 15 step 2): a pure
 * function of the user's module paths. A route asks with `resource` = the module path that grants
 * the page, or several joined by '|' when any of them does (the activity detail: the list, the
 * history or the launch module). React-admin also asks about its own resources ('students',
 * action 'list'…); those are not module paths and are left to the pages' guards, so they pass.
 */
import { hasPermission, type PermissionsLike } from './permissions';

/** Separator of "any of these modules" in a `resource`. */
export const ANY_OF = '|';

/** `resource` for a page that any of `modules` grants. */
export const anyOfModules = (modules: string | readonly string[]): string => (typeof modules === 'string' ? modules : modules.join(ANY_OF));

/** Whether `permissions` reach `resource` (a module path, or several joined by '|'); true for non-path resources. */
export function mayAccess(permissions: PermissionsLike, resource: string | undefined): boolean {
  if (!resource || !resource.startsWith('/')) return true;
  return resource.split(ANY_OF).some((path) => hasPermission(permissions, path));
}

/** True when `path` is `basePath` itself or lies below it ('/usermng' covers '/usermng/student/list'). */
export function pathUnder(basePath: string, path: string): boolean {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  return path === base || path.startsWith(`${base}/`);
}
