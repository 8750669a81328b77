/**
 * Issue 20 "Innovation and entrepreneurship" (spec §2 /innovate, /innovation): fields (领域) and
 * undertaking organisations (承办单位), 大创 projects and their members, competitions with team
 * registrations and results, incubated start-ups with their mentors, bonus records and banners;
 * the menu 创新创业 (1700–1714, before 数据大屏) and the student module 我的创新 (1010) for existing
 * databases. Every key includes school_id (Citus, migration 20261126_013500). Project and result ids
 * come from ONE sequence, because both are relation ids of ledger source 8 (INNOVATION), whose unique
 * key (school, source, relation, student) makes each grant idempotent.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 1700, name: '创新创业', nameEn: 'Innovation', path: '/innovation', parentId: null, orderId: 1, icon: 'Lightbulb', before: 900 },
  { id: 1701, name: '创新总览', nameEn: 'Innovation overview', path: '/innovate', parentId: 1700, orderId: 1 },
  { id: 1702, name: '创新项目', nameEn: 'Innovation projects', path: '/innovation/list', parentId: 1700, orderId: 2 },
  { id: 1703, name: '立项审核', nameEn: 'Approval review', path: '/innovate/project/review', parentId: 1700, orderId: 3 },
  { id: 1704, name: '中期结题审核', nameEn: 'Midterm and final review', path: '/innovate/project/audit', parentId: 1700, orderId: 4 },
  { id: 1705, name: '项目成员', nameEn: 'Project members', path: '/innovate/creation/member', parentId: 1700, orderId: 5 },
  { id: 1706, name: '竞赛团队', nameEn: 'Competition teams', path: '/innovate/creation/team', parentId: 1700, orderId: 6 },
  { id: 1707, name: '指导教师', nameEn: 'Guidance teachers', path: '/innovate/creation/teacher', parentId: 1700, orderId: 7 },
  { id: 1708, name: '学科竞赛', nameEn: 'Competitions', path: '/innovate/competition', parentId: 1700, orderId: 8 },
  { id: 1709, name: '孵化项目', nameEn: 'Incubation', path: '/innovate/hatching', parentId: 1700, orderId: 9 },
  { id: 1710, name: '指导记录', nameEn: 'Guidance', path: '/innovate/guidance', parentId: 1700, orderId: 10 },
  { id: 1711, name: '奖励管理', nameEn: 'Bonuses', path: '/innovate/bonus', parentId: 1700, orderId: 11 },
  { id: 1712, name: '领域管理', nameEn: 'Fields', path: '/innovate/field', parentId: 1700, orderId: 12 },
  { id: 1713, name: '承办单位', nameEn: 'Undertaking organisations', path: '/innovate/undertake', parentId: 1700, orderId: 13 },
  { id: 1714, name: '轮播图', nameEn: 'Banners', path: '/innovate/banner', parentId: 1700, orderId: 14 },
  { id: 1010, name: '我的创新', nameEn: 'My innovation', path: '/innovation/my-list', parentId: null, orderId: 11, icon: 'Lightbulb', identity: 2 },
];
const entries = (): MenuEntry[] => MENU_ENTRIES;

const TABLES = [
  'innovation_banners', 'innovation_bonuses', 'innovation_hatchings', 'innovation_results', 'innovation_team_members', 'innovation_teams',
  'innovation_competitions', 'innovation_project_members', 'innovation_projects', 'innovation_undertakers', 'innovation_fields',
];

/** id (identity, or from the shared sequence) and school_id, the primary key (school_id, id). */
function tenantTable(db: Kysely<any>, name: string, sharedIds = false): CreateTableBuilder<string, 'id' | 'school_id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) => (sharedIds ? c.notNull().defaultTo(sql`nextval('innovation_grant_ids')`) : c.notNull().generatedByDefaultAsIdentity()))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addPrimaryKeyConstraint(`${name}_pkey`, ['school_id', 'id']);
}

// Typed loosely: the builder's column names are only known once the columns are added.
const userFk = (t: string, col: string): [string, any[], string, string[]] => [`${t}_${col}_fk`, ['school_id', col], 'users', ['school_id', 'id']];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence innovation_grant_ids as integer`.execute(db);
  for (const name of ['innovation_fields', 'innovation_undertakers']) {
    await tenantTable(db, name)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint(`${name}_name_uq`, ['school_id', 'name'])
      .execute();
  }

  await tenantTable(db, 'innovation_projects', true)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type between 1 and 3`))
    .addColumn('field_id', 'integer')
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('college_id', 'integer')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('budget', sql`numeric(10,2)`, (c) => c.notNull().defaultTo(0).check(sql`budget >= 0`))
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 9`))
    .addColumn('midterm_report', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('finish_report', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hours', sql`numeric(8,2)`)
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('innovation_projects_field_fk', ['school_id', 'field_id'], 'innovation_fields', ['school_id', 'id'])
    .addForeignKeyConstraint('innovation_projects_classify_fk', ['school_id', 'classify_id'], 'classifies', ['school_id', 'id'])
    .addForeignKeyConstraint(...userFk('innovation_projects', 'leader_id'))
    .addCheckConstraint('innovation_projects_dates_ck', sql`start_date <= end_date`)
    .execute();
  await db.schema.createIndex('innovation_projects_status_ix').on('innovation_projects').columns(['school_id', 'status', 'id']).execute();

  await db.schema
    .createTable('innovation_project_members')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'smallint', (c) => c.notNull().check(sql`role between 1 and 3`))
    .addColumn('granted_hours', sql`numeric(8,2)`)
    .addPrimaryKeyConstraint('innovation_project_members_pkey', ['school_id', 'project_id', 'user_id'])
    .addForeignKeyConstraint('innovation_project_members_project_fk', ['school_id', 'project_id'], 'innovation_projects', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint(...userFk('innovation_project_members', 'user_id'))
    .execute();
  await db.schema.createIndex('innovation_project_members_user_ix').on('innovation_project_members').columns(['school_id', 'user_id']).execute();
  await sql`create unique index innovation_project_members_leader_uq on innovation_project_members (school_id, project_id) where role = 1`.execute(db);

  await tenantTable(db, 'innovation_competitions')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('organizer', 'text', (c) => c.notNull())
    .addColumn('undertaker_id', 'integer')
    .addColumn('field_id', 'integer')
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('innovation_competitions_undertaker_fk', ['school_id', 'undertaker_id'], 'innovation_undertakers', ['school_id', 'id'])
    .addForeignKeyConstraint('innovation_competitions_field_fk', ['school_id', 'field_id'], 'innovation_fields', ['school_id', 'id'])
    .addForeignKeyConstraint('innovation_competitions_classify_fk', ['school_id', 'classify_id'], 'classifies', ['school_id', 'id'])
    .addUniqueConstraint('innovation_competitions_name_uq', ['school_id', 'name'])
    .addCheckConstraint('innovation_competitions_dates_ck', sql`start_date <= end_date`)
    .execute();

  await tenantTable(db, 'innovation_teams')
    .addColumn('competition_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('teacher_id', 'integer')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('innovation_teams_competition_fk', ['school_id', 'competition_id'], 'innovation_competitions', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint(...userFk('innovation_teams', 'leader_id'))
    .addForeignKeyConstraint(...userFk('innovation_teams', 'teacher_id'))
    .addUniqueConstraint('innovation_teams_name_uq', ['school_id', 'competition_id', 'name'])
    .execute();

  await db.schema
    .createTable('innovation_team_members')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('team_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('innovation_team_members_pkey', ['school_id', 'team_id', 'user_id'])
    .addForeignKeyConstraint('innovation_team_members_team_fk', ['school_id', 'team_id'], 'innovation_teams', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint(...userFk('innovation_team_members', 'user_id'))
    .execute();
  await db.schema.createIndex('innovation_team_members_user_ix').on('innovation_team_members').columns(['school_id', 'user_id']).execute();

  await tenantTable(db, 'innovation_results', true)
    .addColumn('competition_id', 'integer', (c) => c.notNull())
    .addColumn('team_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('award_level', 'smallint', (c) => c.notNull().check(sql`award_level between 1 and 5`))
    .addColumn('hours', sql`numeric(8,2)`, (c) => c.notNull())
    .addColumn('granted_hours', sql`numeric(8,2)`)
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 3`))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('innovation_results_competition_fk', ['school_id', 'competition_id'], 'innovation_competitions', ['school_id', 'id'])
    .addForeignKeyConstraint('innovation_results_team_fk', ['school_id', 'team_id'], 'innovation_teams', ['school_id', 'id'])
    .addForeignKeyConstraint(...userFk('innovation_results', 'user_id'))
    // One result per student, competition and award level; several levels are kept and count once, at the highest.
    .addUniqueConstraint('innovation_results_award_uq', ['school_id', 'competition_id', 'user_id', 'award_level'])
    .execute();
  await db.schema.createIndex('innovation_results_user_ix').on('innovation_results').columns(['school_id', 'user_id']).execute();

  await tenantTable(db, 'innovation_hatchings')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stage', 'smallint', (c) => c.notNull().check(sql`stage between 1 and 4`))
    .addColumn('leader_id', 'integer', (c) => c.notNull())
    .addColumn('mentor_id', 'integer', (c) => c.notNull())
    .addColumn('field_id', 'integer')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 3`))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(...userFk('innovation_hatchings', 'leader_id'))
    .addForeignKeyConstraint(...userFk('innovation_hatchings', 'mentor_id'))
    .addForeignKeyConstraint('innovation_hatchings_field_fk', ['school_id', 'field_id'], 'innovation_fields', ['school_id', 'id'])
    .execute();

  await tenantTable(db, 'innovation_bonuses')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(10,2)`, (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('awarded_on', 'date', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(...userFk('innovation_bonuses', 'user_id'))
    .execute();

  await tenantTable(db, 'innovation_banners')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('innovation_banners_file_fk', ['school_id', 'file_id'], 'files', ['school_id', 'id'])
    .execute();

  await addMenuEntries(db, entries());
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, entries().map((e) => e.id));
  for (const table of TABLES) await db.schema.dropTable(table).execute();
  await sql`drop sequence innovation_grant_ids`.execute(db);
}
