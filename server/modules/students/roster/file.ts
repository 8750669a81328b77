/**
 * The uploaded roster file (spec §5 "Spreadsheet upload: one file, xls or xlsx, under 5M"): checked
 * by name AND content before any job starts, then read into rows of text keyed by column.
 * .xlsx is a zip (PK\x03\x04); the old binary .xls is an OLE compound file (D0 CF 11 E0 A1 B1 1A E1)
 * that exceljs cannot read, so it is refused with a message asking for .xlsx.
 */
import ExcelJS from 'exceljs';
import { ApiError, badParams } from '../../../protocol/errors.js';
import { ResultCode } from '../../../../common/codes.js';
import { cellText, columnForHeader, ROSTER_COLUMNS, type RosterKey } from './columns.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const FILE_MESSAGES = {
  missing: '请选择要上传的文件',
  many: '一次只能上传一个文件',
  extension: '只能上传xls或xlsx格式的文件',
  tooLarge: '文件大小不能超过5M',
  oldXls: '暂不支持旧版xls格式,请在Excel中另存为xlsx后再导入',
  notExcel: '文件内容不是有效的Excel文件',
  unreadable: '无法读取该Excel文件,请使用导入模板填写',
  headers: '表头与导入模板不一致,缺少列',
  empty: '文件中没有学生数据',
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
  if (Array.isArray(parts)) throw badParams(FILE_MESSAGES.many);
  if (!parts || typeof parts !== 'object' || parts.type !== 'file' || !parts.filename) throw badParams(FILE_MESSAGES.missing);
  const fileName = parts.filename;
  if (!/\.(xlsx|xls)$/i.test(fileName)) throw badParams(FILE_MESSAGES.extension);
  const content = parts._buf ?? (parts.toBuffer ? await parts.toBuffer() : Buffer.alloc(0));
  if (content.length > MAX_UPLOAD_BYTES) throw badParams(FILE_MESSAGES.tooLarge);
  if (startsWith(content, OLE_MAGIC)) throw badParams(FILE_MESSAGES.oldXls);
  if (!startsWith(content, ZIP_MAGIC)) throw badParams(FILE_MESSAGES.notExcel);
  return { fileName, content };
}

export interface RosterRow {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  values: Record<RosterKey, string>;
}

/** A column a sheet reader looks for: its key, its header label (without '*') and whether it must be present. */
export interface SheetColumn<K extends string> {
  key: K;
  label: string;
  required: boolean;
}

/**
 * Reads the first worksheet: the header row names the columns (any order; a required column missing
 * → FILE_MESSAGES.headers), then one record per row as text keyed by column; blank rows are skipped.
 * No data row → `emptyMessage`. Shared by the roster and the declaration import.
 */
export async function readSheetRows<K extends string>(
  content: Buffer,
  columns: readonly SheetColumn<K>[],
  emptyMessage: string,
): Promise<{ row: number; values: Record<K, string> }[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(ResultCode.BAD_PARAMS, FILE_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ApiError(ResultCode.BAD_PARAMS, emptyMessage);
  const header = sheet.getRow(1);
  const at = new Map<K, number>();
  header.eachCell((cell, colNumber) => {
    const column = columnForHeader(cellText(cell.value), columns);
    if (column && !at.has(column.key)) at.set(column.key, colNumber);
  });
  const missing = columns.filter((c) => c.required && !at.has(c.key)).map((c) => c.label);
  if (missing.length) throw new ApiError(ResultCode.BAD_PARAMS, `${FILE_MESSAGES.headers}: ${missing.join('、')}`);
  const rows: { row: number; values: Record<K, string> }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values = {} as Record<K, string>;
    let any = false;
    for (const c of columns) {
      const index = at.get(c.key);
      const text = index ? cellText(row.getCell(index).value) : '';
      values[c.key] = text;
      if (text) any = true;
    }
    if (any) rows.push({ row: rowNumber, values });
  });
  if (rows.length === 0) throw new ApiError(ResultCode.BAD_PARAMS, emptyMessage);
  return rows;
}

/** Reads the roster's first worksheet (readSheetRows with the roster's columns). */
export function readRoster(content: Buffer): Promise<RosterRow[]> {
  return readSheetRows(content, ROSTER_COLUMNS, FILE_MESSAGES.empty);
}
