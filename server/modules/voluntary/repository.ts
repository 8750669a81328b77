/**
 * The Kysely queries of volunteering (issue 19), always within one school: registered volunteers,
 * service-hours records, their review queue and the statistics. Rules: volunteers.ts, hours.ts,
 * review.ts, stats.ts.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { ServiceHoursStatus } from '../../../common/voluntary.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import type { VolunteerCertificatesTable, VolunteerServiceHoursTable, VolunteersTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import type { VolunteerFilter } from '../../../common/schemas/voluntary.js';
import type { DataScope } from '../../auth/scope.js';

/** The volunteer organisation nature (common/organizations.ts: 3 志愿组织). */
export const TEAM_NATURE = 3;
const APPROVED = ServiceHoursStatus.APPROVED;

/** The school's volunteer organisations as choices {id, name}, in tree order. */
export function findTeams(db: Db, schoolId: number) {
  return schoolRows(db, 'organizations', schoolId, { nature: TEAM_NATURE }).select(['id', 'name']).orderBy('level').orderBy('orderId').orderBy('id').execute();
}

/** The volunteer organisation `id` of the school ({id, name}), undefined when none or of another nature. */
export function findTeam(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'organizations', schoolId, { id, nature: TEAM_NATURE }).select(['id', 'name']).executeTakeFirst();
}

/** Approved service minutes of the user (a correlated sum; volunteer_service_hours_user_ix). */
const approvedMinutes = sql<number>`coalesce((select sum(h.minutes) from volunteer_service_hours h
  where h.school_id = v.school_id and h.user_id = v.user_id and h.status = ${APPROVED}), 0)::int`;

/** Volunteers with their student, college and team names and approved minutes. */
function volunteerSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'volunteers as v', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'v.userId'))
    .leftJoin('students as s', (j) => j.onRef('s.userId', '=', 'v.userId').onRef('s.schoolId', '=', 'v.schoolId'))
    .leftJoin('colleges as c', sameSchool('c.id', 's.collegeId'))
    .leftJoin('organizations as o', sameSchool('o.id', 'v.organizationId'))
    .select([
      'v.id', 'v.userId', 'v.volunteerNo', 'v.organizationId', 'v.intentions', 'v.phone', 'v.status', 'v.registeredAt', 'u.name',
      sql<string>`coalesce(s.code, u.username)`.as('studentCode'),
      sql<string>`coalesce(c.name, '')`.as('collegeName'),
      sql<string>`coalesce(o.name, '')`.as('organizationName'),
      approvedMinutes.as('approvedMinutes'),
    ]);
}
export type VolunteerRecord = Awaited<ReturnType<ReturnType<typeof volunteerSelect>['executeTakeFirstOrThrow']>>;

/** volunteerSelect within the caller's data scope (spec §6): the student's college, or the team among the organisations they lead. */
function scopedVolunteers(db: Db, schoolId: number, scope: DataScope) {
  const ids = (list: number[]) => (list.length ? list : [0]);
  return volunteerSelect(db, schoolId)
    .$if(scope.kind === 'college', (q) => q.where('s.collegeId', 'in', ids((scope as { collegeIds: number[] }).collegeIds)))
    .$if(scope.kind === 'organization', (q) => q.where('v.organizationId', 'in', ids((scope as { organizationIds: number[] }).organizationIds)));
}

/** The scoped volunteers narrowed by the list filters. */
function filteredVolunteers(db: Db, schoolId: number, scope: DataScope, f: VolunteerFilter) {
  return scopedVolunteers(db, schoolId, scope)
    .$if(!!f.name, (q) => q.where('u.name', 'ilike', likeContains(f.name!)))
    .$if(!!f.volunteerNo, (q) => q.where('v.volunteerNo', 'ilike', likeContains(f.volunteerNo!)))
    .$if(f.collegeId !== undefined, (q) => q.where('s.collegeId', '=', f.collegeId!))
    .$if(f.organizationId !== undefined, (q) => q.where('v.organizationId', '=', f.organizationId!))
    .$if(f.status !== undefined, (q) => q.where('v.status', '=', f.status!));
}

/** One page of the filtered volunteers, newest first, and how many match. */
export function findVolunteerPage(db: Db, schoolId: number, scope: DataScope, f: VolunteerFilter, page: { limit: number; offset: number }) {
  return pageOf(filteredVolunteers(db, schoolId, scope, f).orderBy('v.id', 'desc'), page);
}

/** Up to `limit` filtered volunteers with ids below `before` (null: from the newest), id descending — the export's batches. */
export function volunteerBatch(db: Db, schoolId: number, scope: DataScope, f: VolunteerFilter, before: number | null, limit: number) {
  return filteredVolunteers(db, schoolId, scope, f).$if(before !== null, (q) => q.where('v.id', '<', before!)).orderBy('v.id', 'desc').limit(limit).execute();
}

/** How many volunteers match the filters. */
export async function countVolunteers(db: Db, schoolId: number, scope: DataScope, f: VolunteerFilter): Promise<number> {
  const r = await filteredVolunteers(db, schoolId, scope, f).clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return r.n;
}

/** The volunteer `id`, or by user when `by` is 'user', within `scope` (default the school); undefined when none. */
export function findVolunteer(db: Db, schoolId: number, id: number, by: 'id' | 'user' = 'id', scope: DataScope = { kind: 'school' }) {
  return scopedVolunteers(db, schoolId, scope).where(by === 'id' ? 'v.id' : 'v.userId', '=', id).executeTakeFirst();
}

/**
 * The next volunteer number of the school for `prefix` ('V2026' → 'V202600001'): one above the
 * highest of that prefix. The caller holds the school row's lock (lockSchool), so two
 * registrations do not draw the same number; the unique key is the guarantee.
 */
export async function nextVolunteerNo(db: Db, schoolId: number, prefix: string): Promise<string> {
  const r = await schoolRows(db, 'volunteers', schoolId)
    .select(sql<string | null>`max(volunteer_no)`.as('top'))
    .where('volunteerNo', 'like', `${prefix}%`)
    .executeTakeFirst();
  const n = r?.top ? Number(r.top.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(n).padStart(5, '0')}`;
}

/** Locks the school's row for the transaction (serialises volunteer numbering). */
export async function lockSchool(db: Db, schoolId: number): Promise<void> {
  await db.selectFrom('schools').select('id').where('id', '=', schoolId).forUpdate().execute();
}

/** Inserts a volunteer and returns its id. */
export async function insertVolunteer(db: Db, values: Insertable<VolunteersTable>): Promise<number> {
  return (await db.insertInto('volunteers').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Service-hours records with the activity, its organisation and the participant. */
function serviceSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'volunteerServiceHours as h', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'h.activityId'))
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .innerJoin('users as u', sameSchool('u.id', 'h.userId'))
    .leftJoin('students as s', (j) => j.onRef('s.userId', '=', 'h.userId').onRef('s.schoolId', '=', 'h.schoolId'))
    .select([
      'h.id', 'h.activityId', 'h.userId', 'h.signInAt', 'h.signOutAt', 'h.servedMinutes', 'h.minutes', 'h.correctionReason', 'h.status', 'h.reason',
      'a.name as activityName', 'a.startTime', 'o.name as organizationName', 'u.name',
      sql<string>`coalesce(s.code, u.username)`.as('studentCode'),
    ]);
}
export type ServiceRecord = Awaited<ReturnType<ReturnType<typeof serviceSelect>['executeTakeFirstOrThrow']>>;

/** The filters of the service-hours list. */
export interface ServiceFilter {
  activityId?: number;
  userId?: number;
  status?: number;
  /** Participant name contains. */
  name?: string;
  /** Only activities of these organisations (the caller's); undefined = all. */
  organizationIds?: number[];
}

function filteredService(db: Db, schoolId: number, f: ServiceFilter) {
  return serviceSelect(db, schoolId)
    .$if(f.activityId !== undefined, (q) => q.where('h.activityId', '=', f.activityId!))
    .$if(f.userId !== undefined, (q) => q.where('h.userId', '=', f.userId!))
    .$if(f.status !== undefined, (q) => q.where('h.status', '=', f.status!))
    .$if(!!f.name, (q) => q.where('u.name', 'ilike', likeContains(f.name!)))
    .$if(f.organizationIds !== undefined, (q) => q.where('a.organizationId', 'in', f.organizationIds!.length ? f.organizationIds! : [0]));
}

/** One page of service records, newest activity first, and how many match. */
export function findServicePage(db: Db, schoolId: number, f: ServiceFilter, page: { limit: number; offset: number }) {
  return pageOf(filteredService(db, schoolId, f).orderBy('a.startTime', 'desc').orderBy('h.id'), page);
}

/** Every service record of the user (a volunteer's record), newest first. */
export function findUserService(db: Db, schoolId: number, userId: number, status?: number) {
  return filteredService(db, schoolId, { userId, status }).orderBy('a.startTime', 'desc').orderBy('h.id').execute();
}

/** The record `id` with every column, locked for the transaction when `lock`. */
export function findServiceRow(db: Db, schoolId: number, id: number, lock = false) {
  return schoolRows(db, 'volunteerServiceHours', schoolId, { id }).selectAll().$if(lock, (q) => q.forUpdate()).executeTakeFirst();
}

/** The records `ids` as list rows. */
export function findServiceRecords(db: Db, schoolId: number, ids: number[]) {
  return serviceSelect(db, schoolId).where('h.id', 'in', ids.length ? ids : [0]).execute();
}

/** The activity's seat holders who signed in: {userId, signInAt, signOutAt}. */
export function signedParticipants(db: Db, schoolId: number, activityId: number) {
  return schoolRows(db, 'activityEnrollments', schoolId, { activityId, status: 1 })
    .select(['userId', 'signInAt', 'signOutAt'])
    .where('signInAt', 'is not', null)
    .orderBy('userId')
    .execute();
}

/** Inserts the records that are not there yet (one per activity and user); returns how many were written. */
export async function insertServiceRows(db: Db, rows: Insertable<VolunteerServiceHoursTable>[]): Promise<number> {
  if (!rows.length) return 0;
  const done = await db.insertInto('volunteerServiceHours').values(rows).onConflict((c) => c.columns(['schoolId', 'activityId', 'userId']).doNothing()).returning('id').execute();
  return done.length;
}

/** Changes the record `id`. */
export async function updateServiceRow(db: Db, schoolId: number, id: number, changes: Updateable<VolunteerServiceHoursTable>): Promise<void> {
  await db.updateTable('volunteerServiceHours').set(changes).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The review queue: records with an open task of source type 7 (the auditor's own unless null), activity name containing `name`, oldest task first. */
export function findServiceQueue(db: Db, schoolId: number, f: { sourceType: number; auditorId: number | null; name?: string }, page: { limit: number; offset: number }) {
  return pageOf(
    filteredService(db, schoolId, {})
      .$if(!!f.name, (q) => q.where('a.name', 'ilike', likeContains(f.name!)))
      .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'h.id').on('at.schoolId', '=', schoolId).on('at.sourceType', '=', f.sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.appliedAt'])
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .orderBy('at.createdAt')
      .orderBy('at.id'),
    page,
  );
}

/** The statistics dimensions of volunteer_service_stats. */
export const StatDimension = { team: 1, college: 2, term: 3 } as const;
export type StatBy = keyof typeof StatDimension;

/**
 * Approved service per team, college or term from the maintained summary (volunteer_service_stats):
 * {key, name, volunteers, minutes}; team and college within `termId` when given (term: always all
 * terms). Teams and colleges most minutes first, terms in order.
 */
export function serviceTotals(db: Db, schoolId: number, by: StatBy, termId?: number) {
  const base = fromSchool(db, 'volunteerServiceStats as st', schoolId)
    .where('st.dimension', '=', StatDimension[by])
    .where('st.termId', '=', by === 'term' ? 0 : (termId ?? 0))
    .select(['st.key', 'st.volunteers', sql<number>`st.minutes::int`.as('minutes')]);
  if (by === 'team') return base.innerJoin('organizations as o', sameSchool('o.id', 'st.key')).select('o.name').orderBy('st.minutes', 'desc').orderBy('st.key').execute();
  if (by === 'college') return base.leftJoin('colleges as c', sameSchool('c.id', 'st.key')).select(sql<string>`coalesce(c.name, '')`.as('name')).orderBy('st.minutes', 'desc').orderBy('st.key').execute();
  return base.innerJoin('terms as t', sameSchool('t.id', 'st.key')).select('t.name').orderBy('t.startDate').execute();
}

/** The approved record `id`'s team, term (0 without one), the user's college (0 without one), and the teams and terms of the user's OTHER approved records. */
export async function approvedPlacement(db: Db, schoolId: number, id: number) {
  const own = await fromSchool(db, 'volunteerServiceHours as h', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'h.activityId'))
    .leftJoin('students as s', (j) => j.onRef('s.userId', '=', 'h.userId').onRef('s.schoolId', '=', 'h.schoolId'))
    .select(['h.userId', 'h.minutes', 'a.organizationId', sql<number>`coalesce(a.term_id, 0)`.as('termId'), sql<number>`coalesce(s.college_id, 0)`.as('collegeId')])
    .where('h.id', '=', id)
    .executeTakeFirstOrThrow();
  const others = await fromSchool(db, 'volunteerServiceHours as h', schoolId)
    .innerJoin('activities as a', sameSchool('a.id', 'h.activityId'))
    .select(['a.organizationId', sql<number>`coalesce(a.term_id, 0)`.as('termId')])
    .where('h.userId', '=', own.userId).where('h.status', '=', APPROVED).where('h.id', '!=', id)
    .execute();
  return { own, others };
}

/** Adds {volunteers, minutes} to the summary rows (created at zero when missing). */
export async function addServiceStats(db: Db, schoolId: number, rows: { dimension: number; key: number; termId: number; volunteers: number; minutes: number }[]): Promise<void> {
  if (!rows.length) return;
  await db.insertInto('volunteerServiceStats').values(rows.map((r) => ({ schoolId, ...r })))
    .onConflict((c) => c.columns(['schoolId', 'dimension', 'termId', 'key']).doUpdateSet({
      volunteers: sql`volunteer_service_stats.volunteers + excluded.volunteers`, minutes: sql`volunteer_service_stats.minutes + excluded.minutes`,
    }))
    .execute();
}

/**
 * The classify volunteer hours go into: the child 志愿服务 of the volunteering module (moduleKind
 * 'volunteering', server/seed/classify.ts), else that module itself; undefined when the school has neither.
 */
export async function findServiceClassify(db: Db, schoolId: number): Promise<number | undefined> {
  const rows = await fromSchool(db, 'classifies as c', schoolId)
    .leftJoin('classifies as p', sameSchool('p.id', 'c.parentId'))
    .select(['c.id', 'c.name', 'c.parentId'])
    .where((eb) => eb.or([eb('c.moduleKind', '=', 'volunteering'), eb('p.moduleKind', '=', 'volunteering')]))
    .orderBy('c.orderNumber')
    .orderBy('c.id')
    .execute();
  return (rows.find((r) => r.parentId !== 0 && r.name === '志愿服务') ?? rows.find((r) => r.parentId === 0))?.id;
}

/** Reserves the id of a new certificate (its code, an HMAC, covers the id and is written with the row). */
export async function reserveCertificateId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('volunteer_certificates', 'id'))::int as id`.execute(db);
  return Number(rows[0].id);
}

/** Inserts an issued certificate (content as JSON text). */
export async function insertCertificate(db: Db, values: Insertable<VolunteerCertificatesTable>): Promise<void> {
  await db.insertInto('volunteerCertificates').values(values).execute();
}

/** The volunteer's latest certificate {id, code, content, issuedAt}, undefined when none. */
export function latestCertificate(db: Db, schoolId: number, volunteerId: number) {
  return schoolRows(db, 'volunteerCertificates', schoolId, { volunteerId }).select(['id', 'code', 'content', 'issuedAt']).orderBy('issuedAt', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** The certificate `id` of the school with its volunteer, undefined when none. */
export function findCertificate(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'volunteerCertificates', schoolId, { id }).select(['id', 'volunteerId', 'userId', 'code', 'content']).executeTakeFirst();
}

/** The certificate with this code in any school (public verification: the code alone finds it), with its school. */
export function findCertificateByCode(db: Db, code: string) {
  return db.selectFrom('volunteerCertificates as vc')
    .innerJoin('schools as sc', 'sc.id', 'vc.schoolId')
    .select(['vc.id', 'vc.schoolId', 'vc.userId', 'vc.volunteerId', 'vc.code', 'vc.content', 'vc.issuedAt', 'sc.name as schoolName', 'sc.logo as schoolLogo'])
    .where('vc.code', '=', code)
    .executeTakeFirst();
}

/**
 * Recomputes the school's volunteer_service_stats from its approved records (the summary the
 * approvals maintain; college as of now): for data written around the services (bench/, imports)
 * and to check the maintained rows against.
 */
export async function rebuildServiceStats(db: Db, schoolId: number): Promise<void> {
  await db.deleteFrom('volunteerServiceStats').where('schoolId', '=', schoolId).execute();
  await sql`
    with h as (
      select h.user_id, h.minutes, a.organization_id as org, coalesce(a.term_id, 0) as term, coalesce(s.college_id, 0) as college
      from volunteer_service_hours h
      join activities a on a.school_id = h.school_id and a.id = h.activity_id
      left join students s on s.school_id = h.school_id and s.user_id = h.user_id
      where h.school_id = ${schoolId} and h.status = ${APPROVED}
    )
    insert into volunteer_service_stats (school_id, dimension, key, term_id, volunteers, minutes)
    select ${schoolId}::int, 1, org, 0, count(distinct user_id), sum(minutes) from h group by org
    union all select ${schoolId}::int, 1, org, term, count(distinct user_id), sum(minutes) from h where term <> 0 group by org, term
    union all select ${schoolId}::int, 2, college, 0, count(distinct user_id), sum(minutes) from h group by college
    union all select ${schoolId}::int, 2, college, term, count(distinct user_id), sum(minutes) from h where term <> 0 group by college, term
    union all select ${schoolId}::int, 3, term, 0, count(distinct user_id), sum(minutes) from h where term <> 0 group by term`.execute(db);
}
