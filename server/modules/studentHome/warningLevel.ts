/**
 * The student's own warning tier (issue 13 预警配置; spec §2 student home "hours-warning chart"):
 * GET /student/warning/level. The level comes from common/warningTiers.ts — the same function the
 * warning list uses — over the caller's total hours (students.hours, the ledger's sum), the pace of
 * their cohort's requirement set and the school's tiers.
 */
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { chinaToday } from '../../../common/terms.js';
import { expectedPace, paceHours, warningLevel, yearOfStudy, type StudentWarningLevel } from '../../../common/warningTiers.js';
import { tiersOf } from '../dashboard/warningTiers.js';
import { requirementContext, setForGrade } from '../hours/requirements.js';
import type { Db } from '../../db/db.js';
import type { Me } from './access.js';
import { findStudentStanding } from './repository.js';

/**
 * GET /student/warning/level → StudentWarningLevel {level: 'red'|'yellow'|null, expectedHours
 * ('133.33' or null), totalHours, yearOfStudy, creditYears, yellowPercent, redPercent}: the caller only
 * (a student; staff get 10003 from requireStudent). A student row that is missing reads as no hours
 * and no grade (no pace).
 */
export async function studentWarningLevel(db: Db, me: Me, today: string = chinaToday()): Promise<StudentWarningLevel> {
  const [student, ctx, tiers] = await Promise.all([
    findStudentStanding(db, me.schoolId, me.userId),
    requirementContext(db, me.schoolId),
    tiersOf(db, me.schoolId),
  ]);
  const grade = student?.grade ?? '';
  const total = toHundredths(String(student?.hours ?? '0'));
  const set = setForGrade(ctx, grade);
  const pace = expectedPace(set, grade, today, student?.isPostgraduate ?? false);
  return {
    level: warningLevel(total, pace, tiers),
    expectedHours: paceHours(pace),
    totalHours: fromHundredths(total),
    yearOfStudy: yearOfStudy(grade, today),
    creditYears: Math.max(1, Math.floor(set.creditYears)),
    yellowPercent: tiers.yellowPercent,
    redPercent: tiers.redPercent,
  };
}
