/**
 * The uploaded spreadsheet of an import (spec §5 "Spreadsheet upload: one file, xls or xlsx, under
 * 5M"), checked by name AND content before anything reads it. .xlsx is a zip (PK\x03\x04); the old
 * binary .xls is an OLE compound file (D0 CF 11 E0 A1 B1 1A E1) that exceljs cannot read, so it is
 * refused with a message asking for .xlsx. Used by the roster and the declaration import.
 */
import { badParams } from '../../protocol/errors.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  missing: '请选择要上传的文件',
  many: '一次只能上传一个文件',
  extension: '只能上传xls或xlsx格式的文件',
  tooLarge: '文件大小不能超过5M',
  oldXls: '暂不支持旧版xls格式,请在Excel中另存为xlsx后再导入',
  notExcel: '文件内容不是有效的Excel文件',
} as const;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (buf: Uint8Array, magic: number[]) => magic.every((b, i) => buf[i] === b);

/** An uploaded file as @fastify/multipart attaches it to the body (attachFieldsToBody). */
interface UploadedPart {
  type?: string;
  filename?: string;
  toBuffer?: () => Promise<Buffer>;
  _buf?: Buffer;
}

/** The one uploaded `file` of a multipart request, checked (10002 with the reason otherwise). */
export async function readUpload(body: unknown): Promise<{ fileName: string; content: Buffer }> {
  const parts = (body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined) as UploadedPart | UploadedPart[] | undefined;
  if (Array.isArray(parts)) throw badParams(UPLOAD_MESSAGES.many);
  if (!parts || typeof parts !== 'object' || parts.type !== 'file' || !parts.filename) throw badParams(UPLOAD_MESSAGES.missing);
  const fileName = parts.filename;
  if (!/\.(xlsx|xls)$/i.test(fileName)) throw badParams(UPLOAD_MESSAGES.extension);
  const content = parts._buf ?? (parts.toBuffer ? await parts.toBuffer() : Buffer.alloc(0));
  if (content.length > MAX_UPLOAD_BYTES) throw badParams(UPLOAD_MESSAGES.tooLarge);
  if (startsWith(content, OLE_MAGIC)) throw badParams(UPLOAD_MESSAGES.oldXls);
  if (!startsWith(content, ZIP_MAGIC)) throw badParams(UPLOAD_MESSAGES.notExcel);
  return { fileName, content };
}
