/**
 * The Kysely queries of honours and employment (issue 21): growth records with their student,
 * college and class, filtered within a data scope; the student's own; the open review tasks; the
 * statistics; the approved records of many students (transcripts) and a student's approved honours
 * (the summary's honorCount). Every function takes db then the school; every query stays within it.
 */
import { sql, type Insertable } from 'kysely';
import { GrowthKind, GrowthStatus } from '../../../common/honours.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { countAll, pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };

export interface GrowthFilter {
  kind: number;
  name?: string;
  status?: number;
  level?: number;
  jobKind?: number;
  collegeId?: number;
  userId?: number;
}

/** Growth records as GrowthRow columns: `g` the record, `u`/`s` the student, `co` college, `cl` class. */
export function growthSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'growthRecords as g', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'g.userId'))
    .leftJoin('students as s', sameSchool('s.userId', 'g.userId'))
    .leftJoin('colleges as co', sameSchool('co.id', 'g.collegeId'))
    .leftJoin('classes as cl', sameSchool('cl.id', 's.classId'))
    .select([
      'g.id', 'g.kind', 'g.userId', 'u.name as studentName', sql<string>`coalesce(s.code, '')`.as('studentCode'), 'co.name as collegeName', 'cl.name as className',
      'g.title', 'g.level', 'g.issuer', 'g.job', 'g.jobKind', sql<string>`g.start_date::text`.as('startDate'), sql<string | null>`g.end_date::text`.as('endDate'),
      'g.status', 'g.opinion', 'g.createdAt', 'g.remarks', 'g.fileIds',
    ]);
}
export type GrowthRaw = Awaited<ReturnType<ReturnType<typeof growthSelect>['executeTakeFirstOrThrow']>>;

/** The records within the caller's data scope: the whole school, their colleges, or none (an organisation scope has no students' records here). */
function scoped(db: Db, schoolId: number, scope: DataScope | null, f: GrowthFilter) {
  const colleges = scope?.kind === 'college' ? scope.collegeIds : scope?.kind === 'organization' ? [] : null;
  return growthSelect(db, schoolId)
    .where('g.kind', '=', f.kind)
    .$if(colleges !== null, (q) => q.where('g.collegeId', 'in', colleges!.length ? colleges! : [0]))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('g.title', 'ilike', likeContains(f.name!)), eb('u.name', 'ilike', likeContains(f.name!)), eb('s.code', 'ilike', likeContains(f.name!))])))
    .$if(f.status !== undefined, (q) => q.where('g.status', '=', f.status!))
    .$if(f.level !== undefined, (q) => q.where('g.level', '=', f.level!))
    .$if(f.jobKind !== undefined, (q) => q.where('g.jobKind', '=', f.jobKind!))
    .$if(f.collegeId !== undefined, (q) => q.where('g.collegeId', '=', f.collegeId!))
    .$if(f.userId !== undefined, (q) => q.where('g.userId', '=', f.userId!));
}

/** One page, newest first, and how many match. `scope` null: no restriction (the student's own). */
export function findGrowth(db: Db, schoolId: number, scope: DataScope | null, f: GrowthFilter, page: Page) {
  return pageOf(scoped(db, schoolId, scope, f).orderBy('g.id', 'desc'), page);
}

/** The matching records (for counting). */
export function findGrowthQuery(db: Db, schoolId: number, scope: DataScope | null, f: GrowthFilter) {
  return scoped(db, schoolId, scope, f);
}

/** The export's batch: up to `limit` matching records below id `before` (null: from the newest), newest first. */
export function growthBatch(db: Db, schoolId: number, scope: DataScope | null, f: GrowthFilter, before: number | null, limit: number) {
  return scoped(db, schoolId, scope, f).$if(before !== null, (q) => q.where('g.id', '<', before!)).orderBy('g.id', 'desc').limit(limit).execute();
}

export function findOne(db: Db, schoolId: number, id: number) {
  return growthSelect(db, schoolId).where('g.id', '=', id).executeTakeFirst();
}

export function lockRecords(db: Db, schoolId: number, kind: number, ids: number[]) {
  return schoolRows(db, 'growthRecords', schoolId).select(['id', 'title', 'status', 'userId']).where('kind', '=', kind).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/** Inserts the record; undefined when the same record (growth_records_same_uq) is there already. */
export function insertRecord(db: Db, row: Insertable<Database['growthRecords']>) {
  return db.insertInto('growthRecords').values(row).onConflict((oc) => oc.constraint('growth_records_same_uq').doNothing()).returning('id').executeTakeFirst();
}

export function updateRecord(db: Db, schoolId: number, id: number, values: { status: number; opinion?: string; updatedAt: Date }) {
  return db.updateTable('growthRecords').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

export function studentOf(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'students', schoolId).select(['userId', 'collegeId']).where('userId', '=', userId).executeTakeFirst();
}

/** The caller's uploads among `ids`. */
export function ownFiles(db: Db, schoolId: number, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey']).where('uploadedBy', '=', userId).where('id', 'in', ids).execute();
}

export function filesByIds(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey']).where('id', 'in', ids).execute();
}

/** Approved records by level (honours) or job kind (employment), by college, and the pending count, within the scope. */
export async function statistics(db: Db, schoolId: number, scope: DataScope | null, kind: number) {
  const base = () => scoped(db, schoolId, scope, { kind }).clearSelect();
  const key = kind === GrowthKind.HONOUR ? 'g.level' : 'g.jobKind';
  const [byLevel, byCollege, pending] = await Promise.all([
    base().where('g.status', '=', GrowthStatus.APPROVED).select([sql<number>`${sql.ref(key)}`.as('level'), countAll.as('count')]).groupBy(key).orderBy(key).execute(),
    base().where('g.status', '=', GrowthStatus.APPROVED).select([sql<string>`coalesce(co.name, '未分配学院')`.as('name'), countAll.as('count')]).groupBy('co.name').orderBy(sql`count(*)`, 'desc').orderBy('co.name').execute(),
    base().where('g.status', '=', GrowthStatus.PENDING).select(countAll.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { byLevel, byCollege, pending: pending.count };
}

/** The approved records of the students, by student then date (transcripts' 成长记录). */
export function approvedOf(db: Db, schoolId: number, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return schoolRows(db, 'growthRecords', schoolId)
    .select(['userId', 'kind', 'title', 'level', 'job', 'jobKind', sql<string>`start_date::text`.as('date')])
    .where('userId', 'in', userIds).where('status', '=', GrowthStatus.APPROVED)
    .orderBy('userId').orderBy('kind').orderBy('startDate', 'desc').orderBy('id')
    .execute();
}

/** How many approved honours the student has. */
export async function approvedHonourCount(db: Db, schoolId: number, userId: number): Promise<number> {
  const row = await schoolRows(db, 'growthRecords', schoolId).select(countAll.as('n')).where('userId', '=', userId).where('kind', '=', GrowthKind.HONOUR).where('status', '=', GrowthStatus.APPROVED).executeTakeFirstOrThrow();
  return row.n;
}
