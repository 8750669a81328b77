/**
 * Kysely queries of 党团员 (issue 20), always within one school: branches (organisations marked
 * 团支部/党支部), members with their stage, the dated stage history and the reviewed stage applications.
 * Rules: members.ts, stageReview.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { ApplicationStatus } from '../../../../common/ideology.js';
import type { Db } from '../../../db/db.js';
import { pageOf } from '../../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import type { IdeologyMembersTable, IdeologyStageApplicationsTable } from '../../../db/types.js';
import { likeContains } from '../../../util/like.js';

/** A 'YYYY-MM-DD' text of a date column. */
export const dayText = (col: string) => sql<string>`to_char(${sql.ref(col)}, 'YYYY-MM-DD')`;

/** The school's branches of `kind` {id, name} in tree order (kind undefined: both kinds, with their kind). */
export function findBranches(db: Db, schoolId: number, kind?: number) {
  return fromSchool(db, 'organizations as o', schoolId)
    .select(['o.id', 'o.name', sql<number>`o.branch_kind`.as('kind')])
    .where('o.branchKind', kind === undefined ? 'is not' : '=', kind === undefined ? null : kind)
    .where('o.status', '=', 1)
    .orderBy('o.level').orderBy('o.orderId').orderBy('o.id')
    .execute();
}

/** The branch `id` of the school, of `kind` when given; undefined when none. */
export function findBranch(db: Db, schoolId: number, id: number, kind?: number) {
  return schoolRows(db, 'organizations', schoolId, { id })
    .select(['id', 'name', 'branchKind'])
    .where('branchKind', 'is not', null)
    .$if(kind !== undefined, (q) => q.where('branchKind', '=', kind!))
    .executeTakeFirst();
}

/** Marks an organisation as a branch of `kind` (a new organisation: organizations/repository insertOrganization). */
export async function markBranch(db: Db, schoolId: number, id: number, kind: number): Promise<void> {
  await db.updateTable('organizations').set({ branchKind: kind }).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The user of the school {id, name, identity}, undefined when none. */
export function findUser(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'users', schoolId, { id }).select(['id', 'name', 'identity']).executeTakeFirst();
}

/** How many of `ids` are users of the school. */
export async function countUsers(db: Db, schoolId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const r = await schoolRows(db, 'users', schoolId).where('id', 'in', ids).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Members with their user, college, branch and the stage under review. */
function memberRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologyMembers as m', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
    .innerJoin('organizations as b', sameSchool('b.id', 'm.branchId'))
    .leftJoin('students as st', sameSchool('st.userId', 'm.userId'))
    .leftJoin('colleges as c', sameSchool('c.id', 'st.collegeId'))
    .select([
      'm.id', 'm.kind', 'm.userId', 'u.name', 'u.username as code', 'm.branchId', 'b.name as branchName', 'm.stage', dayText('m.stageDate').as('stageDate'),
      sql<string>`coalesce(c.name, '')`.as('collegeName'),
      sql<number | null>`(select a.to_stage from ideology_stage_applications a where a.school_id = m.school_id and a.member_id = m.id and a.status = ${ApplicationStatus.PENDING})`.as('pendingStage'),
    ]);
}
export type MemberRaw = Awaited<ReturnType<ReturnType<typeof memberRows>['executeTakeFirstOrThrow']>>;

export interface MemberFilter {
  kind: number;
  name?: string;
  branchId?: number;
  stage?: number;
  /** Only these branches (null: all). */
  branchIds?: number[] | null;
}

/** One page of members of a kind, by branch then name; and how many match. */
export function findMemberPage(db: Db, schoolId: number, f: MemberFilter, page: { limit: number; offset: number }) {
  return pageOf(
    memberRows(db, schoolId)
      .where('m.kind', '=', f.kind)
      .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('u.name', 'like', likeContains(f.name!)), eb('u.username', 'like', likeContains(f.name!))])))
      .$if(f.branchId !== undefined, (q) => q.where('m.branchId', '=', f.branchId!))
      .$if(f.stage !== undefined, (q) => q.where('m.stage', '=', f.stage!))
      .orderBy('b.name').orderBy('u.username').orderBy('m.id'),
    page,
  );
}

/** The member `id` (of `kind` when given) as a list row, undefined when none. */
export function findMemberRow(db: Db, schoolId: number, id: number, kind?: number) {
  return memberRows(db, schoolId).where('m.id', '=', id).$if(kind !== undefined, (q) => q.where('m.kind', '=', kind!)).executeTakeFirst();
}

/** The user's members (both kinds). */
export function findMembersOfUser(db: Db, schoolId: number, userId: number) {
  return memberRows(db, schoolId).where('m.userId', '=', userId).orderBy('m.kind').execute();
}

/** The bare member row `id`, locked FOR UPDATE when `lock`. */
export function findMember(db: Db, schoolId: number, id: number, lock = false) {
  return schoolRows(db, 'ideologyMembers', schoolId, { id }).selectAll().$if(lock, (q) => q.forUpdate()).executeTakeFirst();
}

export async function memberTaken(db: Db, schoolId: number, userId: number, kind: number): Promise<boolean> {
  return !!(await schoolRows(db, 'ideologyMembers', schoolId, { userId, kind }).select('id').executeTakeFirst());
}

export async function insertMember(db: Db, row: Insertable<IdeologyMembersTable>): Promise<number> {
  const { id } = await db.insertInto('ideologyMembers').values(row).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('ideologyStageHistory').values({ schoolId: row.schoolId, memberId: id, stage: row.stage, stageDate: row.stageDate }).execute();
  return id;
}

export async function updateMember(db: Db, schoolId: number, id: number, changes: Updateable<IdeologyMembersTable>): Promise<void> {
  await db.updateTable('ideologyMembers').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Moves the member to `stage` from `day` and records it in the history. */
export async function moveStage(db: Db, schoolId: number, memberId: number, stage: number, day: string): Promise<void> {
  await updateMember(db, schoolId, memberId, { stage, stageDate: day });
  await db.insertInto('ideologyStageHistory').values({ schoolId, memberId, stage, stageDate: day }).execute();
}

/** The member's stages, oldest first. */
export function findHistory(db: Db, schoolId: number, memberId: number) {
  return schoolRows(db, 'ideologyStageHistory', schoolId, { memberId }).select(['stage', dayText('stageDate').as('date')]).orderBy('stageDate').orderBy('id').execute();
}

/** Applications with their member, newest first. */
function applicationRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologyStageApplications as a', schoolId)
    .innerJoin('ideologyMembers as m', sameSchool('m.id', 'a.memberId'))
    .innerJoin('users as u', sameSchool('u.id', 'm.userId'))
    .innerJoin('organizations as b', sameSchool('b.id', 'm.branchId'))
    .select(['a.id', 'a.memberId', 'm.kind', 'u.name', 'u.username as code', 'b.name as branchName', 'a.fromStage', 'a.toStage', 'a.reason', 'a.status', 'a.createdAt', 'm.branchId']);
}
export type ApplicationRaw = Awaited<ReturnType<ReturnType<typeof applicationRows>['executeTakeFirstOrThrow']>>;

export function findApplicationsOf(db: Db, schoolId: number, memberId: number) {
  return applicationRows(db, schoolId).where('a.memberId', '=', memberId).orderBy('a.id', 'desc').execute();
}

export function findApplicationRow(db: Db, schoolId: number, id: number) {
  return applicationRows(db, schoolId).where('a.id', '=', id).executeTakeFirst();
}

/** The bare application `id`, locked. */
export function lockApplication(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'ideologyStageApplications', schoolId, { id }).selectAll().forUpdate().executeTakeFirst();
}

export async function insertApplication(db: Db, row: Insertable<IdeologyStageApplicationsTable>): Promise<number> {
  const { id } = await db.insertInto('ideologyStageApplications').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateApplication(db: Db, schoolId: number, id: number, changes: Updateable<IdeologyStageApplicationsTable>): Promise<void> {
  await db.updateTable('ideologyStageApplications').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The open stage applications of `kind` whose current step the auditor audits (null: every open one), oldest first. */
export function findStageQueue(db: Db, schoolId: number, f: { sourceType: number; kind: number; auditorId: number | null; name?: string }, page: { limit: number; offset: number }) {
  return pageOf(
    applicationRows(db, schoolId)
      .innerJoin('auditTasks as at', (j) => j.onRef('at.schoolId', '=', 'a.schoolId').onRef('at.relationId', '=', 'a.id').on('at.sourceType', '=', f.sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepNo', 'at.stepCount', 'at.stepName'])
      .where('m.kind', '=', f.kind)
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .$if(!!f.name, (q) => q.where('u.name', 'like', likeContains(f.name!)))
      .orderBy('at.createdAt').orderBy('at.id'),
    page,
  );
}

/** Members per kind and stage; open applications. */
export async function stageCounts(db: Db, schoolId: number) {
  const stages = await schoolRows(db, 'ideologyMembers', schoolId).select(['kind', 'stage', sql<number>`count(*)::int`.as('count')]).groupBy(['kind', 'stage']).orderBy('kind').orderBy('stage').execute();
  const open = await schoolRows(db, 'ideologyStageApplications', schoolId, { status: ApplicationStatus.PENDING }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { stages: stages.map((s) => ({ ...s, count: Number(s.count) })), pending: Number(open.n) };
}
