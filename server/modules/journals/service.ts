/**
 * Work journals (issue 21 "Journals and sign tasks"; spec §2 /proceeding/wait journal list/detail;
 * §5 at most 3 attachments; §6 visible data by permission): the leader or advisor of an organisation
 * writes its journal with up to 3 of their own uploads (the existing /upload/file checks: gif, jpeg,
 * png, jpg, doc, docx, xls, xlsx, pdf under 5 MB) and it goes into the school's flow of source 34
 * (工作日志审核: audit tasks, the to-do list); holders of 日志审核 decide the open step of the journals
 * of their scope; a rejection needs its reason, and the author edits and resubmits.
 */
import { waitingTime } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import {
  JOURNAL_MESSAGES as M, JOURNAL_MODULES as P, JournalStatus, journalStatusLabels,
  type JournalDetail, type JournalOption, type JournalQueueRow, type JournalRow, type JournalStatistics,
} from '../../../common/journals.js';
import type { JournalAddParams, JournalAuditParams, JournalEditParams, JournalListParams, JournalQueueParams } from '../../../common/schemas/journals.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { chinaDay, formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { holdsAny, requireAny } from '../../protocol/moduleRoutes.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { decideEach, decideReviewStep, submitForReview, type BatchTally } from '../audits/subject.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { journalView, ownOrganizations } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
const STATUSES = { pending: JournalStatus.PENDING, approved: JournalStatus.APPROVED, rejected: JournalStatus.REJECTED };
const ACTIONS: Record<string, string> = { submit: '提交日志', resubmit: '修改后重新提交', approveStep: '审核通过', reject: '驳回' };

export function toJournalRow(r: repo.JournalRaw): JournalRow {
  return {
    id: r.id, organizationId: r.organizationId, organizationName: r.organizationName, authorId: r.authorId, authorName: r.authorName,
    journalDate: r.journalDate, title: r.title, status: r.status, statusName: journalStatusLabels[r.status] ?? '', opinion: r.opinion,
    fileCount: r.fileIds.length, createTime: formatDateTime(r.createdAt),
  };
}

/** The caller's view of journals: staff (工作日志 or 日志审核) see their data scope as well. */
export async function viewOf(db: Db, caller: Caller) {
  return journalView(db, caller, await holdsAny(db, caller, [P.list, P.queue]));
}

/** GET /journal/options → JournalOption[]: the organisations the caller leads or advises (may write for). */
export async function journalOptions(db: Db, caller: Caller): Promise<JournalOption[]> {
  const rows = await repo.organizationsByIds(db, caller.schoolId, await ownOrganizations(db, caller));
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** The organisation if the caller leads or advises it (10002 M.notYours otherwise), the date not in the future, the files their own. */
async function checkInput(trx: Trx, caller: Caller, p: JournalAddParams, now: Date) {
  if (!(await ownOrganizations(trx, caller)).includes(p.organizationId)) throw badParams(M.notYours);
  if (p.journalDate > chinaDay(now)) throw badParams(M.futureDate);
  const files = await repo.ownFiles(trx, caller.schoolId, caller.userId, p.fileIds);
  if (files.length !== p.fileIds.length) throw badParams(M.fileMissing);
  const [org] = await repo.organizationsByIds(trx, caller.schoolId, [p.organizationId]);
  return org;
}

/**
 * POST /journal/add JournalAddParams → {id}: written and submitted for review (source 34). 10002
 * M.notYours, M.futureDate, M.fileMissing, M.filesTooMany (a 4th attachment), the flow's
 * '未配置工作日志审核流程…' when the school has none.
 */
export async function addJournal(trx: Trx, caller: Caller, p: JournalAddParams, now = new Date()): Promise<{ id: number }> {
  const org = await checkInput(trx, caller, p, now);
  const row = await repo.insertJournal(trx, {
    schoolId: caller.schoolId, organizationId: p.organizationId, collegeId: org.collegeId, authorId: caller.userId, journalDate: p.journalDate,
    title: p.title, content: p.content, fileIds: p.fileIds, status: JournalStatus.PENDING, createdAt: now, updatedAt: now,
  });
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.JOURNAL, relationId: row.id, organizationId: p.organizationId, applicantId: caller.userId,
    taskName: `${org.name} ${p.title}`, toStatus: JournalStatus.PENDING, now,
  });
  return row;
}

/** POST /journal/edit JournalEditParams → {id}: the author changes a rejected journal and resubmits it. 10002 M.notFound, M.notEditable and as /journal/add. */
export async function editJournal(trx: Trx, caller: Caller, p: JournalEditParams, now = new Date()): Promise<{ id: number }> {
  const [row] = await repo.lockJournals(trx, caller.schoolId, [p.id]);
  if (!row || row.authorId !== caller.userId) throw badParams(M.notFound);
  if (row.status !== JournalStatus.REJECTED) throw badParams(M.notEditable);
  const org = await checkInput(trx, caller, p, now);
  await repo.updateJournal(trx, caller.schoolId, p.id, {
    organizationId: p.organizationId, collegeId: org.collegeId, journalDate: p.journalDate, title: p.title, content: p.content, fileIds: p.fileIds,
    status: JournalStatus.PENDING, updatedAt: now,
  });
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.JOURNAL, relationId: p.id, organizationId: p.organizationId, applicantId: caller.userId,
    taskName: `${org.name} ${p.title}`, fromStatus: JournalStatus.REJECTED, toStatus: JournalStatus.PENDING, action: 'resubmit', now,
  });
  return { id: p.id };
}

/** GET /journal/list JournalListParams → {list: JournalRow[], total}: the journals the caller sees (access.ts), newest date first. */
export async function listJournals(db: Db, caller: Caller, p: JournalListParams): Promise<Page<JournalRow>> {
  const { current: _c, size: _s, ...filter } = p;
  const { rows, total } = await repo.findJournals(db, caller.schoolId, await viewOf(db, caller), filter, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toJournalRow), total };
}

/** GET /journal/detail {id} → JournalDetail (text, files, history, canAudit, canEdit); 10002 M.notFound when not seen. */
export async function journalDetail(db: Db, caller: Caller, id: number): Promise<JournalDetail> {
  const row = await repo.findVisible(db, caller.schoolId, await viewOf(db, caller), id);
  if (!row) throw badParams(M.notFound);
  const [files, history, reviewer] = await Promise.all([
    repo.filesByIds(db, caller.schoolId, row.fileIds),
    auditHistory(db, caller.schoolId, [SourceType.JOURNAL], id, (a) => ACTIONS[a] ?? a),
    holdsAny(db, caller, [P.queue]),
  ]);
  const byId = new Map(files.map((f) => [f.id, f]));
  return {
    ...toJournalRow(row), content: row.content, history,
    canAudit: reviewer && row.status === JournalStatus.PENDING,
    canEdit: row.authorId === caller.userId && row.status === JournalStatus.REJECTED,
    files: row.fileIds.flatMap((fid) => { const f = byId.get(fid); return f ? [{ id: fid, name: f.name, url: FILES_URL_PREFIX + f.storageKey }] : []; }),
  };
}

/** GET /journal/audit/list {current, size, name?} → {list: JournalQueueRow[], total}: pending journals of the reviewer's scope, oldest first. 10003 without 日志审核. */
export async function journalQueue(db: Db, caller: Caller, p: JournalQueueParams, now = new Date()): Promise<Page<JournalQueueRow>> {
  await requireAny(db, caller, [P.queue]);
  const { rows, total } = await repo.findQueue(db, caller.schoolId, await viewOf(db, caller), p.name, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...toJournalRow(r), stepName: r.stepName, waitTime: waitingTime(r.taskCreatedAt, now) })) };
}

/**
 * POST /journal/audit {ids 1–100, result 'pass'|'reject', opinion? (required to reject)} → BatchTally,
 * all or nothing. Holders of 日志审核 decide the open step of journals in their scope. 10003 without
 * the module or '<标题>: 不在您的数据范围内'; 10002 M.notFound, '驳回必须填写原因', '<标题>: 该事项已处理或不在审核中'.
 */
export async function auditJournals(trx: Trx, caller: Caller, p: JournalAuditParams, now = new Date()): Promise<BatchTally> {
  await requireAny(trx, caller, [P.queue]);
  if (p.result === 'reject' && !(p.opinion ?? '').trim()) throw badParams('驳回必须填写原因');
  const ids = [...new Set(p.ids)].sort((a, b) => a - b);
  const rows = await repo.lockJournals(trx, caller.schoolId, ids);
  if (rows.length !== ids.length) throw badParams(M.notFound);
  const view = await viewOf(trx, caller);
  for (const r of rows) if (!(await repo.findVisible(trx, caller.schoolId, view, r.id))) throw noPermission(`${r.title}: 不在您的数据范围内`);
  return decideEach(rows.map((r) => ({ ...r, name: r.title })), async (row) => {
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SourceType.JOURNAL, relationId: row.id, auditorId: caller.userId, asAdmin: true,
      decision: p.result, opinion: p.opinion ?? '', fromStatus: row.status, statuses: STATUSES, now,
    });
    await repo.updateJournal(trx, caller.schoolId, row.id, { status, opinion: (p.opinion ?? '').trim(), updatedAt: now });
    return outcome;
  });
}

/** The last `n` months 'YYYY-MM' up to now's (China time), oldest first. */
export function lastMonths(now: Date, n: number): string[] {
  const [y, m] = chinaDay(now).split('-').map(Number);
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** GET /journal/statistics → JournalStatistics: journals per month (last 6) per organisation (the 8 busiest), in the caller's view. */
export async function journalStatistics(db: Db, caller: Caller, now = new Date()): Promise<JournalStatistics> {
  const months = lastMonths(now, 6);
  const rows = await repo.monthlyCounts(db, caller.schoolId, await viewOf(db, caller), `${months[0]}-01`);
  const byOrg = new Map<string, number[]>();
  for (const r of rows) {
    const counts = byOrg.get(r.organizationName) ?? months.map(() => 0);
    counts[months.indexOf(r.month)] = r.count;
    byOrg.set(r.organizationName, counts);
  }
  const series = [...byOrg].map(([organizationName, counts]) => ({ organizationName, counts }))
    .sort((a, b) => b.counts.reduce((x, y) => x + y, 0) - a.counts.reduce((x, y) => x + y, 0) || a.organizationName.localeCompare(b.organizationName))
    .slice(0, 8);
  return { months, series };
}
