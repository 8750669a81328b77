/**
 * Creating, editing and reading votes (issue 21 "Votes"; spec §2 /vote/add, /vote/edit,
 * /vote/list, /vote/listshow). A new vote goes to review at once (source 27, review.ts); a vote
 * under review or sent back may be edited (a rejected one is resubmitted), a published one not.
 */
import type { Page } from '../../../common/envelope.js';
import type { VoteEditParams, VoteListParams, VoteSaveParams } from '../../../common/schemas/votes.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { formatDateTime, formatMinute } from '../../../common/time.js';
import {
  VOTE_MESSAGES as M, VoteScope, voteScopeLabels, VoteStatus, voteStatusLabels, votePhase, type VoteCandidate, type VoteDetail, type VoteOptions, type VoteRow,
} from '../../../common/votes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { submitForReview } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { staffFilter } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

export function toVoteRow(r: repo.VoteRaw, now: Date): VoteRow {
  return {
    id: r.id, title: r.title, scopeType: r.scopeType, scopeName: r.scopeType === VoteScope.SCHOOL ? voteScopeLabels[1]! : (r.scopeName ?? ''), maxChoices: r.maxChoices,
    startTime: formatMinute(r.startTime), endTime: formatMinute(r.endTime), status: r.status, statusName: voteStatusLabels[r.status] ?? '',
    phase: votePhase(r, now), candidateCount: r.candidateCount, voterCount: r.voterCount, creatorName: r.creatorName, createTime: formatDateTime(r.createdAt),
  };
}

export const toCandidate = (c: Awaited<ReturnType<typeof repo.findCandidates>>[number]): VoteCandidate => ({
  id: c.id, name: c.name, statement: c.statement, fileId: c.fileId, photoUrl: c.storageKey ? FILES_URL_PREFIX + c.storageKey : null, sort: c.sort,
});

/** GET /vote/options → the colleges and classes the caller may aim a vote at (their colleges' for a college scope). */
export async function voteOptions(db: Db, caller: Caller): Promise<VoteOptions> {
  const [colleges, classes] = await repo.scopeOptions(db, caller.schoolId);
  const f = await staffFilter(db, caller);
  if (f === null) return { colleges, classes };
  return { colleges: colleges.filter((c) => f.collegeIds.includes(c.id)), classes: classes.filter((c) => f.collegeIds.includes(c.collegeId)) };
}

/** The vote's college from its scope; 10002 naming scopeId when unknown or outside a college-scoped caller's colleges. */
async function collegeOfScope(db: Db, caller: Caller, p: VoteSaveParams): Promise<number | null> {
  const f = await staffFilter(db, caller);
  let collegeId: number | null = null;
  if (p.scopeType === VoteScope.COLLEGE) {
    if (!(await repo.collegeOf(db, caller.schoolId, p.scopeId!))) throw fieldError('scopeId', M.scopeUnknown);
    collegeId = p.scopeId!;
  } else if (p.scopeType === VoteScope.CLASS) {
    const k = await repo.classOf(db, caller.schoolId, p.scopeId!);
    if (!k) throw fieldError('scopeId', M.scopeUnknown);
    collegeId = k.collegeId;
  }
  if (f !== null && (collegeId === null || !f.collegeIds.includes(collegeId))) throw fieldError('scopeType', M.scopeOutside);
  return collegeId;
}

/** 10002 naming candidates when a photo is not an image of the school. */
async function checkPhotos(db: Db, schoolId: number, p: VoteSaveParams) {
  const ids = [...new Set(p.candidates.flatMap((c) => (c.fileId === undefined ? [] : [c.fileId])))];
  if ((await repo.imagesOf(db, schoolId, ids)).length !== ids.length) throw fieldError('candidates', M.photoUnknown);
}

const formValues = (p: VoteSaveParams, collegeId: number | null) => ({
  title: p.title, description: p.description, scopeType: p.scopeType, scopeId: p.scopeType === VoteScope.SCHOOL ? null : p.scopeId!, collegeId,
  maxChoices: p.maxChoices, startTime: p.startTime, endTime: p.endTime,
});

/** POST /vote/add VoteSaveParams → {id}: the vote with its candidates, submitted for review (审核中). */
export async function addVote(trx: Trx, caller: Caller, p: VoteSaveParams, now = new Date()): Promise<{ id: number }> {
  const collegeId = await collegeOfScope(trx, caller, p);
  await checkPhotos(trx, caller.schoolId, p);
  const { id } = await repo.insertVote(trx, { schoolId: caller.schoolId, ...formValues(p, collegeId), status: VoteStatus.PENDING, createdBy: caller.userId, createdAt: now, updatedAt: now });
  await repo.replaceCandidates(trx, caller.schoolId, id, p.candidates);
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.VOTE_PUBLISH, relationId: id, organizationId: null, applicantId: caller.userId,
    taskName: `${p.title} 发布审核`, toStatus: VoteStatus.PENDING, now,
  });
  return { id };
}

/**
 * POST /vote/edit {id, …VoteSaveParams} → {id}: changes a vote under review or sent back (a
 * rejected one goes back to review). 10002 M.notFound, M.published.
 */
export async function editVote(trx: Trx, caller: Caller, p: VoteEditParams, now = new Date()): Promise<{ id: number }> {
  const [row] = await repo.lockVotes(trx, caller.schoolId, [p.id]);
  const visible = row && (await repo.findVote(trx, caller.schoolId, p.id, await staffFilter(trx, caller)));
  if (!row || !visible) throw badParams(M.notFound);
  if (row.status === VoteStatus.PUBLISHED) throw badParams(M.published);
  const collegeId = await collegeOfScope(trx, caller, p);
  await checkPhotos(trx, caller.schoolId, p);
  await repo.updateVote(trx, caller.schoolId, p.id, { ...formValues(p, collegeId), status: VoteStatus.PENDING, updatedAt: now });
  await repo.replaceCandidates(trx, caller.schoolId, p.id, p.candidates);
  if (row.status === VoteStatus.REJECTED)
    await submitForReview(trx, {
      schoolId: caller.schoolId, sourceType: SourceType.VOTE_PUBLISH, relationId: p.id, organizationId: null, applicantId: caller.userId,
      taskName: `${p.title} 发布审核`, fromStatus: row.status, toStatus: VoteStatus.PENDING, action: 'resubmit', now,
    });
  return { id: p.id };
}

/** GET /vote/list {current, size, title?, status?} → {list: VoteRow[], total}: the votes the caller's scope sees, newest first. */
export async function listVotes(db: Db, caller: Caller, p: VoteListParams, now = new Date()): Promise<Page<VoteRow>> {
  const { rows, total } = await repo.findVotes(db, caller.schoolId, { title: p.title, status: p.status, staff: await staffFilter(db, caller) }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => toVoteRow(r, now)) };
}

/** The vote if the caller's scope sees it; 10002 M.notFound otherwise. */
export async function visibleVote(db: Db, caller: Caller, id: number) {
  const v = await repo.findVote(db, caller.schoolId, id, await staffFilter(db, caller));
  if (!v) throw badParams(M.notFound);
  return v;
}

/** GET /vote/detail {id} → VoteDetail (candidates with photos). 10002 M.notFound. */
export async function voteDetail(db: Db, caller: Caller, id: number, now = new Date()): Promise<VoteDetail> {
  const v = await visibleVote(db, caller, id);
  const candidates = (await repo.findCandidates(db, caller.schoolId, id)).map(toCandidate);
  return { ...toVoteRow(v, now), description: v.description, scopeId: v.scopeId, opinion: v.opinion, candidates };
}
