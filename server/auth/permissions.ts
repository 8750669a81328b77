/**
 * Permissions (spec §6, DESIGN.md §5): a user holds the module paths that their roles grant, within
 * their own school. The server checks them on every non-public endpoint; the menu only hides.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { fromSchool, sameSchool } from '../db/tenant.js';
import type { AuthCache } from './cache.js';

/** 10003 for an account (student or staff) whose initial password is unchanged (modL 0) on any route not marked beforeActivation. */
export const MODL0_MESSAGE = '请先修改初始密码';

/** The modules the user's roles grant, visible to the user's school (shared rows have school_id null). */
export function grantedModules(db: Kysely<Database>, schoolId: number, userId: number) {
  return db
    .selectFrom('modules as m')
    .where((eb) => eb.or([eb('m.schoolId', 'is', null), eb('m.schoolId', '=', schoolId)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('userRoles as ur')
          .innerJoin('roleModules as rm', sameSchool('rm.roleId', 'ur.roleId'))
          .whereRef('rm.moduleId', '=', 'm.id')
          .where('ur.userId', '=', userId)
          .where('ur.schoolId', '=', schoolId)
          .select(sql`1`.as('one')),
      ),
    );
}

/**
 * True when one of the user's roles grants the module with this path, or a module whose api list
 * (modules.api, spec §3 permission tree node) names it. Only role_modules count: isAdmin grants
 * nothing by itself. The user's whole grant is read at once. With `cache` and the session's role ids
 * (resolveSession, issue 17) it is kept on this node per school and role set — shared by everyone
 * holding the same roles — until a role, a role's modules or a module changes (server/auth/cache.ts).
 */
export async function hasPermission(
  db: Kysely<Database>,
  session: { schoolId: number; userId: number; roleIds?: number[] },
  path: string,
  cache?: AuthCache,
): Promise<boolean> {
  const roleIds = session.roleIds;
  if (!cache || !roleIds) return (await grantedPaths(db, session.schoolId, { userId: session.userId })).has(path);
  let granted = cache.grantsOf(session.schoolId, roleIds);
  if (!granted) {
    const gen = cache.generation;
    granted = await grantedPaths(db, session.schoolId, { roleIds });
    cache.keepGrants(session.schoolId, roleIds, granted, gen);
  }
  return granted.has(path);
}

/** Every path granted to a user's roles or to a set of roles: the modules' own paths and the entries of their api lists. */
async function grantedPaths(db: Kysely<Database>, schoolId: number, who: { userId: number } | { roleIds: number[] }): Promise<Set<string>> {
  const paths = new Set<string>();
  if ('roleIds' in who && who.roleIds.length === 0) return paths;
  const modules = 'userId' in who ? grantedModules(db, schoolId, who.userId) : modulesOfRoles(db, schoolId, who.roleIds);
  const rows = await modules.select(['m.path', 'm.api']).execute();
  for (const r of rows) {
    if (r.path) paths.add(r.path);
    for (const entry of (r.api ?? '').split(',')) if (entry) paths.add(entry);
  }
  return paths;
}

/** The modules granted to any of `roleIds` (of the school), visible to the school. */
function modulesOfRoles(db: Kysely<Database>, schoolId: number, roleIds: number[]) {
  return db
    .selectFrom('modules as m')
    .where((eb) => eb.or([eb('m.schoolId', 'is', null), eb('m.schoolId', '=', schoolId)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('roleModules as rm')
          .whereRef('rm.moduleId', '=', 'm.id')
          .where('rm.schoolId', '=', schoolId)
          .where('rm.roleId', 'in', roleIds)
          .select(sql`1`.as('one')),
      ),
    );
}

/** Names of the user's roles, joined with ',' (LoginResult.roleName). */
export async function roleNames(db: Kysely<Database>, schoolId: number, userId: number): Promise<string> {
  const rows = await fromSchool(db, 'userRoles as ur', schoolId)
    .innerJoin('roles as r', sameSchool('r.id', 'ur.roleId'))
    .select('r.name')
    .where('ur.userId', '=', userId)
    .orderBy('r.id')
    .execute();
  return rows.map((r) => r.name).join(',');
}
