/**
 * Giving existing schools the review flows of new kinds (the migrations of issues 19–21), and the kind
 * check's bound for them. A one-step flow per kind, named after it, decided by the school's role
 * 审核员 — what the seed gives a new school (server/seed/flows.ts). A school without that role gets none (it configures its own).
 */
import { sql, type Kysely } from 'kysely';

/** Inserts, for every school with an 'auditor' role, a one-step flow per kind (name: its label); existing ones stay. */
export async function addOneStepFlows(db: Kysely<any>, kinds: readonly { kind: number; name: string }[]): Promise<void> {
  if (!kinds.length) return;
  const rows = kinds.map((k) => sql`(${k.kind}::smallint, ${k.name}::text)`);
  await sql`
    with made as (
      insert into flow_templates (school_id, name, kind, remarks)
      select r.school_id, k.name, k.kind, '审核员审核'
      from roles r cross join (values ${sql.join(rows)}) as k(kind, name)
      where r.code = 'auditor'
      on conflict do nothing
      returning school_id, id
    )
    insert into flow_steps (school_id, template_id, order_no, name, auditor_type, role_id, user_ids)
    select m.school_id, m.id, 1, '审核员审核', 1, r.id, '{}'
    from made m join roles r on r.school_id = m.school_id and r.code = 'auditor'`.execute(db);
}

/** The bound of flow_templates_kind_ck: kinds 1–3, then 5 up to `top` (4 was never a flow kind). */
async function setFlowKindBound(db: Kysely<any>, top: number): Promise<void> {
  await sql`alter table flow_templates drop constraint flow_templates_kind_ck`.execute(db);
  await sql`alter table flow_templates add constraint flow_templates_kind_ck check (kind between 1 and 3 or kind between 5 and ${sql.lit(top)})`.execute(db);
}

async function currentFlowKindBound(db: Kysely<any>): Promise<number> {
  const def = (await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'flow_templates_kind_ck'`.execute(db)).rows[0]?.def ?? '';
  return Math.max(0, ...[...def.matchAll(/\d+/g)].map((m) => Number(m[0])));
}

/**
 * Lets flow_templates hold kinds up to `top` (the migrations of issue 21's groups, each adding its
 * own kinds): the bound only ever rises, so the groups' migrations may run in any order.
 */
export async function allowFlowKindsUpTo(db: Kysely<any>, top: number): Promise<void> {
  const current = await currentFlowKindBound(db);
  if (current < top) await setFlowKindBound(db, top);
}

/**
 * A group's `down`, after deleting its flows: the bound falls back to `floor`, or to the highest kind
 * still in use (another group's flows) when that is higher.
 */
export async function narrowFlowKinds(db: Kysely<any>, floor: number): Promise<void> {
  const used = (await sql<{ top: number | null }>`select max(kind)::int as top from flow_templates`.execute(db)).rows[0]?.top ?? 0;
  await setFlowKindBound(db, Math.max(floor, used));
}
