/**
 * Kysely queries of branch meetings (issue 20: 三会一课, 主题团日/主题党日, thematic meetings), their
 * attendance, the school's meeting-hours setting, files by id and the classify 思想素养 that party
 * and league hours go to. Rules: meetings.ts, hours.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/db.js';
import { pageOf } from '../../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../../db/tenant.js';
import type { IdeologyMeetingsTable } from '../../../db/types.js';
import { likeContains } from '../../../util/like.js';

function meetingRows(db: Db, schoolId: number) {
  return fromSchool(db, 'ideologyMeetings as mt', schoolId)
    .innerJoin('organizations as b', sameSchool('b.id', 'mt.branchId'))
    .select([
      'mt.id', 'mt.kind', 'mt.branchId', 'b.name as branchName', 'mt.title', 'mt.startAt', 'mt.endAt', 'mt.place', 'mt.agenda', 'mt.minutes', 'mt.photoIds', 'mt.signCode',
      sql<number>`(select count(*)::int from ideology_meeting_attendance x where x.school_id = mt.school_id and x.meeting_id = mt.id)`.as('attendance'),
    ]);
}
export type MeetingRaw = Awaited<ReturnType<ReturnType<typeof meetingRows>['executeTakeFirstOrThrow']>>;

export interface MeetingFilter {
  kinds: readonly number[];
  title?: string;
  kind?: number;
  branchId?: number;
}

/** One page of meetings of `kinds`, newest first; and how many match. */
export function findMeetingPage(db: Db, schoolId: number, f: MeetingFilter, page: { limit: number; offset: number }) {
  return pageOf(
    meetingRows(db, schoolId)
      .where('mt.kind', 'in', f.kinds)
      .$if(!!f.title, (q) => q.where('mt.title', 'like', likeContains(f.title!)))
      .$if(f.kind !== undefined, (q) => q.where('mt.kind', '=', f.kind!))
      .$if(f.branchId !== undefined, (q) => q.where('mt.branchId', '=', f.branchId!))
      .orderBy('mt.startAt', 'desc').orderBy('mt.id', 'desc'),
    page,
  );
}

export function findMeetingRow(db: Db, schoolId: number, id: number) {
  return meetingRows(db, schoolId).where('mt.id', '=', id).executeTakeFirst();
}

/** Meetings ending after `from` (of `branchIds` when given), soonest first, at most `limit`. */
export function findUpcoming(db: Db, schoolId: number, from: Date, limit: number, branchIds?: number[]) {
  if (branchIds && !branchIds.length) return Promise.resolve([]);
  return meetingRows(db, schoolId)
    .where('mt.endAt', '>', from)
    .$if(!!branchIds, (q) => q.where('mt.branchId', 'in', branchIds!))
    .orderBy('mt.startAt').orderBy('mt.id').limit(limit).execute();
}

export async function insertMeeting(db: Db, row: Insertable<IdeologyMeetingsTable>): Promise<number> {
  return (await db.insertInto('ideologyMeetings').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateMeeting(db: Db, schoolId: number, id: number, changes: Updateable<IdeologyMeetingsTable>): Promise<void> {
  await db.updateTable('ideologyMeetings').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteMeeting(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('ideologyMeetings').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The meeting's attendees with their sign-in time. */
export function findAttendees(db: Db, schoolId: number, meetingId: number) {
  return fromSchool(db, 'ideologyMeetingAttendance as a', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'a.userId'))
    .select(['a.userId', 'u.name', 'u.username as code', 'a.signedAt'])
    .where('a.meetingId', '=', meetingId)
    .orderBy('a.signedAt').orderBy('a.userId')
    .execute();
}

/** Which of `meetingIds` the user signed into. */
export async function signedMeetings(db: Db, schoolId: number, userId: number, meetingIds: number[]): Promise<Set<number>> {
  if (!meetingIds.length) return new Set();
  const rows = await schoolRows(db, 'ideologyMeetingAttendance', schoolId, { userId }).where('meetingId', 'in', meetingIds).select('meetingId').execute();
  return new Set(rows.map((r) => r.meetingId));
}

/** Records attendance (existing rows kept); returns the users newly recorded. */
export async function insertAttendance(db: Db, schoolId: number, meetingId: number, userIds: number[], at: Date): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db.insertInto('ideologyMeetingAttendance')
    .values(userIds.map((userId) => ({ schoolId, meetingId, userId, signedAt: at })))
    .onConflict((c) => c.columns(['schoolId', 'meetingId', 'userId']).doNothing())
    .returning('userId').execute();
  return rows.map((r) => r.userId);
}

/** Whether the user is a member (any kind) of the branch. */
export async function isBranchMember(db: Db, schoolId: number, branchId: number, userId: number): Promise<boolean> {
  return !!(await schoolRows(db, 'ideologyMembers', schoolId, { branchId, userId }).select('id').executeTakeFirst());
}

/** The files of the school among `ids` {id, name, storageKey}. */
export function findFiles(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).where('id', 'in', ids).select(['id', 'name', 'storageKey']).execute();
}

export function findSettings(db: Db, schoolId: number) {
  return schoolRows(db, 'ideologySettings', schoolId).select(['meetingHours', 'meetingHoursValue']).executeTakeFirst();
}

export async function saveSettings(db: Db, schoolId: number, meetingHours: boolean, meetingHoursValue: string): Promise<void> {
  await db.insertInto('ideologySettings').values({ schoolId, meetingHours, meetingHoursValue })
    .onConflict((c) => c.column('schoolId').doUpdateSet({ meetingHours, meetingHoursValue })).execute();
}

/** The classify party and league hours go to: 党团活动 under 思想素养 (module kind 'ideology'), else the module itself. */
export async function findIdeologyClassify(db: Db, schoolId: number): Promise<number | undefined> {
  const rows = await fromSchool(db, 'classifies as c', schoolId)
    .leftJoin('classifies as p', sameSchool('p.id', 'c.parentId'))
    .select(['c.id', 'c.name', 'c.parentId'])
    .where((eb) => eb.or([eb('c.moduleKind', '=', 'ideology'), eb('p.moduleKind', '=', 'ideology')]))
    .orderBy('c.orderNumber').orderBy('c.id')
    .execute();
  return (rows.find((r) => r.parentId !== 0 && r.name === '党团活动') ?? rows.find((r) => r.parentId === 0))?.id;
}

/** Which of `userIds` are students of the school (only students hold hours). */
export async function studentsAmong(db: Db, schoolId: number, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await schoolRows(db, 'students', schoolId).where('userId', 'in', userIds).select('userId').execute();
  return rows.map((r) => r.userId);
}
