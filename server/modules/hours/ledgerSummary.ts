/**
 * The summaries of the hours ledger that the dashboards read (issue 6: "summary tables kept in the
 * same transaction as the ledger"; migration 20261121_008000_dashboard):
 *  - student_module_hours: per student, the granted hours of each top-level module in integer
 *    hundredths, in the column m<slot> of the module (module_slots; m1 … m16). Modules past the
 *    16th have no column: reads sum the ledger for them (moduleHundredths);
 *  - ledger_source_totals: Σ granted hours and ledger rows per (source type, relation id).
 * server/modules/hours/ledger.ts calls `addToLedgerSummaries` right after it inserts ledger rows,
 * in the same transaction (the students are already locked), so each summary always equals the
 * sum of the ledger rows behind it. A category never changes its parent (classify/tree.ts), so a
 * row's module is fixed; a module's slot is given on first use and never reused.
 */
import { sql } from 'kysely';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import { rootOf } from '../classify/tree.js';
import type { Db, Trx } from '../../db/db.js';

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

/** The module's slot, given now (the next free one) when it has none. */
export async function slotOf(trx: Trx, schoolId: number, rootClassifyId: number): Promise<number> {
  const find = () => trx.selectFrom('moduleSlots').select('slot').where('schoolId', '=', schoolId).where('rootClassifyId', '=', rootClassifyId).executeTakeFirst();
  const found = await find();
  if (found) return found.slot;
  // Two first grants of new modules at once must not take the same slot.
  await sql`select pg_advisory_xact_lock(2026112108, ${schoolId})`.execute(trx);
  await sql`insert into module_slots (school_id, root_classify_id, slot)
    select ${schoolId}, ${rootClassifyId}, coalesce(max(slot), 0) + 1 from module_slots where school_id = ${schoolId}
    on conflict do nothing`.execute(trx);
  return (await find())!.slot;
}

/** Columns m1 … m16 of student_module_hours. */
export const MODULE_COLUMNS = 16;

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

/** The school's top-level modules in the tree's order, with their slots and categories. */
export async function summaryModules(db: Db, schoolId: number): Promise<SummaryModule[]> {
  const [rows, slots] = await Promise.all([
    db.selectFrom('classifies').select(['id', 'parentId', 'name', sql<string>`min_hours::text`.as('minHours')]).where('schoolId', '=', schoolId).orderBy('orderNumber').orderBy('id').execute(),
    db.selectFrom('moduleSlots').select(['rootClassifyId', 'slot']).where('schoolId', '=', schoolId).execute(),
  ]);
  const slotOfRoot = new Map(slots.map((r) => [r.rootClassifyId, r.slot]));
  const root = rootOf(rows);
  return rows
    .filter((r) => r.parentId === 0)
    .map((m) => ({
      id: m.id, name: m.name, minHundredths: toHundredths(m.minHours), slot: slotOfRoot.get(m.id),
      categoryIds: rows.filter((r) => root.get(r.id) === m.id).map((r) => r.id),
    }));
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

export interface SummaryInput {
  schoolId: number;
  classifyId: number;
  sourceType: number;
  /** null for a correction without a relation (then no source total is kept). */
  relationId: number | null;
  /** The ledger rows just written: student and granted hundredths (negative for a correction). */
  rows: { userId: number; hundredths: number }[];
}

/**
 * Adds ledger rows just inserted to both summaries. Call inside the transaction that inserted them,
 * after the students were locked, so concurrent grants to a student are serialised.
 */
export async function addToLedgerSummaries(trx: Trx, input: SummaryInput): Promise<void> {
  if (input.rows.length === 0) return;
  const root = await rootClassifyOf(trx, input.schoolId, input.classifyId);
  if (root === null) return;
  const slot = await slotOf(trx, input.schoolId, root);
  // User-id order: the lock order of the students' rows.
  const rows = [...input.rows].sort((a, b) => a.userId - b.userId);
  if (slot <= MODULE_COLUMNS) {
    const column = sql.ref(`m${slot}`);
    const values = sql.join(rows.map((r) => sql`(${input.schoolId}::int, ${r.userId}::int, ${r.hundredths}::int)`));
    await sql`insert into student_module_hours as t (school_id, user_id, ${column}) values ${values}
      on conflict (school_id, user_id) do update set ${column} = ${sql.ref(`t.m${slot}`)} + ${sql.ref(`excluded.m${slot}`)}`.execute(trx);
  }
  if (input.relationId === null) return;
  const total = rows.reduce((sum, r) => sum + r.hundredths, 0);
  await trx
    .insertInto('ledgerSourceTotals')
    .values({ schoolId: input.schoolId, sourceType: input.sourceType, relationId: input.relationId, hours: fromHundredths(total), grants: rows.length })
    .onConflict((oc) =>
      oc.columns(['schoolId', 'sourceType', 'relationId']).doUpdateSet({
        hours: sql`ledger_source_totals.hours + excluded.hours`,
        grants: sql`ledger_source_totals.grants + excluded.grants`,
      }),
    )
    .execute();
}

/**
 * Recomputes both summaries of one school from its ledger (for bulk loads that bypass grantHours,
 * e.g. the benchmark's generated ledger). Run it in a transaction.
 */
export async function rebuildLedgerSummaries(trx: Trx, schoolId: number): Promise<void> {
  const roots = await trx.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('parentId', '=', 0).orderBy('id').execute();
  for (const r of roots) await slotOf(trx, schoolId, r.id);
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
