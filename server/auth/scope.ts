/**
 * Data scope (issue 3 contract (c), DESIGN.md §5): which students a signed-in staff member may see
 * and change. It is the union over the user's roles in their school:
 *  - any role with data_scope 1 (全校) → the whole school;
 *  - data_scope 2 (指定学院) → the role's scope_college_id;
 *  - data_scope 3 (本人所在组织) → the organisations the user leads (organization_members.is_leader)
 *    and all their descendants (organizations.parent_ids lists every ancestor id, e.g. '0,3,7').
 * A user with no role (or only college/organisation roles without a target) sees nothing:
 * `{ kind: 'college', collegeIds: [] }` or `{ kind: 'organization', organizationIds: [] }`.
 * When a user holds both college and organisation roles, the college scope is returned (the wider,
 * structural one) and organisation ids are dropped — see `combine` below.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Session } from './sessions.js';
import { memberships } from '../modules/organizations/repository.js';
import { fromSchool, sameSchool } from '../db/tenant.js';

export type DataScope =
  | { kind: 'school' }
  | { kind: 'college'; collegeIds: number[] }
  | { kind: 'organization'; organizationIds: number[] };

export const DATA_SCOPE_SCHOOL = 1;
export const DATA_SCOPE_COLLEGE = 2;
export const DATA_SCOPE_ORGANIZATION = 3;

/** The data scope of the session's user, the union over their roles (see the file comment). */
export async function dataScopeOf(
  db: Kysely<Database>,
  session: Pick<Session, 'schoolId' | 'userId'>,
): Promise<DataScope> {
  const roles = await fromSchool(db, 'userRoles as ur', session.schoolId)
    .innerJoin('roles as r', sameSchool('r.id', 'ur.roleId'))
    .select(['r.dataScope', 'r.scopeCollegeId'])
    .where('ur.userId', '=', session.userId)
    .execute();
  if (roles.some((r) => r.dataScope === DATA_SCOPE_SCHOOL)) return { kind: 'school' };
  const collegeIds = [
    ...new Set(
      roles
        .filter((r) => r.dataScope === DATA_SCOPE_COLLEGE && r.scopeCollegeId != null)
        .map((r) => r.scopeCollegeId as number),
    ),
  ].sort((a, b) => a - b);
  const wantsOrganizations = roles.some((r) => r.dataScope === DATA_SCOPE_ORGANIZATION);
  const organizationIds = wantsOrganizations ? await ledOrganizations(db, session.schoolId, session.userId) : [];
  return combine(roles.some((r) => r.dataScope === DATA_SCOPE_COLLEGE), collegeIds, organizationIds, wantsOrganizations);
}

function combine(hasCollegeRole: boolean, collegeIds: number[], organizationIds: number[], hasOrgRole: boolean): DataScope {
  if (hasCollegeRole && (collegeIds.length > 0 || !hasOrgRole)) return { kind: 'college', collegeIds };
  if (hasOrgRole) return { kind: 'organization', organizationIds };
  return { kind: 'college', collegeIds: [] };
}

/** Ids of the organisations the user leads plus all their descendants, ascending. */
export async function ledOrganizations(db: Kysely<Database>, schoolId: number, userId: number): Promise<number[]> {
  const led = await memberships(db, schoolId, { userId, isLeader: true }).execute();
  const ids = led.map((r) => r.organizationId);
  if (ids.length === 0) return [];
  // A descendant lists the led organisation among its ancestors: ',' || parent_ids || ',' contains ',id,'.
  const rows = await fromSchool(db, 'organizations as o', schoolId)
    .select('o.id')
    .where((eb) =>
      eb.or([
        eb('o.id', 'in', ids),
        ...ids.map((id) => eb(sql<string>`',' || o.parent_ids || ','`, 'like', `%,${id},%`)),
      ]),
    )
    .execute();
  return [...new Set(rows.map((r) => r.id))].sort((a, b) => a - b);
}

/** True when the scope lets its holder see students of this college (for single-row checks). */
export function scopeAllowsCollege(scope: DataScope, collegeId: number | null): boolean {
  if (scope.kind === 'school') return true;
  if (scope.kind === 'college') return collegeId != null && scope.collegeIds.includes(collegeId);
  return false;
}
