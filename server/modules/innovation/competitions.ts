/**
 * 学科竞赛 (issue 20; spec §2 /innovate/competition, /innovate/creation/team, /innovate/undertake):
 * competitions with their level, organiser, undertaking organisation, field and the 创新创业
 * category their hours count in; team registrations (a leader, members, an optional teacher); and
 * results — one student's award level in one competition, worth AWARD_HOURS[level][award] — each
 * reviewed (source 24, review.ts) and counted once per student and competition, at the highest award.
 */
import type { Page } from '../../../common/envelope.js';
import { AWARD_HOURS, INNOVATION_MESSAGES as M, innovationLevelLabels, ReviewedStatus, type CompetitionRow, type ResultRow, type TeamRow } from '../../../common/innovation.js';
import type { CompetitionListParams, CompetitionSaveParams, ResultAddParams, ResultListParams, TeamAddParams, TeamListParams } from '../../../common/schemas/innovation.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { submitForReview } from '../audits/subject.js';
import { staffUser, studentsByCodes } from '../practice/repository.js';
import { checkField, checkInnovationClassify, leaderOf, membersOf } from './projects.js';
import { toResultRow, toTeamRow } from './rows.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;

/** GET /innovation/competition/list {current, size, name?, level?} → {list: CompetitionRow[], total}, latest first. */
export async function listCompetitions(db: Db, schoolId: number, p: CompetitionListParams): Promise<Page<CompetitionRow>> {
  const { rows, total } = await repo.findCompetitions(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...r, levelName: innovationLevelLabels[r.level] ?? '' })) };
}

/**
 * POST /innovation/competition/save CompetitionSaveParams → {id}: new without id, else changed.
 * 10002 naming classifyId, fieldId or undertakerId; M.nameTaken; M.competitionNotFound.
 */
export async function saveCompetition(trx: Trx, caller: Caller, p: CompetitionSaveParams, now = new Date()): Promise<{ id: number }> {
  await checkInnovationClassify(trx, caller.schoolId, p.classifyId);
  await checkField(trx, caller.schoolId, p.fieldId);
  if (p.undertakerId !== undefined && !(await repo.dictEntry(trx, caller.schoolId, 'innovationUndertakers', p.undertakerId))) throw fieldError('undertakerId', M.undertakerUnknown);
  const { id, ...form } = p;
  const values = { ...form, undertakerId: p.undertakerId ?? null, fieldId: p.fieldId ?? null };
  const taken = (await repo.findCompetitions(trx, caller.schoolId, { current: 1, size: 100, name: p.name }, { limit: 100, offset: 0 })).rows.some((r) => r.name === p.name && r.id !== id);
  if (taken) throw fieldError('name', M.nameTaken);
  if (id === undefined) return repo.insertCompetition(trx, { schoolId: caller.schoolId, ...values, createdBy: caller.userId, createdAt: now });
  const done = await repo.updateCompetition(trx, caller.schoolId, id, values);
  if (!done.numUpdatedRows) throw badParams(M.competitionNotFound);
  return { id };
}

/** 10002 M.competitionNotFound unless the competition is the school's. */
async function competitionOf(db: Db, schoolId: number, id: number) {
  const c = await repo.findCompetition(db, schoolId, id);
  if (!c) throw badParams(M.competitionNotFound);
  return c;
}

/**
 * POST /innovation/team/add TeamAddParams → {id}: a team registered for a competition (a student
 * registering leads it; administrators name the leader). 10002 M.competitionNotFound, naming
 * memberCodes, teacherId, or name when the competition has a team of that name.
 */
export async function addTeam(trx: Trx, caller: Caller, p: TeamAddParams, now = new Date()): Promise<{ id: number }> {
  await competitionOf(trx, caller.schoolId, p.competitionId);
  const leader = await leaderOf(trx, caller, p.leaderCode);
  const members = await membersOf(trx, caller.schoolId, p.memberCodes, leader.code);
  if (p.teacherId !== undefined && !(await staffUser(trx, caller.schoolId, p.teacherId))) throw fieldError('teacherId', M.teacherUnknown);
  const taken = (await repo.findTeams(trx, caller.schoolId, { current: 1, size: 100, competitionId: p.competitionId }, { limit: 1000, offset: 0 })).rows.some((t) => t.name === p.name);
  if (taken) throw fieldError('name', M.nameTaken);
  return repo.insertTeam(trx, { schoolId: caller.schoolId, competitionId: p.competitionId, name: p.name, leaderId: leader.userId, teacherId: p.teacherId ?? null, createdBy: caller.userId, createdAt: now },
    [leader.userId, ...members.map((m) => m.userId)]);
}

/** GET /innovation/team/list {current, size, competitionId?, name?} → {list: TeamRow[], total}. */
export async function listTeams(db: Db, schoolId: number, p: TeamListParams): Promise<Page<TeamRow>> {
  const { rows, total } = await repo.findTeams(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toTeamRow) };
}

/**
 * POST /innovation/result/add {competitionId, studentCode, awardLevel, teamId?} → {id}: the result
 * under review (source 24), worth AWARD_HOURS[competition level][award]. 10002 M.competitionNotFound,
 * 'studentCode 学号不存在', 'teamId' when the team is not the competition's or the student not in it,
 * M.resultTaken for the same award twice.
 */
export async function addResult(trx: Trx, caller: Caller, p: ResultAddParams, now = new Date()): Promise<{ id: number }> {
  const competition = await competitionOf(trx, caller.schoolId, p.competitionId);
  const [student] = await studentsByCodes(trx, caller.schoolId, [p.studentCode]);
  if (!student) throw fieldError('studentCode', M.memberUnknown(p.studentCode));
  if (p.teamId !== undefined) {
    const members = await repo.teamMemberIds(trx, caller.schoolId, p.teamId, p.competitionId);
    if (!members?.includes(student.userId)) throw fieldError('teamId', '该学生不在所选团队中');
  }
  const row = await repo.insertResult(trx, {
    schoolId: caller.schoolId, competitionId: p.competitionId, teamId: p.teamId ?? null, userId: student.userId, awardLevel: p.awardLevel,
    hours: AWARD_HOURS[competition.level]![p.awardLevel]!, status: ReviewedStatus.PENDING, createdBy: caller.userId, createdAt: now,
  });
  if (!row) throw badParams(M.resultTaken);
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.COMPETITION_RESULT, relationId: row.id, organizationId: null, applicantId: caller.userId,
    taskName: `${competition.name} 竞赛成绩`, toStatus: ReviewedStatus.PENDING, now,
  });
  return row;
}

/** GET /innovation/result/list {current, size, competitionId?, status?, name?} → {list: ResultRow[], total}. */
export async function listResults(db: Db, schoolId: number, p: ResultListParams & { userId?: number }): Promise<Page<ResultRow>> {
  const { rows, total } = await repo.findResults(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toResultRow) };
}
