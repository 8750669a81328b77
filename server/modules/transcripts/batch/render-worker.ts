/**
 * The task of a PDF worker thread (pool.ts): one issued transcript in, its PDF out. The fonts are
 * parsed on the thread's first task and kept (pdf/fonts.ts); the PDF's bytes are moved, not
 * copied, back to the main thread.
 */
import { move } from 'piscina';
import { renderTranscriptPdf } from '../pdf/render.js';
import type { RenderTask } from './pool.js';

export default async function renderTask(task: RenderTask) {
  const pdf = await renderTranscriptPdf(task.issued, { origin: task.origin, ...(task.logo !== undefined ? { logo: task.logo } : {}) });
  // Transfer needs a buffer of its own (small Buffers share Node's pool).
  const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return move(own);
}
