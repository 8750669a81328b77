/**
 * Fixtures of the transcript API tests (issue 7): hours granted through the real ledger
 * (grantHours / correctHours) from an activity, an approved declaration, a correction and an
 * import, so the transcript's figures can be checked against numbers the test computes itself.
 */
import { grantHours, correctHours } from '../../server/modules/hours/ledger.js';
import { LedgerSource } from '../../common/ledger.js';
import { classifyIdOf, createActivity, userIdOf } from './activity-fixture.js';
import type { TestApp } from './helpers.js';

/** Id of the school's term by name ('2023-2024学年第一学期', …). */
export async function termIdOf(t: TestApp, schoolId: number, name: string): Promise<number> {
  return (await t.db.selectFrom('terms').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow()).id;
}

/** Students of the school by user id after `skip`: [{userId, code, name}]. */
export function studentsOf(t: TestApp, schoolId: number, n: number, skip = 0) {
  return t.db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 's.code', 'u.name'])
    .where('s.schoolId', '=', schoolId)
    .orderBy('s.userId')
    .offset(skip)
    .limit(n)
    .execute();
}

export interface Grant {
  classify: string;
  hours: string;
  term?: string;
}

const DEFAULT_TERM = '2023-2024学年第一学期';

/** An ended activity named `name` granting `hours` in `classify` to the students (source type 1). */
export async function grantFromActivity(t: TestApp, schoolId: number, name: string, g: Grant, userIds: number[]): Promise<number> {
  const classifyId = await classifyIdOf(t, schoolId, g.classify);
  const termId = await termIdOf(t, schoolId, g.term ?? DEFAULT_TERM);
  const a = await createActivity(t, { schoolId, status: 10, name, classifyId, hours: g.hours, termId, flowTemplateId: null, reportFlowTemplateId: null });
  await t.db.transaction().execute((trx) =>
    grantHours(trx, { schoolId, issuedBy: null, sourceType: LedgerSource.ACTIVITY, relationId: a.id, classifyId, termId, grants: userIds.map((userId) => ({ userId, hours: g.hours })) }));
  return a.id;
}

/** An approved declaration of project `project`, option `option` (source type 2). */
export async function grantFromDeclaration(t: TestApp, schoolId: number, project: string, option: string, g: Grant, userId: number): Promise<number> {
  const classifyId = await classifyIdOf(t, schoolId, g.classify);
  const termId = await termIdOf(t, schoolId, g.term ?? DEFAULT_TERM);
  const admin = await userIdOf(t, schoolId, 'admin');
  const p = await t.db
    .insertInto('declarationProjects')
    .values({ schoolId, name: project, classifyId, createdBy: admin, applyStart: new Date(Date.now() - 86_400_000), applyEnd: new Date(Date.now() + 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const o = await t.db.insertInto('declarationProjectOptions').values({ schoolId, projectId: p.id, name: option, hours: g.hours }).returning('id').executeTakeFirstOrThrow();
  const d = await t.db
    .insertInto('declarations')
    .values({ schoolId, projectId: p.id, optionId: o.id, userId, hours: g.hours, grantedHours: g.hours, status: 2, termId, createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.transaction().execute((trx) =>
    grantHours(trx, { schoolId, issuedBy: admin, sourceType: LedgerSource.DECLARATION, relationId: d.id, classifyId, termId, grants: [{ userId, hours: g.hours }] }));
  return d.id;
}

/** A correction of `delta` hours with its reason (source type 3). */
export async function correct(t: TestApp, schoolId: number, userId: number, classify: string, delta: string, reason: string): Promise<void> {
  const classifyId = await classifyIdOf(t, schoolId, classify);
  const termId = await termIdOf(t, schoolId, DEFAULT_TERM);
  await t.db.transaction().execute((trx) => correctHours(trx, { schoolId, issuedBy: null, userId, classifyId, termId, delta, reason }));
}
