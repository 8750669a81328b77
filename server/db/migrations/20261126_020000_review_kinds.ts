/**
 * Issue 19 ("Route groups I"; the shape every group follows): flow templates of the new reviews.
 * flow_templates.kind takes 1–3 and 5–15 (common/flows.ts FlowKind: volunteer teams, volunteer
 * activities and hours, practice proposals and completions, the organisation lifecycle, venue
 * bookings), numbered as the audit source types of the same reviews.
 */
import { sql, type Kysely } from 'kysely';
import { FLOW_KINDS, FlowKind, flowKindLabels } from '../../../common/flows.js';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_templates drop constraint flow_templates_kind_ck`.execute(db);
  await sql`alter table flow_templates add constraint flow_templates_kind_ck check (kind between 1 and 3 or kind between 5 and 15)`.execute(db);
  // Existing schools get a one-step flow (kinds 5–15: later kinds come with their own migration) (the role 审核员) per new kind, as the seed gives new ones.
  const kinds = FLOW_KINDS.filter((k) => k > FlowKind.DECLARATION && k <= FlowKind.SITE_APPLY).map((k) => sql`(${k}::smallint, ${flowKindLabels[k]}::text)`);
  await sql`
    with made as (
      insert into flow_templates (school_id, name, kind, remarks)
      select r.school_id, k.name, k.kind, '审核员审核'
      from roles r cross join (values ${sql.join(kinds)}) as k(kind, name)
      where r.code = 'auditor'
      on conflict do nothing
      returning school_id, id
    )
    insert into flow_steps (school_id, template_id, order_no, name, auditor_type, role_id, user_ids)
    select m.school_id, m.id, 1, '审核员审核', 1, r.id, '{}'
    from made m join roles r on r.school_id = m.school_id and r.code = 'auditor'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from flow_templates where kind > 3`.execute(db);
  await sql`alter table flow_templates drop constraint flow_templates_kind_ck`.execute(db);
  await sql`alter table flow_templates add constraint flow_templates_kind_ck check (kind between 1 and 3)`.execute(db);
}
