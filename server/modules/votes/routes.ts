/**
 * Vote endpoints (issue 21 "Votes"; spec §2 /vote; §6 permissions). All scoped to the session's
 * school; every write runs in one transaction. Errors: 10002 naming the field or saying why
 * (VOTE_MESSAGES), 10003 without the module or for a voter outside the vote's scope. Who may do
 * what: access.ts; the review: review.ts; ballots and results: ballots.ts.
 */
import type { z } from 'zod';
import * as s from '../../../common/schemas/votes.js';
import { noParams } from '../../../common/schemas/fields.js';
import { VOTE_MESSAGES as M, VOTE_MODULES as P } from '../../../common/votes.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import { XLSX_TYPE } from '../../jobs/index.js';
import { moduleRead, moduleWrite } from '../../protocol/moduleRoutes.js';
import { defineRoute, FileDownload, type AnyRoute } from '../../protocol/define.js';
import { requireAny, VOTE_READERS } from './access.js';
import { castBallot, exportResults, myBallot, myVotes, voteResults } from './ballots.js';
import { addVote, editVote, listVotes, voteDetail, voteOptions } from './manage.js';
import { auditVotes, voteQueue } from './review.js';

/** A concurrent second ballot of one voter meets the voters' key: refused as already voted, never 50000. */
const BALLOT_CONSTRAINTS = { vote_voters_pkey: { message: M.alreadyVoted }, vote_ballots_pkey: { message: M.alreadyVoted } };

/** A POST in one transaction for holders of any of `modules` (checked first when given), the unique keys mapped. */
const write = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[] | null, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  moduleWrite(path, summary, modules, schema, run, BALLOT_CONSTRAINTS);

/** A GET for holders of any of `modules` (10003 otherwise). */
const read = moduleRead;

export const voteRoutes: AnyRoute[] = [
  /** GET /vote/options → VoteOptions {colleges, classes} the caller may aim a vote at. 投票管理. */
  read('/vote/options', 'Colleges and classes a vote may be aimed at.', [P.list], noParams, (db, se) => voteOptions(db, se)),
  /**
   * POST /vote/add {title ≤50, description? ≤1000, scopeType 1 全校|2 学院|3 班级, scopeId (college or
   * class id, for 2 and 3), maxChoices 1–50 (≤ candidates), startTime, endTime ('YYYY-MM-DD HH:mm',
   * China time, start < end), candidates [{name ≤30, statement? ≤500, fileId? (an uploaded image)}]
   * 2–50} → {id}: submitted for review (to-do source 27). 10002 naming the field.
   */
  write('/vote/add', 'Creates a vote and submits it for review.', [P.list], s.voteSaveParams, (db, se, p) => addVote(db, se, p)),
  /** POST /vote/edit {id, …as /vote/add} → {id}: only before publishing; a rejected vote is resubmitted. 10002 投票不存在, 已发布的投票不能修改. */
  write('/vote/edit', 'Changes a vote before it is published.', [P.list], s.voteEditParams, (db, se, p) => editVote(db, se, p)),
  /** GET /vote/list {current, size, title?, status?} → {list: VoteRow[], total}: the votes of the caller's data scope. */
  read('/vote/list', 'Votes with their status, window and counts.', VOTE_READERS, s.voteListParams, (db, se, p) => listVotes(db, se, p)),
  /** GET /vote/detail {id} → VoteDetail (candidates with photo urls). 10002 投票不存在 (also outside the caller's scope). */
  read('/vote/detail', 'One vote with its candidates.', VOTE_READERS, s.voteIdParams, (db, se, p) => voteDetail(db, se, p.id)),
  /** GET /vote/results {id} → VoteResults: counted from the ballots now (live; final after the window). */
  read('/vote/results', 'A vote’s results, counted from its ballots.', VOTE_READERS, s.voteIdParams, (db, se, p) => voteResults(db, se, p.id)),
  /** GET /vote/export {id} → 投票结果_<标题>_<时间>.xlsx (名次, 候选人, 得票数; 投票人数, 选票总数). */
  defineRoute({
    method: 'GET', path: '/vote/export', summary: 'Exports a vote’s results as xlsx.', permission: 'session', schema: s.voteIdParams,
    handler: async ({ deps, session, params }) => {
      await requireAny(deps.db, session, VOTE_READERS);
      const { content, name } = await exportResults(deps.db, session, params.id);
      return new FileDownload(content, name, XLSX_TYPE);
    },
  }),

  /** GET /vote/audit/list {current, size, title?, scope? 'mine'|'all'} → {list: VoteQueueRow[], total}. 投票审核. */
  defineRoute({ method: 'GET', path: '/vote/audit/list', summary: 'Votes waiting for the caller’s review.', permission: 'session', schema: s.voteQueueParams, handler: ({ deps, session, params }) => voteQueue(deps.db, session, params) }),
  /** POST /vote/audit {ids, result 'pass'|'reject', opinion?} → VoteAuditResult: approval after the last step publishes. */
  write('/vote/audit', 'Passes or rejects votes under review, in batch.', null, s.voteAuditParams, (db, se, p) => auditVotes(db, se, p)),

  /** GET /vote/my/list → MyVoteRow[]: published votes open to the student (module 1013). */
  read('/vote/my/list', 'Votes open to the student.', [P.mine], noParams, (db, se) => myVotes(db, se)),
  /** GET /vote/my/detail {id} → MyBallot. 10002 投票不存在; 10003 您不在本次投票的范围内. */
  read('/vote/my/detail', 'A vote’s ballot page for the student.', [P.mine], s.voteIdParams, (db, se, p) => myBallot(db, se, p.id)),
  /**
   * POST /vote/ballot/save {voteId, candidateIds} → {count}: the student's one ballot. 10002 不在投票时间内,
   * '参数错误: candidateIds 每人最多投N票', 候选人不属于本投票, 您已投过票 (a concurrent second ballot too);
   * 10003 outside the vote's scope.
   */
  write('/vote/ballot/save', 'Casts the student’s ballot.', [P.mine], s.ballotParams, (db, se, p) => castBallot(db, se, p)),
];
