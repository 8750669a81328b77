/**
 * The Kysely queries of activities (issue 4; spec §3 activity row), always within one school: the
 * activity row with its joins, the §7 list filters and the data scope as conditions, the detail,
 * attachments, history and review tasks, the writes, and the dashboard counts per category.
 * The rules (who may do what, status changes) live in the services; here are only reads and writes.
 */
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool, type UpdateObject } from 'kysely';
import type { DataScope } from '../../../auth/scope.js';
import type { Db } from '../../../db/db.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import { pageOf, countOf } from '../../../db/paging.js';
import type { ActivitiesTable, Database } from '../../../db/types.js';
import { likeContains } from '../../../util/like.js';
import type { ActivityFilter } from '../../../../common/schemas/activities.js';
import { dayEnd, dayStart } from '../../../../common/time.js';
import { HELD_STATUSES } from '../../../../common/activityStatus.js';
import { starScoreOf } from '../../evaluations/starScore.js';

/** An expression builder over `activities as a` (and whatever is joined to it). */
export type ActivityEb = ExpressionBuilder<Database & { a: ActivitiesTable }, 'a'>;

/** The top-level module name of the activity's category (recursive over classifies.parent_id). */
const topModuleName = sql<string>`coalesce((
  with recursive up(id, parent_id, name) as (
    select c.id, c.parent_id, c.name from classifies c where c.id = a.classify_id and c.school_id = a.school_id
    union all
    select p.id, p.parent_id, p.name from classifies p join up on p.id = up.parent_id where p.school_id = a.school_id
  )
  select up.name from up where up.parent_id = 0 limit 1
), '')`;

/** The current (open) or else the newest task of `sourceType` of the activity `a`. */
const lastTask = (eb: ActivityEb, sourceType: number) =>
  eb
    .selectFrom('auditTasks as t')
    .select(['t.stepName', 't.auditorIds', 't.organizationId'])
    .whereRef('t.schoolId', '=', 'a.schoolId')
    .whereRef('t.relationId', '=', 'a.id')
    .where('t.sourceType', '=', sourceType)
    .orderBy(sql`t.done_at is null`, 'desc')
    .orderBy('t.id', 'desc')
    .limit(1);

const auditorNames = (alias: string) =>
  sql<string>`coalesce((select string_agg(u.name, '、' order by u.id) from users u
    where u.school_id = a.school_id and u.id = any(${sql.raw(alias)}.auditor_ids)), '')`;
const taskOrgName = (alias: string) =>
  sql<string>`coalesce((select o2.name from organizations o2
    where o2.school_id = a.school_id and o2.id = ${sql.raw(alias)}.organization_id), '')`;

/**
 * SELECT of the ActivityRow columns (common/activities.ts) from `activities as a` of the school,
 * templates included (joined: `o` organisation, `adm` administrator user, `c` category, lateral
 * `t1`/`t2` = the first-review and completion-report tasks): orgName, administrator, classifyName
 * (top-level module) and classifyNameS (the category unless it is the module), activityPeopleNumber
 * (seats with a sign-in), assign*One / assign*Two (step, auditor names joined with '、', task
 * organisation). Callers add where / orderBy / limit (and may select more `a.` columns).
 * @example activityRowSelect(db, schoolId).where('a.id', '=', id).executeTakeFirst()
 */
export function activityRowSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'activities as a', schoolId)
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .innerJoin('classifies as c', sameSchool('c.id', 'a.classifyId'))
    .leftJoin('users as adm', sameSchool('adm.id', 'a.administratorId'))
    .leftJoinLateral((eb) => lastTask(eb, 1).as('t1'), (j) => j.onTrue())
    .leftJoinLateral((eb) => lastTask(eb, 2).as('t2'), (j) => j.onTrue())
    .select([
      'a.id', 'a.name', 'a.ecology', 'a.isRecommend', 'a.limitType', 'a.hours', 'a.startTime', 'a.endTime', 'a.status',
      'a.capacity', 'a.address', 'a.activityLevel', 'a.enrollCount', 'a.classifyId', 'c.parentId as classifyParentId',
      'o.name as orgName',
      sql<string>`coalesce(adm.name, '')`.as('administrator'),
      topModuleName.as('classifyName'),
      // Issue 21: the average of the students' ratings, one decimal, null while there is none.
      starScoreOf('a').as('starScore'),
      sql<string>`case when c.parent_id = 0 then '' else c.name end`.as('classifyNameS'),
      sql<number>`(select count(*)::int from activity_enrollments e
        where e.school_id = a.school_id and e.activity_id = a.id and e.status = 1 and e.sign_in_at is not null)`.as('activityPeopleNumber'),
      sql<string>`coalesce(t1.step_name, '')`.as('assignFirstOne'),
      auditorNames('t1').as('assignSecondOne'),
      taskOrgName('t1').as('assignFirstSourceNameOne'),
      sql<string>`coalesce(t2.step_name, '')`.as('assignFirstTwo'),
      auditorNames('t2').as('assignSecondTwo'),
      taskOrgName('t2').as('assignFirstSourceNameTwo'),
    ]);
}

/** What activityRowSelect returns per row. */
export type ActivityRowRaw = Awaited<ReturnType<ReturnType<typeof activityRowSelect>['executeTakeFirstOrThrow']>>;

/**
 * The §7 list filter as one condition, templates excluded (see activities/list.ts for each field);
 * `classifyIds` is the `classify` filter expanded to its descendants (null when absent).
 */
export function filterCondition(f: ActivityFilter, classifyIds: number[] | null) {
  return (eb: ActivityEb) => {
    const and: Expression<SqlBool>[] = [eb('a.isTemplate', '=', false)];
    if (f.type === 1) and.push(eb('a.status', '<=', 10));
    if (f.type === 2) and.push(eb('a.status', 'in', [11, 12]));
    if (f.type === 3) and.push(eb('a.status', 'in', HELD_STATUSES));
    if (classifyIds) and.push(classifyIds.length ? eb('a.classifyId', 'in', classifyIds) : sql<boolean>`false`);
    if (f.classifyId !== undefined) and.push(eb('a.classifyId', '=', f.classifyId));
    if (f.organizerList) and.push(eb('a.organizationId', 'in', f.organizerList.split(',').map((s) => Number(s.trim()))));
    if (f.startDate) and.push(eb('a.startTime', '>=', dayStart(f.startDate)));
    if (f.endDate) and.push(eb('a.startTime', '<', dayEnd(f.endDate)));
    if (f.ecology !== undefined) and.push(eb('a.ecology', '=', f.ecology));
    if (f.status !== undefined) and.push(eb('a.status', '=', f.status));
    if (f.flowTemplateId !== undefined) and.push(eb('a.flowTemplateId', '=', f.flowTemplateId));
    if (f.sponsorId !== undefined) and.push(eb('a.createdBy', '=', f.sponsorId));
    if (f.name) and.push(eb('a.name', 'ilike', likeContains(f.name)));
    return eb.and(and);
  };
}

/**
 * The data-scope condition (server/auth/scope.ts): 全校 → every activity; 指定学院 → its collegeId in
 * scope or created by `userId`; 本人所在组织 → its organisation in scope or created by `userId`.
 */
export function scopeCondition(scope: DataScope, userId: number) {
  return (eb: ActivityEb) => {
    if (scope.kind === 'school') return sql<boolean>`true`;
    const mine = eb('a.createdBy', '=', userId);
    if (scope.kind === 'college') return scope.collegeIds.length ? eb.or([eb('a.collegeId', 'in', scope.collegeIds), mine]) : mine;
    return scope.organizationIds.length ? eb.or([eb('a.organizationId', 'in', scope.organizationIds), mine]) : mine;
  };
}

/** What the §7 list reads: the filter, its classify expanded, the data scope and whose it is. */
export interface ActivityQuery {
  filter: ActivityFilter;
  classifyIds: number[] | null;
  scope: DataScope;
  userId: number;
}

/**
 * The school's activities matching the query, `activities as a` alone: the filters and the scope
 * read only its columns, and the row's inner joins (organisation, category) are NOT NULL foreign
 * keys, so this counts what matchingRows lists without its per-row joins.
 */
function matchingActivities(db: Db, schoolId: number, q: ActivityQuery) {
  return fromSchool(db, 'activities as a', schoolId).where(filterCondition(q.filter, q.classifyIds)).where(scopeCondition(q.scope, q.userId));
}

/** The activity rows of the school matching the query, newest (highest id) first. */
function matchingRows(db: Db, schoolId: number, q: ActivityQuery) {
  return activityRowSelect(db, schoolId)
    .where(filterCondition(q.filter, q.classifyIds))
    .where(scopeCondition(q.scope, q.userId))
    .orderBy('a.id', 'desc');
}

/** One page of the school's activities matching the query (rows of activityRowSelect), newest first; and how many match. */
export function findActivities(db: Db, schoolId: number, q: ActivityQuery, page: { limit: number; offset: number }) {
  return pageOf(matchingRows(db, schoolId, q), page, matchingActivities(db, schoolId, q));
}

/** How many of the school's activities match the query. */
export function countActivities(db: Db, schoolId: number, q: ActivityQuery): Promise<number> {
  return countOf(matchingActivities(db, schoolId, q));
}

/** Up to `limit` matching rows with an id below `before` (all when null), newest first: the export's keyset batches. */
export function activityBatch(db: Db, schoolId: number, q: ActivityQuery, before: number | null, limit: number) {
  return matchingRows(db, schoolId, q)
    .$if(before !== null, (qb) => qb.where('a.id', '<', before!))
    .limit(limit)
    .execute();
}

/**
 * The activity (not a template) of the school with every column; undefined when none. `lock`: true
 * takes its row lock (FOR UPDATE, waiting for it); 'skipLocked' takes it only when free (undefined
 * when another transaction holds it).
 */
export function findActivity(db: Db, schoolId: number, id: number, lock: boolean | 'skipLocked' = false) {
  return schoolRows(db, 'activities', schoolId, { id, isTemplate: false })
    .selectAll()
    .$if(lock !== false, (q) => q.forUpdate())
    .$if(lock === 'skipLocked', (q) => q.skipLocked())
    .executeTakeFirst();
}

/**
 * The activity (not a template) as the detail shows it: the activityRowSelect row plus its editable
 * fields and the names of its two flows and its college; undefined when it is not the school's.
 */
export function findActivityDetail(db: Db, schoolId: number, id: number) {
  return activityRowSelect(db, schoolId)
    .leftJoin('flowTemplates as f1', 'f1.id', 'a.flowTemplateId')
    .leftJoin('flowTemplates as f2', 'f2.id', 'a.reportFlowTemplateId')
    .leftJoin('colleges as col', sameSchool('col.id', 'a.collegeId'))
    .select([
      'a.organizationId', 'a.flowTemplateId', 'a.reportFlowTemplateId', 'a.administratorId', 'a.createdBy', 'a.description',
      'a.posterUrl', 'a.enrollStart', 'a.enrollEnd', 'a.latitude', 'a.longitude', 'a.radiusM', 'a.enrollMode', 'a.signMode',
      'a.collegeId', 'a.stepNo', 'a.reason', 'a.lotterySeed', 'a.reportSummary', 'a.isTemplate',
      'a.actualEnrollStart', 'a.actualEnrollEnd', 'a.actualStartTime', 'a.actualEndTime',
      'f1.name as flowTemplateName', 'f2.name as reportFlowTemplateName', 'col.name as collegeName',
    ])
    .where('a.id', '=', id)
    .where('a.isTemplate', '=', false)
    .executeTakeFirst();
}

/** The user's enrollment in the activity ({id, status}), undefined when none. */
export function findEnrollmentOf(db: Db, schoolId: number, activityId: number, userId: number) {
  return schoolRows(db, 'activityEnrollments', schoolId, { activityId, userId }).select(['id', 'status']).executeTakeFirst();
}

/** The review tasks (source types 1 and 2, open or done) of the activity: {doneAt, auditorIds}. */
export function findReviewTasks(db: Db, schoolId: number, activityId: number) {
  return db
    .selectFrom('auditTasks')
    .select(['doneAt', 'auditorIds'])
    .where('schoolId', '=', schoolId)
    .where('sourceType', 'in', [1, 2])
    .where('relationId', '=', activityId)
    .execute();
}

/** The activity's (or template's) attachment rows {fileId, url, name, type, size} in order. */
export function findAttachments(db: Db, schoolId: number, activityId: number) {
  return schoolRows(db, 'activityAttachments', schoolId, { activityId }).select(['fileId', 'url', 'name', 'type', 'size']).orderBy('orderNo').orderBy('id').execute();
}

/** An attachment as written: the checked file. */
export interface AttachmentValues {
  fileId: number;
  name: string;
  url: string;
  type: number;
  size: number;
}

/** Replaces the activity's (or template's) attachments with `files`, in that order. */
export async function replaceAttachments(db: Db, schoolId: number, activityId: number, files: AttachmentValues[]): Promise<void> {
  await db.deleteFrom('activityAttachments').where('schoolId', '=', schoolId).where('activityId', '=', activityId).execute();
  if (!files.length) return;
  await db
    .insertInto('activityAttachments')
    .values(files.map((f, i) => ({ schoolId, activityId, fileId: f.fileId, name: f.name, url: f.url, type: f.type, size: f.size, orderNo: i })))
    .execute();
}

/** Inserts an activity or template row and returns it with every column. */
export function insertActivity(db: Db, values: Insertable<ActivitiesTable>) {
  return db.insertInto('activities').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Sets columns (values or SQL expressions) of the school's activity (or template) `id`. */
export async function updateActivity(db: Db, schoolId: number, id: number, set: UpdateObject<Database, 'activities'>): Promise<void> {
  await db.updateTable('activities').set(set).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Activities per category ({classifyId, n}): not templates, not rejected (3) or refused (11), within the scope. */
export function countByClassify(db: Db, schoolId: number, scope: DataScope, userId: number) {
  return fromSchool(db, 'activities as a', schoolId)
    .select(['a.classifyId', (eb) => eb.fn.countAll<string>().as('n')])
    .where('a.isTemplate', '=', false)
    .where('a.status', 'not in', [3, 11])
    .where(scopeCondition(scope, userId))
    .groupBy('a.classifyId')
    .execute();
}

/**
 * Per category and completed (status 12) or not, among activities in `statuses` within the scope:
 * how many (n), Σ hours (sum) and max hours (max) in hundredths — exact integers, sum as text.
 */
export function hoursByClassify(db: Db, schoolId: number, statuses: number[], scope: DataScope, userId: number) {
  return db
    .selectFrom('activities as a')
    .select([
      'a.classifyId',
      sql<boolean>`a.status = 12`.as('completed'),
      sql<number>`count(*)::int`.as('n'),
      sql<string>`(sum(a.hours) * 100)::bigint::text`.as('sum'),
      sql<number>`(max(a.hours) * 100)::int`.as('max'),
    ])
    .where('a.schoolId', '=', schoolId)
    .where('a.isTemplate', '=', false)
    .where('a.status', 'in', statuses)
    .where(scopeCondition(scope, userId))
    .groupBy(['a.classifyId', sql`a.status = 12`])
    .execute();
}
