/**
 * Giving existing schools the review flows of new kinds (the migrations of issues 19 and 20): a
 * one-step flow named after the kind, decided by the school's role 审核员 — what the seed gives a
 * new school (server/seed/flows.ts). A school without that role gets none (it configures its own).
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
