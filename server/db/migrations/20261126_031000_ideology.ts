/**
 * Issue 20 "Party and league work (/ideology)":
 *  - organizations.branch_kind: a 团支部 (1) or 党支部 (2) is a node of the organisation tree, marked;
 *  - ideology_members: one row per (school, user, kind league|party) with its stage and the day it
 *    began; ideology_stage_history the dated stages; ideology_stage_applications the reviewed moves
 *    (source types 16/17, at most one under review per member: a partial unique index);
 *  - ideology_dues_rules (monthly amount per kind and stage), ideology_dues_payments (one per member and month);
 *  - ideology_meetings (三会一课 and thematic meetings, sign code, minutes, photo file ids) and their attendance;
 *  - ideology_settings: whether attending a meeting grants 思想素养 hours (default off) and how many;
 *  - ideology_studios and their members; ideology_selections (yearly campaigns) and ideology_nominations (source type 18);
 *  - ideology_activities (source type 19, two steps) and their participants; ideology_banners.
 * Meetings and activities take their ids from one sequence (ideology_event_ids), so their ledger grants
 * (source 7 党团活动, relation = the meeting's or the activity's id) never collide.
 * The second step of the activity flow (kind 19) is added to existing schools' one-step flow here.
 * Menu entries: 党团工作 (1500) with 1501–1514 before 数据大屏, 我的党团 (1008) for students.
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

const IDEOLOGY_MENU_ENTRIES: MenuEntry[] = [
  { id: 1500, name: '党团工作', nameEn: 'Party & League', path: '/ideology-work', parentId: null, orderId: 15, icon: 'Flag', before: 900 },
  { id: 1501, name: '党团概览', nameEn: 'Overview', path: '/ideology', parentId: 1500, orderId: 1 },
  { id: 1502, name: '党员管理', nameEn: 'Party members', path: '/ideology/party', parentId: 1500, orderId: 2 },
  { id: 1503, name: '团员管理', nameEn: 'League members', path: '/ideology/group', parentId: 1500, orderId: 3 },
  { id: 1504, name: '团费党费', nameEn: 'Dues', path: '/ideology/fees', parentId: 1500, orderId: 4 },
  { id: 1505, name: '工作室', nameEn: 'Studios', path: '/ideology/studio', parentId: 1500, orderId: 5 },
  { id: 1506, name: '三会一课', nameEn: 'Branch meetings', path: '/ideology/meeting', parentId: 1500, orderId: 6 },
  { id: 1507, name: '主题党日/团日', nameEn: 'Thematic meetings', path: '/ideology/thematic/meeting', parentId: 1500, orderId: 7 },
  { id: 1508, name: '评优评先(党)', nameEn: 'Party awards', path: '/ideology/advanced/party', parentId: 1500, orderId: 8 },
  { id: 1509, name: '评优评先(团)', nameEn: 'League awards', path: '/ideology/advanced/group', parentId: 1500, orderId: 9 },
  { id: 1510, name: '活动创建', nameEn: 'New activity', path: '/ideology/activity/found', parentId: 1500, orderId: 10 },
  { id: 1511, name: '活动初审', nameEn: 'Activity review', path: '/ideology/activity/examine', parentId: 1500, orderId: 11, api: '/ideology/activity/detail' },
  { id: 1512, name: '活动复审', nameEn: 'Second review', path: '/ideology/activity/second/examine', parentId: 1500, orderId: 12, api: '/ideology/activity/detail' },
  { id: 1513, name: '学时发放', nameEn: 'Grant hours', path: '/ideology/activity/grant', parentId: 1500, orderId: 13, api: '/ideology/activity/detail' },
  { id: 1514, name: '横幅管理', nameEn: 'Banners', path: '/ideology/banner', parentId: 1500, orderId: 14 },
  { id: 1008, name: '我的党团', nameEn: 'My Party & League', path: '/student/ideology', parentId: null, orderId: 9, icon: 'Flag', identity: 2 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table organizations add column branch_kind smallint`.execute(db);
  await sql`alter table organizations add constraint organizations_branch_kind_ck check (branch_kind in (1, 2))`.execute(db);
  await sql`create sequence ideology_event_ids as integer`.execute(db);

  await db.schema.createTable('ideology_settings')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('meeting_hours', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('meeting_hours_value', sql`numeric(6,2)`, (c) => c.notNull().defaultTo('1.00'))
    .addPrimaryKeyConstraint('ideology_settings_pkey', ['school_id'])
    .execute();

  await db.schema.createTable('ideology_dues_rules')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('ideology_dues_rules_pkey', ['school_id', 'kind', 'stage'])
    .addCheckConstraint('ideology_dues_rules_ck', sql`kind in (1, 2) and stage between 1 and 5 and amount >= 0`)
    .execute();

  await db.schema.createTable('ideology_members')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('stage_date', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_members_pkey', ['school_id', 'id'])
    .addUniqueConstraint('ideology_members_user_uq', ['school_id', 'user_id', 'kind'])
    .addForeignKeyConstraint('ideology_members_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('ideology_members_branch_fk', ['school_id', 'branch_id'], 'organizations', ['school_id', 'id'])
    .addCheckConstraint('ideology_members_ck', sql`kind in (1, 2) and stage between 1 and 5`)
    .execute();
  await db.schema.createIndex('ideology_members_branch_ix').on('ideology_members').columns(['school_id', 'branch_id']).execute();

  await db.schema.createTable('ideology_stage_history')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('stage', 'smallint', (c) => c.notNull())
    .addColumn('stage_date', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_stage_history_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('ideology_stage_history_member_fk', ['school_id', 'member_id'], 'ideology_members', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('ideology_stage_history_member_ix').on('ideology_stage_history').columns(['school_id', 'member_id']).execute();

  await db.schema.createTable('ideology_stage_applications')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('from_stage', 'smallint', (c) => c.notNull())
    .addColumn('to_stage', 'smallint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('applicant_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addPrimaryKeyConstraint('ideology_stage_applications_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('ideology_stage_applications_member_fk', ['school_id', 'member_id'], 'ideology_members', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('ideology_stage_applications_ck', sql`to_stage = from_stage + 1 and status between 1 and 4`)
    .execute();
  await sql`create unique index ideology_stage_applications_open_uq on ideology_stage_applications (school_id, member_id) where status = 1`.execute(db);

  await db.schema.createTable('ideology_dues_payments')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull())
    .addColumn('recorded_by', 'integer')
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_dues_payments_pkey', ['school_id', 'id'])
    .addUniqueConstraint('ideology_dues_payments_month_uq', ['school_id', 'member_id', 'month'])
    .addForeignKeyConstraint('ideology_dues_payments_member_fk', ['school_id', 'member_id'], 'ideology_members', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('ideology_dues_payments_ck', sql`month ~ '^\\d{4}-(0[1-9]|1[0-2])$' and amount >= 0`)
    .execute();

  await db.schema.createTable('ideology_meetings')
    .addColumn('id', 'integer', (c) => c.notNull().defaultTo(sql`nextval('ideology_event_ids')`))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('agenda', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('minutes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('sign_code', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_meetings_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('ideology_meetings_branch_fk', ['school_id', 'branch_id'], 'organizations', ['school_id', 'id'])
    .addCheckConstraint('ideology_meetings_ck', sql`kind between 1 and 8 and end_at > start_at`)
    .execute();
  await db.schema.createIndex('ideology_meetings_start_ix').on('ideology_meetings').columns(['school_id', 'start_at']).execute();

  await db.schema.createTable('ideology_meeting_attendance')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('meeting_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('signed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_meeting_attendance_pkey', ['school_id', 'meeting_id', 'user_id'])
    .addForeignKeyConstraint('ideology_meeting_attendance_meeting_fk', ['school_id', 'meeting_id'], 'ideology_meetings', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('ideology_meeting_attendance_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema.createTable('ideology_studios')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_studios_pkey', ['school_id', 'id'])
    .addUniqueConstraint('ideology_studios_name_uq', ['school_id', 'name'])
    .addForeignKeyConstraint('ideology_studios_branch_fk', ['school_id', 'branch_id'], 'organizations', ['school_id', 'id'])
    .addForeignKeyConstraint('ideology_studios_leader_fk', ['school_id', 'leader_id'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createTable('ideology_studio_members')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('studio_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ideology_studio_members_pkey', ['school_id', 'studio_id', 'user_id'])
    .addForeignKeyConstraint('ideology_studio_members_studio_fk', ['school_id', 'studio_id'], 'ideology_studios', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('ideology_studio_members_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema.createTable('ideology_selections')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('nominate_end', 'date', (c) => c.notNull())
    .addColumn('publicity_start', 'date', (c) => c.notNull())
    .addColumn('publicity_end', 'date', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_selections_pkey', ['school_id', 'id'])
    .addUniqueConstraint('ideology_selections_title_uq', ['school_id', 'kind', 'year', 'title'])
    .addCheckConstraint('ideology_selections_ck', sql`kind in (1, 2) and nominate_end <= publicity_start and publicity_start <= publicity_end`)
    .execute();
  await db.schema.createTable('ideology_nominations')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('selection_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'smallint', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('branch_id', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('nominated_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_nominations_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('ideology_nominations_selection_fk', ['school_id', 'selection_id'], 'ideology_selections', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('ideology_nominations_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('ideology_nominations_branch_fk', ['school_id', 'branch_id'], 'organizations', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addCheckConstraint('ideology_nominations_ck', sql`category between 1 and 4 and status between 1 and 4 and ((user_id is null) <> (branch_id is null))`)
    .execute();
  await sql`create unique index ideology_nominations_nominee_uq on ideology_nominations (school_id, selection_id, category, coalesce(user_id, 0), coalesce(branch_id, 0))`.execute(db);

  await db.schema.createTable('ideology_activities')
    .addColumn('id', 'integer', (c) => c.notNull().defaultTo(sql`nextval('ideology_event_ids')`))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('branch_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hours', sql`numeric(6,2)`, (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_activities_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('ideology_activities_branch_fk', ['school_id', 'branch_id'], 'organizations', ['school_id', 'id'])
    .addCheckConstraint('ideology_activities_ck', sql`kind in (1, 2) and status between 1 and 7 and end_at > start_at and hours >= 0`)
    .execute();
  await db.schema.createTable('ideology_activity_participants')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ideology_activity_participants_pkey', ['school_id', 'activity_id', 'user_id'])
    .addForeignKeyConstraint('ideology_activity_participants_activity_fk', ['school_id', 'activity_id'], 'ideology_activities', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('ideology_activity_participants_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema.createTable('ideology_banners')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_id', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ideology_banners_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('ideology_banners_file_fk', ['school_id', 'file_id'], 'files', ['school_id', 'id'])
    .execute();

  // Kind 19 (党团活动审核) has two steps, 初审 and 复审, both by the role 审核员 (seed/flows.ts for new schools).
  await sql`
    insert into flow_steps (school_id, template_id, order_no, name, auditor_type, role_id, user_ids)
    select s.school_id, s.template_id, 2, '复审', s.auditor_type, s.role_id, s.user_ids
    from flow_steps s join flow_templates t on t.school_id = s.school_id and t.id = s.template_id
    where t.kind = 19 and s.order_no = 1
      and not exists (select 1 from flow_steps x where x.school_id = s.school_id and x.template_id = s.template_id and x.order_no = 2)`.execute(db);
  await sql`update flow_steps s set name = '初审' from flow_templates t where t.school_id = s.school_id and t.id = s.template_id and t.kind = 19 and s.order_no = 1`.execute(db);

  await addMenuEntries(db, IDEOLOGY_MENU_ENTRIES);
}

const TABLES = [
  'ideology_banners', 'ideology_activity_participants', 'ideology_activities', 'ideology_nominations', 'ideology_selections',
  'ideology_studio_members', 'ideology_studios', 'ideology_meeting_attendance', 'ideology_meetings', 'ideology_dues_payments',
  'ideology_stage_applications', 'ideology_stage_history', 'ideology_members', 'ideology_dues_rules', 'ideology_settings',
];

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, IDEOLOGY_MENU_ENTRIES.map((e) => e.id));
  await sql`delete from flow_steps s using flow_templates t where t.school_id = s.school_id and t.id = s.template_id and t.kind = 19 and s.order_no = 2`.execute(db);
  for (const t of TABLES) await db.schema.dropTable(t).execute();
  await sql`drop sequence ideology_event_ids`.execute(db);
  await sql`alter table organizations drop constraint organizations_branch_kind_ck`.execute(db);
  await sql`alter table organizations drop column branch_kind`.execute(db);
}
