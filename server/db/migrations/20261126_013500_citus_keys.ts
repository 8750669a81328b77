/**
 * Issue 17, Citus-ready schema (DESIGN.md §4): every key of a tenant table includes school_id, so
 * that Citus can distribute each of them by school_id (server/db/citus.ts has the rules, the
 * declared reference and coordinator tables, and the check tests/api/citus-keys.test.ts runs).
 *
 *  - Primary keys become (school_id, id) — (school_id, user_id) for students, (school_id, job_id)
 *    for job_files and job_inputs; organization_members gets its first one, (school_id,
 *    organization_id, user_id), in place of its unique key on (organization_id, user_id). The unique keys (school_id, id) that
 *    the composite foreign keys used to reference are now the primary keys, so they go.
 *  - Unique keys that did not include school_id now do: flow steps are numbered per template within
 *    the school; a session token hash, a transcript's verification code and a file's storage key are
 *    unique as (value, school_id). Those three values are still looked up alone (every request, the
 *    public verification page, GET /api/files/<key>), so the value leads the key and stays indexed;
 *    their global uniqueness never came from the index but from their randomness (32 random
 *    bytes, an HMAC, a random name). jobs gets a plain index on id: job status is read by id.
 *  - Every foreign key between tenant tables becomes (school_id, x_id) → (school_id, id), under its
 *    old name (routes map some names to messages). A null x_id is not checked (MATCH SIMPLE).
 *  - ON DELETE SET NULL goes: Citus refuses it on a foreign key that includes the distribution
 *    column, even as SET NULL (x_id). The repositories that delete a referenced row now clear the
 *    references first (server/db/tenant.ts detachReferences): flow templates, roles, organisations,
 *    terms, colleges, activity templates, staff accounts. Files and transcript batches are never
 *    deleted (a school's deletion cascades through school_id).
 *  - Every tenant table now references schools directly (ON DELETE CASCADE); nine reached it only
 *    through another table. Deleting a school (the seed's reset) then removes every table's rows in
 *    the first round of cascades, before any NO ACTION check between tenant tables runs: PostgreSQL
 *    checks a row deleted one cascade level down before the rows two levels down are gone, so
 *    flow_steps (reached through flow_templates) still held the roles their NO ACTION key names.
 *  - ON DELETE CASCADE and NO ACTION stay as they were. The exclusion constraints already compare
 *    `school_id with =` (migration 20261125_010000).
 *
 * Existing rows already satisfy the new keys: every pair of rows they link belongs to one school
 * (DESIGN.md §4, the services check it); a row that did not would stop this migration with the
 * constraint's name rather than be changed.
 */
import { sql, type Kysely } from 'kysely';

/** Tenant tables whose primary key was (id). */
const ID_KEYED = [
  'activities', 'activity_attachments', 'activity_enrollments', 'audit_records', 'audit_tasks', 'blacklist',
  'blacklist_appeals', 'campuses', 'classes', 'classifies', 'colleges', 'declaration_attachments',
  'declaration_project_options', 'declaration_projects', 'declarations', 'files', 'flow_steps', 'flow_templates',
  'hours_ledger', 'hours_requirement_sets', 'hours_rule_changes', 'jobs', 'majors', 'organizations',
  'personal_data_views', 'roles', 'sessions', 'sign_in_failures', 'sso_tickets', 'student_major_changes', 'terms',
  'transcript_batches', 'transcripts', 'users',
];

/** Tenant tables keyed by another column: [table, column]. */
const OTHER_KEYED: [string, string][] = [
  ['students', 'user_id'],
  ['job_files', 'job_id'],
  ['job_inputs', 'job_id'],
];

/** The unique keys (school_id, id) that become redundant with the new primary keys. */
const SCHOOL_ID_UNIQUE = [
  'activities', 'campuses', 'classes', 'classifies', 'colleges', 'flow_templates', 'hours_requirement_sets',
  'hours_rule_changes', 'majors', 'organizations', 'roles', 'users',
];

/** Unique keys without school_id: [table, old name, old columns, new name, new columns]. */
const UNIQUE: [string, string, string, string, string][] = [
  ['files', 'files_storage_key_key', 'storage_key', 'files_storage_key_uq', 'storage_key, school_id'],
  ['sessions', 'sessions_token_hash_key', 'token_hash', 'sessions_token_hash_uq', 'token_hash, school_id'],
  ['transcripts', 'transcripts_code_key', 'code', 'transcripts_code_uq', 'code, school_id'],
  ['flow_steps', 'flow_steps_template_order_uq', 'template_id, order_no', 'flow_steps_template_order_uq', 'school_id, template_id, order_no'],
];

/** Tenant tables that had no foreign key of their own to schools. */
const SCHOOL_REFERENCE_ADDED = [
  'flow_steps', 'job_files', 'job_inputs', 'organization_members', 'role_modules', 'sessions', 'staff', 'students',
  'transcript_batch_students', 'user_roles',
];

type OnDelete = 'cascade' | 'no action';

/** A foreign key between tenant tables, now and before this migration. */
interface ForeignKey {
  table: string;
  name: string;
  column: string;
  ref: string;
  onDelete: OnDelete;
  /** Before: on (x_id) alone (single) or already on (school_id, x_id) (composite), and its ON DELETE. */
  was: 'single' | 'composite';
  wasOnDelete: OnDelete | 'set null';
}

const fk = (table: string, name: string, column: string, ref: string, onDelete: OnDelete, was: ForeignKey['was'], wasOnDelete: ForeignKey['wasOnDelete'] = onDelete): ForeignKey =>
  ({ table, name, column, ref, onDelete, was, wasOnDelete });

/** Every foreign key between tenant tables except notice_reads_notice_fk (notices was keyed (school_id, id) from the start). */
const FOREIGN_KEYS: ForeignKey[] = [
  fk('activities', 'activities_classify_id_fkey', 'classify_id', 'classifies', 'no action', 'single'),
  fk('activities', 'activities_flow_template_id_fkey', 'flow_template_id', 'flow_templates', 'no action', 'single', 'set null'),
  fk('activities', 'activities_organization_id_fkey', 'organization_id', 'organizations', 'no action', 'single'),
  fk('activities', 'activities_report_flow_template_id_fkey', 'report_flow_template_id', 'flow_templates', 'no action', 'single', 'set null'),
  fk('activities', 'activities_term_id_fkey', 'term_id', 'terms', 'no action', 'single'),
  fk('activity_attachments', 'activity_attachments_activity_id_fkey', 'activity_id', 'activities', 'cascade', 'single'),
  fk('activity_attachments', 'activity_attachments_file_id_fkey', 'file_id', 'files', 'no action', 'single', 'set null'),
  fk('activity_enrollments', 'activity_enrollments_activity_id_fkey', 'activity_id', 'activities', 'cascade', 'single'),
  fk('blacklist_appeals', 'blacklist_appeals_blacklist_id_fkey', 'blacklist_id', 'blacklist', 'cascade', 'single'),
  fk('classes', 'classes_college_fk', 'college_id', 'colleges', 'no action', 'composite'),
  fk('classes', 'classes_major_fk', 'major_id', 'majors', 'no action', 'composite'),
  fk('colleges', 'colleges_campus_fk', 'campus_id', 'campuses', 'no action', 'composite'),
  fk('colleges', 'colleges_parent_fk', 'parent_id', 'colleges', 'no action', 'composite'),
  fk('declaration_attachments', 'declaration_attachments_declaration_id_fkey', 'declaration_id', 'declarations', 'cascade', 'single'),
  fk('declaration_attachments', 'declaration_attachments_file_id_fkey', 'file_id', 'files', 'no action', 'single', 'set null'),
  fk('declaration_project_options', 'declaration_project_options_project_id_fkey', 'project_id', 'declaration_projects', 'cascade', 'single'),
  fk('declaration_projects', 'declaration_projects_classify_id_fkey', 'classify_id', 'classifies', 'no action', 'single'),
  fk('declaration_projects', 'declaration_projects_flow_template_id_fkey', 'flow_template_id', 'flow_templates', 'no action', 'single', 'set null'),
  fk('declaration_projects', 'declaration_projects_organization_id_fkey', 'organization_id', 'organizations', 'no action', 'single', 'set null'),
  fk('declarations', 'declarations_option_id_fkey', 'option_id', 'declaration_project_options', 'no action', 'single'),
  fk('declarations', 'declarations_project_id_fkey', 'project_id', 'declaration_projects', 'no action', 'single'),
  fk('declarations', 'declarations_relate_activity_id_fkey', 'relate_activity_id', 'activities', 'no action', 'single', 'set null'),
  fk('declarations', 'declarations_term_id_fkey', 'term_id', 'terms', 'no action', 'single', 'set null'),
  fk('declarations', 'declarations_user_id_fkey', 'user_id', 'users', 'no action', 'single'),
  fk('flow_steps', 'flow_steps_role_fk', 'role_id', 'roles', 'no action', 'composite', 'set null'),
  fk('flow_steps', 'flow_steps_template_fk', 'template_id', 'flow_templates', 'cascade', 'composite'),
  fk('hours_ledger', 'hours_ledger_classify_id_fkey', 'classify_id', 'classifies', 'no action', 'single'),
  fk('hours_ledger', 'hours_ledger_term_id_fkey', 'term_id', 'terms', 'no action', 'single'),
  fk('job_files', 'job_files_job_id_fkey', 'job_id', 'jobs', 'cascade', 'single'),
  fk('job_inputs', 'job_inputs_job_id_fkey', 'job_id', 'jobs', 'cascade', 'single'),
  fk('jobs', 'jobs_creator_fk', 'created_by', 'users', 'cascade', 'composite'),
  fk('majors', 'majors_college_fk', 'college_id', 'colleges', 'no action', 'composite'),
  fk('notice_reads', 'notice_reads_user_fk', 'user_id', 'users', 'cascade', 'composite'),
  fk('notices', 'notices_college_fk', 'college_id', 'colleges', 'cascade', 'composite'),
  fk('organization_members', 'organization_members_org_fk', 'organization_id', 'organizations', 'cascade', 'composite'),
  fk('organization_members', 'organization_members_user_fk', 'user_id', 'users', 'cascade', 'composite'),
  fk('organizations', 'organizations_leader_fk', 'user_id', 'users', 'no action', 'composite', 'set null'),
  fk('organizations', 'organizations_parent_fk', 'parent_id', 'organizations', 'no action', 'composite'),
  fk('role_modules', 'role_modules_role_fk', 'role_id', 'roles', 'cascade', 'composite'),
  fk('roles', 'roles_scope_college_fk', 'scope_college_id', 'colleges', 'no action', 'composite', 'set null'),
  fk('sessions', 'sessions_user_fk', 'user_id', 'users', 'cascade', 'composite'),
  fk('sso_tickets', 'sso_tickets_session_id_fkey', 'session_id', 'sessions', 'cascade', 'single'),
  fk('sso_tickets', 'sso_tickets_user_id_fkey', 'user_id', 'users', 'cascade', 'single'),
  fk('staff', 'staff_college_fk', 'college_id', 'colleges', 'no action', 'composite', 'set null'),
  fk('staff', 'staff_user_fk', 'user_id', 'users', 'cascade', 'composite'),
  fk('student_major_changes', 'student_major_changes_user_fk', 'user_id', 'users', 'cascade', 'composite'),
  fk('students', 'students_campus_fk', 'campus_id', 'campuses', 'no action', 'composite'),
  fk('students', 'students_class_fk', 'class_id', 'classes', 'no action', 'composite'),
  fk('students', 'students_college_fk', 'college_id', 'colleges', 'no action', 'composite'),
  fk('students', 'students_major_fk', 'major_id', 'majors', 'no action', 'composite'),
  fk('students', 'students_user_fk', 'user_id', 'users', 'cascade', 'composite'),
  fk('transcript_batch_students', 'transcript_batch_students_batch_id_fkey', 'batch_id', 'transcript_batches', 'cascade', 'single'),
  fk('transcripts', 'transcripts_batch_id_fkey', 'batch_id', 'transcript_batches', 'no action', 'single', 'set null'),
  fk('transcripts', 'transcripts_user_id_fkey', 'user_id', 'users', 'no action', 'single'),
  fk('user_roles', 'user_roles_role_fk', 'role_id', 'roles', 'cascade', 'composite'),
  fk('user_roles', 'user_roles_user_fk', 'user_id', 'users', 'cascade', 'composite'),
];

const id = (name: string) => sql.id(name);
const raw = (text: string) => sql.raw(text);

/** The keys before this migration ('old') or after it ('school'); `up` and `down` are the two directions. */
async function setKeys(db: Kysely<any>, to: 'school' | 'old'): Promise<void> {
  const school = to === 'school';
  // The foreign keys depend on the keys being replaced: off first, back on last.
  for (const f of FOREIGN_KEYS) await sql`alter table ${id(f.table)} drop constraint ${id(f.name)}`.execute(db);
  if (school) for (const t of SCHOOL_ID_UNIQUE) await sql`alter table ${id(t)} drop constraint ${id(`${t}_school_id_uq`)}`.execute(db);
  for (const [t, column] of [...ID_KEYED.map((t) => [t, 'id']), ...OTHER_KEYED])
    await sql`alter table ${id(t)} drop constraint ${id(`${t}_pkey`)}, add constraint ${id(`${t}_pkey`)} primary key (${raw(school ? `school_id, ${column}` : column)})`.execute(db);
  await (school
    ? sql`alter table organization_members drop constraint organization_members_org_user_uq, add constraint organization_members_pk primary key (school_id, organization_id, user_id)`
    : sql`alter table organization_members drop constraint organization_members_pk, add constraint organization_members_org_user_uq unique (organization_id, user_id)`
  ).execute(db);
  for (const [t, oldName, oldColumns, newName, newColumns] of UNIQUE) {
    const [from, name, columns] = school ? [oldName, newName, newColumns] : [newName, oldName, oldColumns];
    await sql`alter table ${id(t)} drop constraint ${id(from)}, add constraint ${id(name)} unique (${raw(columns)})`.execute(db);
  }
  await sql`${raw(school ? 'create index jobs_id_ix on jobs (id)' : 'drop index jobs_id_ix')}`.execute(db);
  if (!school) for (const t of SCHOOL_ID_UNIQUE) await sql`alter table ${id(t)} add constraint ${id(`${t}_school_id_uq`)} unique (school_id, id)`.execute(db);
  for (const t of SCHOOL_REFERENCE_ADDED)
    await (school
      ? sql`alter table ${id(t)} add constraint ${id(`${t}_school_id_fkey`)} foreign key (school_id) references schools (id) on delete cascade`
      : sql`alter table ${id(t)} drop constraint ${id(`${t}_school_id_fkey`)}`
    ).execute(db);
  for (const f of FOREIGN_KEYS) {
    const single = !school && f.was === 'single';
    const key = single ? sql`(${id(f.column)}) references ${id(f.ref)} (id)` : sql`(school_id, ${id(f.column)}) references ${id(f.ref)} (school_id, id)`;
    const onDelete = school ? f.onDelete : f.wasOnDelete === 'set null' && !single ? `set null (${f.column})` : f.wasOnDelete;
    await sql`alter table ${id(f.table)} add constraint ${id(f.name)} foreign key ${key} on delete ${raw(onDelete)}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await setKeys(db, 'school');
}

export async function down(db: Kysely<any>): Promise<void> {
  await setKeys(db, 'old');
}
