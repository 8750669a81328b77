/**
 * Administrative structure, issue 3 (spec §2 /usermng/student/campus|college|major|class,
 * /organization/department): colleges (院系) become a tree (parent_id, kept inside one school by a
 * composite foreign key) with an optional code; majors get an optional code; classes get the
 * optional names of their counsellor (辅导员) and head teacher (班主任). Indexes serve the counts
 * that the structure lists compute in SQL.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('colleges')
    .addColumn('code', 'text')
    .addColumn('parent_id', 'integer')
    .execute();
  await db.schema
    .alterTable('colleges')
    .addForeignKeyConstraint('colleges_parent_fk', ['school_id', 'parent_id'], 'colleges', ['school_id', 'id'])
    .execute();
  // A code, when given, names one college of the school.
  await sql`create unique index colleges_school_code_uq on colleges (school_id, code) where code is not null`.execute(db);
  await db.schema.createIndex('colleges_school_parent_ix').on('colleges').columns(['school_id', 'parent_id']).execute();
  await db.schema.createIndex('colleges_school_campus_ix').on('colleges').columns(['school_id', 'campus_id']).execute();

  await db.schema.alterTable('majors').addColumn('code', 'text').execute();

  await db.schema
    .alterTable('classes')
    .addColumn('counsellor', 'text')
    .addColumn('head_teacher', 'text')
    .execute();
  await db.schema.createIndex('classes_school_major_ix').on('classes').columns(['school_id', 'major_id']).execute();
  await db.schema.createIndex('classes_school_college_ix').on('classes').columns(['school_id', 'college_id']).execute();

  await db.schema.createIndex('students_school_campus_ix').on('students').columns(['school_id', 'campus_id']).execute();
  await db.schema.createIndex('students_school_major_ix').on('students').columns(['school_id', 'major_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('students_school_major_ix').ifExists().execute();
  await db.schema.dropIndex('students_school_campus_ix').ifExists().execute();
  await db.schema.dropIndex('classes_school_college_ix').ifExists().execute();
  await db.schema.dropIndex('classes_school_major_ix').ifExists().execute();
  await db.schema.alterTable('classes').dropColumn('head_teacher').dropColumn('counsellor').execute();
  await db.schema.alterTable('majors').dropColumn('code').execute();
  await db.schema.dropIndex('colleges_school_campus_ix').ifExists().execute();
  await db.schema.dropIndex('colleges_school_parent_ix').ifExists().execute();
  await db.schema.dropIndex('colleges_school_code_uq').ifExists().execute();
  await db.schema.alterTable('colleges').dropConstraint('colleges_parent_fk').execute();
  await db.schema.alterTable('colleges').dropColumn('parent_id').dropColumn('code').execute();
}
