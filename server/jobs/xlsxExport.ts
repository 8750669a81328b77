/**
 * Export jobs' spreadsheet writer (DESIGN.md §4 jobs): one worksheet with a bold, frozen header row,
 * filled from keyset batches of rows (so memory stays flat at 30,000 rows) with exceljs's streaming
 * writer, reporting progress and yielding to the event loop between batches. Every text cell goes
 * through safeCell (issue 14: no formula injection).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { yieldToEventLoop, type JobReport } from './index.js';
import { fileStamp } from '../../common/time.js';

export interface BatchedSheet<R, C> {
  sheetName: string;
  headers: string[];
  /** Column widths in characters, by position. */
  widths: number[];
  /** Rows expected (for the progress bar). */
  total: number;
  report: JobReport;
  batchSize: number;
  /** The batch after `cursor` (null: the first one), at most batchSize rows, in cursor order. */
  fetch(cursor: C | null): Promise<R[]>;
  /** The keyset cursor of a row (its sort key). */
  cursorOf(row: R): C;
  /** The row's cells, by column. */
  cells(row: R): unknown[];
}

/** Text that a spreadsheet could take for a formula: it starts with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain decimal numbers written as text (hours '-2.00', '+8613800000000') and the '-' of an empty value are no formula. */
const NOT_A_FORMULA = /^([+-]?\d+(\.\d+)?|-)$/;

/**
 * A cell value safe to open (OWASP "CSV injection"): text that starts like a formula gets a leading
 * single quote, so '=HYPERLINK(…)' or '=cmd|…' shows as the text it is; numbers, dates, text that
 * is a plain number and a lone '-' are kept.
 */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) && !NOT_A_FORMULA.test(value) ? `'${value}` : value;
}

/** Writes the sheet; resolves to the xlsx bytes and the number of rows written. */
export async function writeBatchedXlsx<R, C>(spec: BatchedSheet<R, C>): Promise<{ content: Buffer; rows: number }> {
  spec.report(0, spec.total);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = wb.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.headers.map((header, i) => ({ header, width: spec.widths[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let cursor: C | null = null;
  let written = 0;
  for (;;) {
    const batch = await spec.fetch(cursor);
    for (const row of batch) sheet.addRow(spec.cells(row).map(safeCell)).commit();
    written += batch.length;
    spec.report(written, Math.max(spec.total, written));
    if (batch.length < spec.batchSize) break;
    cursor = spec.cursorOf(batch[batch.length - 1]);
    await yieldToEventLoop();
  }
  sheet.commit();
  await wb.commit();
  await ended;
  return { content: Buffer.concat(chunks), rows: written };
}

/** 'YYYYMMDD-HHmmss' in China Standard Time, for export file names. */
export function cstStamp(now = new Date()): string {
  return fileStamp(now);
}
