/**
 * The Kysely queries of votes (issue 21 "Votes"): votes with their scope and counts, candidates,
 * the review queue over open audit tasks, voters and ballots, and the tallies — always counted
 * from vote_ballots. Every function takes db then the school; every query stays within it.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };
/** Which votes a staff member sees: all (null) or those of these colleges plus their own. */
export type StaffFilter = { collegeIds: number[]; userId: number } | null;

/** Votes as VoteRow columns: `v` the vote, `u` its creator; the scope's name and the counts. */
export function voteSelect(db: Db, schoolId: number) {
  return fromSchool(db, 'votes as v', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 'v.createdBy'))
    .select([
      'v.id', 'v.title', 'v.description', 'v.scopeType', 'v.scopeId', 'v.collegeId', 'v.maxChoices', 'v.startTime', 'v.endTime', 'v.status', 'v.opinion',
      'v.createdBy', 'v.createdAt', 'u.name as creatorName',
      sql<string | null>`case v.scope_type when 2 then (select c.name from colleges c where c.school_id = v.school_id and c.id = v.scope_id)
        when 3 then (select k.name from classes k where k.school_id = v.school_id and k.id = v.scope_id) end`.as('scopeName'),
      sql<number>`(select count(*)::int from vote_candidates c where c.school_id = v.school_id and c.vote_id = v.id)`.as('candidateCount'),
      sql<number>`(select count(*)::int from vote_voters w where w.school_id = v.school_id and w.vote_id = v.id)`.as('voterCount'),
    ]);
}
export type VoteRaw = Awaited<ReturnType<ReturnType<typeof voteSelect>['executeTakeFirstOrThrow']>>;

const visible = <Q extends ReturnType<typeof voteSelect>>(q: Q, f: StaffFilter): Q =>
  f === null ? q : (q.where((eb) => eb.or([eb('v.createdBy', '=', f.userId), ...(f.collegeIds.length ? [eb('v.collegeId', 'in', f.collegeIds)] : [])])) as Q);

export function findVotes(db: Db, schoolId: number, f: { title?: string; status?: number; staff: StaffFilter }, page: Page) {
  return pageOf(
    visible(voteSelect(db, schoolId), f.staff)
      .$if(!!f.title, (q) => q.where('v.title', 'ilike', likeContains(f.title!)))
      .$if(f.status !== undefined, (q) => q.where('v.status', '=', f.status!))
      .orderBy('v.id', 'desc'),
    page,
  );
}

export function findVote(db: Db, schoolId: number, id: number, staff: StaffFilter = null) {
  return visible(voteSelect(db, schoolId), staff).where('v.id', '=', id).executeTakeFirst();
}

/** Open review tasks of `sourceType` on votes (the caller's own unless auditorId is null), oldest first. */
export function findQueue(db: Db, schoolId: number, sourceType: number, f: { auditorId: number | null; title?: string }, page: Page) {
  return pageOf(
    voteSelect(db, schoolId)
      .innerJoin('auditTasks as at', (j) => j.onRef('at.relationId', '=', 'v.id').on('at.schoolId', '=', schoolId).on('at.sourceType', '=', sourceType).on('at.doneAt', 'is', null))
      .select(['at.id as taskId', 'at.stepName', 'at.createdAt as taskCreatedAt'])
      .$if(f.auditorId !== null, (q) => q.where(sql<boolean>`${f.auditorId} = any(at.auditor_ids)`))
      .$if(!!f.title, (q) => q.where('v.title', 'ilike', likeContains(f.title!)))
      .orderBy('at.createdAt').orderBy('at.id'),
    page,
  );
}

export function lockVotes(db: Db, schoolId: number, ids: number[]) {
  return schoolRows(db, 'votes', schoolId).select(['id', 'title as name', 'status']).where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

export function insertVote(db: Db, row: Insertable<Database['votes']>) {
  return db.insertInto('votes').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateVote(db: Db, schoolId: number, id: number, values: Updateable<Database['votes']>) {
  return db.updateTable('votes').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
}

/** Replaces the vote's candidates (only before publishing: no ballot refers to them). */
export async function replaceCandidates(db: Db, schoolId: number, voteId: number, list: { name: string; statement: string; fileId?: number }[]) {
  await db.deleteFrom('voteCandidates').where('schoolId', '=', schoolId).where('voteId', '=', voteId).execute();
  await db.insertInto('voteCandidates').values(list.map((c, i) => ({ schoolId, voteId, name: c.name, statement: c.statement, fileId: c.fileId ?? null, sort: i + 1 }))).execute();
}

/** The vote's candidates in their order, each with its photo's storage key. */
export function findCandidates(db: Db, schoolId: number, voteId: number) {
  return fromSchool(db, 'voteCandidates as c', schoolId)
    .leftJoin('files as fi', sameSchool('fi.id', 'c.fileId'))
    .select(['c.id', 'c.name', 'c.statement', 'c.fileId', 'c.sort', 'fi.storageKey'])
    .where('c.voteId', '=', voteId)
    .orderBy('c.sort').orderBy('c.id')
    .execute();
}

/** The school's images among `ids` (type 1). */
export function imagesOf(db: Db, schoolId: number, ids: number[]) {
  return ids.length ? schoolRows(db, 'files', schoolId).select('id').where('id', 'in', ids).where('type', '=', 1).execute() : Promise.resolve([]);
}

export function collegeOf(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'colleges', schoolId, { id }).select(['id']).executeTakeFirst();
}

export function classOf(db: Db, schoolId: number, id: number) {
  return schoolRows(db, 'classes', schoolId, { id }).select(['id', 'collegeId']).executeTakeFirst();
}

export function scopeOptions(db: Db, schoolId: number) {
  return Promise.all([
    schoolRows(db, 'colleges', schoolId).select(['id', 'name']).orderBy('id').execute(),
    schoolRows(db, 'classes', schoolId).select(['id', 'name', 'collegeId']).orderBy('collegeId').orderBy('name').execute(),
  ]);
}

/** The student's college and class (undefined: not a student of the school). */
export function studentPlace(db: Db, schoolId: number, userId: number) {
  return schoolRows(db, 'students', schoolId, { userId }).select(['collegeId', 'classId']).executeTakeFirst();
}

/** Published votes whose scope takes in this college and class, newest window first, with whether the user voted. */
export function findOpenTo(db: Db, schoolId: number, userId: number, place: { collegeId: number | null; classId: number | null }, published: number) {
  return voteSelect(db, schoolId)
    .select(sql<boolean>`exists (select 1 from vote_voters w where w.school_id = v.school_id and w.vote_id = v.id and w.voter_id = ${userId})`.as('voted'))
    .where('v.status', '=', published)
    .where((eb) => eb.or([
      eb('v.scopeType', '=', 1),
      eb.and([eb('v.scopeType', '=', 2), eb('v.scopeId', '=', place.collegeId ?? -1)]),
      eb.and([eb('v.scopeType', '=', 3), eb('v.scopeId', '=', place.classId ?? -1)]),
    ]))
    .orderBy('v.startTime', 'desc').orderBy('v.id', 'desc')
    .execute();
}

/** The voter's header row: undefined when this voter already voted (the key is taken; a concurrent one waits, then violates it). */
export function insertVoter(db: Db, schoolId: number, voteId: number, voterId: number, now: Date) {
  return db.insertInto('voteVoters').values({ schoolId, voteId, voterId, votedAt: now }).onConflict((oc) => oc.doNothing()).returning('voterId').executeTakeFirst();
}

export async function insertBallots(db: Db, schoolId: number, voteId: number, voterId: number, candidateIds: number[]) {
  await db.insertInto('voteBallots').values(candidateIds.map((candidateId) => ({ schoolId, voteId, voterId, candidateId }))).execute();
}

export async function chosenBy(db: Db, schoolId: number, voteId: number, voterId: number): Promise<number[]> {
  const rows = await schoolRows(db, 'voteBallots', schoolId, { voteId, voterId }).select('candidateId').orderBy('candidateId').execute();
  return rows.map((r) => r.candidateId);
}

/** Each candidate with the ballots naming it (0 included), in the candidates' order; plus voters and ballots. */
export async function tally(db: Db, schoolId: number, voteId: number) {
  const rows = await fromSchool(db, 'voteCandidates as c', schoolId)
    .select(['c.id as candidateId', 'c.name', sql<number>`(select count(*)::int from vote_ballots b where b.school_id = c.school_id and b.candidate_id = c.id)`.as('votes')])
    .where('c.voteId', '=', voteId)
    .orderBy('c.sort').orderBy('c.id')
    .execute();
  const voters = await schoolRows(db, 'voteVoters', schoolId, { voteId }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const ballots = await schoolRows(db, 'voteBallots', schoolId, { voteId }).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, voters: voters.n, ballots: ballots.n };
}
