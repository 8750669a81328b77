/**
 * Declaration projects (issue 5; spec §2 /communist/project, project/detail, project/edit; §1 topic
 * 3 "project list, new project"): what students declare against — a category, an optional
 * organisation, a review flow of kind 3 (申报审核), the declaration window and 1–20 options (award
 * levels or ranks), each with its hours. A project is `open` when enabled and now lies within
 * [applyStart, applyEnd]. Names are unique within the school (the import finds projects by name).
 * Once an option has declarations its hours are frozen and it cannot be removed; a project with
 * declarations cannot be deleted. Writes run in the caller's transaction.
 */
import type { Page } from '../../../common/envelope.js';
import type { MyProjectDeclaration, ProjectDetail, ProjectOption, ProjectRow, StudentProjectRow } from '../../../common/declarations.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import type { Session } from '../../auth/sessions.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime, formatMinute } from '../../../common/time.js';
import { classifyWithDescendants } from '../activities/list.js';
import { stepCountOf } from '../audits/engine.js';
import { type Db, isUniqueViolation } from '../../db/db.js';
import type { ProjectAddParams, ProjectListParams, ProjectUpdateParams } from '../../../common/schemas/declarations.js';
import * as repo from './repositories/projects.js';
import type { ProjectRaw } from './repositories/projects.js';

export const PROJECT_NOT_FOUND = '项目不存在';
export const PROJECT_HAS_DECLARATIONS = '该项目已有申报,不能删除';
type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** True when the project takes declarations at `now`. */
export const isOpen = (p: { enabled: boolean; applyStart: Date; applyEnd: Date }, now: Date): boolean =>
  p.enabled && p.applyStart.getTime() <= now.getTime() && now.getTime() <= p.applyEnd.getTime();

/** Options of the projects, by project id, in order. */
export async function optionsOf(db: Db, schoolId: number, projectIds: number[]): Promise<Map<number, ProjectOption[]>> {
  const out = new Map<number, ProjectOption[]>(projectIds.map((id) => [id, []]));
  if (!projectIds.length) return out;
  const rows = await repo.optionRows(db, schoolId, projectIds);
  for (const r of rows) out.get(r.projectId)?.push({ id: r.id, name: r.name, hours: fromHundredths(toHundredths(r.hours)), orderNo: r.orderNo });
  return out;
}

function toProjectRow(r: ProjectRaw, options: ProjectOption[], now: Date): ProjectRow {
  return {
    id: r.id,
    name: r.name,
    classifyId: r.classifyId,
    classifyName: r.classifyName,
    organizationId: r.organizationId,
    organizationName: r.organizationName,
    flowTemplateId: r.flowTemplateId,
    flowTemplateName: r.flowTemplateName,
    applyStart: formatMinute(r.applyStart),
    applyEnd: formatMinute(r.applyEnd),
    enabled: r.enabled,
    open: isOpen(r, now),
    options,
    applyCount: Number(r.applyCount),
    pendingCount: Number(r.pendingCount),
    approvedCount: Number(r.approvedCount),
    createdAt: formatDateTime(r.createdAt)!,
  };
}

async function toRows(db: Db, schoolId: number, rows: ProjectRaw[], now: Date): Promise<ProjectRow[]> {
  const options = await optionsOf(db, schoolId, rows.map((r) => r.id));
  return rows.map((r) => toProjectRow(r, options.get(r.id) ?? [], now));
}

/**
 * GET /project/list {current, size, name? (contains), classifyId? (that category and every one
 * below it), open? 0|1, enabled? 0|1} → {list: ProjectRow[], total}, newest first.
 */
export async function listProjects(db: Db, schoolId: number, p: ProjectListParams, now = new Date()): Promise<Page<ProjectRow>> {
  const classifyIds = p.classifyId !== undefined ? await classifyWithDescendants(db, schoolId, p.classifyId) : null;
  const { rows, total } = await repo.findProjects(
    db, schoolId, { name: p.name, classifyIds, enabled: p.enabled === undefined ? undefined : p.enabled === 1, open: p.open === undefined ? undefined : p.open === 1 },
    now, { limit: p.size, offset: pageOffset(p) },
  );
  return { total, list: await toRows(db, schoolId, rows, now) };
}

/** GET /project/detail {id} → ProjectDetail. 10002 '项目不存在' (also for another school's id). */
export async function projectDetail(db: Db, schoolId: number, id: number, now = new Date()): Promise<ProjectDetail> {
  const row = await repo.findProjectRow(db, schoolId, id);
  if (!row) throw badParams(PROJECT_NOT_FOUND);
  const [base] = await toRows(db, schoolId, [row], now);
  return { ...base, description: row.description, evidence: row.evidence };
}

/** GET /project/options → [{id, name}] of every project of the school, by name (list filters). */
export async function projectOptions(db: Db, schoolId: number): Promise<{ id: number; name: string }[]> {
  return repo.projectNames(db, schoolId);
}

/** The project of the school (locked when `lock`), or 10002 '项目不存在'. */
export async function loadProject(db: Db, schoolId: number, id: number, lock = false) {
  const row = await repo.findProject(db, schoolId, id, lock);
  if (!row) throw badParams(PROJECT_NOT_FOUND);
  return row;
}

/** 10002 naming the field unless the category, organisation and flow (enabled, kind 3, with steps) are the school's. */
async function checkReferences(db: Db, schoolId: number, p: ProjectAddParams): Promise<void> {
  if (!(await repo.classifyExists(db, schoolId, p.classifyId))) throw fieldError('classifyId', '分类不存在');
  if (p.organizationId !== undefined) {
    if (!(await repo.organizationExists(db, schoolId, p.organizationId))) throw fieldError('organizationId', '组织不存在');
  }
  const flow = await repo.findFlow(db, schoolId, p.flowTemplateId);
  if (!flow) throw fieldError('flowTemplateId', '审核流程不存在');
  if (flow.kind !== repo.DECLARATION_FLOW_KIND) throw fieldError('flowTemplateId', '必须是申报审核流程');
  if (!flow.enabled) throw fieldError('flowTemplateId', '审核流程未启用');
  if ((await stepCountOf(db, schoolId, p.flowTemplateId)) === 0) throw fieldError('flowTemplateId', '审核流程没有审核步骤');
}

const projectValues = (p: ProjectAddParams) => ({
  name: p.name,
  classifyId: p.classifyId,
  organizationId: p.organizationId ?? null,
  flowTemplateId: p.flowTemplateId,
  description: p.description ?? '',
  evidence: p.evidence ?? '',
  applyStart: p.applyStart,
  applyEnd: p.applyEnd,
});

/** Runs the write; a duplicate project name → 10002 '参数错误: name 已存在同名项目'. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', '已存在同名项目');
    throw e;
  }
}

async function assertNameFree(db: Db, schoolId: number, name: string, exceptId?: number): Promise<void> {
  if (await repo.nameTaken(db, schoolId, name, exceptId)) throw fieldError('name', '已存在同名项目');
}

/** POST /project/add ProjectInput → {id}. 10002 field messages (schema.ts, checkReferences, duplicate name). */
export async function addProject(db: Db, caller: Caller, p: ProjectAddParams, now = new Date()): Promise<{ id: number }> {
  await checkReferences(db, caller.schoolId, p);
  await assertNameFree(db, caller.schoolId, p.name);
  const row = await uniqueName(() =>
    repo.insertProject(db, caller.schoolId, { ...projectValues(p), enabled: p.enabled ?? true, createdBy: caller.userId, createdAt: now, updatedAt: now }),
  );
  await repo.insertOptions(db, caller.schoolId, row.id, p.options.map((o, i) => ({ name: o.name, hours: o.hours!, orderNo: i + 1 })));
  return row;
}

/**
 * POST /project/update ProjectInput with id → {id}. Options with an id of the project are renamed,
 * re-houred and reordered; without an id they are new; missing ones are removed. An option that has
 * declarations keeps its hours ('奖项级别「…」已有申报,学时不能修改') and cannot be removed
 * ('奖项级别「…」已有申报,不能删除'). 10002 '项目不存在', '参数错误: options.N.id 奖项级别不存在'.
 */
export async function updateProject(db: Db, caller: Caller, p: ProjectUpdateParams, now = new Date()): Promise<{ id: number }> {
  const { schoolId } = caller;
  await loadProject(db, schoolId, p.id, true);
  await checkReferences(db, schoolId, p);
  await assertNameFree(db, schoolId, p.name, p.id);
  const current = await repo.optionsInUse(db, schoolId, p.id);
  const byId = new Map(current.map((o) => [o.id, o]));
  p.options.forEach((o, i) => {
    if (o.id === undefined) return;
    const was = byId.get(o.id);
    if (!was) throw fieldError(`options.${i}.id`, '奖项级别不存在');
    if (Number(was.used) > 0 && toHundredths(was.hours) !== toHundredths(o.hours!)) throw badParams(`奖项级别「${was.name}」已有申报,学时不能修改`);
  });
  const kept = new Set(p.options.map((o) => o.id).filter((id): id is number => id !== undefined));
  const removed = current.filter((o) => !kept.has(o.id));
  const used = removed.find((o) => Number(o.used) > 0);
  if (used) throw badParams(`奖项级别「${used.name}」已有申报,不能删除`);
  await uniqueName(() => repo.updateProjectRow(db, schoolId, p.id, { ...projectValues(p), ...(p.enabled !== undefined ? { enabled: p.enabled } : {}), updatedAt: now }));
  await repo.deleteOptions(db, schoolId, removed.map((o) => o.id));
  for (const [i, o] of p.options.entries()) {
    const values = { name: o.name, hours: o.hours!, orderNo: i + 1 };
    if (o.id !== undefined) await repo.updateOption(db, schoolId, o.id, values);
    else await repo.insertOptions(db, schoolId, p.id, [values]);
  }
  return { id: p.id };
}

/** POST /project/enable {id, enabled} → {id, enabled}. A disabled project takes no declarations. */
export async function enableProject(db: Db, caller: Caller, id: number, enabled: boolean, now = new Date()): Promise<{ id: number; enabled: boolean }> {
  await loadProject(db, caller.schoolId, id, true);
  await repo.updateProjectRow(db, caller.schoolId, id, { enabled, updatedAt: now });
  return { id, enabled };
}

/** POST /project/delete {id} → null. 10002 '该项目已有申报,不能删除' once anyone declared (withdrawn ones count). */
export async function deleteProject(db: Db, caller: Caller, id: number): Promise<null> {
  await loadProject(db, caller.schoolId, id, true);
  if (await repo.projectHasDeclarations(db, caller.schoolId, id)) throw badParams(PROJECT_HAS_DECLARATIONS);
  await repo.deleteProjectRow(db, caller.schoolId, id);
  return null;
}

/** The student's own declaration per project (pending, else the highest approved, else the latest rejected). */
async function myDeclarations(db: Db, caller: Caller, projectIds: number[]): Promise<Map<number, MyProjectDeclaration>> {
  const out = new Map<number, MyProjectDeclaration>();
  if (!projectIds.length) return out;
  const rows = await repo.studentDeclarations(db, caller.schoolId, caller.userId, projectIds);
  for (const r of rows)
    if (!out.has(r.projectId)) out.set(r.projectId, { id: r.id, status: r.status, optionId: r.optionId, optionName: r.optionName, hours: fromHundredths(toHundredths(r.hours)) });
  return out;
}

/**
 * GET /student/project/list {current, size, name?} → {list: StudentProjectRow[], total}: the open
 * projects (enabled, now within the window), closing soonest first, each with the caller's own
 * declaration of it (myDeclaration) and the description and evidence required.
 */
export async function listOpenProjects(db: Db, caller: Caller, p: { current: number; size: number; name?: string }, now = new Date()): Promise<Page<StudentProjectRow>> {
  const { rows, total } = await repo.findOpenProjects(db, caller.schoolId, p.name, now, { limit: p.size, offset: pageOffset(p) });
  const list = await toRows(db, caller.schoolId, rows, now);
  const mine = await myDeclarations(db, caller, list.map((r) => r.id));
  // The declare form shows the project's description and the evidence it requires before the student picks.
  return {
    total,
    list: list.map((r, i) => ({ ...r, description: rows[i].description, evidence: rows[i].evidence, myDeclaration: mine.get(r.id) ?? null })),
  };
}

