/**
 * 参数设置 and 诚信设置 (issue 13; spec §1 hours rule, §2 /system/setparams, /system/sethonest, §3
 * hoursUnit and waysConvert, §9 decimal places): the requirement sets per cohort, their checks, the
 * preview of a change (which stored verdicts it would change, computed with the same evaluate() and
 * compared with students.score / rule_met), the save that recomputes every verdict in the same
 * transaction, the units, the integrity parameters and the change log.
 */
import { requirementSetFor, type RequirementSet } from '../../../common/hoursRequirements.js';
import { formatHours, toHundredths } from '../../../common/hoursRules.js';
import type { Page } from '../../../common/envelope.js';
import type { ChangeTarget, ImportLimits, PreviewRow, RuleChangeRow, RulePreview, RuleSaved, SchoolParams, SchoolUnits } from '../../../common/schoolParams.js';
import type { IntegrityParams } from '../../../common/schemas/schoolParams.js';
import { withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { requirementContext, type RequirementContext } from '../hours/requirements.js';
import { deleteRequirementSet, writeRequirementSet } from '../hours/repositories/requirements.js';
import { evaluateRow, refreshVerdicts, studentSummaries } from '../hours/verdicts.js';
import { fieldError } from '../../protocol/errors.js';
import { type Db, isUniqueViolation } from '../../db/db.js';
import * as repo from './repository.js';
import type { ChangesParams, ImportLimitsParams, IntegrityParamsInput, RequirementSetParams, UnitsParams } from '../../../common/schemas/schoolParams.js';

/** GET /system/setparams → SchoolParams: units, import caps, sets by fromGrade, modules, cohorts with their set. */
export async function schoolParams(db: Db, schoolId: number): Promise<SchoolParams> {
  const [ctx, units, imports, grades] = await Promise.all([
    requirementContext(db, schoolId), repo.unitsOf(db, schoolId), repo.importLimitsOf(db, schoolId), repo.cohorts(db, schoolId),
  ]);
  return {
    units,
    imports,
    sets: ctx.sets,
    modules: ctx.modules.map((m) => ({ id: m.id, name: m.name, moduleKind: m.moduleKind })),
    cohorts: grades.map((g) => ({ ...g, fromGrade: requirementSetFor(ctx.sets, g.grade).fromGrade })),
  };
}

const f = (field: string) => `set.${field}`;

/**
 * The input checked against the school: 10002 naming the field when the id is unknown, the base
 * set's fromGrade is changed, a module is not a top-level module of the school or counts as both
 * campus and social practice, a minimum has no modules to count or exceeds requiredHours, or a
 * module minimum is listed twice. Module minimums of 0 are dropped.
 */
export function checkedSet(ctx: RequirementContext, p: RequirementSetParams): RequirementSet {
  const id = p.id ?? 0;
  const current = id ? ctx.sets.find((s) => s.id === id) : undefined;
  if (id && !current) throw fieldError(f('id'), '规则不存在');
  if (current && current.fromGrade === 0 && p.fromGrade !== 0) throw fieldError(f('fromGrade'), '基础规则适用于所有更早的年级，不能修改起始年级');
  if (current && current.fromGrade !== 0 && p.fromGrade === 0) throw fieldError(f('fromGrade'), '只有基础规则的起始年级为 0');
  const clash = ctx.sets.find((s) => s.fromGrade === p.fromGrade && s.id !== id);
  if (clash) throw fieldError(f('fromGrade'), `已有从 ${p.fromGrade} 级起的规则`);
  const modules = new Set(ctx.modules.map((m) => m.id));
  const onlyModules = (ids: number[], field: string) => {
    const i = ids.findIndex((x) => !modules.has(x));
    if (i >= 0) throw fieldError(f(`${field}.${i}`), '只能选择一级模块');
  };
  onlyModules(p.campusClassifyIds, 'campusClassifyIds');
  onlyModules(p.socialPracticeClassifyIds, 'socialPracticeClassifyIds');
  const campus = new Set(p.campusClassifyIds);
  if (p.socialPracticeClassifyIds.some((x) => campus.has(x))) throw fieldError(f('socialPracticeClassifyIds'), '不能与校园活动的模块重复');
  if (p.campusMinHours > 0 && campus.size === 0) throw fieldError(f('campusClassifyIds'), '请选择计入校园活动的模块');
  if (p.socialPracticeMinHours > 0 && p.socialPracticeClassifyIds.length === 0) throw fieldError(f('socialPracticeClassifyIds'), '请选择计入社会实践的模块');
  const required = toHundredths(p.requiredHours);
  for (const k of ['campusMinHours', 'socialPracticeMinHours'] as const) {
    if (toHundredths(p[k]) > required) throw fieldError(f(k), '不能大于总学时要求');
  }
  const seen = new Set<number>();
  p.moduleMinimums.forEach((m, i) => {
    if (!modules.has(m.classifyId)) throw fieldError(f(`moduleMinimums.${i}.classifyId`), '只能选择一级模块');
    if (seen.has(m.classifyId)) throw fieldError(f(`moduleMinimums.${i}.classifyId`), '重复');
    seen.add(m.classifyId);
    if (toHundredths(m.minHours) > required) throw fieldError(f(`moduleMinimums.${i}.minHours`), '不能大于总学时要求');
  });
  return {
    id,
    fromGrade: p.fromGrade,
    requiredHours: p.requiredHours,
    requiredCredits: p.requiredCredits,
    creditYears: p.creditYears,
    campusMinHours: p.campusMinHours,
    campusClassifyIds: [...new Set(p.campusClassifyIds)],
    socialPracticeMinHours: p.socialPracticeMinHours,
    socialPracticeClassifyIds: [...new Set(p.socialPracticeClassifyIds)],
    moduleMinimums: p.moduleMinimums.filter((m) => m.minHours > 0),
    campusCultureTermCap: p.campusCultureTermCap,
    summerPracticeTermCap: p.summerPracticeTermCap,
    winterPracticeTermCap: p.winterPracticeTermCap,
    postgraduateRecordOnly: p.postgraduateRecordOnly,
    makeUpMonth: p.makeUpMonth,
  };
}

/** The school's sets with `set` in place of the one it edits (or added). */
const withSet = (sets: RequirementSet[], set: RequirementSet) => [...sets.filter((s) => s.id !== set.id || set.id === 0), set].sort((a, b) => a.fromGrade - b.fromGrade);

/** A student whose verdict would change: the preview row without the names, and whether `fromGrade`'s set governs them. */
type Simulated = Omit<PreviewRow, 'code' | 'name' | 'collegeName'> & { governed: boolean };

/** Every student's stored verdict against the verdict under `sets`: the changed ones, and how many `fromGrade`'s set governs. */
async function simulate(db: Db, schoolId: number, ctx: RequirementContext, sets: RequirementSet[], fromGrade: number) {
  const rows = await studentSummaries(db, schoolId);
  let governed = 0;
  const changed: Simulated[] = [];
  for (const r of rows) {
    const set = requirementSetFor(sets, r.grade);
    if (set.fromGrade === fromGrade) governed += 1;
    const e = evaluateRow(set, r, ctx.modules);
    if (e.met === r.ruleMet && e.credit === r.score) continue;
    changed.push({
      userId: r.userId, grade: r.grade, governed: set.fromGrade === fromGrade,
      before: { met: r.ruleMet, credit: r.score }, after: { met: e.met, credit: e.credit },
      shortfalls: e.shortfalls.map((s) => `${s.label}还差 ${formatHours(s.hours, ctx.decimalPlaces)}`),
    });
  }
  return { governed, changed };
}

/** The checked set's simulation, with the changed students named and ordered by student number. */
async function previewRows(db: Db, schoolId: number, p: RequirementSetParams) {
  const ctx = await requirementContext(db, schoolId);
  const set = checkedSet(ctx, p);
  const { governed, changed } = await simulate(db, schoolId, ctx, withSet(ctx.sets, set), set.fromGrade);
  const names = await repo.studentNames(db, schoolId, changed.map((c) => c.userId));
  const rows: (Simulated & PreviewRow)[] = changed.map((c) => ({ ...c, ...(names.get(c.userId) ?? { code: '', name: '', collegeName: '' }) }));
  rows.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { governed, changed, rows };
}

const SAMPLE = 20;

/**
 * POST /system/setparams/preview {set} → RulePreview: how many students the set governs, whose
 * verdict or credit would change (lost: met before, not after; gained: the reverse), and the first
 * 20 of them by student number with their shortfalls under the change. Nothing is written.
 */
export async function previewSet(db: Db, schoolId: number, p: RequirementSetParams): Promise<RulePreview> {
  const { governed, changed, rows } = await previewRows(db, schoolId, p);
  return {
    governed,
    changed: changed.length,
    lost: changed.filter((c) => c.before.met && !c.after.met).length,
    gained: changed.filter((c) => !c.before.met && c.after.met).length,
    sample: rows.slice(0, SAMPLE).map(({ userId, code, name, grade, collegeName, before, after, shortfalls }) => ({ userId, code, name, grade, collegeName, before, after, shortfalls })),
  };
}

export const PREVIEW_EXPORT_JOB = 'rule-preview-export';
export const previewExportFileName = (now = new Date()) => `规则变更影响学生-${cstStamp(now)}.xlsx`;

/** The preview export job's work: every student whose verdict would change, as xlsx; result {rows}. */
export async function runPreviewExport(db: Db, schoolId: number, p: RequirementSetParams, report: JobReport, fileName: string) {
  const { rows } = await previewRows(db, schoolId, p);
  const verdictText = (met: boolean) => (met ? '达到要求' : '未达到要求');
  const BATCH = 1000;
  const { content } = await writeBatchedXlsx({
    sheetName: '受影响学生',
    headers: ['学号', '姓名', '学院', '年级', '原结论', '原学分', '新结论', '新学分', '变更后仍差'],
    widths: [14, 10, 20, 8, 12, 8, 12, 8, 48],
    total: rows.length,
    report,
    batchSize: BATCH,
    fetch: async (from: number | null) => rows.slice(from ?? 0, (from ?? 0) + BATCH),
    cursorOf: (r) => rows.indexOf(r) + 1,
    cells: (r) => [r.code, r.name, r.collegeName, r.grade, verdictText(r.before.met), Number(r.before.credit), verdictText(r.after.met), Number(r.after.credit), r.shortfalls.join('；')],
  });
  return withFile({ rows: rows.length }, { content, fileName, contentType: XLSX_TYPE });
}

/** A set without its id, for the change log. */
const logged = (s: RequirementSet | undefined) => {
  if (!s) return null;
  const { id: _id, ...rest } = s;
  return rest;
};

/**
 * POST /system/setparams/save {set} → RuleSaved: writes the set (adds it when id is 0), recomputes
 * every stored verdict with it and records the change (before, after, how many verdicts changed).
 * Run in a transaction. 10002 as checkedSet, or a fromGrade taken meanwhile.
 */
export async function saveSet(db: Db, schoolId: number, userId: number, p: RequirementSetParams): Promise<RuleSaved> {
  await repo.lockSchoolParams(db, schoolId);
  const ctx = await requirementContext(db, schoolId);
  const set = checkedSet(ctx, p);
  const before = ctx.sets.find((s) => s.id === set.id && set.id > 0);
  let id: number;
  try {
    id = await writeRequirementSet(db, schoolId, set, userId);
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError(f('fromGrade'), `已有从 ${set.fromGrade} 级起的规则`);
    throw e;
  }
  const saved = { ...set, id };
  const { changed } = await refreshVerdicts(db, schoolId, undefined, { ...ctx, sets: withSet(ctx.sets.filter((s) => s.id !== 0), saved) });
  await repo.recordChange(db, { schoolId, target: 'requirement', fromGrade: saved.fromGrade, before: logged(before), after: logged(saved), affected: changed, changedBy: userId });
  return { set: saved, changed };
}

/**
 * POST /system/setparams/delete {id} → {changed}: removes a cohort set (its cohorts fall back to
 * the set before it) and recomputes the verdicts. The base set (fromGrade 0) cannot be removed.
 */
export async function deleteSet(db: Db, schoolId: number, userId: number, id: number): Promise<{ changed: number }> {
  await repo.lockSchoolParams(db, schoolId);
  const ctx = await requirementContext(db, schoolId);
  const set = ctx.sets.find((s) => s.id === id);
  if (!set) throw fieldError('id', '规则不存在');
  if (set.fromGrade === 0) throw fieldError('id', '基础规则不能删除');
  await deleteRequirementSet(db, schoolId, id);
  const { changed } = await refreshVerdicts(db, schoolId, undefined, { ...ctx, sets: ctx.sets.filter((s) => s.id !== id) });
  await repo.recordChange(db, { schoolId, target: 'requirement-delete', fromGrade: set.fromGrade, before: logged(set), after: null, affected: changed, changedBy: userId });
  return { changed };
}

/** Writes a school-wide setting under the parameters' lock and logs it with its value before and after. */
async function changeLogged<T>(db: Db, schoolId: number, userId: number, target: ChangeTarget, read: () => Promise<T>, write: () => Promise<void>, after: T): Promise<T> {
  await repo.lockSchoolParams(db, schoolId);
  const before = await read();
  await write();
  await repo.recordChange(db, { schoolId, target, fromGrade: null, before, after, affected: 0, changedBy: userId });
  return read();
}

/** POST /system/setparams/units {hoursUnit, waysConvert, decimalPlaces, city?} → SchoolUnits, logged. */
export const saveUnits = (db: Db, schoolId: number, userId: number, p: UnitsParams): Promise<SchoolUnits> =>
  changeLogged(db, schoolId, userId, 'units', () => repo.unitsOf(db, schoolId), () => repo.writeUnits(db, schoolId, p), p);

/** POST /system/setparams/imports {importMaxRows, importMaxInflatedMb} → ImportLimits, logged (issue 14). */
export const saveImportLimits = (db: Db, schoolId: number, userId: number, p: ImportLimitsParams): Promise<ImportLimits> =>
  changeLogged(db, schoolId, userId, 'imports', () => repo.importLimitsOf(db, schoolId), () => repo.writeImportLimits(db, schoolId, p), p);

/** GET /system/sethonest → IntegrityParams. */
export const integrityParams = (db: Db, schoolId: number) => repo.integrityOf(db, schoolId);

/** POST /system/sethonest {creditStart, noShowPenalty, noShowLimit, blacklistDays} → IntegrityParams, logged. */
export const saveIntegrity = (db: Db, schoolId: number, userId: number, p: IntegrityParamsInput): Promise<IntegrityParams> =>
  changeLogged(db, schoolId, userId, 'integrity', () => repo.integrityOf(db, schoolId), () => repo.writeIntegrity(db, schoolId, p), p);

/** The fields whose values differ between two logged objects, in the after-object's key order. */
export function fieldChanges(before: unknown, after: unknown): RuleChangeRow['changes'] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).map((k) => ({ field: k, before: b[k] ?? null, after: a[k] ?? null }));
}

/** GET /system/setparams/changes {current, size, target?} → {list: RuleChangeRow[], total}, newest first. */
export async function changeLog(db: Db, schoolId: number, p: ChangesParams): Promise<Page<RuleChangeRow>> {
  const { total, rows } = await repo.changePage(db, schoolId, p.target, { limit: p.size, offset: pageOffset(p) });
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    total,
    list: rows.map((r) => ({
      id: r.id, target: r.target as ChangeTarget, fromGrade: r.fromGrade, affected: r.affected, changedByName: r.changedByName,
      changedAt: formatDateTime(r.changedAt) ?? '', changes: fieldChanges(parse(r.before), parse(r.after)),
    })),
  };
}
