/**
 * Issue 19 ("Route groups I"; the shape every group follows): flow templates of the new reviews.
 * flow_templates.kind takes 1–3 and 5–15 (common/flows.ts FlowKind: volunteer teams, volunteer
 * activities and hours, practice proposals and completions, the organisation lifecycle, venue
 * bookings), numbered as the audit source types of the same reviews.
 */
import { sql, type Kysely } from 'kysely';
import { FLOW_KINDS, FlowKind, flowKindLabels } from '../../../common/flows.js';
import { addOneStepFlows } from './flowKinds.js';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_templates drop constraint flow_templates_kind_ck`.execute(db);
  await sql`alter table flow_templates add constraint flow_templates_kind_ck check (kind between 1 and 3 or kind between 5 and 15)`.execute(db);
  // Existing schools get a one-step flow (the role 审核员) per kind 5–15, as the seed gives new ones; later kinds come with their own migration.
  await addOneStepFlows(db, FLOW_KINDS.filter((k) => k > FlowKind.DECLARATION && k <= FlowKind.SITE_APPLY).map((kind) => ({ kind, name: flowKindLabels[kind] })));
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from flow_templates where kind > 3`.execute(db);
  await sql`alter table flow_templates drop constraint flow_templates_kind_ck`.execute(db);
  await sql`alter table flow_templates add constraint flow_templates_kind_ck check (kind between 1 and 3)`.execute(db);
}
