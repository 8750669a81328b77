/**
 * Reading an uploaded spreadsheet for an import (issue 14 defect 3: "one roster or declaration
 * upload of a highly compressed xlsx blocks the whole API and takes the process to 2 GB"). Used by
 * the roster import and the declaration import.
 *
 * 1. The zip's central directory gives the inflated size before anything is inflated (zip.ts);
 *    over the school's cap → 10002 '参数错误: file 表格解压后超过上限 50 MB'.
 * 2. A worker thread (piscina) streams the first worksheet with exceljs's streaming reader
 *    (stream.ts) and stops at the school's row cap → 10002 '参数错误: file 表格行数超过上限 20000 行'.
 *    The thread has a heap cap and the read a time cap (a zip whose directory lies is stopped by
 *    them, with a 10002 too); the API's event loop only receives a few JSON strings.
 * 3. The import's job decodes the rows a chunk at a time (sheetRows), yielding in between.
 * A file that is not a workbook, or lacks required headers, is not refused here: its job fails with
 * the reason, as imports always did.
 *
 * Worker threads do not inherit `--import tsx`: they start from worker-boot.mjs (as the PDF pool,
 * server/modules/transcripts/batch/pool.ts). Idle threads end after IDLE_MS and never keep the
 * process alive.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError, badParams } from '../../protocol/errors.js';
import { ResultCode } from '../../../common/codes.js';
import type { ImportLimits } from '../../../common/schoolParams.js';
import type { Kysely } from 'kysely';
import { defineJob, yieldToEventLoop, type JobKind, type JobReport, type JobWrite } from '../index.js';
import type { DataScope } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import type { ImportMode } from '../../../common/schemas/imports.js';
import { importLimitsOf } from '../../modules/schoolParams/repository.js';
import type { PackedRow, SheetColumn, StreamOutcome } from './stream.js';
import type { SheetTask } from './worker.js';
import { declaredInflatedSize } from './zip.js';

export type { SheetColumn } from './stream.js';
export { cellText, matchHeader } from './cells.js';

export const SHEET_MESSAGES = {
  unreadable: '无法读取该Excel文件,请使用导入模板填写',
  headers: '表头与导入模板不一致,缺少列',
  tooManyRows: (max: number) => `参数错误: file 表格行数超过上限 ${max} 行`,
  tooLarge: (mb: number) => `参数错误: file 表格解压后超过上限 ${mb} MB`,
  overloaded: '参数错误: file 表格内容过多,无法在限定的时间和内存内读取',
} as const;

/** The first worksheet as read: its packed rows, or why it cannot be imported (the job reports it). */
export type SheetRead = { problem: string } | { problem: null; count: number; chunks: string[] };

const WORKER_ENTRY = fileURLToPath(new URL('./worker-boot.mjs', import.meta.url));
const IDLE_MS = 30_000;
/** Wall-clock cap of one read (20,000 rows take about 1 s on one core). */
export const READ_TIMEOUT_MS = 120_000;
/** Heap cap of a reader thread: a streamed read of 130,000 rows peaks near 100 MB. */
const WORKER_HEAP_MB = 256;

let pool: Piscina<SheetTask, StreamOutcome> | null = null;

function thePool(): Piscina<SheetTask, StreamOutcome> {
  pool ??= new Piscina<SheetTask, StreamOutcome>({
    filename: WORKER_ENTRY,
    minThreads: 0,
    // A core stays with the main thread (requests, the database).
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  return pool;
}

/** Ends the reader threads (shutdown, end of a benchmark); the next read starts a new pool. */
export async function closeSheetPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}

/** A task the pool gave up on: our time cap (abort) or the thread's heap cap. */
const isOverload = (e: unknown) => {
  const err = e as { name?: string; code?: string } | null;
  return err?.name === 'AbortError' || err?.code === 'ERR_WORKER_OUT_OF_MEMORY';
};

/**
 * Reads the first worksheet of an uploaded xlsx (`content`, already checked by name, size and
 * magic) for the `columns` of an import, within the school's caps (MB: 1024 × 1024 bytes). Throws 10002 naming the cap
 * when the file is over one (the upload is refused: no job, nothing written); resolves to the
 * packed rows, or to the problem its job should fail with (not a workbook, missing headers).
 */
export async function readSheet(content: Buffer, columns: readonly SheetColumn[], limits: ImportLimits): Promise<SheetRead> {
  const inflated = await declaredInflatedSize(content);
  if (inflated === null) return { problem: SHEET_MESSAGES.unreadable };
  if (inflated > limits.importMaxInflatedMb * 1024 * 1024) throw badParams(SHEET_MESSAGES.tooLarge(limits.importMaxInflatedMb));
  let outcome: StreamOutcome;
  try {
    const spec = { columns: columns.map(({ key, label, required }) => ({ key, label, required })), maxRows: limits.importMaxRows };
    outcome = await thePool().run({ content, spec }, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  } catch (e) {
    if (isOverload(e)) throw badParams(SHEET_MESSAGES.overloaded);
    throw e;
  }
  switch (outcome.kind) {
    case 'tooManyRows':
      throw badParams(SHEET_MESSAGES.tooManyRows(limits.importMaxRows));
    case 'unreadable':
      return { problem: SHEET_MESSAGES.unreadable };
    case 'headers':
      return { problem: `${SHEET_MESSAGES.headers}: ${outcome.missing.join('、')}` };
    case 'rows':
      return { problem: null, count: outcome.count, chunks: outcome.chunks };
  }
}

/**
 * The rows of a read, `{row, values}` with values keyed by the `columns` given to readSheet (same
 * order), decoded a chunk at a time with a yield to the event loop in between. Throws the read's
 * problem, or `emptyMessage` when there is no data row (ApiError 10002: the job fails with it).
 */
export async function sheetRows<K extends string>(
  read: SheetRead,
  columns: readonly SheetColumn<K>[],
  emptyMessage: string,
): Promise<{ row: number; values: Record<K, string> }[]> {
  if (read.problem !== null) throw new ApiError(ResultCode.BAD_PARAMS, read.problem);
  if (read.count === 0) throw new ApiError(ResultCode.BAD_PARAMS, emptyMessage);
  const rows: { row: number; values: Record<K, string> }[] = [];
  for (const chunk of read.chunks) {
    for (const [row, ...texts] of JSON.parse(chunk) as PackedRow[]) {
      const values = {} as Record<K, string>;
      columns.forEach((c, i) => (values[c.key] = texts[i] ?? ''));
      rows.push({ row, values });
    }
    await yieldToEventLoop();
  }
  return rows;
}

/** An import job's input: the importer's data scope when the upload was accepted, and the mode. */
export interface ImportJobInput {
  scope: DataScope;
  mode: ImportMode;
}

/** What an import's work gets (runImport, runDeclarationImport): the read sheet and the job's means. */
export interface ImportRun extends ImportJobInput {
  db: Kysely<Database>;
  session: Pick<Session, 'schoolId' | 'userId'>;
  sheet: SheetRead;
  report: JobReport;
  write: JobWrite;
}

/**
 * An import job (issue 17): the node that runs it reads the upload kept with the job again (the
 * route has read it once, to refuse a file over the school's caps with 10002 before anything was
 * started), then runs `work` with writes that happen once (writeOnce): a run after a lost node
 * replays them instead of importing the same rows twice. `I`: an input with more than the scope and
 * mode (the timetable import's term and kind), spread into the run.
 */
export function defineImportJob<I extends ImportJobInput = ImportJobInput>(kind: string, columns: readonly SheetColumn[], work: (run: ImportRun & I) => Promise<unknown>): JobKind<I> {
  return defineJob<I>(kind, async (ctx) => {
    const file = await ctx.inputFile();
    const sheet = await readSheet(file.content, columns, await importLimitsOf(ctx.deps.db, ctx.schoolId));
    const session = { schoolId: ctx.schoolId, userId: ctx.createdBy };
    return work({ db: ctx.deps.db, session, sheet, ...ctx.input, report: ctx.report, write: ctx.writeOnce });
  });
}
