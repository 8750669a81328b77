/**
 * Params of the work journal and thing-list endpoints (issue 21; spec §2 journal list/detail,
 * /communist/thing/list; §5 at most 3 attachments). A failing field replies 10002 naming it.
 * Routes: server/modules/journals/routes.ts.
 */
import { z } from 'zod';
import { JOURNAL_LIMITS as L, JOURNAL_MESSAGES as M, JOURNAL_STATUSES, THING_PRIORITIES } from '../journals.js';
import { PASS_OR_REJECT } from '../review.js';
import { idList, oneOf } from './audits.js';
import { int, limitedOptionalText, limitedText, optionalDay, optionalInt, optionalText, uploadIds } from './fields.js';
import { pageFields } from './paging.js';
import { day } from './practice.js';
import { flag } from './structureFields.js';

const id = () => int({ min: 1 });
const optionalMonth = () => optionalText({ max: 7 }).refine((v) => v === undefined || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { message: '参数错误: month 月份格式应为 yyyy-MM' });

/** POST /journal/add: the organisation (led or advised by the caller), date, title, text and ≤ 3 own uploads. */
export const journalAddParams = z.object({
  organizationId: id(),
  journalDate: day('journalDate'),
  title: limitedText('标题', L.title),
  content: limitedText('内容', L.content),
  fileIds: uploadIds(L.files, M.filesTooMany).optional().transform((v) => v ?? []),
});
export type JournalAddParams = z.output<typeof journalAddParams>;

/** POST /journal/edit: a rejected journal, changed and resubmitted. */
export const journalEditParams = journalAddParams.extend({ id: id() });
export type JournalEditParams = z.output<typeof journalEditParams>;

/** GET /journal/list (and the export): filters within the caller's scope. */
export const journalListParams = z.object({
  ...pageFields,
  organizationId: optionalInt({ min: 1 }),
  month: optionalMonth(),
  status: optionalInt({ min: 1, max: JOURNAL_STATUSES.length }),
  title: optionalText({ max: 50 }),
});
export type JournalListParams = z.output<typeof journalListParams>;

/** The shared queue page (audits/QueuePage) sends `name` (title or organisation) and its `scope` switch (every reviewer sees their scope's journals). */
export const journalQueueParams = z.object({ ...pageFields, name: optionalText({ max: 50 }), scope: optionalText({ max: 4 }) });
export type JournalQueueParams = z.output<typeof journalQueueParams>;

export const journalIdParams = z.object({ id: id() });

/** POST /journal/audit: 1–100 journals, all or nothing; a rejection needs its reason. */
export const journalAuditParams = z.object({ ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: L.opinion }) });
export type JournalAuditParams = z.output<typeof journalAuditParams>;

/** POST /thing/add and /thing/edit (with id). */
export const thingSaveParams = z.object({
  title: limitedText('标题', L.thingTitle),
  note: limitedOptionalText('备注', L.thingNote),
  dueDate: optionalDay('dueDate'),
  priority: optionalInt({ min: 1, max: THING_PRIORITIES.length }).transform((v) => v ?? 2),
});
export type ThingSaveParams = z.output<typeof thingSaveParams>;
export const thingEditParams = thingSaveParams.extend({ id: id() });
export type ThingEditParams = z.output<typeof thingEditParams>;

export const thingListParams = z.object({ ...pageFields, done: flag().optional() });
export type ThingListParams = z.output<typeof thingListParams>;

export const thingDoneParams = z.object({ id: id(), done: flag() });
export const thingIdParams = z.object({ id: id() });
