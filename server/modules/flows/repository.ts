/**
 * The Kysely queries of review flow templates and their steps (issue 4 "Review processes"), always
 * within one school, and the lookups that resolve a step's auditors (role holders, organisation
 * leaders, named users). The rules (names, auditor checks, deletion) live in service.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { detachReferences, fromSchool, sameSchool, schoolRows, schoolRowTaken } from '../../db/tenant.js';
import type { FlowStepsTable, FlowTemplatesTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import { memberships } from '../organizations/repository.js';

/** The list filters of GET /flow/template/list. */
export interface FlowFilter {
  kind?: number;
  name?: string;
}

/** The school's templates as rows {id, name, kind, enabled, remarks, stepCount}. */
function templateRows(db: Db, schoolId: number) {
  return fromSchool(db, 'flowTemplates as t', schoolId)
    .select([
      't.id', 't.name', 't.kind', 't.enabled', 't.remarks',
      sql<number>`(select count(*)::int from flow_steps s where s.template_id = t.id)`.as('stepCount'),
    ]);
}

/** One page of the school's templates (templateRows), by kind then id; and how many match. */
export function findFlowTemplates(db: Db, schoolId: number, f: FlowFilter, page: { limit: number; offset: number }) {
  return pageOf(
    templateRows(db, schoolId)
      .$if(f.kind !== undefined, (q) => q.where('t.kind', '=', f.kind!))
      .$if(!!f.name, (q) => q.where('t.name', 'ilike', likeContains(f.name!)))
      .orderBy('t.kind')
      .orderBy('t.id'),
    page,
  );
}

/** The school's template `id` (templateRows), undefined when none. */
export function findFlowTemplate(db: Db, schoolId: number, id: number) {
  return templateRows(db, schoolId).where('t.id', '=', id).executeTakeFirst();
}

/** True when another template of the school (not `exceptId`) has this kind and name. */
export function flowNameTaken(db: Db, schoolId: number, kind: number, name: string, exceptId?: number): Promise<boolean> {
  return schoolRowTaken(db, 'flowTemplates', schoolId, { kind, name }, exceptId);
}

/** Inserts a template and returns its id. */
export async function insertFlowTemplate(db: Db, values: Insertable<FlowTemplatesTable>): Promise<number> {
  const row = await db.insertInto('flowTemplates').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Sets columns of the school's template `id`. */
export async function updateFlowTemplate(db: Db, schoolId: number, id: number, set: Updateable<FlowTemplatesTable>): Promise<void> {
  await db.updateTable('flowTemplates').set(set).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Deletes the school's template `id`; activities and declaration projects that named it keep no template. */
export async function deleteFlowTemplate(db: Db, schoolId: number, id: number): Promise<void> {
  await detachReferences(db, schoolId, id, [['activities', 'flowTemplateId'], ['activities', 'reportFlowTemplateId'], ['declarationProjects', 'flowTemplateId']]);
  await db.deleteFrom('flowTemplates').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** A step as written (the template's order gives orderNo). */
export type FlowStepValues = Pick<Insertable<FlowStepsTable>, 'name' | 'auditorType' | 'roleId' | 'userIds'>;

/** Replaces the template's steps with `steps`, numbered 1… in that order. */
export async function replaceFlowSteps(db: Db, schoolId: number, templateId: number, steps: FlowStepValues[]): Promise<void> {
  await db.deleteFrom('flowSteps').where('schoolId', '=', schoolId).where('templateId', '=', templateId).execute();
  if (!steps.length) return;
  await db.insertInto('flowSteps').values(steps.map((s, i) => ({ ...s, schoolId, templateId, orderNo: i + 1 }))).execute();
}

/** The template's steps {orderNo, name, auditorType, roleId, userIds} in order. */
export function findFlowSteps(db: Db, schoolId: number, templateId: number) {
  return schoolRows(db, 'flowSteps', schoolId, { templateId }).select(['orderNo', 'name', 'auditorType', 'roleId', 'userIds']).orderBy('orderNo').execute();
}

/** The template's steps in order with their role's name (roleName, null when none). */
export function findFlowStepsWithRoles(db: Db, schoolId: number, templateId: number) {
  return fromSchool(db, 'flowSteps as s', schoolId)
    .leftJoin('roles as r', sameSchool('r.id', 's.roleId'))
    .select(['s.orderNo', 's.name', 's.auditorType', 's.roleId', 's.userIds', 'r.name as roleName'])
    .where('s.templateId', '=', templateId)
    .orderBy('s.orderNo')
    .execute();
}

/** How many steps the template has (0 when none or not the school's). */
export async function countFlowSteps(db: Db, schoolId: number, templateId: number): Promise<number> {
  const row = await schoolRows(db, 'flowSteps', schoolId, { templateId }).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The school's role ({code}), undefined when none. */
export function findRole(db: Db, schoolId: number, id: number) {
  return db.selectFrom('roles').select('code').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

/** How many of `ids` are staff users (identity 0) of the school. */
export async function countStaffUsers(db: Db, schoolId: number, ids: number[]): Promise<number> {
  const row = await schoolRows(db, 'users', schoolId, { identity: 0 }).select(sql<number>`count(*)::int`.as('n')).where('id', 'in', ids).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The school's users among `ids` as {id, name}; [] for none. */
export async function findUserNames(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('users').select(['id', 'name']).where('schoolId', '=', schoolId).where('id', 'in', ids).execute();
}

/** Ids of the school's enabled users (status 1) among `ids`; [] for none. */
export async function activeUserIds(db: Db, schoolId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('id', 'in', ids).where('status', '=', 1).execute();
  return rows.map((r) => r.id);
}

/** Ids of the school's enabled users holding the role. */
export async function activeRoleHolderIds(db: Db, schoolId: number, roleId: number): Promise<number[]> {
  const rows = await fromSchool(db, 'userRoles as ur', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'ur.userId'))
    .select('u.id')
    .where('ur.roleId', '=', roleId)
    .where('u.status', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The leaders of the school's organisation: its owner (organizations.user_id, when set) then the
 * members flagged is_leader; null when the organisation is not the school's.
 */
export async function organizationLeaderIds(db: Db, schoolId: number, organizationId: number): Promise<number[] | null> {
  const org = await db.selectFrom('organizations').select('userId').where('schoolId', '=', schoolId).where('id', '=', organizationId).executeTakeFirst();
  if (!org) return null;
  const leaders = await memberships(db, schoolId, { organizationId, isLeader: true }).execute();
  return [...(org.userId != null ? [org.userId] : []), ...leaders.map((l) => l.userId)];
}

/** The school's enabled staff users (identity 0, status 1) as {id, name, username}, by username. */
export function activeStaff(db: Db, schoolId: number) {
  return schoolRows(db, 'users', schoolId, { identity: 0, status: 1 }).select(['id', 'name', 'username']).orderBy('username').execute();
}

/** Id of the school's first enabled template of `kind` that has steps (lowest id), or undefined. */
export async function findFlowOfKind(db: Db, schoolId: number, kind: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('flowTemplates as t')
    .select('t.id')
    .where('t.schoolId', '=', schoolId)
    .where('t.kind', '=', kind)
    .where('t.enabled', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('flowSteps as s').select('s.templateId').whereRef('s.schoolId', '=', 't.schoolId').whereRef('s.templateId', '=', 't.id')))
    .orderBy('t.id')
    .executeTakeFirst();
  return row?.id;
}
