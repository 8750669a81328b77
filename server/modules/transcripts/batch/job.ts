/**
 * The work of a batch transcript job (issue 7): for the chosen students, in chunks of 200 (the
 * first one smaller) — build the contents (content.ts), issue them in one transaction per chunk
 * (issue.ts, batch id = job id), render the PDFs in the worker pool (pool.ts), and stream them
 * into one ZIP in file storage, entries `${studentCode}_${name}.pdf` by student number. Chunks
 * overlap: while the pool renders one chunk, the main thread already builds and issues the next
 * (at most two chunks ahead, so memory stays bounded). Progress is reported per PDF. On success
 * the transcript_batches row gets the storage key, size, file name
 * '成绩单_<scopeLabel>_<YYYYMMDDHHmm>.zip' and finished_at.
 * A failure leaves no ZIP; transcripts already issued stay issued (each chunk is complete). A run
 * after a lost node (`resume`) reuses the transcripts the batch already issued (issueChunk).
 */
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { ReportLayout, type IssuedTranscript, type TranscriptContent } from '../../../../common/transcripts.js';
import type { AppDeps } from '../../../deps.js';
import { cstStamp } from '../../../jobs/xlsxExport.js';
import type { JobReport, JobWrite } from '../../../jobs/index.js';
import { newStorageKey, storageFor } from '../../files/storage.js';
import { buildTranscriptContents } from '../content.js';
import { issuedOf, issueTranscripts, type IssueOptions } from '../issue.js';
import { transcriptSecretOf } from '../secret.js';
import { storedLogo } from '../pdf/logo.js';
import { layoutOf } from '../pdf/render.js';
import { renderInPool } from './pool.js';
import { entryName, fileNamePart } from './select.js';
import { finishBatch } from '../repositories/batches.js';
import { findBatchTranscripts } from '../repositories/transcripts.js';
import type { Trx } from '../../../db/db.js';

/** Students per chunk: one content query, one issuing transaction. */
export const BATCH_CHUNK = 200;
/** The first chunks are smaller, so the pool starts rendering while the next chunk is read. */
const RAMP = [20, 100];
/** Chunks whose PDFs may be pending at once. */
const AHEAD = 2;
export const ZIP_TYPE = 'application/zip';

export interface BatchWork {
  batchId: string;
  schoolId: number;
  createdBy: number;
  /** By student number. */
  userIds: number[];
  scopeLabel: string;
  /** Site origin for the QR codes ('https://host'). */
  origin: string;
  now?: Date;
  /** A run after a lost node (issue 17): what an earlier run of the batch issued is reused. */
  resume?: boolean;
}

export interface BatchResult {
  count: number;
  fileName: string;
  size: number;
}

/** The ZIP's file name: '成绩单_计算机学院-软件工程_202503181530.zip' (China time). */
export const zipFileName = (scopeLabel: string, now: Date): string => `成绩单_${fileNamePart(scopeLabel)}_${cstStamp(now).replace(/\D/g, '').slice(0, 12)}.zip`;

/** Runs the batch (see the file comment); resolves to {count, fileName, size}. */
export async function runBatch(deps: Pick<AppDeps, 'db' | 'config'>, work: BatchWork, report: JobReport, write: JobWrite): Promise<BatchResult> {
  const { db, config } = deps;
  const now = work.now ?? new Date();
  const secret = transcriptSecretOf(config);
  const storage = storageFor(config);
  const key = newStorageKey('zip');
  const zip = new yazl.ZipFile();
  const stored = storage.putStream(key, zip.outputStream as Readable);
  // The first failure (storage, or a chunk's PDFs) stops the batch before more transcripts are issued.
  const failed: { error?: unknown } = {};
  const fail = (error: unknown) => {
    if (!('error' in failed)) failed.error = error;
  };
  stored.catch(fail);

  let total = work.userIds.length;
  let processed = 0;
  report(0, total);
  const chunkDone: Promise<void>[] = [];
  let logo: Uint8Array | null | undefined;
  try {
    for (let i = 0, k = 0; i < work.userIds.length; k++) {
      if (k >= AHEAD) await chunkDone[k - AHEAD];
      if ('error' in failed) throw failed.error;
      const size = RAMP[k] ?? BATCH_CHUNK;
      const chunk = work.userIds.slice(i, i + size);
      i += size;
      const contents = await buildTranscriptContents(db, work.schoolId, chunk, now);
      const ordered = chunk.flatMap((id) => contents.get(id) ?? []);
      // A student removed since the batch was asked is left out.
      total -= chunk.length - ordered.length;
      const issued = await write((trx) => issueChunk(trx, work, ordered, { issuedBy: work.createdBy, batchId: work.batchId, secret, now }));
      if (issued.length > 0 && logo === undefined) logo = await storedLogo(config, issued[0].content.school.logo);
      const pdfs = issued.map((t) => renderInPool({ issued: forRendering(t), origin: work.origin, ...(logo !== undefined ? { logo } : {}) }));
      for (const p of pdfs) p.catch(() => undefined);
      const previous = chunkDone[k - 1];
      chunkDone.push(
        (async () => {
          await previous;
          for (let j = 0; j < issued.length; j++) {
            const pdf = await pdfs[j];
            addEntry(zip, issued[j], pdf, now);
            report(++processed, total);
          }
        })(),
      );
      chunkDone[k].catch(fail);
    }
    await chunkDone[chunkDone.length - 1];
    zip.end();
    const size = await stored;
    const fileName = zipFileName(work.scopeLabel, now);
    await write((trx) => finishBatch(trx, work.schoolId, work.batchId, { storageKey: key, size, fileName, studentCount: processed }));
    return { count: processed, fileName, size };
  } catch (e) {
    // Stops the storage write (its temporary file is removed); the error itself is `e`.
    (zip.outputStream as Readable).destroy();
    await stored.catch(() => undefined);
    throw e;
  }
}

/**
 * Issues the chunk's transcripts in `trx`, in the chunk's order. When the batch runs again after
 * its node was lost, the transcripts its earlier run issued (committed chunks) are read back and
 * only the others are issued, so no student gets two transcripts from one batch.
 */
async function issueChunk(trx: Trx, work: BatchWork, contents: TranscriptContent[], opts: IssueOptions): Promise<IssuedTranscript[]> {
  if (!work.resume || contents.length === 0) return issueTranscripts(trx, work.schoolId, contents, opts);
  const earlier = new Map<number, IssuedTranscript>();
  for (const row of await findBatchTranscripts(trx, work.schoolId, work.batchId, contents.map((c) => c.student.userId))) earlier.set(row.userId, issuedOf(row));
  const fresh = await issueTranscripts(trx, work.schoolId, contents.filter((c) => !earlier.has(c.student.userId)), opts);
  const byUser = new Map(fresh.map((t) => [t.content.student.userId, t]));
  return contents.map((c) => earlier.get(c.student.userId) ?? byUser.get(c.student.userId)!);
}

/** What the worker needs: the summary layout prints no records, so they are not copied to it. */
const forRendering = (t: IssuedTranscript): IssuedTranscript =>
  layoutOf(t.content.school.scoreReportModel) === ReportLayout.SUMMARY ? { ...t, content: { ...t.content, records: [] } } : t;

function addEntry(zip: yazl.ZipFile, issued: IssuedTranscript, pdf: Uint8Array, now: Date): void {
  const { code, name } = issued.content.student;
  // PDFs are already compressed: stored entries cost no CPU on the main thread.
  zip.addBuffer(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength), entryName(code, name), { compress: false, mtime: now });
}
