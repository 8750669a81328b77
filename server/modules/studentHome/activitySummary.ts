/** The student home's counters (spec §3 student activity summary; §7 GET /student/activity/list). */
import type { StudentActivitySummary } from '../../../common/studentHome.js';
import { classifyRows, rootOf } from '../classify/tree.js';
import type { Db } from '../../db/db.js';
import type { Me } from './access.js';
import { attendedPerClassify, countDeclarations } from './repository.js';
import { approvedHonourCount } from '../honours/repository.js';

/** Declaration status 2: approved (spec §4 self-declaration status). */
const DECLARATION_APPROVED = 2;
const SOCIAL_PRACTICE = 'socialPractice';

/**
 * {activityCount, praCount, honorCount} of the caller. activityCount: activities attended — a seat
 * (enrollment status 1) with a sign-in (QR or back-fill), the same rule as the completion report's
 * participants; praCount: those whose category's top-level module has moduleKind 'socialPractice';
 * honorCount: the caller's approved declarations (status 2) and approved honours (issue 21, growth
 * records of kind 1).
 */
export async function activitySummary(db: Db, me: Me): Promise<StudentActivitySummary> {
  const [attended, classifies, declared, honours] = await Promise.all([
    attendedPerClassify(db, me.schoolId, me.userId),
    classifyRows(db, me.schoolId),
    countDeclarations(db, me.schoolId, me.userId, DECLARATION_APPROVED),
    approvedHonourCount(db, me.schoolId, me.userId),
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
  return { praCount, activityCount, honorCount: declared + honours };
}
