/**
 * Who may write and see work journals (issue 21; spec §6 visible data by permission):
 *  - writing: the leader (organizations.user_id or a leader member row) or the advisor
 *    (organizations.advisor_id) of the organisation, holding 工作日志;
 *  - seeing: the author; the organisations the caller leads or advises; and, for holders of 工作日志
 *    or 日志审核, the journals of their data scope (the whole school, their colleges' organisations,
 *    or the organisations of an organisation scope).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { fromSchool } from '../../db/tenant.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** Ids of the live organisations the caller leads or advises, ascending. */
export async function ownOrganizations(db: Db, caller: Caller): Promise<number[]> {
  const rows = await fromSchool(db, 'organizations as o', caller.schoolId)
    .select('o.id')
    .where('o.cancelledAt', 'is', null)
    .where((eb) => eb.or([
      eb('o.userId', '=', caller.userId),
      eb('o.advisorId', '=', caller.userId),
      eb.exists(eb.selectFrom('organizationMembers as m').select(sql`1`.as('x'))
        .whereRef('m.schoolId', '=', 'o.schoolId').whereRef('m.organizationId', '=', 'o.id').where('m.userId', '=', caller.userId).where('m.isLeader', '=', true)),
    ]))
    .orderBy('o.id')
    .execute();
  return rows.map((r) => r.id);
}

/** What the caller sees: everything, or the journals of these colleges, these organisations and their own. */
export interface JournalView {
  all: boolean;
  collegeIds: number[];
  organizationIds: number[];
  userId: number;
}

/** The caller's view; `staff` false (no 工作日志 / 日志审核 module): only their organisations and own journals. */
export async function journalView(db: Db, caller: Caller, staff: boolean): Promise<JournalView> {
  const own = await ownOrganizations(db, caller);
  const view: JournalView = { all: false, collegeIds: [], organizationIds: own, userId: caller.userId };
  if (!staff) return view;
  const scope = await dataScopeOf(db, caller);
  if (scope.kind === 'school') return { ...view, all: true };
  if (scope.kind === 'college') return { ...view, collegeIds: scope.collegeIds };
  return { ...view, organizationIds: [...new Set([...own, ...scope.organizationIds])] };
}

/** The view as a condition on the journal `j`. */
export function visibleTo(v: JournalView): (eb: any) => Expression<SqlBool> {
  return (eb) => {
    if (v.all) return sql<boolean>`true`;
    const parts = [eb('j.authorId', '=', v.userId)];
    if (v.collegeIds.length) parts.push(eb('j.collegeId', 'in', v.collegeIds));
    if (v.organizationIds.length) parts.push(eb('j.organizationId', 'in', v.organizationIds));
    return eb.or(parts);
  };
}
