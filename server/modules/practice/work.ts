/**
 * The team's work on an approved project (issue 19 "Social practice"): the progress journal with
 * photos (members, while the project runs) and the completion (结项) the leader submits — report,
 * attachments and the hours each member asks for — into review (audit source type 9,
 * audits/subject.ts). Files are those the caller uploaded through /upload/image and /upload/file
 * (server/modules/files).
 */
import { SourceType } from '../../../common/activities.js';
import { PRACTICE_MESSAGES as M, PracticeRole, PracticeStatus } from '../../../common/practice.js';
import type { FinishParams, JournalAddParams } from '../../../common/schemas/practice.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { submitForReview } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** The caller's uploads among `ids`, in the given order; 10002 naming `field` when one is not theirs. */
async function ownFiles(db: Db, caller: Caller, ids: number[], field: string) {
  const rows = await repo.uploadedFiles(db, caller.schoolId, caller.userId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw fieldError(field, '文件不存在,请重新上传');
  return ids.map((id) => byId.get(id)!);
}

/** practice_files rows for uploads of the project: journal photos (kind 1) or completion attachments (kind 2). */
function fileRows(caller: Caller, projectId: number, journalId: number | null, files: Awaited<ReturnType<typeof ownFiles>>) {
  return files.map((f) => ({
    schoolId: caller.schoolId, projectId, journalId, kind: journalId === null ? 2 : 1, fileId: f.id, name: f.name, url: FILES_URL_PREFIX + f.storageKey, type: f.type, size: f.size,
  }));
}

/** The project locked, with the caller's role on its team; 10002 not found. */
async function lockedWithRole(trx: Trx, caller: Caller, id: number) {
  const [row] = await repo.lockPractices(trx, caller.schoolId, [id]);
  if (!row) throw badParams(M.notFound);
  const member = await repo.findMember(trx, caller.schoolId, id, caller.userId);
  return { row, role: member?.role };
}

/**
 * POST /practice/journal/add {projectId, content 1–1000, fileIds ≤ 9 photos} → {id}. 10003
 * '只有团队成员可以填写实践日志'; 10002 '立项通过后才能填写实践日志' before approval or after completion.
 */
export async function addJournal(trx: Trx, caller: Caller, p: JournalAddParams, now = new Date()): Promise<{ id: number }> {
  const { row, role } = await lockedWithRole(trx, caller, p.projectId);
  if (role === undefined) throw noPermission(M.notParticipant);
  const open: number[] = [PracticeStatus.APPROVED, PracticeStatus.FINISH_PENDING, PracticeStatus.FINISH_REJECTED];
  if (!open.includes(row.status)) throw badParams(M.journalClosed);
  const files = await ownFiles(trx, caller, p.fileIds, 'fileIds');
  const { id } = await repo.insertJournal(trx, { schoolId: caller.schoolId, projectId: row.id, authorId: caller.userId, content: p.content, createdAt: now });
  await repo.insertFiles(trx, fileRows(caller, row.id, id, files));
  return { id };
}

/**
 * POST /practice/finish {id, report 1–5000, fileIds ≤ 9, hours (per member, > 0, ≤ 100)} → {id}:
 * the completion under review. Leader only (10003 '只有队长可以提交'); 10002
 * '只有实践中或结项被驳回的项目可以提交结项' otherwise.
 */
export async function submitFinish(trx: Trx, caller: Caller, p: FinishParams, now = new Date()): Promise<{ id: number }> {
  const { row, role } = await lockedWithRole(trx, caller, p.id);
  if (role !== PracticeRole.LEADER) throw noPermission(M.notLeader);
  const from = row.status;
  if (from !== PracticeStatus.APPROVED && from !== PracticeStatus.FINISH_REJECTED) throw badParams(M.finishNotAllowed);
  const files = await ownFiles(trx, caller, p.fileIds, 'fileIds');
  await repo.updatePractice(trx, caller.schoolId, row.id, { report: p.report, requestedHours: p.hours, finishTime: now, status: PracticeStatus.FINISH_PENDING, opinion: '' });
  await repo.setRequestedHours(trx, caller.schoolId, row.id, p.hours);
  await repo.deleteAttachments(trx, caller.schoolId, row.id);
  await repo.insertFiles(trx, fileRows(caller, row.id, null, files));
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.PRACTICE_FINISH, relationId: row.id, organizationId: null, applicantId: caller.userId,
    taskName: `${row.name} 结项申请`, fromStatus: from, toStatus: PracticeStatus.FINISH_PENDING,
    action: from === PracticeStatus.FINISH_REJECTED ? 'resubmit' : 'submit', now,
  });
  return { id: row.id };
}
