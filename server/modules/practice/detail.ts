/**
 * GET /practice/detail (issue 19; spec §2 /society/practice/list/show and /society/practice/mylist/show):
 * one project with its plan, team (requested and granted hours), journal with photos, completion
 * report and attachments, and its proposal and completion review history. Readers: the team, its
 * advisor, and staff holding a practice list or review module with the project in their data scope
 * (its leader's college or organisation); anyone else 10003; an id not of the
 * school 10002 '实践项目不存在'.
 */
import { SourceType, type AuditHistoryItem, type UploadedFile } from '../../../common/activities.js';
import { PRACTICE_MESSAGES as M, PracticeRole, PracticeStatus, type PracticeDetail } from '../../../common/practice.js';
import { formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { auditHistory } from '../audits/history.js';
import { holdsAny, READER_MODULES } from './access.js';
import { toPracticeRow } from './rows.js';
import { dataScopeOf } from '../../auth/scope.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** Chinese names of the history actions of a project. */
export const practiceActionLabels: Record<string, string> = { submit: '提交', resubmit: '重新提交', approveStep: '审核通过', reject: '审核驳回' };

/** The project's proposal and completion history, oldest first. */
export function practiceHistory(db: Db, schoolId: number, id: number): Promise<AuditHistoryItem[]> {
  return auditHistory(db, schoolId, [SourceType.PRACTICE_PROJECT, SourceType.PRACTICE_FINISH], id, (action) => practiceActionLabels[action] ?? action);
}

const toFile = (f: { id: number; url: string; name: string; type: number; size: number }): UploadedFile => ({ id: f.id, url: f.url, name: f.name, type: f.type as UploadedFile['type'], size: f.size });

/** GET /practice/detail {id} → PracticeDetail (see the file comment for who may read it). */
export async function practiceDetail(db: Db, caller: Caller, id: number): Promise<PracticeDetail> {
  const row = await repo.findPracticeDetail(db, caller.schoolId, id);
  if (!row) throw badParams(M.notFound);
  const members = await repo.findMembers(db, caller.schoolId, id);
  const me = members.find((m) => m.userId === caller.userId);
  // Staff who are not on the team read it with a practice module AND the project in their data scope.
  const staffReader = async () => (await holdsAny(db, caller, READER_MODULES)) && repo.practiceInScope(db, caller.schoolId, await dataScopeOf(db, caller), id);
  if (!me && row.advisorId !== caller.userId && !(await staffReader())) throw noPermission('您没有查看该实践项目的权限');
  const [journals, files, history, task] = await Promise.all([
    repo.findJournals(db, caller.schoolId, id),
    repo.findFiles(db, caller.schoolId, id),
    practiceHistory(db, caller.schoolId, id),
    repo.openTask(db, caller.schoolId, id),
  ]);
  const leader = me?.role === PracticeRole.LEADER;
  const running: number[] = [PracticeStatus.APPROVED, PracticeStatus.FINISH_REJECTED];
  return {
    ...toPracticeRow(row),
    plan: row.plan, safetyPledge: row.safetyPledge, report: row.report, finishTime: formatDateTime(row.finishTime), opinion: row.opinion,
    members,
    journals: journals.map((j) => ({
      id: j.id, authorName: j.authorName, content: j.content, createTime: formatDateTime(j.createdAt),
      photos: files.filter((f) => f.journalId === j.id).map(toFile),
    })),
    attachments: files.filter((f) => f.kind === 2).map(toFile),
    history,
    stepName: task?.stepName ?? '',
    canFinish: leader && running.includes(row.status),
    canJournal: !!me && [...running, PracticeStatus.FINISH_PENDING].includes(row.status),
    canEdit: (leader || row.leaderId === caller.userId) && row.status === PracticeStatus.REJECTED,
  };
}
