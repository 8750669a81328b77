/**
 * Tiered warnings on the server (issue 13 预警配置; spec §2 /system/classify/warn, /analysis/warning):
 * the school's tiers (school_rules.warn_yellow_percent / warn_red_percent; the defaults of
 * common/warningTiers.ts without a row), the worked examples of the settings, and the paces of the
 * school's grades that the level filter (repositories/warnings.ts) compares against.
 *
 * The rule itself lives once in common/warningTiers.ts. The SQL does not re-derive it: for each
 * grade of the school's students the pure function gives the exact pace (requiredHundredths ×
 * years / creditYears), and the SQL only compares students.hours against those fractions — the
 * comparison `belowShare` makes, multiplied out. tests/api/warning-tiers.test.ts checks that the
 * filter and the pure function agree for every student of the demo.
 */
import { requirementSetFor } from '../../../common/hoursRequirements.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { chinaToday } from '../../../common/terms.js';
import {
  academicYearStart, DEFAULT_WARNING_TIERS, expectedPace, paceHours, type CohortPace, type Pace, type WarningTiers,
} from '../../../common/warningTiers.js';
import type { RequirementContext } from '../hours/requirements.js';
import type { Db } from '../../db/db.js';
import * as repo from './repositories/warnings.js';

/** The school's tiers; the migration's defaults when it has no school_rules row. */
export async function tiersOf(db: Db, schoolId: number): Promise<WarningTiers> {
  const row = await repo.tiersRow(db, schoolId);
  return row ? { yellowPercent: Number(row.warnYellowPercent), redPercent: Number(row.warnRedPercent) } : { ...DEFAULT_WARNING_TIERS };
}

/** Cohorts the settings show as worked examples at most (this year's entrants and older). */
const MAX_EXAMPLE_COHORTS = 8;

/**
 * The paces of the cohorts from this academic year's entrants back to the first cohort that has
 * completed creditYears (of the newest set), newest first — the worked examples of 预警配置.
 */
export function cohortPaces(rules: Pick<RequirementContext, 'sets'>, today: string = chinaToday()): CohortPace[] {
  const year = academicYearStart(today);
  const newest = rules.sets[rules.sets.length - 1];
  const count = Math.min(MAX_EXAMPLE_COHORTS, Math.max(1, Math.floor(newest.creditYears)));
  const out: CohortPace[] = [];
  for (let i = 0; i < count; i++) {
    const grade = String(year - i);
    const set = requirementSetFor(rules.sets, grade);
    const pace = expectedPace(set, grade, today)!;
    out.push({
      grade, yearOfStudy: i + 1, requiredHours: fromHundredths(toHundredths(set.requiredHours)), creditYears: pace.creditYears,
      years: pace.years, expectedHours: paceHours(pace)!,
    });
  }
  return out;
}

import type { GradePace, LevelContext } from './repositories/warnings.js';

export type { GradePace, LevelContext };

/** The tiers and the paces of the school's grades today (one distinct-grade scan of students). */
export async function levelContext(db: Db, schoolId: number, rules: Pick<RequirementContext, 'sets'>, today: string = chinaToday()): Promise<LevelContext> {
  const [tiers, grades] = await Promise.all([
    tiersOf(db, schoolId),
    repo.studentGrades(db, schoolId),
  ]);
  const paces: GradePace[] = [];
  for (const grade of grades) {
    const set = requirementSetFor(rules.sets, grade);
    const pace = expectedPace(set, grade, today);
    if (pace) paces.push({ grade, pace, recordOnly: set.postgraduateRecordOnly });
  }
  return { tiers, today, paces };
}
