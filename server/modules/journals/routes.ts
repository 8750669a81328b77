/**
 * Work journal and thing-list endpoints (issue 21 "Journals and sign tasks"; spec §2 /proceeding/wait
 * journal list/detail, /communist/thing/list; §5 3 attachments; §6 visible data by permission). All
 * scoped to the session's school; every write runs in one transaction. Errors: 10002 naming the
 * field or saying why (JOURNAL_MESSAGES), 10003 without the module. Services: service.ts (journals,
 * review), things.ts (待办事项); the export job: export.ts.
 */
import type { JobStarted } from '../../../common/jobs.js';
import { JOURNAL_MODULES as P } from '../../../common/journals.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/journals.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { moduleRead, moduleWrite, requireAny } from '../../protocol/moduleRoutes.js';
import { JOURNAL_EXPORT_NAME, journalExportJob } from './export.js';
import { addJournal, auditJournals, editJournal, journalDetail, journalOptions, journalQueue, journalStatistics, listJournals, viewOf } from './service.js';
import { addThing, deleteThing, editThing, listThings, markThing, thingSummary } from './things.js';

const READERS = [P.list, P.queue];

export const journalRoutes: AnyRoute[] = [
  /** GET /journal/options → JournalOption[] {id, name}: the organisations the caller leads or advises (may write for). 工作日志. */
  moduleRead('/journal/options', 'Organisations the caller may write journals for.', [P.list], noParams, (db, se) => journalOptions(db, se)),
  /**
   * POST /journal/add {organizationId, journalDate 'YYYY-MM-DD' (not after today), title ≤60, content
   * ≤5000, fileIds? ≤3 own uploads of /upload/file} → {id}: submitted for review (to-do source 34).
   * 10002 '只能为您负责或指导的组织撰写工作日志', '参数错误: fileIds 附件最多3个', naming the field.
   */
  moduleWrite('/journal/add', 'Writes a work journal and submits it for review.', [P.list], s.journalAddParams, (db, se, p) => addJournal(db, se, p)),
  /** POST /journal/edit {id, …as /journal/add} → {id}: the author changes a rejected journal and resubmits it. 10002 '只有被驳回的日志可以修改后重新提交'. */
  moduleWrite('/journal/edit', 'Changes a rejected journal and resubmits it.', [P.list], s.journalEditParams, (db, se, p) => editJournal(db, se, p)),
  /** GET /journal/list {current, size, organizationId?, month? 'YYYY-MM', status?, title?} → {list: JournalRow[], total}: the journals the caller sees. */
  moduleRead('/journal/list', 'Work journals the caller may see.', READERS, s.journalListParams, (db, se, p) => listJournals(db, se, p)),
  /** GET /journal/detail {id} → JournalDetail (text, attachments, history, canAudit, canEdit). 10002 '工作日志不存在' (also outside the caller's view). */
  moduleRead('/journal/detail', 'One work journal with its attachments and review history.', READERS, s.journalIdParams, (db, se, p) => journalDetail(db, se, p.id)),
  /** GET /journal/statistics → JournalStatistics {months (last 6, 'YYYY-MM'), series [{organizationName, counts}]}: the 8 busiest organisations. */
  moduleRead('/journal/statistics', 'Journals per month per organisation.', READERS, noParams, (db, se) => journalStatistics(db, se)),
  /** GET /journal/export {…filters of /journal/list} → {id} of the export job (工作日志.xlsx; result {rows}). */
  defineRoute({
    method: 'GET', path: '/journal/export', summary: 'Exports the filtered journals as xlsx, as a job.', permission: 'session', schema: s.journalListParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      await requireAny(deps.db, session, READERS);
      const { current: _c, size: _s, ...filter } = params;
      return { id: await deps.jobs.enqueue(journalExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: JOURNAL_EXPORT_NAME }, { view: await viewOf(deps.db, session), filter }) };
    },
  }),
  /** GET /journal/audit/list {current, size, name? (title or organisation)} → {list: JournalQueueRow[], total}: pending journals of the reviewer's scope (spec §2 /proceeding/wait/journal/list). 日志审核. */
  moduleRead('/journal/audit/list', 'Journals waiting for review.', [P.queue], s.journalQueueParams, (db, se, p) => journalQueue(db, se, p)),
  /** POST /journal/audit {ids 1–100, result 'pass'|'reject', opinion? (required to reject)} → {count, approved, advanced, rejected}: all or nothing. 日志审核. */
  moduleWrite('/journal/audit', 'Passes or rejects work journals, in batch.', [P.queue], s.journalAuditParams, (db, se, p) => auditJournals(db, se, p)),

  /** GET /thing/list {current, size, done?} → {list: ThingRow[] (overdue flagged), total}: the caller's own things. 待办事项. */
  moduleRead('/thing/list', 'The caller’s own things to do.', [P.things], s.thingListParams, (db, se, p) => listThings(db, se, p)),
  /** GET /thing/summary → ThingSummary {open, overdue, pendingReviews (the to-do list's count)}. */
  moduleRead('/thing/summary', 'Counts of open and overdue things and pending review to-dos.', [P.things], noParams, (db, se) => thingSummary(db, se)),
  /** POST /thing/add {title ≤60, note? ≤500, dueDate? 'YYYY-MM-DD', priority? 1 高|2 中|3 低} → {id}. */
  moduleWrite('/thing/add', 'Adds a thing to do.', [P.things], s.thingSaveParams, (db, se, p) => addThing(db, se, p)),
  /** POST /thing/edit {id, …as /thing/add} → {id}: the caller's own. 10002 '待办事项不存在'. */
  moduleWrite('/thing/edit', 'Changes one of the caller’s things.', [P.things], s.thingEditParams, (db, se, p) => editThing(db, se, p)),
  /** POST /thing/done {id, done} → {id}: done or open again. 10002 '待办事项不存在'. */
  moduleWrite('/thing/done', 'Marks a thing done or open.', [P.things], s.thingDoneParams, (db, se, p) => markThing(db, se, p)),
  /** POST /thing/delete {id} → {id}. 10002 '待办事项不存在'. */
  moduleWrite('/thing/delete', 'Deletes one of the caller’s things.', [P.things], s.thingIdParams, (db, se, p) => deleteThing(db, se, p.id)),
];
