/**
 * The Kysely queries of declarations (issue 5): the DeclarationRow fragment (shared by the staff
 * list and its export, the student's own list, the review queue and the detail), the declaration
 * rows and their attachments, the review and history reads, and the ledger look-ups of approval.
 * Every query is within one school. The student's placement is joined as `s` so that the students'
 * data-scope condition (students/scope.ts) applies as is.
 */
import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import { EnrollmentStatus, SourceType } from '../../../../common/activities.js';
import { DeclarationStatus } from '../../../../common/declarations.js';
import { LedgerSource } from '../../../../common/ledger.js';
import { dayEnd, dayStart } from '../../../../common/time.js';
import type { ApplyFilter } from '../../../../common/schemas/declarations.js';
import type { Database } from '../../../db/types.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import { countOf, pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';

const SOURCE = SourceType.DECLARATION;

/**
 * SELECT of the DeclarationRow columns from `declarations as d` of the school, joined: `u` the
 * student's account, `s` their student row, `p` project, `o` option, `c` category, `ra` related
 * activity, `au` auditor. Callers add where / orderBy / limit and map with toDeclarationRow.
 */
export function declarationRowSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'declarations as d', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'd.userId'))
    .innerJoin('students as s', sameSchool('s.userId', 'd.userId'))
    .innerJoin('declarationProjects as p', sameSchool('p.id', 'd.projectId'))
    .innerJoin('declarationProjectOptions as o', sameSchool('o.id', 'd.optionId'))
    .innerJoin('classifies as c', sameSchool('c.id', 'p.classifyId'))
    .leftJoin('colleges as co', sameSchool('co.id', 's.collegeId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
    .leftJoin('activities as ra', sameSchool('ra.id', 'd.relateActivityId'))
    .leftJoin('users as au', sameSchool('au.id', 'd.auditedBy'))
    .select([
      'd.id', 'd.userId', 'u.name as userName', 's.code', 'd.projectId', 'p.name as projectName', 'd.optionId', 'o.name as optionName',
      'c.name as category', 'd.relateActivityId', 'd.status', 'd.type', 'd.applyTime', 'd.opinion',
      sql<string>`d.hours::text`.as('hours'),
      sql<string | null>`d.granted_hours::text`.as('grantedHours'),
      sql<string>`coalesce(co.name, '')`.as('collegeName'),
      sql<string>`coalesce(cl.name, '')`.as('className'),
      sql<string>`coalesce(ra.name, '')`.as('relateActivityName'),
      sql<string>`coalesce(au.name, '')`.as('auditor'),
    ]);
}

/** One row of declarationRowSelect. */
export type DeclarationRowRaw = Awaited<ReturnType<ReturnType<typeof declarationRowSelect>['executeTakeFirstOrThrow']>>;

/** The staff list's rows: never withdrawn, in the scope condition (on `s`, when given), with the filter's conditions. */
function filtered(db: Db, schoolId: number, f: ApplyFilter, inScope: Expression<SqlBool> | null) {
  return declarationRowSelect(db, schoolId)
    .where('d.status', '<>', DeclarationStatus.WITHDRAWN)
    .$if(inScope !== null, (q) => q.where(inScope!))
    .$if(f.status !== undefined, (q) => q.where('d.status', '=', f.status!))
    .$if(f.userId !== undefined, (q) => q.where('d.userId', '=', f.userId!))
    .$if(!!f.userName, (q) => q.where('u.name', 'ilike', likeContains(f.userName!)))
    .$if(!!f.startTime, (q) => q.where('d.applyTime', '>=', dayStart(f.startTime!)))
    .$if(!!f.endTime, (q) => q.where('d.applyTime', '<', dayEnd(f.endTime!)))
    .$if(!!f.relateActivityName, (q) => q.where('ra.name', 'ilike', likeContains(f.relateActivityName!)))
    .$if(!!f.projectName, (q) => q.where('p.name', 'ilike', likeContains(f.projectName!)))
    .$if(f.classId !== undefined, (q) => q.where('s.classId', '=', f.classId!))
    .$if(f.collegeId !== undefined, (q) => q.where('s.collegeId', '=', f.collegeId!))
    .$if(!!f.optionName, (q) => q.where('o.name', 'ilike', likeContains(f.optionName!)))
    .orderBy('d.applyTime', 'desc')
    .orderBy('d.id', 'desc');
}

/** One page of the staff list (filter, scope), newest first (applyTime, then id); and how many match. */
export function findDeclarations(db: Db, schoolId: number, f: ApplyFilter, inScope: Expression<SqlBool> | null, page: { limit: number; offset: number }) {
  return pageOf(filtered(db, schoolId, f, inScope), page);
}

/** How many declarations the staff list's filter matches in scope. */
export function countDeclarations(db: Db, schoolId: number, f: ApplyFilter, inScope: Expression<SqlBool> | null): Promise<number> {
  return countOf(filtered(db, schoolId, f, inScope));
}

/** Up to `limit` rows of the staff list after the keyset cursor (applyTime, id), in its order. */
export function declarationsAfter(db: Db, schoolId: number, f: ApplyFilter, inScope: Expression<SqlBool> | null, after: { at: Date; id: number } | null, limit: number) {
  return filtered(db, schoolId, f, inScope)
    .$if(after !== null, (q) => q.where(sql<boolean>`(d.apply_time, d.id) < (${after!.at}, ${after!.id})`))
    .limit(limit)
    .execute();
}

/** One page of the student's own declarations (never withdrawn; of `status` when given), newest first; and how many. */
export function findOwnDeclarations(db: Db, schoolId: number, userId: number, status: number | undefined, page: { limit: number; offset: number }) {
  return pageOf(
    declarationRowSelect(db, schoolId)
      .where('d.userId', '=', userId)
      .where('d.status', '<>', DeclarationStatus.WITHDRAWN)
      .$if(status !== undefined, (q) => q.where('d.status', '=', status!))
      .orderBy('d.applyTime', 'desc')
      .orderBy('d.id', 'desc'),
    page,
  );
}

/** The review queue's filter: only tasks `auditorId` audits (null: all), one project, a student name or number (contains). */
export interface QueueFilter {
  auditorId: number | null;
  projectId?: number;
  name?: string;
}

/** One page of pending declarations with an open review task and the task's step, oldest task first; and how many. */
export function findReviewQueue(db: Db, schoolId: number, f: QueueFilter, page: { limit: number; offset: number }) {
  return pageOf(
    declarationRowSelect(db, schoolId)
      .innerJoin('auditTasks as at', (j) =>
        j.onRef('at.relationId', '=', 'd.id').onRef('at.schoolId', '=', 'd.schoolId').on('at.sourceType', '=', SOURCE).on('at.doneAt', 'is', null),
      )
      .select(['at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.createdAt as taskCreatedAt'])
      .where('d.status', '=', DeclarationStatus.PENDING)
      .$if(f.auditorId !== null, (qb) => qb.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .$if(f.projectId !== undefined, (qb) => qb.where('d.projectId', '=', f.projectId!))
      .$if(!!f.name, (qb) => qb.where((eb) => eb.or([eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])))
      .orderBy('at.createdAt')
      .orderBy('at.id'),
    page,
  );
}

/** One declaration in DeclarationRow columns with its description and the project's evidence rule; undefined when unknown. */
export function findDeclarationDetail(db: Db, schoolId: number, id: number) {
  return declarationRowSelect(db, schoolId).select(['d.description', 'p.evidence']).where('d.id', '=', id).executeTakeFirst();
}

/** The declaration row (every column), locked FOR UPDATE when `lock`; undefined when not the school's. */
export function findDeclaration(db: Db, schoolId: number, id: number, lock = false) {
  return schoolRows(db, 'declarations', schoolId, { id }).selectAll().$if(lock, (q) => q.forUpdate()).executeTakeFirst();
}

/** The declarations (every column) among `ids`, locked FOR UPDATE in id order. */
export function lockDeclarations(db: Db, schoolId: number, ids: number[]) {
  return db.selectFrom('declarations').selectAll().where('schoolId', '=', schoolId).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/** Account names by user id. */
export async function userNames(db: Db, schoolId: number, userIds: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('users').select(['id', 'name']).where('schoolId', '=', schoolId).where('id', 'in', userIds).execute();
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** Locks the student's row (FOR UPDATE); false when the user is not a student of the school. */
export async function lockStudent(db: Db, schoolId: number, userId: number): Promise<boolean> {
  const me = await db.selectFrom('students').select('userId').where('schoolId', '=', schoolId).where('userId', '=', userId).forUpdate().executeTakeFirst();
  return me !== undefined;
}

/** True when the student is enrolled (status enrolled) in the activity (not a template) of the school. */
export async function enrolledIn(db: Db, schoolId: number, userId: number, activityId: number): Promise<boolean> {
  const row = await fromSchool(db, 'activityEnrollments as e', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'e.activityId'))
    .select('e.id')
    .where('e.activityId', '=', activityId)
    .where('e.userId', '=', userId)
    .where('e.status', '=', EnrollmentStatus.ENROLLED)
    .where('a.isTemplate', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

/** The files among `ids` that the user uploaded (any order). */
export function uploadedFiles(db: Db, schoolId: number, userId: number, ids: number[]) {
  return db.selectFrom('files').select(['id', 'storageKey', 'name', 'type', 'size']).where('schoolId', '=', schoolId).where('uploadedBy', '=', userId).where('id', 'in', ids).execute();
}

/** The student's pending and approved declarations of the project: status and hours (text). */
export function liveDeclarations(db: Db, schoolId: number, userId: number, projectId: number) {
  return schoolRows(db, 'declarations', schoolId, { userId, projectId })
    .select(['status', sql<string>`hours::text`.as('hours')])
    .where('status', 'in', [DeclarationStatus.PENDING, DeclarationStatus.APPROVED])
    .execute();
}

/** Inserts a declaration of the school; → its id and the columns approval reads. */
export function insertDeclaration(db: Db, schoolId: number, v: Omit<Insertable<Database['declarations']>, 'schoolId'>) {
  return db.insertInto('declarations').values({ ...v, schoolId }).returning(['id', 'schoolId', 'userId', 'projectId', 'termId']).executeTakeFirstOrThrow();
}

/** An evidence file of a declaration. */
export type AttachmentValues = Omit<Insertable<Database['declarationAttachments']>, 'schoolId' | 'declarationId' | 'orderNo'>;

/** Inserts the declaration's evidence files in the given order. */
export async function insertAttachments(db: Db, schoolId: number, declarationId: number, files: AttachmentValues[]): Promise<void> {
  if (files.length === 0) return;
  await db.insertInto('declarationAttachments').values(files.map((f, i) => ({ ...f, schoolId, declarationId, orderNo: i }))).execute();
}

/** Changes a declaration of the school (status, opinion, auditor, hours granted, term). */
export async function updateDeclaration(db: Db, schoolId: number, id: number, v: Omit<Partial<Insertable<Database['declarations']>>, 'schoolId' | 'id'>): Promise<void> {
  await db.updateTable('declarations').set(v).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The declaration's evidence files in order. */
export function attachmentRows(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'declarationAttachments', schoolId, { declarationId: id })
    .select(['fileId', 'url', 'name', 'type', 'size'])
    .orderBy('orderNo')
    .orderBy('id')
    .execute();
}

/** The declaration's open review task (step name, auditors); undefined when none. */
export function openTask(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'auditTasks', schoolId, { sourceType: SOURCE, relationId: id, doneAt: null }).select(['stepName', 'auditorIds']).executeTakeFirst();
}

/** True when the user is a student of the school and the scope condition (on `s`, when given) holds for them. */
export async function studentInScope(db: Db, schoolId: number, userId: number, inScope: Expression<SqlBool> | null): Promise<boolean> {
  const row = await fromSchool(db, 'students as s', schoolId)
    .select('s.userId')
    .where('s.userId', '=', userId)
    .$if(inScope !== null, (q) => q.where(inScope!))
    .executeTakeFirst();
  return row !== undefined;
}

/** Σ hours granted (text) to the student's approved declarations of the project other than `exceptId`. */
export async function grantedForProject(db: Db, schoolId: number, userId: number, projectId: number, exceptId: number): Promise<string> {
  const row = await schoolRows(db, 'declarations', schoolId, { userId, projectId, status: DeclarationStatus.APPROVED })
    .select(sql<string>`coalesce(sum(granted_hours), 0)::text`.as('sum'))
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return row.sum;
}

/** The hours (text) the ledger granted the student for the declaration; undefined when it has no row. */
export async function ledgerGrant(db: Db, schoolId: number, userId: number, declarationId: number): Promise<string | undefined> {
  const row = await schoolRows(db, 'hoursLedger', schoolId, { sourceType: LedgerSource.DECLARATION, relationId: declarationId, userId })
    .select(sql<string>`granted_hours::text`.as('granted'))
    .executeTakeFirst();
  return row?.granted;
}

/** Every student of the school: number, user id, and whether the scope condition (on `s`; none: the whole school) holds for them. */
export function studentCodes(db: Db, schoolId: number, inScope: Expression<SqlBool> | null) {
  const holds = inScope ?? sql<SqlBool>`true`;
  return db.selectFrom('students as s').select(['s.code', 's.userId', sql<boolean>`${holds}`.as('inScope')]).where('s.schoolId', '=', schoolId).execute();
}

/** The highest approved hours (text) per student and project. */
export function highestApproved(db: Db, schoolId: number) {
  return schoolRows(db, 'declarations', schoolId, { status: DeclarationStatus.APPROVED })
    .select(['userId', 'projectId', sql<string>`max(hours)::text`.as('hours')])
    .groupBy(['userId', 'projectId'])
    .execute();
}
