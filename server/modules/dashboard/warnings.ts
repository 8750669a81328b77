/**
 * Hours warnings (issue 6; spec §2 /analysis/warning, warning/list, warningSetting; §3 classify
 * achievement item with minHours as the warning value): the students (status 1, in scope) who do
 * not meet the requirement of their cohort (the stored verdict students.rule_met, issue 13), or
 * whose hours in a top-level module are below that module's warning value; their export; and the
 * warning values themselves. Each row's shortfalls come from the same evaluate() as the transcript.
 * Issue 13 预警配置 adds tiers (warningTiers.ts, common/warningTiers.ts): each row's level — 红色 /
 * 黄色 when the total lags behind red% / yellow% of the pace expected for the student's year — a
 * level filter, and a student with a level is on the list too.
 *
 * Speed: a module's hours are a column of the student's student_module_hours row (kept by the
 * ledger in the grant's transaction), so deciding a warning is a few integer comparisons per
 * student — no ledger sums — and a page walks the students in student-number order.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ClassifyAchievement } from '../../../common/classify.js';
import type { WarningRow, WarningSettings } from '../../../common/dashboard.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { expectedPace, paceHours, warningLevel } from '../../../common/warningTiers.js';
import { requirementContext, setForGrade, type RequirementContext } from '../hours/requirements.js';
import { evaluateRow } from '../hours/verdicts.js';
import { withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import { escapeLike } from '../students/service.js';
import { fieldError } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';
import { studentsIn, type Viewer } from './access.js';
import { moduleHundredths, summaryModules, type SummaryModule } from '../hours/ledgerSummary.js';
import type { WarningFilter, WarningSettingsParams } from './schema.js';
import { cohortPaces, hasLevelSql, levelContext, levelIsSql, tiersOf, writeTiers, type LevelContext } from './warningTiers.js';

export const WARNING_EXPORT_JOB = 'warning-export';
const EXPORT_BATCH = 1000;

/** True for students short in at least one of `modules` (students s ⋈ student_module_hours h). */
function shortInModules(modules: SummaryModule[]): Expression<SqlBool> {
  if (modules.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(modules.map((m) => sql`${moduleHundredths(m)} < ${sql.lit(m.minHundredths)}`), sql` or `)})`;
}

interface Context {
  modules: SummaryModule[];
  /** The modules with a warning value (minHours > 0). */
  warned: SummaryModule[];
  rules: RequirementContext;
  levels: LevelContext;
  condition: Expression<SqlBool>;
}

/**
 * The modules, the requirement sets, the tiers and the warning condition: the filter's module only,
 * or the verdict, every module and the level; and the level when the filter names one.
 */
async function context(db: Db, schoolId: number, f: WarningFilter): Promise<Context> {
  const [modules, rules] = await Promise.all([summaryModules(db, schoolId), requirementContext(db, schoolId)]);
  if (f.classifyId !== undefined && !modules.some((m) => m.id === f.classifyId)) throw fieldError('classifyId', '只能选择一级模块');
  const levels = await levelContext(db, schoolId, rules);
  const warned = modules.filter((m) => m.minHundredths > 0);
  // A level implies a short total (the pace never exceeds requiredHours), so `not rule_met` already
  // holds for it; the arm keeps the list right while a verdict is being recomputed.
  const base =
    f.classifyId !== undefined
      ? shortInModules(warned.filter((m) => m.id === f.classifyId))
      : sql<SqlBool>`(not s.rule_met or ${shortInModules(warned)} or ${hasLevelSql(levels)})`;
  const condition = f.level !== undefined ? sql<SqlBool>`(${base} and ${levelIsSql(levels, f.level)})` : base;
  return { modules, warned, rules, levels, condition };
}

/**
 * The filtered, scoped students (status 1) under a warning: students s ⋈ module hours h, with the
 * filters of GET /school/students (name contains, code a prefix). Names are joined for a page only.
 */
function warnedStudents(db: Db, v: Viewer, f: WarningFilter, condition: Expression<SqlBool>) {
  return db
    .selectFrom('students as s')
    .leftJoin('studentModuleHours as h', (j) => j.onRef('h.schoolId', '=', 's.schoolId').onRef('h.userId', '=', 's.userId'))
    .where('s.schoolId', '=', v.schoolId)
    .where('s.status', '=', 1)
    .where(studentsIn(v))
    .$if(f.collegeId !== undefined, (q) => q.where('s.collegeId', '=', f.collegeId!))
    .$if(f.classId !== undefined, (q) => q.where('s.classId', '=', f.classId!))
    .$if(f.grade !== undefined, (q) => q.where('s.grade', '=', f.grade!))
    .$if(f.code !== undefined, (q) => q.where(sql<boolean>`s.code like ${`${escapeLike(f.code!)}%`}`))
    .$if(f.name !== undefined, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(selectFrom('users as nu').select('nu.id').whereRef('nu.id', '=', 's.userId').where('nu.name', 'like', likeContains(f.name!))),
      ),
    )
    .where(condition);
}

interface RawRow {
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  majorName: string;
  className: string;
  grade: string;
  hours: string;
  isPostgraduate: boolean;
  /** Hundredths per module, by position in Context.modules. */
  held: number[];
}

/** A page (or an export batch) of warned students with names, placement and each warned module's hundredths. */
async function warnedRows(db: Db, v: Viewer, f: WarningFilter, c: Context, page: { after?: string; limit: number; offset?: number }): Promise<RawRow[]> {
  const rows = await warnedStudents(db, v, f, c.condition)
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 's.userId').onRef('u.schoolId', '=', 's.schoolId'))
    .leftJoin('colleges as co', (j) => j.onRef('co.id', '=', 's.collegeId').onRef('co.schoolId', '=', 's.schoolId'))
    .leftJoin('majors as mj', (j) => j.onRef('mj.id', '=', 's.majorId').onRef('mj.schoolId', '=', 's.schoolId'))
    .leftJoin('classes as cl', (j) => j.onRef('cl.id', '=', 's.classId').onRef('cl.schoolId', '=', 's.schoolId'))
    .select([
      's.userId', 'u.name', 's.code',
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(mj.name, '')`.as('majorName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`coalesce(s.grade, '')`.as('grade'),
      sql<string>`s.hours::numeric(10,2)::text`.as('hours'),
      's.isPostgraduate',
      sql<number[]>`array[${sql.join([sql`0`, ...c.modules.map((m) => moduleHundredths(m))])}]`.as('held'),
    ])
    .$if(page.after !== undefined, (q) => q.where('s.code', '>', page.after!))
    .orderBy('s.code')
    .limit(page.limit)
    .$if(page.offset !== undefined, (q) => q.offset(page.offset!))
    .execute();
  // The leading 0 keeps the array non-empty when no module has a warning value.
  return rows.map((r) => ({ ...r, held: r.held.slice(1).map(Number) }));
}

function toRow({ held, isPostgraduate, ...r }: RawRow, c: Context): WarningRow {
  const have = new Map(c.modules.map((m, i) => [m.id, held[i] ?? 0]));
  const classifies: ClassifyAchievement[] = c.warned
    .filter((m) => have.get(m.id)! < m.minHundredths)
    .map((m) => ({ classifyId: m.id, classifyName: m.name, classifyHours: fromHundredths(have.get(m.id)!), minHours: fromHundredths(m.minHundredths) }));
  const set = setForGrade(c.rules, r.grade);
  const e = evaluateRow(set, { byModule: have, postgraduate: isPostgraduate }, c.rules.modules);
  const pace = expectedPace(set, r.grade, c.levels.today, isPostgraduate);
  return {
    ...r, requiredHours: fromHundredths(toHundredths(set.requiredHours)),
    belowTotal: e.shortfalls.some((x) => x.requirement === 'total'), met: e.met, shortfalls: e.shortfalls, classifies,
    level: warningLevel(toHundredths(r.hours), pace, c.levels.tiers), expectedHours: paceHours(pace),
  };
}

/**
 * GET /analysis/warning/list {current, size, collegeId?, grade?, classId?, classifyId?, level?, name?, code?}
 * → {list: WarningRow[], total}, by student number. classifyId (a top-level module) keeps the
 * students short in that module only; level ('red' | 'yellow') those of exactly that level; name
 * contains, code is a prefix. 10002 when classifyId is not a top-level module of the school.
 */
export async function warningList(db: Db, v: Viewer, f: WarningFilter & { current: number; size: number }): Promise<Page<WarningRow>> {
  const c = await context(db, v.schoolId, f);
  const [count, rows] = await Promise.all([
    warnedStudents(db, v, f, c.condition).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    warnedRows(db, v, f, c, { limit: f.size, offset: pageOffset(f) }),
  ]);
  return { total: Number(count.n), list: rows.map((r) => toRow(r, c)) };
}

export const warningExportFileName = (now = new Date()) => `学时预警-${cstStamp(now)}.xlsx`;

/** The export's words for a level. */
export const LEVEL_LABELS = { red: '红色预警', yellow: '黄色预警' } as const;

/**
 * The warning export job's work (GET /analysis/warning/export): the whole filtered list as xlsx —
 * 学号, 姓名, 学院, 专业, 班级, 年级, 总学时, 要求学时, one column per warned module, 预警原因,
 * 预警等级 ('红色预警', '黄色预警' or empty) — read in keyset batches by student number; result {rows}.
 */
export async function runWarningExport(db: Db, v: Viewer, f: WarningFilter, report: JobReport, fileName: string) {
  const c = await context(db, v.schoolId, f);
  const total = await warnedStudents(db, v, f, c.condition).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '学时预警',
    headers: ['学号', '姓名', '学院', '专业', '班级', '年级', '总学时', '要求学时', ...c.warned.map((m) => `${m.name}(预警${fromHundredths(m.minHundredths)})`), '预警原因', '预警等级'],
    widths: [14, 10, 18, 18, 18, 8, 10, 10, ...c.warned.map(() => 16), 48, 10],
    total: Number(total.n),
    report,
    batchSize: EXPORT_BATCH,
    fetch: (last: string | null) => warnedRows(db, v, f, c, { after: last ?? '', limit: EXPORT_BATCH }),
    cursorOf: (r) => r.code,
    cells: (raw) => {
      const r = toRow(raw, c);
      // The requirement's shortfalls (the transcript's words), then the modules below their warning value.
      const reasons = [
        ...r.shortfalls.map((x) => `${x.label}还差${x.hours}`),
        ...r.classifies.map((x) => `${x.classifyName}还差${fromHundredths(toHundredths(x.minHours) - toHundredths(x.classifyHours))}`),
      ];
      const byId = new Map(c.modules.map((m, i) => [m.id, raw.held[i] ?? 0]));
      return [r.code, r.name, r.collegeName, r.majorName, r.className, r.grade, Number(r.hours), Number(r.requiredHours), ...c.warned.map((m) => byId.get(m.id)! / 100), reasons.join(';'), r.level ? LEVEL_LABELS[r.level] : ''];
    },
  });
  return withFile({ rows }, { content, fileName, contentType: XLSX_TYPE });
}

/**
 * GET /analysis/warning/settings → WarningSettings: requiredHours, every top-level module's
 * minHours, the tiers {yellowPercent, redPercent} and the paces of the current cohorts (the worked
 * examples of 预警配置).
 */
export async function warningSettings(db: Db, schoolId: number): Promise<WarningSettings> {
  const [modules, rules, tiers] = await Promise.all([summaryModules(db, schoolId), requirementContext(db, schoolId), tiersOf(db, schoolId)]);
  // The newest cohort's total, for reference beside the warning values.
  const required = fromHundredths(toHundredths(rules.sets[rules.sets.length - 1].requiredHours));
  return {
    requiredHours: required,
    items: modules.map((m) => ({ classifyId: m.id, classifyName: m.name, minHours: fromHundredths(m.minHundredths) })),
    tiers,
    paces: cohortPaces(rules),
  };
}

/**
 * POST /analysis/warning/settings {items?: [{classifyId, minHours}], tiers?: {yellowPercent, redPercent}}
 * → WarningSettings: sets the modules' warning values in one statement and the tiers (run it in a
 * transaction). 10002 naming the item: a module listed twice, not a top-level module of the school,
 * or a value above requiredHours (the schema has checked the tiers: 1–100, red below yellow).
 */
export async function updateWarningSettings(db: Db, schoolId: number, p: WarningSettingsParams): Promise<WarningSettings> {
  const { items: modules, requiredHours } = await warningSettings(db, schoolId);
  const seen = new Set<number>();
  const items = p.items ?? [];
  items.forEach((item, i) => {
    if (seen.has(item.classifyId)) throw fieldError(`items.${i}.classifyId`, '重复');
    seen.add(item.classifyId);
    if (!modules.some((m) => m.classifyId === item.classifyId)) throw fieldError(`items.${i}.classifyId`, '只能选择一级模块');
    if (toHundredths(item.minHours) > toHundredths(requiredHours)) throw fieldError(`items.${i}.minHours`, '不能大于总学时要求');
  });
  if (items.length) {
    const values = sql.join(items.map((item) => sql`(${item.classifyId}::int, ${item.minHours}::numeric)`));
    await sql`update classifies c set min_hours = v.min_hours from (values ${values}) as v(id, min_hours)
      where c.school_id = ${schoolId} and c.parent_id = 0 and c.id = v.id`.execute(db);
  }
  if (p.tiers) await writeTiers(db, schoolId, p.tiers);
  return warningSettings(db, schoolId);
}
