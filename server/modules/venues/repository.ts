/**
 * The Kysely queries of venues, venue types and bookings (issue 19 "Venues"), always within one
 * school. The rules live in sites.ts, bookings.ts, audit.ts and calendar.ts.
 */
import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import { BookingStatus } from '../../../common/venues.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, schoolRows, schoolRowTaken, sameSchool } from '../../db/tenant.js';
import type { Database, SiteBookingsTable, SitesTable, SiteTypesTable } from '../../db/types.js';
import { likeContains } from '../../util/like.js';
import type { BookingFilter, SiteFilter } from '../../../common/schemas/venues.js';

type Page = { limit: number; offset: number };

// ——— venue types ———

/** The school's venue types with how many venues each has, by name. */
export function findSiteTypes(db: Db, schoolId: number) {
  return fromSchool(db, 'siteTypes as t', schoolId)
    .select(['t.id', 't.name', 't.maxHours', 't.advanceDays', 't.remarks'])
    .select(sql<number>`(select count(*)::int from sites s where s.school_id = t.school_id and s.type_id = t.id)`.as('siteCount'))
    .orderBy('t.name')
    .execute();
}

export function findSiteType(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'siteTypes', schoolId, { id }).selectAll().executeTakeFirst();
}

export const siteTypeNameTaken = (db: Db, schoolId: number, name: string, exceptId?: number) => schoolRowTaken(db, 'siteTypes', schoolId, { name }, exceptId);

export function insertSiteType(db: Db, values: Insertable<SiteTypesTable>) {
  return db.insertInto('siteTypes').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateSiteType(db: Db, schoolId: number, id: number, values: Updateable<SiteTypesTable>): Promise<void> {
  await db.updateTable('siteTypes').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteSiteType(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('siteTypes').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function countSitesOfType(db: Db, schoolId: number, typeId: number): Promise<number> {
  const r = await schoolRows(db, 'sites', schoolId, { typeId }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

// ——— venues ———

/** A venue row with its type's name and rules and its upcoming / pending booking counts. */
function siteSelect(db: Db, schoolId: number, now: Date) {
  return fromSchool(db, 'sites as s', schoolId)
    .innerJoin('siteTypes as t', sameSchool('t.id', 's.typeId'))
    .select([
      's.id', 's.name', 's.typeId', 't.name as typeName', 't.maxHours', 't.advanceDays', 's.location', 's.capacity', 's.equipment',
      's.openHours', 's.status', 's.remarks',
      sql<number>`(select count(*)::int from site_bookings b where b.school_id = s.school_id and b.site_id = s.id and b.status = ${BookingStatus.APPROVED} and b.end_at > ${now})`.as('upcoming'),
      sql<number>`(select count(*)::int from site_bookings b where b.school_id = s.school_id and b.site_id = s.id and b.status = ${BookingStatus.PENDING})`.as('pending'),
    ]);
}
export type SiteRecord = Awaited<ReturnType<ReturnType<typeof siteSelect>['executeTakeFirstOrThrow']>>;

const siteFiltered = (db: Db, schoolId: number, f: SiteFilter, now: Date) =>
  siteSelect(db, schoolId, now)
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('s.name', 'ilike', likeContains(f.name!)), eb('s.location', 'ilike', likeContains(f.name!))])))
    .$if(f.typeId !== undefined, (q) => q.where('s.typeId', '=', f.typeId!))
    .$if(f.status !== undefined, (q) => q.where('s.status', '=', f.status!))
    .$if(f.minCapacity !== undefined, (q) => q.where('s.capacity', '>=', f.minCapacity!));

/** One page of the school's venues matching the filter, by name; and how many match. */
export function findSites(db: Db, schoolId: number, f: SiteFilter, page: Page, now = new Date()) {
  return pageOf(siteFiltered(db, schoolId, f, now).orderBy('s.name').orderBy('s.id'), page);
}

/** Every venue matching the filter, by name (the export: a school has at most a few hundred venues). */
export function findAllSites(db: Db, schoolId: number, f: SiteFilter, now = new Date()) {
  return siteFiltered(db, schoolId, f, now).orderBy('s.name').orderBy('s.id').execute();
}

export function findSite(db: Db, schoolId: number, id: number, now = new Date()) {
  return siteSelect(db, schoolId, now).where('s.id', '=', id).executeTakeFirst();
}

/** The venue row locked for the transaction: approvals of one venue's bookings run one at a time. */
export function lockSite(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'sites', schoolId, { id }).select(['id', 'name']).forUpdate().executeTakeFirst();
}

/** {id, name, capacity, status} of every venue, by name (pickers). */
export function findSiteOptions(db: Db, schoolId: number) {
  return schoolRows(db, 'sites', schoolId).select(['id', 'name', 'capacity', 'status', 'location']).orderBy('name').execute();
}

export const siteNameTaken = (db: Db, schoolId: number, name: string, exceptId?: number) => schoolRowTaken(db, 'sites', schoolId, { name }, exceptId);

export function insertSite(db: Db, values: Insertable<SitesTable>) {
  return db.insertInto('sites').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateSite(db: Db, schoolId: number, id: number, values: Updateable<SitesTable>): Promise<void> {
  await db.updateTable('sites').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function deleteSite(db: Db, schoolId: number, id: number): Promise<void> {
  await db.deleteFrom('sites').where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export async function countBookingsOfSite(db: Db, schoolId: number, siteId: number): Promise<number> {
  const r = await schoolRows(db, 'siteBookings', schoolId, { siteId }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

// ——— bookings ———

/** A booking row with its venue, applicant and activity names. */
export function bookingSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'siteBookings as b', schoolId)
    .innerJoin('sites as s', sameSchool('s.id', 'b.siteId'))
    .leftJoin('users as u', sameSchool('u.id', 'b.userId'))
    .leftJoin('activities as a', sameSchool('a.id', 'b.activityId'))
    .select([
      'b.id', 'b.siteId', 's.name as siteName', 's.location', 'b.purpose', 'b.attendees', 'b.contactName', 'b.contactPhone', 'b.startAt', 'b.endAt',
      'b.activityId', 'b.userId', 'b.status', 'b.opinion', 'b.remarks', 'b.createdAt',
      sql<string>`coalesce(a.name, '')`.as('activityName'),
      sql<string>`coalesce(u.name, '')`.as('userName'),
    ]);
}
/** The booking's purpose, applicant name or contact name contains `name`. */
const nameMatches = (name: string) => (eb: ExpressionBuilder<Database & { b: SiteBookingsTable; u: Database['users'] }, 'b' | 'u'>) =>
  eb.or([eb('b.purpose', 'ilike', likeContains(name)), eb('u.name', 'ilike', likeContains(name)), eb('b.contactName', 'ilike', likeContains(name))]);

export type BookingRecord = Awaited<ReturnType<ReturnType<typeof bookingSelect>['executeTakeFirstOrThrow']>>;

const bookingFiltered = (db: Db, schoolId: number, f: BookingFilter & { userId?: number }) =>
  bookingSelect(db, schoolId)
    .$if(f.siteId !== undefined, (q) => q.where('b.siteId', '=', f.siteId!))
    .$if(f.status !== undefined, (q) => q.where('b.status', '=', f.status!))
    .$if(f.userId !== undefined, (q) => q.where('b.userId', '=', f.userId!))
    .$if(!!f.name, (q) => q.where(nameMatches(f.name!)))
    .$if(!!f.startDate, (q) => q.where(sql<boolean>`(b.start_at at time zone 'Asia/Shanghai')::date >= ${f.startDate!}::date`))
    .$if(!!f.endDate, (q) => q.where(sql<boolean>`(b.start_at at time zone 'Asia/Shanghai')::date <= ${f.endDate!}::date`));

/** One page of bookings matching the filter (userId: one applicant's own), newest start first; and how many match. */
export function findBookings(db: Db, schoolId: number, f: BookingFilter & { userId?: number }, page: Page) {
  return pageOf(bookingFiltered(db, schoolId, f).orderBy('b.startAt', 'desc').orderBy('b.id', 'desc'), page);
}

/** Up to `limit` bookings matching the filter after the keyset cursor (startAt desc, id desc): the export's batches. */
export function bookingsAfter(db: Db, schoolId: number, f: BookingFilter, after: { at: Date; id: number } | null, limit: number) {
  return bookingFiltered(db, schoolId, f)
    .$if(after !== null, (q) => q.where(sql<boolean>`(b.start_at, b.id) < (${after!.at}, ${after!.id})`))
    .orderBy('b.startAt', 'desc')
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countBookings(db: Db, schoolId: number, f: BookingFilter): Promise<number> {
  const r = await db.selectFrom(bookingFiltered(db, schoolId, f).as('x')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

export function findBooking(db: Db, schoolId: number, id: number) {
  return bookingSelect(db, schoolId).where('b.id', '=', id).executeTakeFirst();
}

/** The school's bookings `ids`, row-locked in id order for the transaction (bare columns). */
export function lockBookings(db: Db, schoolId: number, ids: number[]) {
  return fromSchool(db, 'siteBookings as b', schoolId).selectAll('b').where('b.id', 'in', ids).orderBy('b.id').forUpdate().execute();
}

/** Approved and pending bookings of a venue overlapping [from, to), by start. */
export function findBookingsBetween(db: Db, schoolId: number, siteId: number, from: Date, to: Date) {
  return bookingSelect(db, schoolId)
    .where('b.siteId', '=', siteId)
    .where('b.status', 'in', [BookingStatus.PENDING, BookingStatus.APPROVED])
    .where('b.startAt', '<', to)
    .where('b.endAt', '>', from)
    .orderBy('b.startAt')
    .orderBy('b.id')
    .execute();
}

/** The first approved booking of the venue overlapping [start, end), other than `exceptId`; undefined when none. */
export function findApprovedOverlap(db: Db, schoolId: number, siteId: number, start: Date, end: Date, exceptId?: number) {
  return schoolRows(db, 'siteBookings', schoolId, { siteId, status: BookingStatus.APPROVED })
    .select(['id', 'purpose', 'startAt', 'endAt'])
    .where('startAt', '<', end)
    .where('endAt', '>', start)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .orderBy('startAt')
    .executeTakeFirst();
}

export function insertBooking(db: Db, values: Insertable<SiteBookingsTable>) {
  return db.insertInto('siteBookings').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateBooking(db: Db, schoolId: number, id: number, values: Updateable<SiteBookingsTable>): Promise<void> {
  await db.updateTable('siteBookings').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** The approved booking an activity references (the latest when several), with the row's columns. */
export function findActivityBooking(db: Db, schoolId: number, activityId: number) {
  return bookingSelect(db, schoolId).where('b.activityId', '=', activityId).where('b.status', '=', BookingStatus.APPROVED).orderBy('b.startAt', 'desc').executeTakeFirst();
}

/** Whether the school has the (non-template) activity. */
export async function activityExists(db: Db, schoolId: number, id: number): Promise<boolean> {
  return !!(await schoolRows(db, 'activities', schoolId, { id, isTemplate: false }).select('id').executeTakeFirst());
}

/** {id, name} of the school's activities (not templates) whose name contains `name`, newest first, at most 20. */
export function findActivityOptions(db: Db, schoolId: number, name?: string) {
  return schoolRows(db, 'activities', schoolId, { isTemplate: false })
    .select(['id', 'name'])
    .$if(!!name, (q) => q.where('name', 'ilike', likeContains(name!)))
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
}

// ——— the review queue ———

/** One page of bookings with an open review task (auditorId: only the tasks they audit), oldest task first. */
export function findBookingQueue(db: Db, schoolId: number, sourceType: number, f: { auditorId: number | null; siteId?: number; name?: string }, page: Page) {
  return pageOf(
    bookingSelect(db, schoolId)
      .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'b.id').on('at.schoolId', '=', schoolId).on('at.sourceType', '=', sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepName', 'at.stepNo', 'at.stepCount', 'at.createdAt as taskCreatedAt'])
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .$if(f.siteId !== undefined, (q) => q.where('b.siteId', '=', f.siteId!))
      .$if(!!f.name, (q) => q.where(nameMatches(f.name!)))
      .orderBy('at.createdAt')
      .orderBy('at.id'),
    page,
  );
}
