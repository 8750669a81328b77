/**
 * The smaller records of innovation (issue 20; spec §2 /innovate/field, undertake, bonus, hatching,
 * guidance, banner, /innovate overview, /innovation/list and my-list): the two dictionaries (领域,
 * 承办单位), bonus (奖励) records, incubated start-ups (孵化, reviewed: source 25) with their mentors,
 * who guides what, banners (uploaded images), each student's innovation record and the overview.
 */
import type { Page } from '../../../common/envelope.js';
import {
  INNOVATION_MESSAGES as M, ProjectStatus, projectStatusLabels, hatchingStatusLabels, ReviewedStatus,
  type BannerRow, type BonusRow, type DictRow, type GuidanceRow, type HatchingRow, type InnovationOptions, type InnovationOverview, type MyInnovation, type StudentRecordRow,
} from '../../../common/innovation.js';
import type { BannerSaveParams, BonusSaveParams, DictListParams, DictSaveParams, HatchingAddParams, HatchingListParams, PeopleListParams } from '../../../common/schemas/innovation.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { submitForReview } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { staffUser, studentsByCodes } from '../practice/repository.js';
import { checkField, leaderOf } from './projects.js';
import { toHatchingRow, toProjectRow, toResultRow, toTeamRow } from './rows.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;
const ALL = { limit: 1000, offset: 0 };

/** GET /innovation/{field|undertaker}/list {current, size, name?} → {list: DictRow[], total}. */
export async function listDict(db: Db, schoolId: number, table: repo.DictTable, p: DictListParams): Promise<Page<DictRow>> {
  const { rows, total } = await repo.findDict(db, schoolId, table, p.name, { limit: p.size, offset: pageOffset(p) });
  return { list: rows, total };
}

/** POST /innovation/{field|undertaker}/save {id?, name, contact?} → {id}. 10002 'name 名称已存在' (a database constraint) or M.recordNotFound. */
export async function saveDict(trx: Trx, schoolId: number, table: repo.DictTable, p: DictSaveParams): Promise<{ id: number }> {
  if (p.id !== undefined && !(await repo.dictEntry(trx, schoolId, table, p.id))) throw badParams(M.recordNotFound);
  const row = await repo.saveDict(trx, schoolId, table, p.id, { name: p.name, contact: p.contact });
  if (!row) throw fieldError('name', M.nameTaken);
  return row;
}

/** POST /innovation/{field|undertaker}/delete {id} → null. 10002 M.inUse when a record uses it, M.recordNotFound. */
export async function deleteDict(trx: Trx, schoolId: number, table: repo.DictTable, id: number): Promise<null> {
  const row = (await repo.findDict(trx, schoolId, table, undefined, ALL)).rows.find((r) => r.id === id);
  if (!row) throw badParams(M.recordNotFound);
  if (row.useCount > 0) throw badParams(`${row.name}${M.inUse}`);
  await repo.deleteRow(trx, schoolId, table, id);
  return null;
}

/** GET /innovation/bonus/list {current, size, name?} → {list: BonusRow[], total}, latest first. */
export async function listBonuses(db: Db, schoolId: number, p: PeopleListParams & { userId?: number }): Promise<Page<BonusRow>> {
  const { rows, total } = await repo.findBonuses(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows, total };
}

/** POST /innovation/bonus/save {id?, studentCode, title, amount, reason?, awardedOn} → {id}. 10002 naming studentCode, M.recordNotFound. */
export async function saveBonus(trx: Trx, caller: Caller, p: BonusSaveParams, now = new Date()): Promise<{ id: number }> {
  const [student] = await studentsByCodes(trx, caller.schoolId, [p.studentCode]);
  if (!student) throw fieldError('studentCode', M.memberUnknown(p.studentCode));
  const row = await repo.saveBonus(trx, caller.schoolId, p.id, { userId: student.userId, title: p.title, amount: p.amount, reason: p.reason, awardedOn: p.awardedOn, createdBy: caller.userId, createdAt: now });
  if (!row) throw badParams(M.recordNotFound);
  return row;
}

/** POST /innovation/{bonus|banner}/delete {id} → null. 10002 M.recordNotFound. */
export async function deleteRecord(trx: Trx, schoolId: number, table: 'innovationBonuses' | 'innovationBanners', id: number): Promise<null> {
  const done = await repo.deleteRow(trx, schoolId, table, id);
  if (!done.numDeletedRows) throw badParams(M.recordNotFound);
  return null;
}

/**
 * POST /innovation/hatching/add {name, company?, stage, leaderCode? (staff), mentorId, fieldId?, description} → {id}:
 * the start-up under review (source 25). 10002 naming mentorId, fieldId, leaderCode.
 */
export async function addHatching(trx: Trx, caller: Caller, p: HatchingAddParams, now = new Date()): Promise<{ id: number }> {
  await checkField(trx, caller.schoolId, p.fieldId);
  if (!(await staffUser(trx, caller.schoolId, p.mentorId))) throw fieldError('mentorId', M.teacherUnknown);
  const leader = await leaderOf(trx, caller, p.leaderCode);
  const { id } = await repo.insertHatching(trx, {
    schoolId: caller.schoolId, name: p.name, company: p.company, stage: p.stage, leaderId: leader.userId, mentorId: p.mentorId, fieldId: p.fieldId ?? null,
    description: p.description, status: ReviewedStatus.PENDING, createdBy: caller.userId, createdAt: now,
  });
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.HATCHING, relationId: id, organizationId: null, applicantId: caller.userId,
    taskName: `${p.name} 孵化申请`, toStatus: ReviewedStatus.PENDING, now,
  });
  return { id };
}

/** GET /innovation/hatching/list {current, size, name?, status?, stage?} → {list: HatchingRow[], total}. */
export async function listHatchings(db: Db, schoolId: number, p: HatchingListParams & { userId?: number }): Promise<Page<HatchingRow>> {
  const { rows, total } = await repo.findHatchings(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toHatchingRow) };
}

/** GET /innovation/guidance/list {current, size, name?} → {list: GuidanceRow[], total}: each project, team and start-up a teacher guides. */
export async function listGuidance(db: Db, schoolId: number, p: PeopleListParams): Promise<Page<GuidanceRow>> {
  const { rows, total } = await repo.findGuidance(db, schoolId, p.name, { limit: p.size, offset: pageOffset(p) });
  const status = (r: (typeof rows)[number]) => (r.kind === 'project' ? projectStatusLabels[r.status] : r.kind === 'hatching' ? hatchingStatusLabels[r.status] : '') ?? '';
  return { total, list: rows.map((r) => ({ id: `${r.kind}-${r.subjectId}-${r.teacherId}`, teacherId: r.teacherId, teacherName: r.teacherName, kind: r.kind, subjectId: r.subjectId, subjectName: r.subjectName, statusCode: r.kind === 'team' ? null : r.status, status: status(r) })) };
}

const toBanner = (r: Awaited<ReturnType<typeof repo.findBanners>>[number]): BannerRow => ({ id: r.id, title: r.title, fileId: r.fileId, url: FILES_URL_PREFIX + r.storageKey, link: r.link, sort: r.sort, enabled: r.enabled });

/** GET /innovation/banner/list → BannerRow[] (every one for staff; `enabledOnly` for the students' page), in display order. */
export async function listBanners(db: Db, schoolId: number, enabledOnly: boolean): Promise<BannerRow[]> {
  return (await repo.findBanners(db, schoolId, enabledOnly)).map(toBanner);
}

/** POST /innovation/banner/save {id?, title, fileId (an uploaded image), link?, sort?, enabled} → {id}. 10002 'fileId 请上传图片', M.recordNotFound. */
export async function saveBanner(trx: Trx, schoolId: number, p: BannerSaveParams): Promise<{ id: number }> {
  const file = await repo.fileOfSchool(trx, schoolId, p.fileId);
  if (!file || file.type !== 1) throw fieldError('fileId', '请上传图片');
  const row = await repo.saveBanner(trx, schoolId, p.id, { title: p.title, fileId: p.fileId, link: p.link, sort: p.sort, enabled: p.enabled });
  if (!row) throw badParams(M.recordNotFound);
  return row;
}

/** GET /innovation/student/list {current, size, name?} → {list: StudentRecordRow[], total}: students with any innovation record. */
export async function listStudentRecords(db: Db, schoolId: number, p: PeopleListParams): Promise<Page<StudentRecordRow>> {
  const { rows, total } = await repo.findStudentRecords(db, schoolId, p.name, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...r, hours: Number(r.hours).toFixed(2) })) };
}

/** GET /innovation/my/record → MyInnovation: the caller's projects, teams, results, start-ups, bonuses and innovation hours. */
export async function myInnovation(db: Db, caller: Caller): Promise<MyInnovation> {
  const { schoolId, userId } = caller;
  const all = { current: 1, size: 100, userId };
  const [projects, teams, results, hatchings, bonuses, hours] = await Promise.all([
    repo.findOwnProjects(db, schoolId, userId), repo.findTeams(db, schoolId, all, ALL), repo.findResults(db, schoolId, all, ALL),
    repo.findHatchings(db, schoolId, all, ALL), repo.findBonuses(db, schoolId, all, ALL), repo.innovationHours(db, schoolId, userId),
  ]);
  return {
    hours: Number(hours).toFixed(2), projects: projects.map(toProjectRow), teams: teams.rows.map(toTeamRow), results: results.rows.map(toResultRow),
    hatchings: hatchings.rows.map(toHatchingRow), bonuses: bonuses.rows,
  };
}

/** GET /innovation/overview → InnovationOverview: projects by status, level and field, awards, start-ups, hours issued, reviews waiting. */
export async function overview(db: Db, schoolId: number): Promise<InnovationOverview> {
  const c = await repo.overviewCounts(db, schoolId);
  const total = c.byStatus.reduce((n, r) => n + r.count, 0);
  return {
    projects: { total, finished: c.byStatus.find((r) => r.status === ProjectStatus.FINISHED)?.count ?? 0, byStatus: c.byStatus, byLevel: c.byLevel, byField: c.byField },
    competitions: c.competitions, results: { byAward: c.byAward }, hatchings: c.hatchings, hours: Number(c.hours).toFixed(2), pending: c.pending,
  };
}

/** GET /innovation/options → InnovationOptions. */
export function innovationOptions(db: Db, schoolId: number): Promise<InnovationOptions> {
  return repo.formOptions(db, schoolId);
}
