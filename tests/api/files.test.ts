/**
 * Uploads (issue 4; spec §5 image and attachment rules, §9 limits; DESIGN.md §4/§5 storage and
 * content checks): POST /upload/image and /upload/file check the type by the bytes and the size
 * with the spec's messages, store the bytes under DATA_DIR/files, and GET /api/files/<key> serves
 * them with the recorded type, without a session; unknown keys are 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, POSTER_SIZE_MESSAGE, type UploadedFile } from '../../common/activities.js';
import { ATTACHMENT_TYPE_MESSAGE, CONTENT_MISMATCH_MESSAGE } from '../../server/modules/files/sniff.js';
import { fileApp, signInAs } from './helpers.js';
import { upload, uploadEnvelope, type UploadFile } from './student-helpers.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b3a40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const OLE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(2040)]);

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('s').addRow(['a', 1]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
async function docx(): Promise<Buffer> {
  const z = new JSZip();
  z.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  z.file('word/document.xml', '<w:document/>');
  return z.generateAsync({ type: 'nodebuffer' });
}

const t = await fileApp({ tmpDataDir: 'sc-files-' });
const student = await signInAs(t, 'student');
const admin = await signInAs(t, 'admin');
const dataDir = t.dataDir!;

const image = (f: UploadFile, token = admin) => uploadEnvelope<UploadedFile>(t, '/upload/image', [f], {}, token);
const attach = (f: UploadFile, token = admin) => uploadEnvelope<UploadedFile>(t, '/upload/file', [f], {}, token);
const serve = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /upload/image', () => {
  it('stores a png and serves it by key with its type, without a session', async () => {
    const env = await image({ name: '海报.png', content: PNG, type: 'image/png' });
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ name: '海报.png', type: 1, size: PNG.length });
    expect(env.data.url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    const key = env.data.url.split('/').pop()!;
    expect(fs.readFileSync(path.join(dataDir, 'files', key))).toEqual(PNG);
    const res = await serve(env.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    expect(res.rawPayload).toEqual(PNG);
    const row = await t.db.selectFrom('files').selectAll().where('id', '=', env.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ schoolId: 10001, storageKey: key, mime: 'image/png', type: 1, size: PNG.length });
  });

  it('accepts jpeg and gif by their bytes (a student may upload too)', async () => {
    const jpg = await image({ name: 'a.jpeg', content: JPEG }, student);
    expect(jpg.code).toBe(0);
    expect(jpg.data.url).toMatch(/\.jpg$/);
    expect((await serve(jpg.data.url)).headers['content-type']).toBe('image/jpeg');
    expect((await image({ name: 'b.GIF', content: GIF })).code).toBe(0);
  });

  it('refuses other types by name or by content with the spec message', async () => {
    for (const f of [
      { name: 'doc.pdf', content: PDF },
      { name: 'fake.png', content: PDF },
      { name: 'page.html', content: Buffer.from('<html><script>alert(1)</script></html>') },
      { name: 'noext', content: PNG },
    ]) {
      const env = await image(f);
      expect(env, f.name).toMatchObject({ code: 10002, msg: IMAGE_TYPE_MESSAGE });
    }
  });

  it('refuses an image over 3 MB, and one over the 5 MB request limit, with the poster message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await image({ name: 'big.png', content: big })).toMatchObject({ code: 10002, msg: POSTER_SIZE_MESSAGE });
    const huge = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    expect(await image({ name: 'huge.png', content: huge })).toMatchObject({ code: 10002, msg: POSTER_SIZE_MESSAGE });
  });

  it('needs exactly one file and a session', async () => {
    expect((await uploadEnvelope(t, '/upload/image', [], {}, admin))).toMatchObject({ code: 10002, msg: '请选择要上传的文件' });
    const two = await uploadEnvelope(t, '/upload/image', [{ name: 'a.png', content: PNG }, { name: 'b.png', content: PNG }], {}, admin);
    expect(two).toMatchObject({ code: 10002, msg: '一次只能上传一个文件' });
    const res = await upload(t, '/upload/image', [{ name: 'a.png', content: PNG }], {}, 'not-a-token');
    expect(JSON.parse(res.body).code).toBe(10001);
  });
});

describe('POST /upload/file', () => {
  it('types attachments by extension and checks their content: images 1, doc/docx 3, xls/xlsx 4, pdf 5', async () => {
    const cases: [string, Buffer, number, string][] = [
      ['a.png', PNG, 1, 'image/png'],
      ['通知.pdf', PDF, 5, 'application/pdf'],
      ['old.doc', OLE, 3, 'application/msword'],
      ['old.xls', OLE, 4, 'application/vnd.ms-excel'],
      ['new.docx', await docx(), 3, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['名单.xlsx', await xlsx(), 4, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ];
    for (const [name, content, type, mime] of cases) {
      const env = await attach({ name, content });
      expect(env.code, name).toBe(0);
      expect(env.data).toMatchObject({ name, type, size: content.length });
      const res = await serve(env.data.url);
      expect(res.headers['content-type'], name).toBe(mime);
      expect(res.rawPayload.equals(content), name).toBe(true);
    }
  });

  it('downloads documents as attachments with the UTF-8 name', async () => {
    const env = await attach({ name: '名单.xlsx', content: await xlsx() });
    const res = await serve(env.data.url);
    expect(res.headers['content-disposition']).toContain(`attachment; filename="__.xlsx"; filename*=UTF-8''${encodeURIComponent('名单.xlsx')}`);
  });

  it('refuses other extensions and bytes that are not what the name says', async () => {
    expect(await attach({ name: 'run.exe', content: Buffer.from('MZ') })).toMatchObject({ code: 10002, msg: ATTACHMENT_TYPE_MESSAGE });
    expect(await attach({ name: 'a.txt', content: Buffer.from('hello') })).toMatchObject({ code: 10002, msg: ATTACHMENT_TYPE_MESSAGE });
    expect(await attach({ name: 'fake.pdf', content: Buffer.from('hello') })).toMatchObject({ code: 10002, msg: CONTENT_MISMATCH_MESSAGE });
    expect(await attach({ name: 'fake.docx', content: await xlsx() })).toMatchObject({ code: 10002, msg: CONTENT_MISMATCH_MESSAGE });
    expect(await attach({ name: 'fake.doc', content: PDF })).toMatchObject({ code: 10002, msg: CONTENT_MISMATCH_MESSAGE });
  });

  it('refuses an attachment over 5 MB with the spec message', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await attach({ name: 'big.pdf', content: big })).toMatchObject({ code: 10002, msg: ATTACHMENT_SIZE_MESSAGE });
  });
});

describe('GET /api/files/<key>', () => {
  it('is 404 for unknown, malformed or traversing keys', async () => {
    for (const url of ['/api/files/0123456789abcdef0123456789abcdef.png', '/api/files/nope', '/api/files/..%2f..%2fpackage.json']) {
      expect((await serve(url)).statusCode, url).toBe(404);
    }
  });
});
