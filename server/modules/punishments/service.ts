/**
 * 处分 Punishments (issue 21 "Route groups III"; spec §2 /communist/punishment list, edit, detail,
 * cancel; §3 credit = integrity; §6 visible data by permission). Recording one takes its level's
 * integrity points from the student (blacklist/integrity.ts deductIntegrity: never below 0, the
 * points taken are kept) and, for 留校察看 and 开除学籍, puts the student on the blacklist unless an
 * entry is in force already. Editing gives the old points back and takes the new level's; a level
 * below 留校察看 lifts the blacklisting it made. Cancelling (撤销, reason required) gives the points
 * back and lifts the blacklisting. Staff act on students of their data scope (students/scope.ts);
 * a student reads their own. Every write runs in the route's transaction.
 */
import type { Page } from '../../../common/envelope.js';
import {
  BLACKLISTING_LEVELS, PUNISHMENT_BLACKLIST_DAYS, PUNISHMENT_DEDUCTIONS, PUNISHMENT_MESSAGES as M, punishmentBlacklistReason, punishmentLevelLabels, PunishmentStatus,
  punishmentStatusLabels, type MyPunishments, type PunishmentDetail, type PunishmentFile, type PunishmentRow,
} from '../../../common/punishments.js';
import type { PunishmentAddParams, PunishmentEditParams, PunishmentListParams } from '../../../common/schemas/punishments.js';
import { formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { blacklistUnlessListed, deductIntegrity, liftEntry, restoreIntegrity } from '../blacklist/integrity.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { dataScopeOf, studentsInScope } from '../students/scope.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
const minute = (d: Date | null) => formatDateTime(d)?.slice(0, 16) ?? null;

function toRow(r: repo.PunishmentRaw): PunishmentRow {
  return {
    id: r.id, userId: r.userId, name: r.name, code: r.code, collegeName: r.collegeName, className: r.className, level: r.level,
    levelName: punishmentLevelLabels[r.level] ?? '', reason: r.reason, punishedOn: r.punishedDay, documentNo: r.documentNo, deducted: r.deducted,
    blacklisted: r.blacklistId !== null, status: r.status, statusName: punishmentStatusLabels[r.status] ?? '', cancelReason: r.cancelReason,
    cancelledAt: minute(r.cancelledAt), cancelledByName: r.cancelledByName, createdAt: minute(r.createdAt)!,
  };
}

const toFile = (f: { id: number; name: string; storageKey: string }): PunishmentFile => ({ id: f.id, name: f.name, url: FILES_URL_PREFIX + f.storageKey });

/** The evidence ids, each the caller's upload or already on the record; 10002 naming fileIds otherwise. */
async function evidence(db: Db, caller: Caller, ids: number[], kept: number[] = []): Promise<number[]> {
  const rows = await repo.findEvidence(db, caller.schoolId, caller.userId, ids, kept);
  if (rows.length !== ids.length) throw fieldError('fileIds', '文件不存在,请重新上传');
  return ids;
}

/**
 * GET /punishment/list {current, size, name? (student name or number), level? 1–5, status? 1|2} →
 * {list: PunishmentRow[], total}, latest punishment date first; students of the caller's scope.
 */
export async function listPunishments(db: Db, session: Session, p: PunishmentListParams): Promise<Page<PunishmentRow>> {
  const scope = await dataScopeOf(db, session);
  const { rows, total } = await repo.findPunishments(db, session.schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toRow) };
}

/** GET /punishment/detail {id} → PunishmentDetail; 10002 M.notFound (not the school's or outside the scope). */
export async function punishmentDetail(db: Db, session: Session, id: number): Promise<PunishmentDetail> {
  const row = await repo.findPunishment(db, session.schoolId, await dataScopeOf(db, session), id);
  if (!row) throw badParams(M.notFound);
  const [files, credit, createdByName] = await Promise.all([
    repo.findFiles(db, session.schoolId, row.fileIds), repo.studentCredit(db, session.schoolId, row.userId), repo.userName(db, session.schoolId, row.createdBy),
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  return { ...toRow(row), credit, createdByName, files: row.fileIds.filter((f) => byId.has(f)).map((f) => toFile(byId.get(f)!)) };
}

/** GET /punishment/my → MyPunishments: the student's own punishments (in force and cancelled) and integrity. */
export async function myPunishments(db: Db, caller: Caller): Promise<MyPunishments> {
  const [rows, credit] = await Promise.all([repo.findOwnPunishments(db, caller.schoolId, caller.userId), repo.studentCredit(db, caller.schoolId, caller.userId)]);
  return { credit, list: rows.map(toRow) };
}

/** Blacklists the student for a blacklisting level; → the entry made, or null. */
async function blacklistFor(trx: Trx, schoolId: number, userId: number, level: number, documentNo: string, now: Date): Promise<number | null> {
  if (!BLACKLISTING_LEVELS.includes(level)) return null;
  return blacklistUnlessListed(trx, schoolId, userId, punishmentBlacklistReason(level, documentNo), PUNISHMENT_BLACKLIST_DAYS, now);
}

/**
 * POST /punishment/add {studentCode, level 1–5, reason ≤500, punishedOn 'YYYY-MM-DD', documentNo ≤50
 * (unique in the school), fileIds ≤9} → {id}. Takes the level's integrity points (PUNISHMENT_DEDUCTIONS)
 * and blacklists for 留校察看 / 开除学籍. 10002 '学生不存在', '处分文号已存在', fileIds; 10003 outside the scope.
 */
export async function addPunishment(trx: Trx, session: Session, p: PunishmentAddParams, now = new Date()): Promise<{ id: number }> {
  const student = await repo.findStudentByCode(trx, session.schoolId, p.studentCode);
  if (!student) throw fieldError('studentCode', M.studentNotFound);
  await studentsInScope(trx, session, await dataScopeOf(trx, session), [student.userId]);
  if (await repo.documentTaken(trx, session.schoolId, p.documentNo)) throw badParams(M.documentTaken);
  const fileIds = await evidence(trx, session, p.fileIds);
  const deducted = await deductIntegrity(trx, session.schoolId, student.userId, PUNISHMENT_DEDUCTIONS[p.level]);
  const blacklistId = await blacklistFor(trx, session.schoolId, student.userId, p.level, p.documentNo, now);
  return repo.insertPunishment(trx, {
    schoolId: session.schoolId, userId: student.userId, level: p.level, reason: p.reason, punishedOn: p.punishedOn, documentNo: p.documentNo, fileIds,
    deducted, blacklistId, createdBy: session.userId, createdAt: now, updatedAt: now,
  });
}

/** The punishment locked, in force and of a student of the caller's scope; 10002 not found / cancelled. */
async function lockActive(trx: Trx, session: Session, id: number) {
  if (!(await repo.findPunishment(trx, session.schoolId, await dataScopeOf(trx, session), id))) throw badParams(M.notFound);
  const row = (await repo.lockPunishment(trx, session.schoolId, id))!;
  if (row.status !== PunishmentStatus.ACTIVE) throw badParams(M.cancelled);
  return row;
}

/**
 * POST /punishment/edit {id, level, reason, punishedOn, documentNo, fileIds} → {id}: changes a
 * punishment in force. The old points are given back and the new level's taken; a blacklisting
 * level blacklists (unless listed), a lower one lifts the blacklisting this punishment made.
 * 10002 M.notFound, '该处分已撤销', '处分文号已存在'.
 */
export async function editPunishment(trx: Trx, session: Session, p: PunishmentEditParams, now = new Date()): Promise<{ id: number }> {
  const row = await lockActive(trx, session, p.id);
  if (await repo.documentTaken(trx, session.schoolId, p.documentNo, p.id)) throw badParams(M.documentTaken);
  const fileIds = await evidence(trx, session, p.fileIds, row.fileIds);
  await restoreIntegrity(trx, session.schoolId, row.userId, row.deducted);
  const deducted = await deductIntegrity(trx, session.schoolId, row.userId, PUNISHMENT_DEDUCTIONS[p.level]);
  let blacklistId = row.blacklistId;
  if (blacklistId !== null && !BLACKLISTING_LEVELS.includes(p.level)) {
    await liftEntry(trx, session.schoolId, blacklistId, session.userId, `处分等级变更为${punishmentLevelLabels[p.level]}`, now);
    blacklistId = null;
  } else if (blacklistId === null) {
    blacklistId = await blacklistFor(trx, session.schoolId, row.userId, p.level, p.documentNo, now);
  }
  await repo.updatePunishment(trx, session.schoolId, p.id, { level: p.level, reason: p.reason, punishedOn: p.punishedOn, documentNo: p.documentNo, fileIds, deducted, blacklistId });
  return { id: p.id };
}

/**
 * POST /punishment/cancel {id, reason ≤500} → null: 撤销. Gives the integrity points back and lifts
 * the blacklisting this punishment made. 10002 M.notFound, '该处分已撤销', '请填写撤销原因'.
 */
export async function cancelPunishment(trx: Trx, session: Session, p: { id: number; reason: string }, now = new Date()): Promise<null> {
  const row = await lockActive(trx, session, p.id);
  await restoreIntegrity(trx, session.schoolId, row.userId, row.deducted);
  if (row.blacklistId !== null) await liftEntry(trx, session.schoolId, row.blacklistId, session.userId, `处分已撤销: ${p.reason}`, now);
  await repo.updatePunishment(trx, session.schoolId, p.id, { status: PunishmentStatus.CANCELLED, cancelReason: p.reason, cancelledAt: now, cancelledBy: session.userId });
  return null;
}
