/**
 * Issue 19 "Organisation lifecycle" and the volunteer teams (志愿服务队):
 *  - organizations gains its lifecycle: status (1 正常, 2 已注销 — deregistered, never deleted), the
 *    appraisal's star rating (1–5) and 优秀 title, its 指导教师 (advisor, a user of the school), charter,
 *    a volunteer team's 服务领域 and college, the academic year it is registered for, when it was
 *    cancelled.
 *  - organization_applications: one row per application (kind 1 成立, 2 注册, 3 年审, 4 评优, 5 注销),
 *    reviewed through the flow of its source type (5 volunteer team 成立, 10–14 the others); a
 *    rejected one is corrected in place and resubmitted. 注册 is unique per organisation and
 *    academic year (organization_applications_register_uq).
 *  - the menu entries of the five review pages (110–114), 组织申请 (410), 志愿服务队审核 and
 *    志愿服务队 under 志愿服务 (1220, 1221) and the students' 我的组织 (1007).
 * Every key includes school_id (Citus, migration 20261126_013500); the nullable references are
 * cleared by the repositories that delete users, colleges and organisations (db/tenant.ts detachReferences).
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** 志愿服务 (1200) belongs to the volunteer feature's migration; it is written here too (on conflict nothing) so that 1220/1221 have their parent whichever runs first. */
const VOLUNTEER_ROOT: MenuEntry = { id: 1200, name: '志愿服务', nameEn: 'Volunteering', path: '/voluntary', parentId: null, orderId: 10, icon: 'VolunteerActivism' };

export const ORG_LIFECYCLE_MENU: readonly MenuEntry[] = [
  { id: 110, name: '组织成立审核', nameEn: 'Founding review', path: '/proceeding/wait/organization/create/examine', parentId: 100, orderId: 5 },
  { id: 111, name: '组织注册审核', nameEn: 'Registration review', path: '/proceeding/wait/organization/register/examine', parentId: 100, orderId: 6 },
  { id: 112, name: '组织年审', nameEn: 'Annual review', path: '/proceeding/wait/organization/year/examine', parentId: 100, orderId: 7 },
  { id: 113, name: '组织评优审核', nameEn: 'Appraisal review', path: '/proceeding/wait/organization/appraising/examine', parentId: 100, orderId: 8 },
  { id: 114, name: '组织注销审核', nameEn: 'Deregistration review', path: '/proceeding/wait/organization/cancel/examine', parentId: 100, orderId: 9 },
  { id: 410, name: '组织申请', nameEn: 'Org. applications', path: '/organization/apply', parentId: 400, orderId: 7 },
  { id: 1220, name: '志愿服务队审核', nameEn: 'Team review', path: '/voluntary/management/examine/team', parentId: 1200, orderId: 20 },
  { id: 1221, name: '志愿服务队', nameEn: 'Volunteer teams', path: '/voluntary/management/team/list', parentId: 1200, orderId: 21 },
  { id: 1007, name: '我的组织', nameEn: 'My organisations', path: '/student/organization', parentId: null, orderId: 8, icon: 'Groups', identity: 2 },
];

/** The review queues and their parent 志愿服务. */
const AUDITOR_ENTRIES = [110, 111, 112, 113, 114, 1200, 1220];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('organizations')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('star', 'smallint')
    .addColumn('excellent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('advisor_id', 'integer')
    .addColumn('charter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('service_area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('college_id', 'integer')
    .addColumn('registered_year', 'smallint')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await sql`alter table organizations
    add constraint organizations_status_ck check (status in (1, 2)),
    add constraint organizations_star_ck check (star between 1 and 5),
    add constraint organizations_advisor_fk foreign key (school_id, advisor_id) references users (school_id, id),
    add constraint organizations_college_fk foreign key (school_id, college_id) references colleges (school_id, id)`.execute(db);

  await db.schema
    .createTable('organization_applications')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('source_type', 'smallint', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('organization_id', 'integer')
    .addColumn('applicant_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nature', 'smallint', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('charter', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('advisor_id', 'integer')
    .addColumn('service_area', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('college_id', 'integer')
    .addColumn('founder_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('academic_year', 'smallint')
    .addColumn('activity_count', 'integer')
    .addColumn('member_count', 'integer')
    .addColumn('finance_summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requested_star', 'smallint')
    .addColumn('requested_excellent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organization_applications_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('organization_applications_org_fk', ['school_id', 'organization_id'], 'organizations', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('organization_applications_applicant_fk', ['school_id', 'applicant_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('organization_applications_kind_ck', sql`kind between 1 and 5`)
    .addCheckConstraint('organization_applications_status_ck', sql`status between 1 and 3`)
    .addCheckConstraint('organization_applications_source_ck', sql`source_type = 5 or source_type between 10 and 14`)
    .addCheckConstraint('organization_applications_star_ck', sql`requested_star between 1 and 5`)
    .execute();
  await sql`alter table organization_applications
    add constraint organization_applications_parent_fk foreign key (school_id, parent_id) references organizations (school_id, id),
    add constraint organization_applications_advisor_fk foreign key (school_id, advisor_id) references users (school_id, id),
    add constraint organization_applications_college_fk foreign key (school_id, college_id) references colleges (school_id, id),
    add constraint organization_applications_decider_fk foreign key (school_id, decided_by) references users (school_id, id)`.execute(db);
  // One 注册 per organisation and academic year, whatever its state (a rejected one is resubmitted in place).
  await sql`create unique index organization_applications_register_uq on organization_applications (school_id, organization_id, academic_year) where kind = 2`.execute(db);
  await db.schema.createIndex('organization_applications_org_ix').on('organization_applications').columns(['school_id', 'organization_id']).execute();
  await db.schema.createIndex('organization_applications_applicant_ix').on('organization_applications').columns(['school_id', 'applicant_id']).execute();

  await addMenuEntries(db, [VOLUNTEER_ROOT, ...ORG_LIFECYCLE_MENU]);
  // The 审核员 role audits the seeded one-step flows of these kinds: it gets their queues, as the seed's ROLE_SEEDS grants them.
  await sql`
    insert into role_modules (school_id, role_id, module_id)
    select r.school_id, r.id, m.id from roles r cross join modules m
    where r.code = 'auditor' and m.id in (${sql.join(AUDITOR_ENTRIES)}) and m.school_id is null
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, ORG_LIFECYCLE_MENU.map((e) => e.id));
  await db.schema.dropTable('organization_applications').execute();
  await sql`alter table organizations
    drop constraint organizations_advisor_fk, drop constraint organizations_college_fk,
    drop constraint organizations_status_ck, drop constraint organizations_star_ck`.execute(db);
  for (const c of ['status', 'star', 'excellent', 'advisor_id', 'charter', 'service_area', 'college_id', 'registered_year', 'cancelled_at'])
    await db.schema.alterTable('organizations').dropColumn(c).execute();
}
