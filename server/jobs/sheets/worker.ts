/**
 * The task of a sheet-reader worker thread (index.ts): an uploaded xlsx and what to look for in,
 * the first worksheet's rows (packed JSON chunks) or the reason it cannot be used out.
 */
import { streamSheet, type StreamOutcome, type StreamSpec } from './stream.js';

export interface SheetTask {
  content: Uint8Array;
  spec: StreamSpec;
}

export default function readSheetTask(task: SheetTask): Promise<StreamOutcome> {
  return streamSheet(task.content, task.spec);
}
