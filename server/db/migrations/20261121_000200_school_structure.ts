/**
 * A school's structure — campuses, colleges (院系), majors, classes — and the student profile that
 * hangs off a users row. Composite foreign keys (school_id, id) keep every reference inside one school.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('campuses')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('campuses_school_name_uq', ['school_id', 'name'])
    .addUniqueConstraint('campuses_school_id_uq', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('colleges')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('campus_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('colleges_school_name_uq', ['school_id', 'name'])
    .addUniqueConstraint('colleges_school_id_uq', ['school_id', 'id'])
    .addForeignKeyConstraint('colleges_campus_fk', ['school_id', 'campus_id'], 'campuses', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('majors')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('college_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('majors_school_college_name_uq', ['school_id', 'college_id', 'name'])
    .addUniqueConstraint('majors_school_id_uq', ['school_id', 'id'])
    .addForeignKeyConstraint('majors_college_fk', ['school_id', 'college_id'], 'colleges', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('college_id', 'integer', (c) => c.notNull())
    .addColumn('major_id', 'integer', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('classes_school_name_uq', ['school_id', 'name'])
    .addUniqueConstraint('classes_school_id_uq', ['school_id', 'id'])
    .addForeignKeyConstraint('classes_college_fk', ['school_id', 'college_id'], 'colleges', ['school_id', 'id'])
    .addForeignKeyConstraint('classes_major_fk', ['school_id', 'major_id'], 'majors', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('students')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('id_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('id_number', 'text')
    .addColumn('birthday', 'date')
    .addColumn('politics', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('campus_id', 'integer')
    .addColumn('college_id', 'integer')
    .addColumn('major_id', 'integer')
    .addColumn('class_id', 'integer')
    .addColumn('grade', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('card_photo', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('students_school_code_uq', ['school_id', 'code'])
    .addForeignKeyConstraint('students_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'], (f) =>
      f.onDelete('cascade'),
    )
    .addForeignKeyConstraint('students_campus_fk', ['school_id', 'campus_id'], 'campuses', ['school_id', 'id'])
    .addForeignKeyConstraint('students_college_fk', ['school_id', 'college_id'], 'colleges', ['school_id', 'id'])
    .addForeignKeyConstraint('students_major_fk', ['school_id', 'major_id'], 'majors', ['school_id', 'id'])
    .addForeignKeyConstraint('students_class_fk', ['school_id', 'class_id'], 'classes', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('students_school_status_code_ix').on('students').columns(['school_id', 'status', 'code']).execute();
  await db.schema.createIndex('students_school_college_ix').on('students').columns(['school_id', 'college_id']).execute();
  await db.schema.createIndex('students_school_class_ix').on('students').columns(['school_id', 'class_id']).execute();
  await db.schema.createIndex('students_school_grade_ix').on('students').columns(['school_id', 'grade']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['students', 'classes', 'majors', 'colleges', 'campuses']) await db.schema.dropTable(t).ifExists().execute();
}
