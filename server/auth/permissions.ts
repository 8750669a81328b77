/**
 * Permissions (spec §6, DESIGN.md §5): a user holds the module paths that their roles grant, within
 * their own school. The server checks them on every non-public endpoint; the menu only hides.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { fromSchool, sameSchool } from '../db/tenant.js';

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
 * nothing by itself. Read on every request, so a role change applies to the next request.
 */
export async function hasPermission(
  db: Kysely<Database>,
  session: { schoolId: number; userId: number },
  path: string,
): Promise<boolean> {
  const row = await grantedModules(db, session.schoolId, session.userId)
    .where((eb) => eb.or([eb('m.path', '=', path), eb(sql<string>`${path}`, '=', sql<string>`any(string_to_array(m.api, ','))`)]))
    .select('m.id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
