/**
 * Hours warnings (issue 6; spec §2 /analysis/warning, warning/list, warningSetting; §3 classify
 * achievement item with minHours as the warning value): the students (status 1, in scope) whose
 * total hours are below the school's requiredHours, or whose hours in a top-level module are
 * below that module's minHours; their export; and the warning values themselves.
 *
 * Speed: a module's hours come from student_classify_hours (kept by the ledger in the grant's
 * transaction), so deciding a student's warning reads one index range of at most seven rows — no
 * ledger sums — and the list is an index walk over students in student-number order.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ClassifyAchievement } from '../../../common/classify.js';
import type { WarningRow, WarningSettings } from '../../../common/dashboard.js';
import type { Page } from '../../../common/envelope.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { pageOffset } from '../../protocol/paging.js';
import type { StudentFilter } from '../students/schema.js';
import { studentRowsQuery } from '../students/service.js';
import { fieldError, type Db } from '../structure/common.js';
import type { Viewer } from './access.js';
import { requiredHoursOf } from './colleges.js';
import type { WarningFilter, WarningSettingsParams } from './schema.js';

export const WARNING_EXPORT_JOB = 'warning-export';
const EXPORT_BATCH = 1000;

interface Module {
  id: number;
  name: string;
  /** '30.00'. */
  minHours: string;
}

/** The school's top-level modules in the tree's order. */
async function modulesOf(db: Db, schoolId: number): Promise<Module[]> {
  const rows = await db
    .selectFrom('classifies')
    .select(['id', 'name', sql<string>`min_hours::numeric(8,2)::text`.as('minHours')])
    .where('schoolId', '=', schoolId)
    .where('parentId', '=', 0)
    .orderBy('orderNumber')
    .orderBy('id')
    .execute();
  return rows;
}

/**
 * True for students (`students as s`) short in at least one of `modules` (each with minHours > 0):
 * fewer of their module rows reach the module's minimum than there are modules.
 */
function shortInModules(modules: Module[]): Expression<SqlBool> {
  if (modules.length === 0) return sql<SqlBool>`false`;
  const minOf = sql.join(modules.map((m) => sql`when ${m.id}::int then ${m.minHours}::numeric`), sql` `);
  return sql<SqlBool>`(select count(*) from student_classify_hours h
    where h.school_id = s.school_id and h.user_id = s.user_id
      and h.hours >= case h.root_classify_id ${minOf} end) < ${modules.length}`;
}

/** The warning condition on `students as s` for the filter's module (all modules and the total without one). */
function warningCondition(modules: Module[], required: string, classifyId: number | undefined): Expression<SqlBool> {
  const warned = modules.filter((m) => toHundredths(m.minHours) > 0);
  if (classifyId !== undefined) return shortInModules(warned.filter((m) => m.id === classifyId));
  return sql<SqlBool>`(s.hours < ${required}::numeric or ${shortInModules(warned)})`;
}

/** The students' hours per module (hundredths), for the rows of a page or an export batch. */
async function moduleHours(db: Db, schoolId: number, userIds: number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('studentClassifyHours')
    .select(['userId', 'rootClassifyId', sql<string>`hours::text`.as('hours')])
    .where('schoolId', '=', schoolId)
    .where('userId', 'in', userIds)
    .execute();
  for (const r of rows) {
    const m = out.get(r.userId) ?? new Map<number, number>();
    m.set(r.rootClassifyId, toHundredths(r.hours));
    out.set(r.userId, m);
  }
  return out;
}

/** The modules (minHours > 0) in which a student holding `hours` (by module) is short. */
function shortOf(modules: Module[], hours: Map<number, number> | undefined): ClassifyAchievement[] {
  return modules
    .filter((m) => toHundredths(m.minHours) > 0 && (hours?.get(m.id) ?? 0) < toHundredths(m.minHours))
    .map((m) => ({ classifyId: m.id, classifyName: m.name, classifyHours: fromHundredths(hours?.get(m.id) ?? 0), minHours: m.minHours }));
}

async function context(db: Db, schoolId: number, f: WarningFilter) {
  const [modules, required] = await Promise.all([modulesOf(db, schoolId), requiredHoursOf(db, schoolId)]);
  if (f.classifyId !== undefined && !modules.some((m) => m.id === f.classifyId)) throw fieldError('classifyId', '只能选择一级模块');
  return { modules, required, condition: warningCondition(modules, required, f.classifyId) };
}

/** The filtered, scoped students under a warning (students s ⋈ users u ⋈ structure names). */
function warnedStudents(db: Db, v: Viewer, f: WarningFilter, condition: Expression<SqlBool>) {
  const filter: StudentFilter = { status: 1, collegeId: f.collegeId, classId: f.classId, grade: f.grade, name: f.name, code: f.code };
  return studentRowsQuery(db, v.schoolId, filter, v.scope).where(condition);
}

const rowColumns = [
  's.userId', 'u.name', 's.code',
  sql<string>`coalesce(co.name, '')`.as('collegeName'),
  sql<string>`coalesce(mj.name, '')`.as('majorName'),
  sql<string>`coalesce(cl.name, '')`.as('className'),
  sql<string>`coalesce(s.grade, '')`.as('grade'),
  sql<string>`s.hours::numeric(10,2)::text`.as('hours'),
] as const;

type RawRow = { userId: number; name: string; code: string; collegeName: string; majorName: string; className: string; grade: string; hours: string };

function toRow(r: RawRow, required: string, modules: Module[], hours: Map<number, Map<number, number>>): WarningRow {
  return {
    ...r,
    requiredHours: required,
    belowTotal: toHundredths(r.hours) < toHundredths(required),
    classifies: shortOf(modules, hours.get(r.userId)),
  };
}

/**
 * GET /analysis/warning/list {current, size, collegeId?, grade?, classId?, classifyId?, name?, code?}
 * → {list: WarningRow[], total}, by student number. classifyId (a top-level module) keeps the
 * students short in that module only; name contains, code is a prefix. 10002 when classifyId is
 * not a top-level module of the school.
 */
export async function warningList(db: Db, v: Viewer, f: WarningFilter & { current: number; size: number }): Promise<Page<WarningRow>> {
  const { modules, required, condition } = await context(db, v.schoolId, f);
  const [count, rows] = await Promise.all([
    warnedStudents(db, v, f, condition).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    warnedStudents(db, v, f, condition).select(rowColumns).orderBy('s.code').limit(f.size).offset(pageOffset(f)).execute(),
  ]);
  const hours = await moduleHours(db, v.schoolId, rows.map((r) => r.userId));
  return { total: Number(count.n), list: rows.map((r) => toRow(r, required, modules, hours)) };
}

export const warningExportFileName = (now = new Date()) => `学时预警-${cstStamp(now)}.xlsx`;

/** The warning export job's work (GET /analysis/warning/export): the whole filtered list as xlsx; result {rows}. */
export async function runWarningExport(db: Db, v: Viewer, f: WarningFilter, report: JobReport, fileName: string) {
  const { modules, required, condition } = await context(db, v.schoolId, f);
  const warned = modules.filter((m) => toHundredths(m.minHours) > 0);
  const total = await warnedStudents(db, v, f, condition).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  let batchHours = new Map<number, Map<number, number>>();
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '学时预警',
    headers: ['学号', '姓名', '学院', '专业', '班级', '年级', '总学时', '要求学时', ...warned.map((m) => `${m.name}(预警${m.minHours})`), '预警原因'],
    widths: [14, 10, 18, 18, 18, 8, 10, 10, ...warned.map(() => 16), 40],
    total: Number(total.n),
    report,
    batchSize: EXPORT_BATCH,
    fetch: async (last: string | null) => {
      const batch = await warnedStudents(db, v, f, condition).select(rowColumns).where('s.code', '>', last ?? '').orderBy('s.code').limit(EXPORT_BATCH).execute();
      batchHours = await moduleHours(db, v.schoolId, batch.map((r) => r.userId));
      return batch;
    },
    cursorOf: (r) => r.code,
    cells: (raw) => {
      const r = toRow(raw, required, modules, batchHours);
      const mine = batchHours.get(r.userId);
      const reasons = [
        ...(r.belowTotal ? [`总学时还差${fromHundredths(toHundredths(required) - toHundredths(r.hours))}`] : []),
        ...r.classifies.map((c) => `${c.classifyName}还差${fromHundredths(toHundredths(c.minHours) - toHundredths(c.classifyHours))}`),
      ];
      return [
        r.code, r.name, r.collegeName, r.majorName, r.className, r.grade, Number(r.hours), Number(required),
        ...warned.map((m) => (mine?.get(m.id) ?? 0) / 100), reasons.join(';'),
      ];
    },
  });
  return withFile({ rows }, { content, fileName, contentType: XLSX_TYPE });
}

/** GET /analysis/warning/settings → WarningSettings: requiredHours and every top-level module's minHours. */
export async function warningSettings(db: Db, schoolId: number): Promise<WarningSettings> {
  const [modules, required] = await Promise.all([modulesOf(db, schoolId), requiredHoursOf(db, schoolId)]);
  return { requiredHours: required, items: modules.map((m) => ({ classifyId: m.id, classifyName: m.name, minHours: m.minHours })) };
}

/**
 * POST /analysis/warning/settings {items: [{classifyId, minHours}]} → WarningSettings: sets the
 * modules' warning values in one statement (run it in a transaction). 10002 naming the item: a
 * module listed twice, not a top-level module of the school, or a value above requiredHours.
 */
export async function updateWarningSettings(db: Db, schoolId: number, p: WarningSettingsParams): Promise<WarningSettings> {
  const { items: modules, requiredHours } = await warningSettings(db, schoolId);
  const seen = new Set<number>();
  p.items.forEach((item, i) => {
    if (seen.has(item.classifyId)) throw fieldError(`items.${i}.classifyId`, '重复');
    seen.add(item.classifyId);
    if (!modules.some((m) => m.classifyId === item.classifyId)) throw fieldError(`items.${i}.classifyId`, '只能选择一级模块');
    if (toHundredths(item.minHours) > toHundredths(requiredHours)) throw fieldError(`items.${i}.minHours`, '不能大于总学时要求');
  });
  const values = sql.join(p.items.map((item) => sql`(${item.classifyId}::int, ${item.minHours}::numeric)`));
  await sql`update classifies c set min_hours = v.min_hours from (values ${values}) as v(id, min_hours)
    where c.school_id = ${schoolId} and c.parent_id = 0 and c.id = v.id`.execute(db);
  return warningSettings(db, schoolId);
}
