/**
 * Tiered warnings on the server (issue 13 预警配置; spec §2 /system/classify/warn, /analysis/warning):
 * the school's tiers (school_rules.warn_yellow_percent / warn_red_percent; the defaults of
 * common/warningTiers.ts without a row), the worked examples of the settings, and the SQL that
 * filters the warning list by level.
 *
 * The rule itself lives once in common/warningTiers.ts. The SQL does not re-derive it: for each
 * grade of the school's students the pure function gives the exact pace (requiredHundredths ×
 * years / creditYears), and the SQL only compares students.hours against those fractions — the
 * comparison `belowShare` makes, multiplied out. tests/api/warning-tiers.test.ts checks that the
 * filter and the pure function agree for every student of the demo.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { requirementSetFor } from '../../../common/hoursRequirements.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { chinaToday } from '../../../common/terms.js';
import {
  academicYearStart, DEFAULT_WARNING_TIERS, expectedPace, paceHours, type CohortPace, type Pace, type WarningLevel, type WarningTiers,
} from '../../../common/warningTiers.js';
import type { RequirementContext } from '../hours/requirements.js';
import type { Db } from '../../db/db.js';

/** The school's tiers; the migration's defaults when it has no school_rules row. */
export async function tiersOf(db: Db, schoolId: number): Promise<WarningTiers> {
  const row = await db.selectFrom('schoolRules').select(['warnYellowPercent', 'warnRedPercent']).where('schoolId', '=', schoolId).executeTakeFirst();
  return row ? { yellowPercent: Number(row.warnYellowPercent), redPercent: Number(row.warnRedPercent) } : { ...DEFAULT_WARNING_TIERS };
}

/** Stores the tiers (inserting the school's school_rules row with its other defaults when missing). Validated by the caller. */
export async function writeTiers(db: Db, schoolId: number, t: WarningTiers): Promise<void> {
  const values = { warnYellowPercent: t.yellowPercent, warnRedPercent: t.redPercent };
  await db
    .insertInto('schoolRules')
    .values({ schoolId, ...values })
    .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
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

/** A grade's pace, and whether its set leaves postgraduates without one (record-only). */
export interface GradePace {
  grade: string;
  pace: Pace;
  recordOnly: boolean;
}

/** What deciding levels needs: the tiers, the day and the pace of every grade the school's students have. */
export interface LevelContext {
  tiers: WarningTiers;
  today: string;
  paces: GradePace[];
}

/** The tiers and the paces of the school's grades today (one distinct-grade scan of students). */
export async function levelContext(db: Db, schoolId: number, rules: Pick<RequirementContext, 'sets'>, today: string = chinaToday()): Promise<LevelContext> {
  const [tiers, grades] = await Promise.all([
    tiersOf(db, schoolId),
    db.selectFrom('students').select(sql<string>`coalesce(grade, '')`.as('grade')).distinct().where('schoolId', '=', schoolId).execute(),
  ]);
  const paces: GradePace[] = [];
  for (const { grade } of grades) {
    const set = requirementSetFor(rules.sets, grade);
    const pace = expectedPace(set, grade, today);
    if (pace) paces.push({ grade, pace, recordOnly: set.postgraduateRecordOnly });
  }
  return { tiers, today, paces };
}

/**
 * SQL, on `students as s`: the student is below `percent(tiers)` % of their pace — per grade,
 * s.hours × 100 (hundredths) × creditYears × 100 < requiredHundredths × years × percent, exact in
 * numeric; never for a grade without a pace nor a postgraduate under a record-only set.
 */
function belowShareSql(c: LevelContext, percent: number): Expression<SqlBool> {
  if (c.paces.length === 0) return sql<SqlBool>`false`;
  const arms = c.paces.map(({ grade, pace, recordOnly }) => {
    const below = sql`s.hours * ${pace.creditYears * 10000}::numeric < ${pace.requiredHundredths * pace.years * percent}::numeric`;
    return sql`when ${grade} then ${recordOnly ? sql`(not s.is_postgraduate and ${below})` : below}`;
  });
  return sql<SqlBool>`(case coalesce(s.grade, '') ${sql.join(arms, sql` `)} else false end)`;
}

/** SQL: the student has a level (below yellowPercent, which red implies). */
export const hasLevelSql = (c: LevelContext): Expression<SqlBool> => belowShareSql(c, c.tiers.yellowPercent);

/** SQL: the student's level is exactly `level` ('yellow' excludes the red ones). */
export function levelIsSql(c: LevelContext, level: WarningLevel): Expression<SqlBool> {
  const red = belowShareSql(c, c.tiers.redPercent);
  return level === 'red' ? red : sql<SqlBool>`(${belowShareSql(c, c.tiers.yellowPercent)} and not ${red})`;
}
