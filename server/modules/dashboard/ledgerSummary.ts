/**
 * The summaries of the hours ledger that the dashboards read (issue 6: "summary tables kept in the
 * same transaction as the ledger"; migration 20261121_008000_dashboard):
 *  - student_classify_hours: Σ granted hours and ledger rows per (student, top-level module);
 *  - ledger_source_totals: Σ granted hours and ledger rows per (source type, relation id).
 * server/modules/hours/ledger.ts calls `addToLedgerSummaries` right after it inserts ledger rows,
 * in the same transaction, so each summary always equals the sum of the ledger rows behind it.
 * A category never changes its parent (classify/tree.ts), so a row's module is fixed.
 */
import { sql, type Transaction } from 'kysely';
import { fromHundredths } from '../../../common/hoursRules.js';
import type { Database } from '../../db/types.js';
import type { Db } from '../structure/common.js';

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
 * Adds ledger rows just inserted to both summaries. Call inside the transaction that inserted them
 * (after the students were locked, so concurrent grants to a student are serialised).
 */
export async function addToLedgerSummaries(trx: Transaction<Database>, input: SummaryInput): Promise<void> {
  if (input.rows.length === 0) return;
  const root = await rootClassifyOf(trx, input.schoolId, input.classifyId);
  if (root === null) return;
  // User-id order: the same lock order as the students' rows.
  const rows = [...input.rows].sort((a, b) => a.userId - b.userId);
  await trx
    .insertInto('studentClassifyHours')
    .values(rows.map((r) => ({ schoolId: input.schoolId, userId: r.userId, rootClassifyId: root, hours: fromHundredths(r.hundredths), grants: 1 })))
    .onConflict((oc) =>
      oc.columns(['schoolId', 'userId', 'rootClassifyId']).doUpdateSet({
        hours: sql`student_classify_hours.hours + excluded.hours`,
        grants: sql`student_classify_hours.grants + excluded.grants`,
      }),
    )
    .execute();
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
export async function rebuildLedgerSummaries(db: Db, schoolId: number): Promise<void> {
  await db.deleteFrom('studentClassifyHours').where('schoolId', '=', schoolId).execute();
  await db.deleteFrom('ledgerSourceTotals').where('schoolId', '=', schoolId).execute();
  await sql`
    insert into student_classify_hours (school_id, user_id, root_classify_id, hours, grants)
    with recursive roots(id, root_id) as (
      select id, id from classifies where school_id = ${schoolId} and parent_id = 0
      union all
      select c.id, r.root_id from classifies c join roots r on c.parent_id = r.id where c.school_id = ${schoolId}
    )
    select ${schoolId}::int, l.user_id, r.root_id, sum(l.granted_hours), count(*)
    from hours_ledger l join roots r on r.id = l.classify_id
    where l.school_id = ${schoolId}
    group by l.user_id, r.root_id`.execute(db);
  await sql`
    insert into ledger_source_totals (school_id, source_type, relation_id, hours, grants)
    select school_id, source_type, relation_id, sum(granted_hours), count(*)
    from hours_ledger where school_id = ${schoolId} and relation_id is not null
    group by school_id, source_type, relation_id`.execute(db);
}
