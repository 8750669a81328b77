/**
 * Issue 20 "Quiz bank and study" (spec §2 /communist/answer list, library, create,
 * /communist/subject/create, /communist/youth/learn):
 *  - quiz_libraries: question libraries (题库), names unique per school;
 *  - quiz_questions: single (1), multiple (2) and true/false (3) questions: stem, options (jsonb
 *    text[]), answer (the right options' letters, 'A' or 'AC'), explanation;
 *  - quizzes: time limit (minutes), window [start_at, end_at], pass mark of 100, optional hours and
 *    their classify, who may take it (college ids, grades; empty = everyone);
 *  - quiz_items: the quiz's questions copied at assembly (position 1…n), so later edits of the bank
 *    never change a quiz already taken;
 *  - quiz_attempts: ONE attempt per student per quiz (unique key): started, deadline, submitted, score;
 *  - quiz_answers: the letters chosen per question of an attempt and whether they were right;
 *  - youth_learn_issues / youth_learn_records: 青年大学习 issues (期, a week) and who learned, from the
 *    imported official lists (one row per issue and student).
 * Every key includes school_id (Citus). Menu entries: 答题学习 (1600) with 1601–1605 before 数据大屏
 * (900), and the student's 答题学习 (1009).
 */
import { sql, type Kysely } from 'kysely';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const QUIZ_MENU_ENTRIES: MenuEntry[] = [
  { id: 1600, name: '答题学习', nameEn: 'Quizzes & study', path: '/communist/answer', parentId: null, orderId: 15, icon: 'MenuBook', before: 900 },
  { id: 1601, name: '答题列表', nameEn: 'Quizzes', path: '/communist/answer/list', parentId: 1600, orderId: 1 },
  { id: 1602, name: '题库管理', nameEn: 'Question bank', path: '/communist/answer/library', parentId: 1600, orderId: 2 },
  { id: 1603, name: '组卷发布', nameEn: 'New quiz', path: '/communist/answer/create', parentId: 1600, orderId: 3 },
  { id: 1604, name: '新增题目', nameEn: 'New question', path: '/communist/subject/create', parentId: 1600, orderId: 4 },
  { id: 1605, name: '青年大学习', nameEn: 'Youth study', path: '/communist/youth/learn', parentId: 1600, orderId: 5 },
  { id: 1009, name: '答题学习', nameEn: 'Quizzes & study', path: '/student/quiz', parentId: null, orderId: 10, icon: 'MenuBook', identity: 2 },
];

const QUIZ_TABLES = ['youth_learn_records', 'youth_learn_issues', 'quiz_answers', 'quiz_attempts', 'quiz_items', 'quizzes', 'quiz_questions', 'quiz_libraries'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quiz_libraries')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quiz_libraries_pkey', ['school_id', 'id'])
    .addUniqueConstraint('quiz_libraries_name_uq', ['school_id', 'name'])
    .execute();

  await db.schema
    .createTable('quiz_questions')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('library_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('stem', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quiz_questions_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('quiz_questions_library_fk', ['school_id', 'library_id'], 'quiz_libraries', ['school_id', 'id'])
    .addCheckConstraint('quiz_questions_kind_ck', sql`kind between 1 and 3`)
    .addCheckConstraint('quiz_questions_answer_ck', sql`answer ~ '^[A-H]+$'`)
    .execute();
  await db.schema.createIndex('quiz_questions_library_ix').on('quiz_questions').columns(['school_id', 'library_id']).execute();

  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('time_limit', 'smallint', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pass_score', 'smallint', (c) => c.notNull())
    .addColumn('hours', sql`numeric(6,2)`)
    .addColumn('classify_id', 'integer')
    .addColumn('college_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('grades', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quizzes_pkey', ['school_id', 'id'])
    .addUniqueConstraint('quizzes_name_uq', ['school_id', 'name'])
    .addForeignKeyConstraint('quizzes_classify_fk', ['school_id', 'classify_id'], 'classifies', ['school_id', 'id'])
    .addCheckConstraint('quizzes_window_ck', sql`end_at > start_at`)
    .addCheckConstraint('quizzes_rules_ck', sql`time_limit between 1 and 300 and pass_score between 0 and 100 and (hours is null or (hours >= 0 and classify_id is not null))`)
    .execute();

  await db.schema
    .createTable('quiz_items')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('question_id', 'integer')
    .addColumn('kind', 'smallint', (c) => c.notNull())
    .addColumn('stem', 'text', (c) => c.notNull())
    .addColumn('options', 'jsonb', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('quiz_items_pkey', ['school_id', 'quiz_id', 'position'])
    .addForeignKeyConstraint('quiz_items_quiz_fk', ['school_id', 'quiz_id'], 'quizzes', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deadline_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('score', sql`numeric(5,2)`)
    .addColumn('correct', 'smallint')
    .addColumn('passed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('quiz_attempts_pkey', ['school_id', 'id'])
    // One attempt per student per quiz: a second start resumes the open one, a submitted one is final.
    .addUniqueConstraint('quiz_attempts_one_uq', ['school_id', 'quiz_id', 'user_id'])
    .addForeignKeyConstraint('quiz_attempts_quiz_fk', ['school_id', 'quiz_id'], 'quizzes', ['school_id', 'id'])
    .addForeignKeyConstraint('quiz_attempts_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .addCheckConstraint('quiz_attempts_deadline_ck', sql`deadline_at > started_at`)
    .execute();
  await db.schema.createIndex('quiz_attempts_user_ix').on('quiz_attempts').columns(['school_id', 'user_id']).execute();

  await db.schema
    .createTable('quiz_answers')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('attempt_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.notNull())
    .addColumn('correct', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('quiz_answers_pkey', ['school_id', 'attempt_id', 'position'])
    .addForeignKeyConstraint('quiz_answers_attempt_fk', ['school_id', 'attempt_id'], 'quiz_attempts', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('youth_learn_issues')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('youth_learn_issues_pkey', ['school_id', 'id'])
    .addUniqueConstraint('youth_learn_issues_title_uq', ['school_id', 'title'])
    .execute();

  await db.schema
    .createTable('youth_learn_records')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('learned_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('youth_learn_records_pkey', ['school_id', 'issue_id', 'user_id'])
    .addForeignKeyConstraint('youth_learn_records_issue_fk', ['school_id', 'issue_id'], 'youth_learn_issues', ['school_id', 'id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('youth_learn_records_user_fk', ['school_id', 'user_id'], 'users', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('youth_learn_records_user_ix').on('youth_learn_records').columns(['school_id', 'user_id']).execute();

  await addMenuEntries(db, QUIZ_MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, QUIZ_MENU_ENTRIES.map((e) => e.id));
  for (const table of QUIZ_TABLES) await db.schema.dropTable(table).execute();
}
