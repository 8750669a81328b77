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
 * nothing by itself. The user's whole grant is read at once and, with `cache` (issue 17), kept on
 * this node until a role, a role's modules or a module changes (server/auth/cache.ts).
 */
export async function hasPermission(
  db: Kysely<Database>,
  session: { schoolId: number; userId: number },
  path: string,
  cache?: AuthCache,
): Promise<boolean> {
  let granted = cache?.grantsOf(session.schoolId, session.userId);
  if (!granted) {
    const gen = cache?.generation ?? 0;
    granted = await grantedPaths(db, session.schoolId, session.userId);
    cache?.keepGrants(session.schoolId, session.userId, granted, gen);
  }
  return granted.has(path);
}

/** Every path the user's roles grant: the modules' own paths and the entries of their api lists. */
async function grantedPaths(db: Kysely<Database>, schoolId: number, userId: number): Promise<Set<string>> {
  const rows = await grantedModules(db, schoolId, userId).select(['m.path', 'm.api']).execute();
  const paths = new Set<string>();
  for (const r of rows) {
    if (r.path) paths.add(r.path);
    for (const entry of (r.api ?? '').split(',')) if (entry) paths.add(entry);
  }
  return paths;
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
