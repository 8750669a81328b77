/**
 * The permission string of spec §4: comma-separated checked module ids, then each checked module's
 * api ids ('500,501,/school/students'). Pure functions over the module rows; no I/O.
 *
 * Tree rule on the server: the checked set must be closed upwards — every checked node's parent is
 * checked too (the editor selects ancestors when a node is checked). Api ids in the string are never
 * trusted: they are recomputed from the modules.
 */

export interface PermissionModule {
  id: number;
  name: string;
  parentId: number | null;
  api: string;
}

export type ParsedPermission = { ok: true; ids: number[] } | { ok: false; message: string };

/** Splits a comma-separated api column into identifiers. */
export function apiList(api: string | null | undefined): string[] {
  return (api ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * Reads the module ids of a permission string and checks them against `modules` (the modules the
 * role may hold): every id exists there and every checked node's parent is checked. Tokens starting
 * with '/' are api ids and are skipped; anything else is refused.
 */
export function parsePermission(permission: string, modules: readonly PermissionModule[]): ParsedPermission {
  const byId = new Map(modules.map((m) => [m.id, m]));
  const ids = new Set<number>();
  for (const raw of permission.split(',')) {
    const token = raw.trim();
    if (!token || token.startsWith('/')) continue;
    if (!/^\d{1,9}$/.test(token)) return { ok: false, message: `参数错误: permission 含无法识别的项 ${token}` };
    const id = Number(token);
    if (!byId.has(id)) return { ok: false, message: `参数错误: permission 含不存在或不可授予的模块 ${id}` };
    ids.add(id);
  }
  for (const id of ids) {
    const m = byId.get(id)!;
    if (m.parentId != null && !ids.has(m.parentId)) {
      const parent = byId.get(m.parentId);
      return { ok: false, message: `参数错误: permission 中“${m.name}”的上级“${parent?.name ?? m.parentId}”未勾选` };
    }
  }
  return { ok: true, ids: [...ids] };
}

/** The permission string of a set of module ids, ids in `modules` order, then their api ids without duplicates. */
export function permissionString(checked: Iterable<number>, modules: readonly PermissionModule[]): string {
  const set = new Set(checked);
  const ordered = modules.filter((m) => set.has(m.id));
  const apis = [...new Set(ordered.flatMap((m) => apiList(m.api)))];
  return [...ordered.map((m) => String(m.id)), ...apis].join(',');
}
