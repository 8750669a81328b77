/**
 * The queries of the hours warnings (issue 6, issue 13 预警配置): the scoped, filtered students
 * under a warning with their module hours (student_module_hours), the modules' warning values and
 * the tiers (school_rules). Every query is within one school.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Pace, WarningLevel, WarningTiers } from '../../../../common/warningTiers.js';
import type { WarningFilter } from '../../../../common/schemas/dashboard.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';
import { likeContains, likePrefix } from '../../../util/like.js';
import type { SummaryModule } from '../../hours/ledgerSummary.js';
import { moduleHundredths } from '../../hours/repositories/summaries.js';
import { writeSchoolRules } from '../../schoolParams/repository.js';
import { studentsIn, type Viewer } from '../access.js';

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

/** SQL, on students s ⋈ student_module_hours h: short in at least one of `modules`. */
function shortInModules(modules: SummaryModule[]): Expression<SqlBool> {
  if (modules.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(modules.map((m) => sql`${moduleHundredths(m)} < ${sql.lit(m.minHundredths)}`), sql` or `)})`;
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
const hasLevelSql = (c: LevelContext): Expression<SqlBool> => belowShareSql(c, c.tiers.yellowPercent);

/** SQL: the student's level is exactly `level` ('yellow' excludes the red ones). */
function levelIsSql(c: LevelContext, level: WarningLevel): Expression<SqlBool> {
  const red = belowShareSql(c, c.tiers.redPercent);
  return level === 'red' ? red : sql<SqlBool>`(${belowShareSql(c, c.tiers.yellowPercent)} and not ${red})`;
}

/**
 * The warning condition on students s ⋈ student_module_hours h: short in the filter's module only
 * (`classifyId`), or else not meeting the requirement, short in a warned module or having a level;
 * and of exactly the filter's level when it names one.
 */
export function warningCondition(warned: SummaryModule[], levels: LevelContext, f: Pick<WarningFilter, 'classifyId' | 'level'>): Expression<SqlBool> {
  // A level implies a short total (the pace never exceeds requiredHours), so `not rule_met` already
  // holds for it; the arm keeps the list right while a verdict is being recomputed.
  const base =
    f.classifyId !== undefined
      ? shortInModules(warned.filter((m) => m.id === f.classifyId))
      : sql<SqlBool>`(not s.rule_met or ${shortInModules(warned)} or ${hasLevelSql(levels)})`;
  return f.level !== undefined ? sql<SqlBool>`(${base} and ${levelIsSql(levels, f.level)})` : base;
}

/**
 * The filtered, scoped students (status 1) meeting `condition`: students s ⋈ module hours h, with
 * the filters of GET /school/students (name contains, code a prefix). Names are joined for a page only.
 */
function warnedStudents(db: Db, v: Viewer, f: WarningFilter, condition: Expression<SqlBool>) {
  return fromSchool(db, 'students as s', v.schoolId)
    .leftJoin('studentModuleHours as h', sameSchool('h.userId', 's.userId'))
    .where('s.status', '=', 1)
    .where(studentsIn(v))
    .$if(f.collegeId !== undefined, (q) => q.where('s.collegeId', '=', f.collegeId!))
    .$if(f.classId !== undefined, (q) => q.where('s.classId', '=', f.classId!))
    .$if(f.grade !== undefined, (q) => q.where('s.grade', '=', f.grade!))
    .$if(f.code !== undefined, (q) => q.where(sql<boolean>`s.code like ${likePrefix(f.code!)}`))
    .$if(f.name !== undefined, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(selectFrom('users as nu').select('nu.id').whereRef('nu.id', '=', 's.userId').where('nu.name', 'like', likeContains(f.name!))),
      ),
    )
    .where(condition);
}

/** How many students warnedStudents matches. */
export async function countWarned(db: Db, v: Viewer, f: WarningFilter, condition: Expression<SqlBool>): Promise<number> {
  const row = await warnedStudents(db, v, f, condition).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Students warnedStudents matches, by student number — after `page.after` (keyset) or from
 * `page.offset` — with name, placement names ('' when none), grade, hours (text) and `held`: an
 * array of 0 then their hundredths in each of `modules`.
 */
export function warnedRows(db: Db, v: Viewer, f: WarningFilter, condition: Expression<SqlBool>, modules: SummaryModule[], page: { after?: string; limit: number; offset?: number }) {
  return warnedStudents(db, v, f, condition)
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
    .leftJoin('majors as mj', sameSchool('mj.id', 's.majorId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
    .select([
      's.userId', 'u.name', 's.code',
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(mj.name, '')`.as('majorName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`coalesce(s.grade, '')`.as('grade'),
      sql<string>`s.hours::numeric(10,2)::text`.as('hours'),
      's.isPostgraduate',
      sql<number[]>`array[${sql.join([sql`0`, ...modules.map((m) => moduleHundredths(m))])}]`.as('held'),
    ])
    .$if(page.after !== undefined, (q) => q.where('s.code', '>', page.after!))
    .orderBy('s.code')
    .limit(page.limit)
    .$if(page.offset !== undefined, (q) => q.offset(page.offset!))
    .execute();
}

/** Sets the warning values of top-level modules of the school, in one statement. */
export async function writeWarningValues(db: Db, schoolId: number, items: { classifyId: number; minHours: number | string }[]): Promise<void> {
  if (items.length === 0) return;
  const values = sql.join(items.map((item) => sql`(${item.classifyId}::int, ${item.minHours}::numeric)`));
  await sql`update classifies c set min_hours = v.min_hours from (values ${values}) as v(id, min_hours)
    where c.school_id = ${schoolId} and c.parent_id = 0 and c.id = v.id`.execute(db);
}

/** The school's tier percentages; undefined when it has no school_rules row. */
export function tiersRow(db: Db, schoolId: number) {
  return db.selectFrom('schoolRules').select(['warnYellowPercent', 'warnRedPercent']).where('schoolId', '=', schoolId).executeTakeFirst();
}

/** Stores the tiers (the school_rules row made with its other defaults when missing). */
export function writeTiers(db: Db, schoolId: number, t: WarningTiers): Promise<void> {
  return writeSchoolRules(db, schoolId, { warnYellowPercent: t.yellowPercent, warnRedPercent: t.redPercent });
}

/** The distinct grades ('' for none) of all the school's students. */
export async function studentGrades(db: Db, schoolId: number): Promise<string[]> {
  const rows = await db.selectFrom('students').select(sql<string>`coalesce(grade, '')`.as('grade')).distinct().where('schoolId', '=', schoolId).execute();
  return rows.map((r) => r.grade);
}
