/**
 * Helpers of the dashboard tests (issue 6): hours through the real ledger (grantHours /
 * correctHours, so the summaries follow), declaration rows, China-time day starts computed
 * independently of the server, and the first college of a school with its students.
 */
import { grantHours, correctHours } from '../../server/modules/hours/ledger.js';
import { LedgerSource } from '../../common/ledger.js';
import type { TestApp } from './helpers.js';

export const DAY = 86_400_000;
const CST = 8 * 3_600_000;

/** The first instant of the China-time day `offset` days from the one holding `now` (UTC+8, no DST). */
export function chinaDayStart(now: Date, offset = 0): Date {
  return new Date(Math.floor((now.getTime() + CST) / DAY) * DAY - CST + offset * DAY);
}

/** 'MM-DD' of a China-time day start. */
export const mmdd = (dayStart: Date) => new Date(dayStart.getTime() + CST).toISOString().slice(5, 10);

/** Grants `hours` to each student for one source (activity by default) in `classifyId`, no term. */
export async function grant(t: TestApp, schoolId: number, classifyId: number, relationId: number, grants: { userId: number; hours: string }[], sourceType: 1 | 2 | 4 = LedgerSource.ACTIVITY) {
  return t.db.transaction().execute((trx) => grantHours(trx, { schoolId, issuedBy: null, sourceType, relationId, classifyId, termId: null, grants }));
}

/** A correction of one student's hours (delta may be negative). */
export async function correct(t: TestApp, schoolId: number, classifyId: number, userId: number, delta: string, relationId?: number) {
  return t.db.transaction().execute((trx) => correctHours(trx, { schoolId, issuedBy: null, userId, classifyId, termId: null, delta, reason: '更正', relationId }));
}

/** Normal (status 1) students of a college, by student number. */
export async function studentsOfCollege(t: TestApp, schoolId: number, collegeId: number): Promise<number[]> {
  const rows = await t.db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('collegeId', '=', collegeId).where('status', '=', 1).orderBy('code').execute();
  return rows.map((r) => r.userId);
}

/** The school's colleges that have normal students, by the school's order. */
export async function collegesWithStudents(t: TestApp, schoolId: number): Promise<{ id: number; name: string }[]> {
  const rows = await t.db
    .selectFrom('colleges as c')
    .select(['c.id', 'c.name'])
    .where('c.schoolId', '=', schoolId)
    .where(({ exists, selectFrom }) => exists(selectFrom('students as s').select('s.userId').whereRef('s.collegeId', '=', 'c.id').where('s.status', '=', 1)))
    .orderBy('c.orderId')
    .orderBy('c.id')
    .execute();
  return rows;
}

/** Id of a top-level module by name ('思想素养', …). */
export async function moduleIdOf(t: TestApp, schoolId: number, name: string): Promise<number> {
  return (await t.db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('parentId', '=', 0).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** A declaration project with one option ('一等奖', `hours`), straight into the database: {projectId, optionId}. */
export async function declarationProject(t: TestApp, schoolId: number, classifyId: number, createdBy: number, name: string, hours = '5') {
  const now = Date.now();
  const p = await t.db
    .insertInto('declarationProjects')
    .values({ schoolId, name, classifyId, createdBy, applyStart: new Date(now - 30 * DAY), applyEnd: new Date(now + 30 * DAY) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const o = await t.db.insertInto('declarationProjectOptions').values({ schoolId, projectId: p.id, name: '一等奖', hours }).returning('id').executeTakeFirstOrThrow();
  return { projectId: p.id, optionId: o.id };
}

/** A declaration row in any status (approved ones with auditedAt and grantedHours). */
export async function declaration(
  t: TestApp,
  schoolId: number,
  d: { projectId: number; optionId: number; userId: number; status: number; hours?: string; grantedHours?: string | null; auditedAt?: Date | null; applyTime?: Date },
): Promise<number> {
  const row = await t.db
    .insertInto('declarations')
    .values({
      schoolId, projectId: d.projectId, optionId: d.optionId, userId: d.userId, status: d.status, hours: d.hours ?? '5',
      grantedHours: d.grantedHours ?? null, auditedAt: d.auditedAt ?? null, createdBy: d.userId, applyTime: d.applyTime ?? new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
