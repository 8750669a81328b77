/**
 * Voting and results (issue 21 "Votes"; spec §2 /vote/listshow and the student module 1013 我的投票).
 * A student sees the published votes whose scope takes them in (the school, their college, their
 * class) and casts ONE ballot per vote within its window, naming 1–N candidates. The ballot's
 * header row (vote_voters, key (school, vote, voter)) is inserted first with "on conflict do
 * nothing": a second ballot — even one racing the first — finds the key taken and is refused, so a
 * voter's ballots never exceed N. Results are counted from vote_ballots every time: staff see
 * them live, voters once the window has closed; the xlsx export is the same count.
 */
import ExcelJS from 'exceljs';
import type { BallotParams } from '../../../common/schemas/votes.js';
import { fileStamp, formatMinute } from '../../../common/time.js';
import { VOTE_MESSAGES as M, VoteStatus, votePhase, type MyBallot, type MyVoteRow, type VoteResults, type VoteTally } from '../../../common/votes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { safeCell } from '../../jobs/xlsxExport.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { toCandidate, visibleVote } from './manage.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** Ranks by votes, ties sharing a rank; the candidates' order otherwise kept. */
function ranked(rows: { candidateId: number; name: string; votes: number }[]): VoteTally[] {
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.votes > r.votes).length }));
}

/** GET /vote/results {id} → VoteResults: the live count for staff (final once the window closed). 10002 M.notFound. */
export async function voteResults(db: Db, caller: Caller, id: number, now = new Date()): Promise<VoteResults> {
  const v = await visibleVote(db, caller, id);
  const t = await repo.tally(db, caller.schoolId, id);
  const phase = votePhase(v, now);
  return { voteId: id, title: v.title, phase, final: phase === 'closed', voters: t.voters, ballots: t.ballots, tallies: ranked(t.rows) };
}

/** GET /vote/export {id} → 投票结果_<标题>_<时间>.xlsx: rank, candidate, votes, then the totals. */
export async function exportResults(db: Db, caller: Caller, id: number, now = new Date()): Promise<{ content: Buffer; name: string }> {
  const r = await voteResults(db, caller, id, now);
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('投票结果', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ header: '名次', width: 8 }, { header: '候选人', width: 24 }, { header: '得票数', width: 10 }];
  sheet.getRow(1).font = { bold: true };
  for (const t of [...r.tallies].sort((a, b) => a.rank - b.rank)) sheet.addRow([t.rank, safeCell(t.name), t.votes]);
  sheet.addRow([]);
  sheet.addRow(['投票人数', '', r.voters]);
  sheet.addRow(['选票总数', '', r.ballots]);
  sheet.addRow(['统计时间', formatMinute(now), r.final ? '最终结果' : '实时结果']);
  return { content: Buffer.from(await wb.xlsx.writeBuffer()), name: `投票结果_${r.title}_${fileStamp(now)}.xlsx` };
}

/** The student's college and class; 10003 for anyone who is not a student of the school. */
async function placeOf(db: Db, caller: Caller) {
  const place = await repo.studentPlace(db, caller.schoolId, caller.userId);
  if (!place) throw noPermission(M.outsideScope);
  return place;
}

const toMine = (v: Awaited<ReturnType<typeof repo.findOpenTo>>[number], now: Date): MyVoteRow => ({
  id: v.id, title: v.title, maxChoices: v.maxChoices, startTime: formatMinute(v.startTime), endTime: formatMinute(v.endTime),
  phase: votePhase(v, now), candidateCount: v.candidateCount, voted: v.voted,
});

/** GET /vote/my/list → MyVoteRow[]: published votes open to the student, newest window first. */
export async function myVotes(db: Db, caller: Caller, now = new Date()): Promise<MyVoteRow[]> {
  const place = await placeOf(db, caller);
  return (await repo.findOpenTo(db, caller.schoolId, caller.userId, place, VoteStatus.PUBLISHED)).map((v) => toMine(v, now));
}

/** The published vote `id` if its scope takes the student in; 10002 M.notFound, 10004 M.outsideScope. */
async function openTo(db: Db, caller: Caller, id: number) {
  const place = await placeOf(db, caller);
  const all = await repo.findOpenTo(db, caller.schoolId, caller.userId, place, VoteStatus.PUBLISHED);
  const v = all.find((x) => x.id === id);
  if (v) return v;
  const exists = await repo.findVote(db, caller.schoolId, id);
  if (!exists || exists.status !== VoteStatus.PUBLISHED) throw badParams(M.notFound);
  throw noPermission(M.outsideScope);
}

/** GET /vote/my/detail {id} → MyBallot: candidates, the student's choices, the results once closed. */
export async function myBallot(db: Db, caller: Caller, id: number, now = new Date()): Promise<MyBallot> {
  const v = await openTo(db, caller, id);
  const candidates = (await repo.findCandidates(db, caller.schoolId, id)).map(toCandidate);
  const chosen = await repo.chosenBy(db, caller.schoolId, id, caller.userId);
  const closed = votePhase(v, now) === 'closed';
  return { ...toMine(v, now), description: v.description, candidates, chosen, results: closed ? ranked((await repo.tally(db, caller.schoolId, id)).rows) : null };
}

/**
 * POST /vote/ballot/save {voteId, candidateIds 1–N} → {count}: the student's one ballot. 10002
 * M.notOpen outside the window, '参数错误: candidateIds 每人最多投N票', M.candidateUnknown,
 * M.alreadyVoted (also for a concurrent second ballot); 10004 M.outsideScope.
 */
export async function castBallot(trx: Trx, caller: Caller, p: BallotParams, now = new Date()): Promise<{ count: number }> {
  const v = await openTo(trx, caller, p.voteId);
  if (votePhase(v, now) !== 'open') throw badParams(M.notOpen);
  const ids = [...new Set(p.candidateIds)];
  if (ids.length > v.maxChoices) throw fieldError('candidateIds', M.tooMany(v.maxChoices));
  const known = new Set((await repo.findCandidates(trx, caller.schoolId, p.voteId)).map((c) => c.id));
  if (ids.some((c) => !known.has(c))) throw fieldError('candidateIds', M.candidateUnknown);
  if (!(await repo.insertVoter(trx, caller.schoolId, p.voteId, caller.userId, now))) throw badParams(M.alreadyVoted);
  await repo.insertBallots(trx, caller.schoolId, p.voteId, caller.userId, ids);
  return { count: ids.length };
}
