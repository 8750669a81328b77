/**
 * Kysely queries of party/league activities (issue 20; /ideology/activity/*): the activities with
 * their branch and participants, the two-step review queue (source type 19) and the counts per status.
 * Rules: activities.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/db.js';
import { pageOf } from '../../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import type { IdeologyActivitiesTable } from '../../../db/types.js';
import { likeContains } from '../../../util/like.js';

function activityRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologyActivities as a', schoolId)
    .innerJoin('organizations as b', sameSchool('b.id', 'a.branchId'))
    .select([
      'a.id', 'a.kind', 'a.branchId', 'b.name as branchName', 'a.name', 'a.startAt', 'a.endAt', 'a.place', 'a.content', 'a.hours', 'a.status', 'a.createdBy',
      sql<number[]>`coalesce((select array_agg(x.user_id order by x.user_id) from ideology_activity_participants x where x.school_id = a.school_id and x.activity_id = a.id), '{}')`.as('participantIds'),
      sql<string[]>`coalesce((select array_agg(u.name order by x.user_id) from ideology_activity_participants x join users u on u.school_id = x.school_id and u.id = x.user_id where x.school_id = a.school_id and x.activity_id = a.id), '{}')`.as('participantNames'),
    ]);
}
export type ActivityRaw = Awaited<ReturnType<ReturnType<typeof activityRows>['executeTakeFirstOrThrow']>>;

/** One page of activities (of `statuses` when given), newest first. */
export function findActivityPage(db: Db, schoolId: number, f: { name?: string; status?: number; statuses?: number[] }, page: { limit: number; offset: number }) {
  return pageOf(
    activityRows(db, schoolId)
      .$if(!!f.name, (q) => q.where('a.name', 'like', likeContains(f.name!)))
      .$if(f.status !== undefined, (q) => q.where('a.status', '=', f.status!))
      .$if(!!f.statuses, (q) => q.where('a.status', 'in', f.statuses!))
      .orderBy('a.startAt', 'desc').orderBy('a.id', 'desc'),
    page,
  );
}

export function findActivityRow(db: Db, schoolId: number, id: number) {
  return activityRows(db, schoolId).where('a.id', '=', id).executeTakeFirst();
}

export function lockActivity(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'ideologyActivities', schoolId, { id }).selectAll().forUpdate().executeTakeFirst();
}

export async function insertActivity(db: Db, row: Insertable<IdeologyActivitiesTable>): Promise<number> {
  return (await db.insertInto('ideologyActivities').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateActivity(db: Db, schoolId: number, id: number, changes: Updateable<IdeologyActivitiesTable>): Promise<void> {
  await db.updateTable('ideologyActivities').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function setParticipants(db: Db, schoolId: number, activityId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('ideologyActivityParticipants').where('schoolId', '=', schoolId).where('activityId', '=', activityId).execute();
  if (userIds.length) await db.insertInto('ideologyActivityParticipants').values(userIds.map((userId) => ({ schoolId, activityId, userId }))).execute();
}

/** Open activities at step 1 (`second` false) or step 2 and later (`second`), at the auditor's step (null: all), oldest first. */
export function findActivityQueue(db: Db, schoolId: number, f: { sourceType: number; second: boolean; auditorId: number | null; name?: string }, page: { limit: number; offset: number }) {
  return pageOf(
    activityRows(db, schoolId)
      .innerJoin('auditTasks as at', (j) => j.onRef('at.schoolId', '=', 'a.schoolId').onRef('at.relationId', '=', 'a.id').on('at.sourceType', '=', f.sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepNo', 'at.stepCount', 'at.stepName'])
      .where('at.stepNo', f.second ? '>=' : '=', f.second ? 2 : 1)
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .$if(!!f.name, (q) => q.where('a.name', 'like', likeContains(f.name!)))
      .orderBy('at.createdAt').orderBy('at.id'),
    page,
  );
}

/** Activities per status. */
export async function activityCounts(db: Db, schoolId: number) {
  const rows = await schoolRows(db, 'ideologyActivities', schoolId).select(['status', sql<number>`count(*)::int`.as('count')]).groupBy('status').orderBy('status').execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}
