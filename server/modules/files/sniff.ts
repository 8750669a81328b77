/**
 * Upload checks by content (DESIGN.md §5 "uploads are checked by content and size"; spec §5 image
 * and attachment rules). The type comes from the file's magic bytes (the `file-type` package:
 * png, jpeg, gif, pdf, OLE2 compound files for doc/xls, and the zip-based docx/xlsx, told apart by
 * their entries); the name's extension must agree with it.
 */
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_EXTENSIONS, IMAGE_EXTENSIONS, IMAGE_TYPE_MESSAGE } from '../../../common/activities.js';
import { badParams } from '../../protocol/errors.js';

/** The attachment rule of spec §5, in the product's words. */
export const ATTACHMENT_TYPE_MESSAGE = `附件只能是 ${ATTACHMENT_EXTENSIONS.join('、')} 格式`;
export const CONTENT_MISMATCH_MESSAGE = '文件内容与扩展名不符,请上传真实的文件';

export interface Sniffed {
  /** Normalised extension of the stored key ('jpg' for jpeg). */
  ext: string;
  mime: string;
  /** Spec §3 uploaded attachment type: 1 image, 3 word document, 4 spreadsheet, 5 pdf. */
  type: 1 | 3 | 4 | 5;
}

/** What the bytes must be for each allowed extension. */
const EXPECTED: Record<string, { detected: string; type: Sniffed['type']; mime?: string }> = {
  gif: { detected: 'gif', type: 1 },
  jpg: { detected: 'jpg', type: 1 },
  jpeg: { detected: 'jpg', type: 1 },
  png: { detected: 'png', type: 1 },
  pdf: { detected: 'pdf', type: 5 },
  doc: { detected: 'cfb', type: 3, mime: 'application/msword' },
  xls: { detected: 'cfb', type: 4, mime: 'application/vnd.ms-excel' },
  docx: { detected: 'docx', type: 3 },
  xlsx: { detected: 'xlsx', type: 4 },
};

export const extensionOf = (name: string): string => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/**
 * An image for POST /upload/image: the name ends in gif/jpeg/jpg/png and the bytes are a GIF,
 * JPEG or PNG. 10002 IMAGE_TYPE_MESSAGE otherwise.
 */
export async function sniffImage(name: string, bytes: Uint8Array): Promise<Sniffed> {
  const ext = extensionOf(name);
  if (!IMAGE_EXTENSIONS.includes(ext)) throw badParams(IMAGE_TYPE_MESSAGE);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !['gif', 'jpg', 'png'].includes(found.ext)) throw badParams(IMAGE_TYPE_MESSAGE);
  return { ext: found.ext, mime: found.mime, type: 1 };
}

/**
 * An attachment for POST /upload/file: the extension is one of ATTACHMENT_EXTENSIONS
 * (ATTACHMENT_TYPE_MESSAGE otherwise) and the bytes are of that kind (CONTENT_MISMATCH_MESSAGE).
 */
export async function sniffAttachment(name: string, bytes: Uint8Array): Promise<Sniffed> {
  const ext = extensionOf(name);
  const expected = EXPECTED[ext];
  if (!ATTACHMENT_EXTENSIONS.includes(ext) || !expected) throw badParams(ATTACHMENT_TYPE_MESSAGE);
  const found = await fileTypeFromBuffer(bytes);
  if (!found || found.ext !== expected.detected) throw badParams(CONTENT_MISMATCH_MESSAGE);
  return { ext: ext === 'jpeg' ? 'jpg' : ext, mime: expected.mime ?? found.mime, type: expected.type };
}
