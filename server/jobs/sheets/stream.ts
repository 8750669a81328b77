/**
 * The streaming read of an import's first worksheet (issue 14 defect 3), run in the sheet worker
 * (worker.ts): exceljs's streaming reader (ExcelJS.stream.xlsx.WorkbookReader) parses rows one at
 * a time, so memory follows the rows kept, not the workbook; it stops at the row cap.
 *
 * The header row (row 1) names the columns, in any order; then every non-blank row is kept as
 * `[rowNumber, ...texts in column order]`, packed in JSON chunks of CHUNK_ROWS rows so that the
 * main thread receives a few strings (cheap to copy) and decodes them a chunk at a time.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText, matchHeader } from './cells.js';
import { workbookPartsFirst } from './repack.js';

/** A column an import looks for: its key, its header label (without '*') and whether it must be present. */
export interface SheetColumn<K extends string = string> {
  key: K;
  label: string;
  required: boolean;
}

export interface StreamSpec {
  columns: readonly SheetColumn[];
  /** More non-blank data rows than this → 'tooManyRows' (reading stops at the first one over). */
  maxRows: number;
}

/** What the read found. */
export type StreamOutcome =
  | { kind: 'rows'; count: number; chunks: string[] }
  | { kind: 'unreadable' }
  | { kind: 'headers'; missing: string[] }
  | { kind: 'tooManyRows' };

/** One packed row: the spreadsheet row number, then the texts in the order of the spec's columns. */
export type PackedRow = [number, ...string[]];

export const CHUNK_ROWS = 2000;

/** The first sheet in the workbook's tab order (workbook.xml is parsed first: repack.ts). */
const firstSheetName = (reader: ExcelJS.stream.xlsx.WorkbookReader): string | undefined =>
  (reader as unknown as { model?: { sheets?: { name?: string }[] } }).model?.sheets?.[0]?.name;

/** Reads the first worksheet of `content` (an xlsx) as the spec says; never throws. */
export async function streamSheet(content: Uint8Array, spec: StreamSpec): Promise<StreamOutcome> {
  let ordered: Buffer;
  try {
    ordered = await workbookPartsFirst(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
  } catch {
    return { kind: 'unreadable' };
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([ordered]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // Styles tell a date cell from a number (cellText writes dates as YYYY-MM-DD).
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let outcome: StreamOutcome | null = null;
  try {
    for await (const sheet of reader) {
      const first = firstSheetName(reader);
      const wanted = outcome === null && (first === undefined || (sheet as unknown as { name: string }).name === first);
      if (!wanted) {
        // Consumed (not abandoned) so that exceljs closes the entry or its temporary file.
        for await (const _ of sheet) void _;
        continue;
      }
      outcome = await readRows(sheet, spec);
    }
  } catch {
    return { kind: 'unreadable' };
  }
  return outcome ?? { kind: 'rows', count: 0, chunks: [] };
}

async function readRows(sheet: ExcelJS.stream.xlsx.WorksheetReader, spec: StreamSpec): Promise<StreamOutcome> {
  const at: number[] = [];
  let headerSeen = false;
  let count = 0;
  let over = false;
  const chunks: string[] = [];
  let chunk: PackedRow[] = [];
  for await (const row of sheet) {
    // Leaving the sheet early is safe: the workbook loop goes on, so exceljs still removes the
    // temporary file it spooled the sheet to (checked: no file or descriptor left behind).
    if (over) break;
    if (!headerSeen) {
      headerSeen = true;
      if (row.number !== 1) return { kind: 'headers', missing: spec.columns.filter((c) => c.required).map((c) => c.label) };
      const found = new Map<string, number>();
      row.eachCell((cell, colNumber) => {
        const column = matchHeader(cellText(cell.value), spec.columns);
        if (column && !found.has(column.key)) found.set(column.key, colNumber);
      });
      const missing = spec.columns.filter((c) => c.required && !found.has(c.key)).map((c) => c.label);
      if (missing.length) return { kind: 'headers', missing };
      for (const c of spec.columns) at.push(found.get(c.key) ?? 0);
      continue;
    }
    const packed: PackedRow = [row.number];
    let any = false;
    for (const index of at) {
      const text = index ? cellText(row.getCell(index).value) : '';
      packed.push(text);
      if (text) any = true;
    }
    if (!any) continue;
    count += 1;
    if (count > spec.maxRows) {
      over = true;
      continue;
    }
    chunk.push(packed);
    if (chunk.length === CHUNK_ROWS) {
      chunks.push(JSON.stringify(chunk));
      chunk = [];
    }
  }
  // An empty sheet lacks every header, as a sheet whose first row is blank.
  if (!headerSeen) return { kind: 'headers', missing: spec.columns.filter((c) => c.required).map((c) => c.label) };
  if (over) return { kind: 'tooManyRows' };
  if (chunk.length) chunks.push(JSON.stringify(chunk));
  return { kind: 'rows', count, chunks };
}
