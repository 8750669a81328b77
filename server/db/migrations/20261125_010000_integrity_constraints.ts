/**
 * Issue 14, defect 4 (races create duplicates): the database keeps what must be unique even when
 * concurrent requests all pass a service's pre-check; routes map the violations to 10002 through
 * their `constraints` (server/protocol/dbErrors.ts).
 *
 * New here:
 *  - btree_gist, so that exclusion constraints can compare plain columns with `=` (PGlite loads it
 *    in every instance through pgliteOptions, server/db/index.ts);
 *  - blacklist_one_active_ex: a student has at most one entry in force at any moment — no two
 *    entries of a student that were not taken off (removed_at null) share an instant of
 *    [started_at, ends_at). An expired entry does not overlap a new one, so it is no obstacle;
 *  - blacklist_appeals_one_pending_uq: at most one pending appeal (status 1) per entry;
 *  - terms_no_overlap (migration 009100) rebuilt with `school_id with =` instead of comparing the
 *    school as a one-point int4range: the same rule, but on the column itself, as Citus requires of
 *    an exclusion constraint on a table distributed by school_id. Existing rows already obey it (009100
 *    stops and names overlapping terms rather than changing dates, so no install got past it with any).
 * Already in place, not repeated: names unique per school (campuses, colleges, classes, roles, terms,
 * declaration projects), per parent (majors per college, organisations per parent organisation,
 * categories per parent), per kind (flow templates); account names (工号/学号) per school. All of
 * these keys start with school_id (DESIGN.md §4).
 *
 * Data written before the constraints may already break them; nothing is deleted:
 *  - overlapping entries of one student: taken in order of start (then id), an entry is kept when it
 *    does not overlap the last kept one, otherwise it is marked removed at its own start with the
 *    reason DUPLICATE_ENTRY — so the earliest entry keeps its whole period (the duplicates of a race
 *    start within moments of it) and the removed ones stay listed under 已移出 with the reason;
 *  - several pending appeals of one entry: the oldest stays pending; the others are closed as
 *    rejected with the opinion DUPLICATE_APPEAL (the student may appeal again if the oldest fails)
 *    and their open audit tasks are closed.
 */
import { sql, type Kysely } from 'kysely';

export const DUPLICATE_ENTRY = '与同一学生的另一条黑名单记录重叠,系统升级时移出';
export const DUPLICATE_APPEAL = '同一黑名单记录已有待审核的申诉,本申诉为重复提交,系统升级时关闭';

/** AppealStatus (common/blacklist.ts) and the appeal's audit source type, fixed here as this migration saw them. */
const PENDING = 1;
const REJECTED = 3;
const APPEAL_SOURCE = 4;

// Columns are aliased in camelCase: the application's Kysely (CamelCasePlugin) renames result keys.
interface Entry {
  id: number;
  schoolId: number;
  userId: number;
  startedAt: Date;
  endsAt: Date;
}

/** The entries to take off so that no two of a student's remaining entries overlap (see above). */
async function overlappingEntries(db: Kysely<any>): Promise<Entry[]> {
  const { rows } = await sql<Entry>`
    select b.id, b.school_id as "schoolId", b.user_id as "userId", b.started_at as "startedAt", b.ends_at as "endsAt" from blacklist b
     where b.removed_at is null and exists (
       select 1 from blacklist o
        where o.school_id = b.school_id and o.user_id = b.user_id and o.id <> b.id and o.removed_at is null
          and o.started_at < b.ends_at and b.started_at < o.ends_at)
     order by b.school_id, b.user_id, b.started_at, b.id`.execute(db);
  const drop: Entry[] = [];
  let kept: Entry | undefined;
  for (const e of rows) {
    const sameStudent = kept && kept.schoolId === e.schoolId && kept.userId === e.userId;
    // Sorted by start, kept entries never overlap, so the last kept one ends latest.
    if (sameStudent && new Date(e.startedAt) < new Date(kept!.endsAt)) drop.push(e);
    else kept = e;
  }
  return drop;
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);

  await sql`alter table terms drop constraint terms_no_overlap`.execute(db);
  await sql`
    alter table terms add constraint terms_no_overlap exclude using gist (
      school_id with =, daterange(start_date, end_date, '[]') with &&
    )`.execute(db);

  for (const e of await overlappingEntries(db))
    await sql`update blacklist set removed_at = started_at, removed_reason = ${DUPLICATE_ENTRY} where id = ${e.id}`.execute(db);
  await sql`
    alter table blacklist add constraint blacklist_one_active_ex exclude using gist (
      school_id with =, user_id with =, tstzrange(started_at, ends_at) with &&
    ) where (removed_at is null)`.execute(db);

  const { rows: extra } = await sql<{ id: number; schoolId: number }>`
    select a.id, a.school_id as "schoolId" from blacklist_appeals a
     where a.status = ${PENDING} and exists (
       select 1 from blacklist_appeals o
        where o.school_id = a.school_id and o.blacklist_id = a.blacklist_id and o.status = ${PENDING} and o.id < a.id)`.execute(db);
  for (const a of extra) {
    await sql`update blacklist_appeals set status = ${REJECTED}, opinion = ${DUPLICATE_APPEAL}, audited_at = now() where id = ${a.id}`.execute(db);
    await sql`
      update audit_tasks set done_at = now()
       where school_id = ${a.schoolId} and source_type = ${APPEAL_SOURCE} and relation_id = ${a.id} and done_at is null`.execute(db);
  }
  await sql`
    create unique index blacklist_appeals_one_pending_uq on blacklist_appeals (school_id, blacklist_id)
     where status = ${sql.lit(PENDING)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blacklist_appeals_one_pending_uq').ifExists().execute();
  await sql`alter table blacklist drop constraint if exists blacklist_one_active_ex`.execute(db);
  await sql`alter table terms drop constraint terms_no_overlap`.execute(db);
  await sql`
    alter table terms add constraint terms_no_overlap exclude using gist (
      int4range(school_id, school_id, '[]') with &&, daterange(start_date, end_date, '[]') with &&
    )`.execute(db);
  // Refused (and the rollback stops) if something else in the database has come to use it.
  await sql`drop extension if exists btree_gist`.execute(db);
}
