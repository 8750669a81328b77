/**
 * Reading an import's sheet from an xlsx whose workbook parts come last (as exceljs writes them and
 * as our own templates and the seed's lists are): re-packed with those parts first, read the same
 * every time (exceljs issue #3064 made such reads fail now and then as '无法读取该Excel文件').
 */
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { workbookPartsFirst } from '../../server/jobs/sheets/repack.js';
import { streamSheet } from '../../server/jobs/sheets/stream.js';

/** Entry names and inflated contents of a zip, in stored order. */
function entries(zip: Buffer): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => {
      if (err || !z) return reject(err);
      const out: [string, string][] = [];
      z.on('entry', (e: yauzl.Entry) => z.openReadStream(e, (er, s) => {
        if (er || !s) return reject(er);
        const parts: Buffer[] = [];
        s.on('data', (b: Buffer) => parts.push(b));
        s.on('end', () => { out.push([e.fileName, Buffer.concat(parts).toString()]); z.readEntry(); });
      }));
      z.on('end', () => resolve(out));
      z.readEntry();
    });
  });
}

async function twoTabs(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const roster = wb.addWorksheet('名单');
  roster.addRow(['学号', '姓名']);
  roster.addRow(['20230001', '张三']);
  roster.addRow(['20230002', '李四']);
  wb.addWorksheet('说明').addRow(['学号', '请勿修改']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const spec = { columns: [{ key: 'code', label: '学号', required: true }, { key: 'name', label: '姓名', required: true }], maxRows: 100 };

describe('an xlsx with its workbook parts last', () => {
  it('is re-packed with relations, workbook, shared strings and styles first, every entry unchanged', async () => {
    const original = await twoTabs();
    const before = await entries(original);
    expect(before.findIndex(([n]) => n === 'xl/workbook.xml')).toBeGreaterThan(before.findIndex(([n]) => n.startsWith('xl/worksheets/')));
    const after = await entries(await workbookPartsFirst(original));
    const names = after.map(([n]) => n);
    const firstSheet = names.findIndex((n) => n.startsWith('xl/worksheets/'));
    for (const part of ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml']) {
      expect(names.indexOf(part)).toBeGreaterThanOrEqual(0);
      expect(names.indexOf(part)).toBeLessThan(firstSheet);
    }
    expect(new Map(after)).toEqual(new Map(before));
    // The other entries keep their stored order.
    const rest = (list: [string, string][]) => list.map(([n]) => n).filter((n) => !n.startsWith('xl/workbook') && !n.includes('sharedStrings') && !n.includes('styles') && !n.includes('rels') && n !== '[Content_Types].xml');
    expect(rest(after)).toEqual(rest(before));
  });

  it('gives the first tab’s rows on every one of 40 reads', async () => {
    const file = await twoTabs();
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => streamSheet(file, spec)));
    for (const o of outcomes) {
      expect(o).toEqual({ kind: 'rows', count: 2, chunks: [JSON.stringify([[2, '20230001', '张三'], [3, '20230002', '李四']])] });
    }
  });

  it('is unreadable when it is not a zip or an entry is corrupt', async () => {
    expect(await streamSheet(Buffer.from('学号,姓名\n20230001,张三\n'), spec)).toEqual({ kind: 'unreadable' });
    const file = await twoTabs();
    const at = file.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    const corrupt = Buffer.from(file);
    for (let i = at + 4; i < at + 40; i++) corrupt[i] ^= 0xff;
    await expect(workbookPartsFirst(corrupt)).rejects.toThrow();
    expect(await streamSheet(corrupt, spec)).toEqual({ kind: 'unreadable' });
  });
});
