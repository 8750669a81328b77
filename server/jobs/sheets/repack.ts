/**
 * An xlsx re-packed with its workbook parts first, for exceljs's streaming reader (stream.ts).
 *
 * The streaming reader takes zip entries in stored order and needs the workbook parts (relations,
 * workbook.xml, shared strings, styles) before a worksheet. exceljs writes workbook.xml last and
 * Excel writes the shared strings after the sheets; the reader then spools the sheet to a temporary
 * file and, in a race, reads it before workbook.xml was parsed and throws (exceljs issue #3064,
 * seen here as a seed import failing with '无法读取该Excel文件' once in a CI run). Re-packing the
 * archive, read through its central directory (yauzl), with those parts first (yazl) removes both
 * the race and the temporary file.
 *
 * yauzl checks every entry's inflated size against the directory, which the caller has already
 * held to the school's cap, so a directory that lies fails here instead of filling memory.
 */
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import type yauzl from 'yauzl';
import yazl from 'yazl';
import { zipDirectory } from './zip.js';

/** The parts the streaming reader must have seen before any worksheet, in this order. */
const WORKBOOK_PARTS = ['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];

const rank = (name: string) => {
  const i = WORKBOOK_PARTS.indexOf(name);
  return i === -1 ? WORKBOOK_PARTS.length : i;
};

/**
 * `content` (an xlsx) with WORKBOOK_PARTS first and the other entries after them in their stored
 * order, deflated again at level 1 (fast; the reader inflates it once more). Entries are inflated
 * one at a time. Rejects when `content` is not a readable zip or an entry is corrupt.
 */
export async function workbookPartsFirst(content: Buffer): Promise<Buffer> {
  const directory = await zipDirectory(content);
  if (!directory) throw new Error('not a readable zip');
  const open = promisify<yauzl.Entry, NodeJS.ReadableStream>(directory.zip.openReadStream.bind(directory.zip));
  // Array.prototype.sort is stable: entries of equal rank keep their stored order.
  const entries = [...directory.entries].sort((a, b) => rank(a.fileName) - rank(b.fileName));
  const out = new yazl.ZipFile();
  const packed = buffer(out.outputStream);
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) out.addEmptyDirectory(entry.fileName);
    else out.addBuffer(await buffer(await open(entry)), entry.fileName, { compressionLevel: 1 });
  }
  out.end();
  return packed;
}
