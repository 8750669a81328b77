/**
 * The Kysely queries of the ledger's summaries (issue 6; migration 20261121_008000_dashboard):
 * student_module_hours, ledger_source_totals and module_slots, and the stored verdicts they feed
 * (students.score, rule_met; schools.verdicts_stale). Always within one school.
 */
import { sql } from 'kysely';
import type { Db, Trx } from '../../../db/db.js';
import { fromSchool, sameSchool } from '../../../db/tenant.js';

/** A top-level module as the summaries see it. */
export interface SummaryModule {
  id: number;
  name: string;
  /** The warning value in hundredths. */
  minHundredths: number;
  /** Its position (none until its first ledger row). */
  slot: number | undefined;
  /** The module and every category below it. */
  categoryIds: number[];
}

/** Columns m1 … m16 of student_module_hours. */
export const MODULE_COLUMNS = 16;

/** Students per statement (bind parameters stay far below PostgreSQL's 65,535). */
const CHUNK = 5000;

/** The top-level module of a category (itself when it is one); null when unknown in the school. */
export async function rootClassifyOf(db: Db, schoolId: number, classifyId: number): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    with recursive up(id, parent_id) as (
      select id, parent_id from classifies where school_id = ${schoolId} and id = ${classifyId}
      union all
      select c.id, c.parent_id from classifies c join up on c.id = up.parent_id where c.school_id = ${schoolId}
    )
    select id from up where parent_id = 0 limit 1`.execute(db);
  return rows[0]?.id ?? null;
}

/** The module's slot; undefined when it has none yet. */
export async function findSlot(db: Db, schoolId: number, rootClassifyId: number): Promise<number | undefined> {
  const row = await db.selectFrom('moduleSlots').select('slot').where('schoolId', '=', schoolId).where('rootClassifyId', '=', rootClassifyId).executeTakeFirst();
  return row?.slot;
}

/** Gives the module the school's next free slot unless it has one; serialised per school. */
export async function claimSlot(trx: Trx, schoolId: number, rootClassifyId: number): Promise<void> {
  // Two first grants of new modules at once must not take the same slot.
  await sql`select pg_advisory_xact_lock(2026112108, ${schoolId})`.execute(trx);
  await sql`insert into module_slots (school_id, root_classify_id, slot)
    select ${schoolId}, ${rootClassifyId}, coalesce(max(slot), 0) + 1 from module_slots where school_id = ${schoolId}
    on conflict do nothing`.execute(trx);
}

/** Every category of the school (id, parent, name, warning value as text) in the tree's order. */
export function classifyTreeRows(db: Db, schoolId: number) {
  return db
    .selectFrom('classifies')
    .select(['id', 'parentId', 'name', sql<string>`min_hours::text`.as('minHours')])
    .where('schoolId', '=', schoolId)
    .orderBy('orderNumber')
    .orderBy('id')
    .execute();
}

/** The school's module slots (any order). */
export function moduleSlotRows(db: Db, schoolId: number) {
  return db.selectFrom('moduleSlots').select(['rootClassifyId', 'slot']).where('schoolId', '=', schoolId).execute();
}

/** Ids of the school's top-level modules, ascending. */
export async function rootClassifyIds(db: Db, schoolId: number): Promise<number[]> {
  const rows = await db.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('parentId', '=', 0).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * SQL for a student's hundredths in a module, for `students as <student>` left-joined to
 * `student_module_hours as <summary>`: the module's column (0 when the student has no row), 0 for a
 * module without ledger rows, or — past the 16th module — a sum over the student's ledger rows.
 */
export function moduleHundredths(m: SummaryModule, student = 's', summary = 'h') {
  if (m.slot === undefined) return sql<number>`0`;
  if (m.slot <= MODULE_COLUMNS) return sql<number>`coalesce(${sql.ref(`${summary}.m${m.slot}`)}, 0)`;
  return sql<number>`(select coalesce(sum(l.granted_hours) * 100, 0)::int from hours_ledger l
    where l.school_id = ${sql.ref(`${student}.school_id`)} and l.user_id = ${sql.ref(`${student}.user_id`)}
      and l.classify_id in (${sql.join(m.categoryIds)}))`;
}

/** Adds hundredths to column m<slot> of each student's student_module_hours row (made when missing). */
export async function addModuleHours(db: Db, schoolId: number, slot: number, rows: { userId: number; hundredths: number }[]): Promise<void> {
  const column = sql.ref(`m${slot}`);
  const values = sql.join(rows.map((r) => sql`(${schoolId}::int, ${r.userId}::int, ${r.hundredths}::int)`));
  await sql`insert into student_module_hours as t (school_id, user_id, ${column}) values ${values}
    on conflict (school_id, user_id) do update set ${column} = ${sql.ref(`t.m${slot}`)} + ${sql.ref(`excluded.m${slot}`)}`.execute(db);
}

/** Adds hours (text) and a grant count to the source's ledger_source_totals row (made when missing). */
export async function addSourceTotal(db: Db, schoolId: number, sourceType: number, relationId: number, hours: string, grants: number): Promise<void> {
  await db
    .insertInto('ledgerSourceTotals')
    .values({ schoolId, sourceType, relationId, hours, grants })
    .onConflict((oc) =>
      oc.columns(['schoolId', 'sourceType', 'relationId']).doUpdateSet({
        hours: sql`ledger_source_totals.hours + excluded.hours`,
        grants: sql`ledger_source_totals.grants + excluded.grants`,
      }),
    )
    .execute();
}

/** Replaces both summaries of the school by sums over its ledger (slots must exist for every module). */
export async function rebuildSummaries(trx: Trx, schoolId: number): Promise<void> {
  await trx.deleteFrom('studentModuleHours').where('schoolId', '=', schoolId).execute();
  await trx.deleteFrom('ledgerSourceTotals').where('schoolId', '=', schoolId).execute();
  const columns = Array.from({ length: MODULE_COLUMNS }, (_, i) => i + 1);
  await sql`
    insert into student_module_hours (school_id, user_id, ${sql.join(columns.map((k) => sql.ref(`m${k}`)))})
    with recursive roots(id, root_id) as (
      select id, id from classifies where school_id = ${schoolId} and parent_id = 0
      union all
      select c.id, r.root_id from classifies c join roots r on c.parent_id = r.id where c.school_id = ${schoolId}
    ),
    sums as (
      select l.user_id, ms.slot, (sum(l.granted_hours) * 100)::int as c
      from hours_ledger l
      join roots r on r.id = l.classify_id
      join module_slots ms on ms.school_id = l.school_id and ms.root_classify_id = r.root_id
      where l.school_id = ${schoolId}
      group by l.user_id, ms.slot
    )
    select ${schoolId}::int, user_id, ${sql.join(columns.map((k) => sql`coalesce(sum(c) filter (where slot = ${sql.lit(k)}), 0)`))}
    from sums group by user_id`.execute(trx);
  await sql`
    insert into ledger_source_totals (school_id, source_type, relation_id, hours, grants)
    select school_id, source_type, relation_id, sum(granted_hours), count(*)
    from hours_ledger where school_id = ${schoolId} and relation_id is not null
    group by school_id, source_type, relation_id`.execute(trx);
}

/**
 * The school's students (all, or `userIds`) by user id: grade ('' when none), postgraduate, stored
 * score (text) and rule_met, and `held` — an array of 0 then their hundredths in each of `modules`.
 */
export function studentSummaryRows(db: Db, schoolId: number, modules: SummaryModule[], userIds?: number[]) {
  const held = sql<number[]>`array[${sql.join([sql`0`, ...modules.map((m) => moduleHundredths(m))])}]`;
  return fromSchool(db, 'students as s', schoolId)
    .leftJoin('studentModuleHours as h', sameSchool('h.userId', 's.userId'))
    .select(['s.userId', sql<string>`coalesce(s.grade, '')`.as('grade'), 's.isPostgraduate', sql<string>`s.score::text`.as('score'), 's.ruleMet', held.as('held')])
    .$if(userIds !== undefined, (q) => q.where('s.userId', 'in', userIds!))
    .orderBy('s.userId')
    .execute();
}

/** Stores students' verdicts (credit as text, met), in statements of at most 5,000 students. */
export async function writeVerdicts(db: Db, schoolId: number, changes: { userId: number; credit: string; met: boolean }[]): Promise<void> {
  for (let i = 0; i < changes.length; i += CHUNK) {
    const values = sql.join(changes.slice(i, i + CHUNK).map((c) => sql`(${c.userId}::int, ${c.credit}::numeric, ${c.met}::boolean)`));
    await sql`update students s set score = v.sc, rule_met = v.met from (values ${values}) as v(uid, sc, met)
      where s.school_id = ${schoolId} and s.user_id = v.uid`.execute(db);
  }
}

/** Ids of the schools marked verdicts_stale, ascending (across schools: start-up work only). */
export async function staleSchoolIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('schools').select('id').where('verdictsStale', '=', true).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Clears the school's verdicts_stale mark. */
export async function clearVerdictsStale(db: Db, schoolId: number): Promise<void> {
  await db.updateTable('schools').set({ verdictsStale: false }).where('id', '=', schoolId).execute();
}
