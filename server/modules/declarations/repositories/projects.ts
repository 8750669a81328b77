/**
 * The Kysely queries of declaration projects and their options (issue 5): the ProjectRow fragment
 * with its counts, the lists, the writes, the references a project names and the student's own
 * declaration per project. Every query is within one school.
 */
import { sql, type Insertable } from 'kysely';
import { DeclarationStatus } from '../../../../common/declarations.js';
import type { Database } from '../../../db/types.js';
import type { Db } from '../../../db/db.js';
import { pageOf } from '../../../db/paging.js';
import { findTreeOptionRows, fromSchool, sameSchool, schoolRows, schoolRowTaken } from '../../../db/tenant.js';
import { likeContains } from '../../../util/like.js';

/** Flow template kind of 申报审核. */
export const DECLARATION_FLOW_KIND = 3;

/** The ProjectRow columns of `declaration_projects as p` of the school (names and declaration counts joined). */
function projectRowSelect(db: Db, schoolId: number) {
  const count = (status: number | null) =>
    sql<number>`(select count(*)::int from declarations d where d.school_id = p.school_id and d.project_id = p.id
      and ${status === null ? sql`d.status <> ${DeclarationStatus.WITHDRAWN}` : sql`d.status = ${status}`})`;
  return fromSchool(db, 'declarationProjects as p', schoolId)
    .innerJoin('classifies as c', sameSchool('c.id', 'p.classifyId'))
    .leftJoin('organizations as o', sameSchool('o.id', 'p.organizationId'))
    .leftJoin('flowTemplates as f', sameSchool('f.id', 'p.flowTemplateId'))
    .select([
      'p.id', 'p.name', 'p.classifyId', 'p.organizationId', 'p.flowTemplateId', 'p.applyStart', 'p.applyEnd', 'p.enabled', 'p.createdAt',
      'p.description', 'p.evidence', 'c.name as classifyName',
      sql<string>`coalesce(o.name, '')`.as('organizationName'),
      sql<string>`coalesce(f.name, '')`.as('flowTemplateName'),
      count(null).as('applyCount'),
      count(DeclarationStatus.PENDING).as('pendingCount'),
      count(DeclarationStatus.APPROVED).as('approvedCount'),
    ]);
}

/** One ProjectRow-columns row. */
export type ProjectRaw = Awaited<ReturnType<ReturnType<typeof projectRowSelect>['executeTakeFirstOrThrow']>>;

/** The staff list's filters; `classifyIds` null for any category (empty: none matches). */
export interface ProjectFilter {
  name?: string;
  classifyIds: number[] | null;
  enabled?: boolean;
  /** Open at `now` (enabled and within the window) or not. */
  open?: boolean;
}

/** One page of the school's projects matching `f`, newest first; and how many match. */
export function findProjects(db: Db, schoolId: number, f: ProjectFilter, now: Date, page: { limit: number; offset: number }) {
  const openNow = sql<boolean>`(p.enabled and p.apply_start <= ${now} and p.apply_end >= ${now})`;
  return pageOf(
    projectRowSelect(db, schoolId)
      .$if(!!f.name, (q) => q.where('p.name', 'ilike', likeContains(f.name!)))
      .$if(f.classifyIds !== null, (q) => (f.classifyIds!.length ? q.where('p.classifyId', 'in', f.classifyIds!) : q.where(sql<boolean>`false`)))
      .$if(f.enabled !== undefined, (q) => q.where('p.enabled', '=', f.enabled!))
      .$if(f.open !== undefined, (q) => q.where(f.open ? openNow : sql<boolean>`not ${openNow}`))
      .orderBy('p.id', 'desc'),
    page,
  );
}

/** One page of the projects open at `now` (name contains `name`), closing soonest first; and how many. */
export function findOpenProjects(db: Db, schoolId: number, name: string | undefined, now: Date, page: { limit: number; offset: number }) {
  return pageOf(
    projectRowSelect(db, schoolId)
      .where('p.enabled', '=', true)
      .where('p.applyStart', '<=', now)
      .where('p.applyEnd', '>=', now)
      .$if(!!name, (q) => q.where('p.name', 'ilike', likeContains(name!)))
      .orderBy('p.applyEnd')
      .orderBy('p.id'),
    page,
  );
}

/** One project of the school in ProjectRow columns; undefined when unknown. */
export function findProjectRow(db: Db, schoolId: number, id: number) {
  return projectRowSelect(db, schoolId).where('p.id', '=', id).executeTakeFirst();
}

/** [{id, name}] of every project of the school, by name. */
export function projectNames(db: Db, schoolId: number) {
  return db.selectFrom('declarationProjects').select(['id', 'name']).where('schoolId', '=', schoolId).orderBy('name').orderBy('id').execute();
}

/** The project row (every column), locked FOR UPDATE when `lock`; undefined when not the school's. */
export function findProject(db: Db, schoolId: number, id: number, lock = false) {
  return schoolRows(db, 'declarationProjects', schoolId, { id }).selectAll().$if(lock, (q) => q.forUpdate()).executeTakeFirst();
}

/** Options of the projects (hours as text), by order then id. */
export function optionRows(db: Db, schoolId: number, projectIds: number[]) {
  return db
    .selectFrom('declarationProjectOptions')
    .select(['id', 'projectId', 'name', sql<string>`hours::text`.as('hours'), 'orderNo'])
    .where('schoolId', '=', schoolId)
    .where('projectId', 'in', projectIds)
    .orderBy('orderNo')
    .orderBy('id')
    .execute();
}

/** The option of the project (id, hours as text); undefined when not one of it. */
export function findOption(db: Db, schoolId: number, projectId: number, optionId: number) {
  return schoolRows(db, 'declarationProjectOptions', schoolId, { projectId, id: optionId }).select(['id', sql<string>`hours::text`.as('hours')]).executeTakeFirst();
}

/** The project's options with their hours (text) and how many declarations use each. */
export function optionsInUse(db: Db, schoolId: number, projectId: number) {
  return db
    .selectFrom('declarationProjectOptions as o')
    .select([
      'o.id', 'o.name', sql<string>`o.hours::text`.as('hours'),
      sql<number>`(select count(*)::int from declarations d where d.school_id = o.school_id and d.option_id = o.id)`.as('used'),
    ])
    .where('o.schoolId', '=', schoolId)
    .where('o.projectId', '=', projectId)
    .execute();
}

/** True when the category is the school's. */
export async function classifyExists(db: Db, schoolId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** True when the organisation is the school's. */
export async function organizationExists(db: Db, schoolId: number, id: number): Promise<boolean> {
  return (await db.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The flow template's kind and enabled flag; undefined when not the school's. */
export function findFlow(db: Db, schoolId: number, id: number) {
  return db.selectFrom('flowTemplates').select(['kind', 'enabled']).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** True when another project of the school (not `exceptId`) has the name. */
export function nameTaken(db: Db, schoolId: number, name: string, exceptId?: number): Promise<boolean> {
  return schoolRowTaken(db, 'declarationProjects', schoolId, { name }, exceptId);
}

/** Project columns a write sets. */
export type ProjectValues = Omit<Insertable<Database['declarationProjects']>, 'schoolId' | 'id'>;

/** Inserts a project of the school; → {id}. */
export function insertProject(db: Db, schoolId: number, v: ProjectValues) {
  return db.insertInto('declarationProjects').values({ ...v, schoolId }).returning('id').executeTakeFirstOrThrow();
}

/** Changes a project of the school. */
export async function updateProjectRow(db: Db, schoolId: number, id: number, v: Partial<ProjectValues>): Promise<void> {
  await db.updateTable('declarationProjects').set(v).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Deletes a project of the school. */
export async function deleteProjectRow(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('declarationProjects').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** An option to write: name, hours, position (1-based). */
export interface OptionValues {
  name: string;
  hours: string | number;
  orderNo: number;
}

/** Inserts options of one project. */
export async function insertOptions(db: Db, schoolId: number, projectId: number, options: OptionValues[]): Promise<void> {
  if (options.length === 0) return;
  await db.insertInto('declarationProjectOptions').values(options.map((o) => ({ ...o, schoolId, projectId }))).execute();
}

/** Changes an option of the school. */
export async function updateOption(db: Db, schoolId: number, id: number, v: OptionValues): Promise<void> {
  await db.updateTable('declarationProjectOptions').set(v).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Deletes options of the school. */
export async function deleteOptions(db: Db, schoolId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('declarationProjectOptions').where('schoolId', '=', schoolId).where('id', 'in', ids).execute();
}

/** True when the project has any declaration (withdrawn ones count). */
export async function projectHasDeclarations(db: Db, schoolId: number, projectId: number): Promise<boolean> {
  const any = await db.selectFrom('declarations').select('id').where('schoolId', '=', schoolId).where('projectId', '=', projectId).limit(1).executeTakeFirst();
  return any !== undefined;
}

/** The student's declarations (not withdrawn) of the projects: pending first, then approved by hours desc, then the rest; newest first within. */
export function studentDeclarations(db: Db, schoolId: number, userId: number, projectIds: number[]) {
  return fromSchool(db, 'declarations as d', schoolId)
    .innerJoin('declarationProjectOptions as o', sameSchool('o.id', 'd.optionId'))
    .select(['d.id', 'd.projectId', 'd.status', 'd.optionId', 'o.name as optionName', sql<string>`d.hours::text`.as('hours')])
    .where('d.userId', '=', userId)
    .where('d.projectId', 'in', projectIds)
    .where('d.status', '<>', DeclarationStatus.WITHDRAWN)
    .orderBy(sql`case d.status when 1 then 0 when 2 then 1 else 2 end`)
    .orderBy(sql`d.hours`, 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

/** The school's organisations [{id, name, parentId (0 for a root)}] in their order. */
export function organizationOptions(db: Db, schoolId: number) {
  return findTreeOptionRows(db, 'organizations', schoolId);
}

/** The school's enabled 申报审核 flows [{id, name}], by id. */
export function declarationFlows(db: Db, schoolId: number) {
  return schoolRows(db, 'flowTemplates', schoolId, { enabled: true, kind: DECLARATION_FLOW_KIND }).select(['id', 'name']).orderBy('id').execute();
}

/** Every option of every project of the school with its project's name and id, category (id, name) and hours (text); by project name, then order. */
export function projectOptionCatalog(db: Db, schoolId: number) {
  return fromSchool(db, 'declarationProjects as p', schoolId)
    .innerJoin('declarationProjectOptions as o', sameSchool('o.projectId', 'p.id'))
    .innerJoin('classifies as c', sameSchool('c.id', 'p.classifyId'))
    .select(['p.id as projectId', 'p.name as project', 'p.classifyId', 'c.name as classify', 'o.id', 'o.name as option', sql<string>`o.hours::text`.as('hours')])
    .orderBy('p.name')
    .orderBy('o.orderNo')
    .orderBy('o.id')
    .execute();
}
