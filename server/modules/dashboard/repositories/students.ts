/**
 * The dashboard's queries over students and the rest of the school (issue 6): counts of the
 * students in the viewer's scope (status 1), their reach of the requirement (the stored verdict
 * students.rule_met) by college and grade, module hours from student_module_hours, declarations,
 * organisations, staff and the current term. Every query is within `v.schoolId` / `schoolId`.
 */
import { sql } from 'kysely';
import { DASHBOARD_TABLE_ROWS } from '../../../../common/dashboard.js';
import { formatDateTime } from '../../../../common/time.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import type { SummaryModule } from '../../hours/ledgerSummary.js';
import { moduleHundredths } from '../../hours/repositories/summaries.js';
import { activitiesIn, HELD, hoursText, studentsIn, type Viewer } from '../access.js';

/** The school's students (status 1) in the viewer's scope, as `students as s`. */
function scopedStudents(db: Db, v: Viewer) {
  return db.selectFrom('students as s').where('s.schoolId', '=', v.schoolId).where('s.status', '=', 1).where(studentsIn(v));
}

/** A student meets the requirement (issue 13: the stored verdict). */
const REACHED = sql<number>`count(*) filter (where s.rule_met)::int`;

/** How many students (status 1) are in scope. */
export async function countStudents(db: Db, v: Viewer): Promise<number> {
  const row = await scopedStudents(db, v).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many active staff accounts (identity 0, status 1) the school has. */
export async function countOperators(db: Db, schoolId: number): Promise<number> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId).where('identity', '=', 0).where('status', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many organisations the school has in status 1 正常 (deregistered ones are kept, not counted). */
export async function countOrganizations(db: Db, schoolId: number): Promise<number> {
  const row = await db.selectFrom('organizations').select(sql<number>`count(*)::int`.as('n')).where('schoolId', '=', schoolId).where('status', '=', 1).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many declarations (status 1–3) of students in scope; no join for the whole school. */
export async function countDeclarations(db: Db, v: Viewer): Promise<number> {
  const row =
    v.scope.kind === 'school'
      ? await db.selectFrom('declarations as d').select(sql<number>`count(*)::int`.as('n')).where('d.schoolId', '=', v.schoolId).where('d.status', 'in', [1, 2, 3]).executeTakeFirstOrThrow()
      : await fromSchool(db, 'declarations as d', v.schoolId)
          .innerJoin('students as s', sameSchool('s.userId', 'd.userId'))
          .select(sql<number>`count(*)::int`.as('n'))
          .where('d.status', 'in', [1, 2, 3])
          .where(studentsIn(v))
          .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Approved declarations (status 2) of students in scope with names, latest decision first, ≤ 10. */
export function approvedDeclarations(db: Db, v: Viewer) {
  return fromSchool(db, 'declarations as d', v.schoolId)
    .innerJoin('students as s', sameSchool('s.userId', 'd.userId'))
    .innerJoin('users as u', sameSchool('u.id', 'd.userId'))
    .innerJoin('declarationProjects as p', sameSchool('p.id', 'd.projectId'))
    .innerJoin('declarationProjectOptions as op', sameSchool('op.id', 'd.optionId'))
    .select(['d.id', 'u.name as userName', 's.code', 'p.name as projectName', 'op.name as optionName', 'd.applyTime', hoursText(sql`coalesce(d.granted_hours, d.hours)`).as('hours')])
    .where('d.status', '=', 2)
    .where(studentsIn(v))
    .orderBy(sql`d.audited_at desc nulls last`)
    .orderBy('d.id', 'desc')
    .limit(DASHBOARD_TABLE_ROWS)
    .execute();
}

/**
 * Over the students in scope: `n` and, per module i of `modules`, `t<i>` Σ hundredths (text) and
 * `r<i>` how many reach the module's warning value.
 */
export function moduleTotals(db: Db, v: Viewer, modules: SummaryModule[]) {
  const perModule = modules.flatMap((m, i) => [
    sql<string>`coalesce(sum(${moduleHundredths(m)}), 0)::text`.as(`t${i}`),
    sql<number>`(count(*) filter (where ${moduleHundredths(m)} >= ${sql.lit(m.minHundredths)}))::int`.as(`r${i}`),
  ]);
  return scopedStudents(db, v)
    .leftJoin('studentModuleHours as h', sameSchool('h.userId', 's.userId'))
    .select([sql<number>`count(*)::int`.as('n'), ...perModule])
    .executeTakeFirstOrThrow() as Promise<Record<string, string | number>>;
}

/** The organisations (id, name, nature) of the school, or only `only` when given. */
export function organizationRows(db: Db, schoolId: number, only: number[] | null) {
  return fromSchool(db, 'organizations as o', schoolId)
    .select(['o.id', 'o.name', 'o.nature'])
    .$if(only !== null, (q) => q.where('o.id', 'in', only!))
    .execute();
}

/**
 * Organisations of one nature (only `only` when given) with their held activities in scope and
 * their members: by activityCount, then memberCount (both desc), then id; ≤ 10.
 */
export function organizationsByActivity(db: Db, v: Viewer, nature: number, only: number[] | null) {
  return db
    .selectFrom('organizations as o')
    .select([
      'o.id',
      'o.name',
      (eb) =>
        eb
          .selectFrom('activities as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('a.organizationId', '=', 'o.id')
          .where('a.schoolId', '=', v.schoolId)
          .where('a.isTemplate', '=', false)
          .where('a.status', 'in', HELD)
          .where(activitiesIn(v))
          .as('activityCount'),
      (eb) =>
        eb
          .selectFrom('organizationMembers as m')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('m.organizationId', '=', 'o.id')
          .where('m.schoolId', '=', v.schoolId)
          .as('memberCount'),
    ])
    .where('o.schoolId', '=', v.schoolId)
    .where('o.nature', '=', nature)
    .$if(only !== null, (q) => q.where('o.id', 'in', only!))
    .orderBy(sql.ref('activityCount'), 'desc')
    .orderBy(sql.ref('memberCount'), 'desc')
    .orderBy('o.id')
    .limit(DASHBOARD_TABLE_ROWS)
    .execute();
}

/**
 * Teachers among `userIds` with their username and staff college name ('' when none): staff
 * accounts, never the school's 系统管理员 account (isAdmin; issue 18 item 9 — it is not a teacher).
 */
export function staffNames(db: Db, schoolId: number, userIds: number[]) {
  return fromSchool(db, 'users as u', schoolId)
    .leftJoin('staff as st', sameSchool('st.userId', 'u.id'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 'st.collegeId').onRef('co.schoolId', '=', 'u.schoolId'))
    .select(['u.id', 'u.name', 'u.username', sql<string>`coalesce(co.name, '')`.as('organizationName')])
    .where('u.identity', '=', 0)
    .where('u.isAdmin', '=', 0)
    .where('u.id', 'in', userIds)
    .execute();
}

/** The distinct grades of the students in scope, ascending (no null). */
export async function gradesInScope(db: Db, v: Viewer): Promise<string[]> {
  const rows = await scopedStudents(db, v).select('s.grade').distinct().where('s.grade', 'is not', null).orderBy('s.grade').execute();
  return rows.map((r) => r.grade!);
}

/** Students in scope and how many meet the requirement, per college id (of `grade` when given). */
export function reachByCollege(db: Db, v: Viewer, grade?: string) {
  return scopedStudents(db, v)
    .select(['s.collegeId', sql<number>`count(*)::int`.as('students'), REACHED.as('reached')])
    .$if(grade !== undefined, (q) => q.where('s.grade', '=', grade!))
    .groupBy('s.collegeId')
    .execute();
}

/** Students in scope and how many meet the requirement, per grade, ascending (no null grade). */
export function reachByGrade(db: Db, v: Viewer) {
  return scopedStudents(db, v)
    .select(['s.grade', sql<number>`count(*)::int`.as('students'), REACHED.as('reached')])
    .where('s.grade', 'is not', null)
    .groupBy('s.grade')
    .orderBy('s.grade')
    .execute();
}

/** Colleges (id, name) with students in scope (any grade), in the school's order. */
export function collegesInScope(db: Db, v: Viewer) {
  return fromSchool(db, 'colleges as co', v.schoolId)
    .select(['co.id', 'co.name'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('students as s')
          .select(sql`1`.as('one'))
          .whereRef('s.collegeId', '=', 'co.id')
          .where('s.schoolId', '=', v.schoolId)
          .where('s.status', '=', 1)
          .where(studentsIn(v)),
      ),
    )
    .orderBy('co.orderId')
    .orderBy('co.id')
    .execute();
}

/** The dates ('YYYY-MM-DD') of the term holding `now` (China time; the latest start when several), or undefined. */
export function termHolding(db: Db, schoolId: number, now: Date) {
  const today = formatDateTime(now)!.slice(0, 10);
  return db
    .selectFrom('terms')
    .select([sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate')])
    .where('schoolId', '=', schoolId)
    .where('startDate', '<=', today)
    .where('endDate', '>=', today)
    .orderBy('startDate', 'desc')
    .executeTakeFirst();
}
