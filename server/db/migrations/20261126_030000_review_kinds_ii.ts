/**
 * Issue 20 ("Route groups II"): flow templates of its reviews. flow_templates.kind takes 1–3 and
 * 5–26 (common/flows.ts FlowKind 16–26: league and party membership stages, outstanding-member
 * selection, party/league activities and their hours, the innovation project stages, competition
 * results, incubation, course opening), numbered as the audit source types of the same reviews.
 */
import { sql, type Kysely } from 'kysely';
import { FLOW_KINDS, FlowKind, flowKindLabels } from '../../../common/flows.js';
import { addOneStepFlows } from './flowKinds.js';

const FIRST = FlowKind.LEAGUE_STAGE;
const LAST = FlowKind.COURSE_OPEN;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_templates drop constraint flow_templates_kind_ck`.execute(db);
  await sql`alter table flow_templates add constraint flow_templates_kind_ck check (kind between 1 and 3 or kind between 5 and ${sql.lit(LAST)})`.execute(db);
  // Existing schools get a one-step flow (the role 审核员) per new kind, as the seed gives new ones.
  await addOneStepFlows(db, FLOW_KINDS.filter((k) => k >= FIRST && k <= LAST).map((kind) => ({ kind, name: flowKindLabels[kind] })));
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from flow_templates where kind >= ${FIRST}`.execute(db);
  await sql`alter table flow_templates drop constraint flow_templates_kind_ck`.execute(db);
  await sql`alter table flow_templates add constraint flow_templates_kind_ck check (kind between 1 and 3 or kind between 5 and 15)`.execute(db);
}
