/**
 * Addresses of the journal pages (spec §2 /proceeding/wait journal list/detail, /communist/thing/list;
 * ROUTES.md "Route groups III"): the module paths of common/journals.ts, and the detail page, served
 * in the review group (reviewers) and under /communist/journal (writers, who hold no /proceeding page).
 */
import { JOURNAL_MODULES as M } from '../../../common/journals';

export { M as JOURNAL_PATHS };
export const WRITER_DETAIL = '/communist/journal/detail';
/** The detail for a reviewer (`review`) or a writer. */
export const journalDetailPath = (id: number | string, review = false) => `${review ? M.detail : WRITER_DETAIL}?id=${id}`;
export const journalEditPath = (id: number | string) => `${M.edit}?id=${id}`;
export const DETAIL_READERS = [M.list, M.queue];
