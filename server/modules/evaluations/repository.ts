/**
 * The Kysely queries of evaluations (issue 21), always within one school: ratings and what a student
 * may rate, the staff list and the statistics in the caller's scope, projects and applications
 * with their review queue. Rules live in ratings.ts, projects.ts, review.ts and stats.ts.
 */
import { sql, type Expression, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { ActivityStatus } from '../../../common/activityStatus.js';
import { ApplyStatus } from '../../../common/evaluations.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool } from '../../db/tenant.js';
import type { ActivityEvaluationsTable, EvaluationApplicationsTable, EvaluationProjectsTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import { starScoreOf } from './starScore.js';

type Page = { limit: number; offset: number };

/** Statuses of an activity that has ended (awaiting or past its completion report). */
export const ENDED_STATUSES = [ActivityStatus.AWAITING_COMPLETION, ActivityStatus.COMPLETION_UNDER_REVIEW, ActivityStatus.COMPLETION_REJECTED, ActivityStatus.COMPLETION_REFUSED, ActivityStatus.COMPLETED];
/** When the activity `a` ended: by hand, else as planned. */
const endOf = sql<Date>`coalesce(a.actual_end_time, a.end_time)`;

/** The narrowing shared by the staff list, the statistics and the activity scores. */
export interface RatingFilter {
  scope: Expression<SqlBool>;
  organizationId?: number;
  projectId?: number;
  /** Activity name contains. */
  name?: string;
}

// ——— ratings ———

export function findActivity(db: Db, schoolId: number, id: number) {
  return fromSchool(db, 'activities as a', schoolId)
    .select(['a.id', 'a.name', 'a.status', 'a.organizationId', 'a.isTemplate', endOf.as('endedAt')])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** True when the student holds a seat (status 1) of the activity and signed in. */
export async function attended(db: Db, schoolId: number, activityId: number, userId: number): Promise<boolean> {
  const row = await fromSchool(db, 'activityEnrollments as e', schoolId)
    .select('e.id').where('e.activityId', '=', activityId).where('e.userId', '=', userId).where('e.status', '=', 1).where('e.signInAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The enabled project, covering `day`, that the organisation was approved to take part in (the newest). */
export function projectOf(db: Db, schoolId: number, organizationId: number, day: string) {
  return fromSchool(db, 'evaluationApplications as ap', schoolId)
    .innerJoin('evaluationProjects as p', sameSchool('p.id', 'ap.projectId'))
    .select(['p.id', 'p.criteria'])
    .where('ap.organizationId', '=', organizationId).where('ap.status', '=', ApplyStatus.APPROVED).where('p.enabled', '=', true)
    .where('p.startDate', '<=', day).where('p.endDate', '>=', day)
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
}

export function insertEvaluation(db: Db, row: Insertable<ActivityEvaluationsTable>) {
  return db.insertInto('activityEvaluations').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Activities the student signed in to, ended within the window (after `since`, before `now`), not yet rated; soonest deadline first. */
export function findPending(db: Db, schoolId: number, userId: number, since: Date, now: Date) {
  return fromSchool(db, 'activities as a', schoolId)
    .innerJoin('activityEnrollments as e', (j) => j.onRef('e.schoolId', '=', 'a.schoolId').onRef('e.activityId', '=', 'a.id'))
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .select(['a.id', 'a.name', 'a.organizationId', 'o.name as orgName', endOf.as('endedAt')])
    .where('e.userId', '=', userId).where('e.status', '=', 1).where('e.signInAt', 'is not', null)
    .where('a.status', 'in', ENDED_STATUSES).where('a.isTemplate', '=', false)
    .where(endOf, '>', since).where(endOf, '<=', now)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('activityEvaluations as ev').select('ev.id').whereRef('ev.schoolId', '=', 'a.schoolId').whereRef('ev.activityId', '=', 'a.id').where('ev.userId', '=', userId))))
    .orderBy(endOf).orderBy('a.id')
    .limit(50)
    .execute();
}

/** The student's own ratings, newest first (at most 50). */
export function findMine(db: Db, schoolId: number, userId: number) {
  return fromSchool(db, 'activityEvaluations as ev', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'ev.activityId'))
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .select(['ev.id', 'ev.activityId', 'a.name', 'o.name as orgName', 'ev.score', 'ev.comment', 'ev.hidden', 'ev.createdAt'])
    .where('ev.userId', '=', userId)
    .orderBy('ev.id', 'desc')
    .limit(50)
    .execute();
}

/** The ratings in scope, filtered, newest first. */
export function findRatings(db: Db, schoolId: number, f: RatingFilter & { activityId?: number; maxScore?: number }, page: Page) {
  const q = fromSchool(db, 'activityEvaluations as ev', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'ev.activityId'))
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .innerJoin('users as u', sameSchool('u.id', 'ev.userId'))
    .select(['ev.id', 'ev.activityId', 'a.name as activityName', 'o.name as orgName', 'u.name as studentName', 'ev.score', 'ev.comment', 'ev.hidden', 'ev.createdAt'])
    .where(f.scope)
    .$if(f.organizationId !== undefined, (b) => b.where('a.organizationId', '=', f.organizationId!))
    .$if(f.projectId !== undefined, (b) => b.where('ev.projectId', '=', f.projectId!))
    .$if(f.activityId !== undefined, (b) => b.where('ev.activityId', '=', f.activityId!))
    .$if(f.maxScore !== undefined, (b) => b.where('ev.score', '<=', f.maxScore!))
    .$if(!!f.name, (b) => b.where('a.name', 'ilike', likeContains(f.name!)))
    .orderBy('ev.id', 'desc');
  return pageOf(q, page);
}

/** The rating when its activity is in `scope` (for the hide check). */
export function findRating(db: Db, schoolId: number, id: number, scope: Expression<SqlBool>) {
  return fromSchool(db, 'activityEvaluations as ev', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'ev.activityId'))
    .select(['ev.id', 'ev.hidden'])
    .where('ev.id', '=', id)
    .where(scope)
    .executeTakeFirst();
}

export function updateEvaluation(db: Db, schoolId: number, id: number, values: Updateable<ActivityEvaluationsTable>) {
  return db.updateTable('activityEvaluations').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

// ——— statistics ———

const starCounts = sql<number>`count(*) filter (where ev.score = 1)::int`.as('s1');

/** Per organisation or per organiser (the activity's 负责人): activities rated, ratings, average and 1–5 counts. */
export function findStats(db: Db, schoolId: number, by: 'organization' | 'organiser', f: RatingFilter) {
  const key = by === 'organization' ? sql<number>`o.id` : sql<number>`a.administrator_id`;
  const name = by === 'organization' ? sql<string>`o.name` : sql<string>`coalesce(adm.name, '')`;
  return fromSchool(db, 'activityEvaluations as ev', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'ev.activityId'))
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .leftJoin('users as adm', sameSchool('adm.id', 'a.administratorId'))
    .select([
      key.as('id'), name.as('name'),
      sql<number>`count(distinct a.id)::int`.as('activityCount'), sql<number>`count(*)::int`.as('count'),
      sql<string>`round(avg(ev.score), 1)::text`.as('average'),
      starCounts,
      sql<number>`count(*) filter (where ev.score = 2)::int`.as('s2'),
      sql<number>`count(*) filter (where ev.score = 3)::int`.as('s3'),
      sql<number>`count(*) filter (where ev.score = 4)::int`.as('s4'),
      sql<number>`count(*) filter (where ev.score = 5)::int`.as('s5'),
    ])
    .where(f.scope)
    .$if(f.organizationId !== undefined, (b) => b.where('a.organizationId', '=', f.organizationId!))
    .$if(f.projectId !== undefined, (b) => b.where('ev.projectId', '=', f.projectId!))
    .$if(!!f.name, (b) => b.where('a.name', 'ilike', likeContains(f.name!)))
    .groupBy([key, name])
    .orderBy(sql`avg(ev.score)`, 'desc').orderBy(key)
    .execute();
}

/** Ended activities in scope with their starScore (the activity row's) and how many ratings, newest end first. */
export function findActivityScores(db: Db, schoolId: number, f: RatingFilter, page: Page) {
  const q = fromSchool(db, 'activities as a', schoolId)
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .leftJoin('users as adm', sameSchool('adm.id', 'a.administratorId'))
    .select(['a.id', 'a.name', 'o.name as orgName', sql<string>`coalesce(adm.name, '')`.as('administrator'), endOf.as('endedAt'), starScoreOf('a').as('starScore')])
    .select(sql<number>`(select count(*)::int from activity_evaluations ev where ev.school_id = a.school_id and ev.activity_id = a.id ${f.projectId !== undefined ? sql`and ev.project_id = ${f.projectId}` : sql``})`.as('count'))
    .where('a.status', 'in', ENDED_STATUSES).where('a.isTemplate', '=', false)
    .where(f.scope)
    .$if(f.organizationId !== undefined, (b) => b.where('a.organizationId', '=', f.organizationId!))
    .$if(f.projectId !== undefined, (b) => b.where(sql<boolean>`exists (select 1 from activity_evaluations ev where ev.school_id = a.school_id and ev.activity_id = a.id and ev.project_id = ${f.projectId})`))
    .$if(!!f.name, (b) => b.where('a.name', 'ilike', likeContains(f.name!)))
    .orderBy(endOf, 'desc').orderBy('a.id', 'desc');
  return pageOf(q, page);
}

// ——— projects and applications ———

export function findProjects(db: Db, schoolId: number, f: { name?: string; enabled?: boolean }, page: Page) {
  const q = fromSchool(db, 'evaluationProjects as p', schoolId)
    .selectAll('p')
    .select(sql<number>`(select count(*)::int from evaluation_applications ap where ap.school_id = p.school_id and ap.project_id = p.id and ap.status = ${ApplyStatus.APPROVED})`.as('approvedCount'))
    .select(sql<number>`(select count(*)::int from evaluation_applications ap where ap.school_id = p.school_id and ap.project_id = p.id)`.as('applyCount'))
    .$if(!!f.name, (b) => b.where('p.name', 'ilike', likeContains(f.name!)))
    .$if(f.enabled !== undefined, (b) => b.where('p.enabled', '=', f.enabled!))
    .orderBy('p.startDate', 'desc').orderBy('p.id', 'desc');
  return pageOf(q, page);
}

export function findProject(db: Db, schoolId: number, id: number) {
  return fromSchool(db, 'evaluationProjects as p', schoolId).selectAll('p').where('p.id', '=', id).executeTakeFirst();
}

/** Locks a project for its deletion: no application can be filed against it meanwhile. */
export function lockProject(db: Db, schoolId: number, id: number) {
  return fromSchool(db, 'evaluationProjects as p', schoolId).select('p.id').where('p.id', '=', id).forUpdate().executeTakeFirst();
}

/** True when an application or a rating refers to the project. */
export async function projectInUse(db: Db, schoolId: number, id: number): Promise<boolean> {
  const row = await db.selectNoFrom((eb) => [
    eb.exists(fromSchool(db, 'evaluationApplications as ap', schoolId).select('ap.id').where('ap.projectId', '=', id)).as('applied'),
    eb.exists(fromSchool(db, 'activityEvaluations as ev', schoolId).select('ev.id').where('ev.projectId', '=', id)).as('rated'),
  ]).executeTakeFirstOrThrow();
  return Boolean(row.applied) || Boolean(row.rated);
}

export function deleteProject(db: Db, schoolId: number, id: number) {
  return db.deleteFrom('evaluationProjects').where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

export function insertProject(db: Db, row: Insertable<EvaluationProjectsTable>) {
  return db.insertInto('evaluationProjects').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateProject(db: Db, schoolId: number, id: number, values: Updateable<EvaluationProjectsTable>) {
  return db.updateTable('evaluationProjects').set(values).where('schoolId', '=', schoolId).where('id', '=', id).executeTakeFirst();
}

export function findOrganization(db: Db, schoolId: number, id: number, scope: Expression<SqlBool>) {
  return fromSchool(db, 'organizations as o', schoolId).select(['o.id', 'o.name', sql<boolean>`${scope}`.as('inScope')]).where('o.id', '=', id).executeTakeFirst();
}

export function findApplicationOf(db: Db, schoolId: number, projectId: number, organizationId: number) {
  return fromSchool(db, 'evaluationApplications as ap', schoolId).selectAll('ap').where('ap.projectId', '=', projectId).where('ap.organizationId', '=', organizationId).forUpdate().executeTakeFirst();
}

export function insertApplication(db: Db, row: Insertable<EvaluationApplicationsTable>) {
  return db.insertInto('evaluationApplications').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateApplication(db: Db, schoolId: number, id: number, values: Updateable<EvaluationApplicationsTable>) {
  return db.updateTable('evaluationApplications').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

const applicationRows = (db: Db, schoolId: number) =>
  fromSchool(db, 'evaluationApplications as ap', schoolId)
    .innerJoin('evaluationProjects as p', sameSchool('p.id', 'ap.projectId'))
    .innerJoin('organizations as o', sameSchool('o.id', 'ap.organizationId'))
    .innerJoin('users as u', sameSchool('u.id', 'ap.applicantId'));

/** Applications of the organisations in scope, newest first. */
export function findApplications(db: Db, schoolId: number, f: { scope: Expression<SqlBool>; projectId?: number; status?: number; name?: string }, page: Page) {
  const q = applicationRows(db, schoolId)
    .select(['ap.id', 'ap.projectId', 'p.name as projectName', 'ap.organizationId', 'o.name as orgName', 'ap.reason', 'u.name as applicantName', 'ap.status', 'ap.opinion', 'ap.createdAt'])
    .where(f.scope)
    .$if(f.projectId !== undefined, (b) => b.where('ap.projectId', '=', f.projectId!))
    .$if(f.status !== undefined, (b) => b.where('ap.status', '=', f.status!))
    .$if(!!f.name, (b) => b.where((eb) => eb.or([eb('o.name', 'ilike', likeContains(f.name!)), eb('p.name', 'ilike', likeContains(f.name!))])))
    .orderBy('ap.id', 'desc');
  return pageOf(q, page);
}

/** The applications among `ids`, locked, named '<组织> <项目>' for refusals. */
export function lockApplications(db: Db, schoolId: number, ids: number[]) {
  return applicationRows(db, schoolId)
    .select(['ap.id', 'ap.status', sql<string>`o.name || ' ' || p.name`.as('name')])
    .where('ap.id', 'in', ids)
    .orderBy('ap.id')
    .forUpdate('ap')
    .execute();
}

/** Pending applications with an open task of `sourceType` (the caller's, unless auditorId is null). */
export function findQueue(db: Db, schoolId: number, q: { sourceType: number; auditorId: number | null; name?: string }, page: Page) {
  const query = applicationRows(db, schoolId)
    .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'ap.id').onRef('at.schoolId', '=', 'ap.schoolId').on('at.sourceType', '=', q.sourceType).on('at.doneAt', 'is', null))
    .select(['ap.id', 'p.name as projectName', 'o.name as orgName', 'u.name as applicantName', 'ap.reason', 'at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.createdAt as taskCreatedAt'])
    .where('ap.status', '=', ApplyStatus.PENDING)
    .$if(q.auditorId !== null, (b) => b.where(sql<boolean>`${q.auditorId} = any(at.auditor_ids)`))
    .$if(!!q.name, (b) => b.where((eb) => eb.or([eb('o.name', 'ilike', likeContains(q.name!)), eb('p.name', 'ilike', likeContains(q.name!))])))
    .orderBy('at.createdAt').orderBy('at.id');
  return pageOf(query, page);
}

/** The form choices: enabled projects and the organisations in scope (by name). */
export async function findOptions(db: Db, schoolId: number, orgScope: Expression<SqlBool>) {
  const [projects, organizations] = await Promise.all([
    fromSchool(db, 'evaluationProjects as p', schoolId).select(['p.id', 'p.name']).where('p.enabled', '=', true).orderBy('p.id', 'desc').execute(),
    fromSchool(db, 'organizations as o', schoolId).select(['o.id', 'o.name']).where(orgScope).where('o.cancelledAt', 'is', null).orderBy('o.name').orderBy('o.id').limit(500).execute(),
  ]);
  return { projects, organizations };
}
