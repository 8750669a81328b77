/** The student home's counters (spec §3 student activity summary; §7 GET /student/activity/list). */
import { sql } from 'kysely';
import { EnrollmentStatus } from '../../../common/activities.js';
import type { StudentActivitySummary } from '../../../common/studentSelf.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import type { Me } from './access.js';

/** Declaration status 2: approved (spec §4 self-declaration status). */
const DECLARATION_APPROVED = 2;
const SOCIAL_PRACTICE = 'socialPractice';

/**
 * {activityCount, praCount, honorCount} of the caller. activityCount: activities attended — a seat
 * (enrollment status 1) with a sign-in (QR or back-fill), the same rule as the completion report's
 * participants; praCount: those whose category's top-level module has moduleKind 'socialPractice';
 * honorCount: the caller's approved declarations (status 2).
 */
export async function activitySummary(db: Db, me: Me): Promise<StudentActivitySummary> {
  const [attended, classifies, honors] = await Promise.all([
    db
      .selectFrom('activityEnrollments as e')
      .innerJoin('activities as a', (j) => j.onRef('a.id', '=', 'e.activityId').onRef('a.schoolId', '=', 'e.schoolId'))
      .select(['a.classifyId', sql<number>`count(*)::int`.as('n')])
      .where('e.schoolId', '=', me.schoolId)
      .where('e.userId', '=', me.userId)
      .where('e.status', '=', EnrollmentStatus.ENROLLED)
      .where('e.signInAt', 'is not', null)
      .groupBy('a.classifyId')
      .execute(),
    classifyRows(db, me.schoolId),
    db
      .selectFrom('declarations')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('schoolId', '=', me.schoolId)
      .where('userId', '=', me.userId)
      .where('status', '=', DECLARATION_APPROVED)
      .executeTakeFirstOrThrow(),
  ]);
  const root = rootOf(classifies);
  const kind = new Map(classifies.map((c) => [c.id, c.moduleKind]));
  const isPractice = (classifyId: number) => kind.get(root.get(classifyId) ?? classifyId) === SOCIAL_PRACTICE;
  let activityCount = 0;
  let praCount = 0;
  for (const r of attended) {
    activityCount += Number(r.n);
    if (isPractice(r.classifyId)) praCount += Number(r.n);
  }
  return { praCount, activityCount, honorCount: Number(honors.n) };
}
