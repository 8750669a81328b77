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
import type { Expression, SqlBool } from 'kysely';
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
import { fieldError } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';
import type { Viewer } from './access.js';
import { summaryModules, type SummaryModule } from '../hours/ledgerSummary.js';
import { countWarned, warningCondition, warnedRows as warnedRowsOf, writeTiers, writeWarningValues } from './repositories/warnings.js';
import type { WarningFilter, WarningSettingsParams } from '../../../common/schemas/dashboard.js';
import { cohortPaces, levelContext, tiersOf, type LevelContext } from './warningTiers.js';

export const WARNING_EXPORT_JOB = 'warning-export';
const EXPORT_BATCH = 1000;

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
  return { modules, warned, rules, levels, condition: warningCondition(warned, levels, f) };
}

/** A warned student as read: the row's identity and placement columns, and what the verdict needs. */
type RawRow = Pick<WarningRow, 'userId' | 'name' | 'code' | 'collegeName' | 'majorName' | 'className' | 'grade' | 'hours'> & {
  isPostgraduate: boolean;
  /** Hundredths per module, by position in Context.modules. */
  held: number[];
};

/** A page (or an export batch) of warned students with names, placement and each warned module's hundredths. */
async function warnedRows(db: Db, v: Viewer, f: WarningFilter, c: Context, page: { after?: string; limit: number; offset?: number }): Promise<RawRow[]> {
  const rows = await warnedRowsOf(db, v, f, c.condition, c.modules, page);
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
  const [total, rows] = await Promise.all([
    countWarned(db, v, f, c.condition),
    warnedRows(db, v, f, c, { limit: f.size, offset: pageOffset(f) }),
  ]);
  return { total, list: rows.map((r) => toRow(r, c)) };
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
  const total = await countWarned(db, v, f, c.condition);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '学时预警',
    headers: ['学号', '姓名', '学院', '专业', '班级', '年级', '总学时', '要求学时', ...c.warned.map((m) => `${m.name}(预警${fromHundredths(m.minHundredths)})`), '预警原因', '预警等级'],
    widths: [14, 10, 18, 18, 18, 8, 10, 10, ...c.warned.map(() => 16), 48, 10],
    total,
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
  await writeWarningValues(db, schoolId, items);
  if (p.tiers) await writeTiers(db, schoolId, p.tiers);
  return warningSettings(db, schoolId);
}
