/**
 * Issue 21 "Votes" (spec §2 /vote): votes (评选投票) with their candidates, the voters who cast a
 * ballot and the ballots themselves; the review kind 27 (投票发布审核) with a one-step flow for
 * existing schools; the menu 评选投票 (2000–2002, before 数据大屏) and the student module 我的投票
 * (1013). Every key includes school_id (Citus). Tamper-evidence is in the keys: one vote_voters row
 * per voter and vote (a second ballot, even concurrent, violates vote_voters_pkey) and one ballot
 * row per (vote, voter, candidate); results are counted from vote_ballots, never stored.
 */
import { sql, type Kysely } from 'kysely';
import { addOneStepFlows, allowFlowKindsUpTo, narrowFlowKinds } from './flowKinds.js';
import { addMenuEntries, dropMenuEntries, type MenuEntry } from './menuEntries.js';

/** The entries as server/seed/modules.ts writes them on a fresh database (kept here as they were at this migration). */
const MENU_ENTRIES: MenuEntry[] = [
  { id: 2000, name: '评选投票', nameEn: 'Votes', path: '/vote', parentId: null, orderId: 1, icon: 'HowToVote', before: 900 },
  { id: 2001, name: '投票管理', nameEn: 'Vote management', path: '/vote/list', parentId: 2000, orderId: 1 },
  { id: 2002, name: '投票审核', nameEn: 'Vote review', path: '/vote/audit', parentId: 2000, orderId: 2 },
  { id: 1013, name: '我的投票', nameEn: 'My votes', path: '/vote/mine', parentId: null, orderId: 14, icon: 'HowToVote', identity: 2 },
];

/** The review kind of this migration (common/flows.ts FlowKind.VOTE_PUBLISH), as it was named here. */
const KIND = 27;

export async function up(db: Kysely<any>): Promise<void> {
  await allowFlowKindsUpTo(db, KIND);
  await addOneStepFlows(db, [{ kind: KIND, name: '投票发布审核' }]);

  await db.schema
    .createTable('votes')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scope_type', 'smallint', (c) => c.notNull().check(sql`scope_type between 1 and 3`))
    .addColumn('scope_id', 'integer')
    // The college the vote belongs to (its own, or its class's); null for the whole school. Staff of a college see theirs.
    .addColumn('college_id', 'integer')
    .addColumn('max_choices', 'smallint', (c) => c.notNull().check(sql`max_choices between 1 and 50`))
    .addColumn('start_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().check(sql`status between 1 and 3`))
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('votes_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('votes_created_by_fk', ['school_id', 'created_by'], 'users', ['school_id', 'id'])
    .addCheckConstraint('votes_window_ck', sql`start_time < end_time`)
    .execute();

  await db.schema
    .createTable('vote_candidates')
    .addColumn('id', 'integer', (c) => c.notNull().generatedByDefaultAsIdentity())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('vote_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('statement', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('vote_candidates_pkey', ['school_id', 'id'])
    .addForeignKeyConstraint('vote_candidates_vote_fk', ['school_id', 'vote_id'], 'votes', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .addForeignKeyConstraint('vote_candidates_file_fk', ['school_id', 'file_id'], 'files', ['school_id', 'id'])
    .execute();
  await db.schema.createIndex('vote_candidates_vote_ix').on('vote_candidates').columns(['school_id', 'vote_id']).execute();

  // One row per voter and vote: the ballot's header, inserted first, so a second (or concurrent) ballot fails on the key.
  await db.schema
    .createTable('vote_voters')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('vote_id', 'integer', (c) => c.notNull())
    .addColumn('voter_id', 'integer', (c) => c.notNull())
    .addColumn('voted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('vote_voters_pkey', ['school_id', 'vote_id', 'voter_id'])
    .addForeignKeyConstraint('vote_voters_vote_fk', ['school_id', 'vote_id'], 'votes', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .addForeignKeyConstraint('vote_voters_voter_fk', ['school_id', 'voter_id'], 'users', ['school_id', 'id'])
    .execute();

  await db.schema
    .createTable('vote_ballots')
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('vote_id', 'integer', (c) => c.notNull())
    .addColumn('voter_id', 'integer', (c) => c.notNull())
    .addColumn('candidate_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vote_ballots_pkey', ['school_id', 'vote_id', 'voter_id', 'candidate_id'])
    .addForeignKeyConstraint('vote_ballots_voter_fk', ['school_id', 'vote_id', 'voter_id'], 'vote_voters', ['school_id', 'vote_id', 'voter_id'], (f) => f.onDelete('cascade'))
    .addForeignKeyConstraint('vote_ballots_candidate_fk', ['school_id', 'candidate_id'], 'vote_candidates', ['school_id', 'id'], (f) => f.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('vote_ballots_candidate_ix').on('vote_ballots').columns(['school_id', 'candidate_id']).execute();

  await addMenuEntries(db, MENU_ENTRIES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropMenuEntries(db, MENU_ENTRIES.map((e) => e.id));
  for (const table of ['vote_ballots', 'vote_voters', 'vote_candidates', 'votes']) await db.schema.dropTable(table).execute();
  await sql`delete from flow_templates where kind = ${KIND}`.execute(db);
  await narrowFlowKinds(db, 26);
}
