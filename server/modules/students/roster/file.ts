/**
 * The roster file's rows (issue 3 roster import): the upload is checked by server/jobs/sheets/upload.ts
 * and read by the shared sheet reader (server/jobs/sheets: streamed in a worker thread, within the
 * school's row and inflated-size caps); here the rows become text keyed by roster column.
 */
import { sheetRows, type SheetRead } from '../../../jobs/sheets/index.js';
import { ROSTER_COLUMNS, type RosterKey } from './columns.js';

export const ROSTER_EMPTY = '文件中没有学生数据';

export interface RosterRow {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  values: Record<RosterKey, string>;
}

/** The roster's rows of a read (readSheet with ROSTER_COLUMNS); throws its problem, or ROSTER_EMPTY without data rows. */
export function rosterRows(read: SheetRead): Promise<RosterRow[]> {
  return sheetRows(read, ROSTER_COLUMNS, ROSTER_EMPTY);
}
