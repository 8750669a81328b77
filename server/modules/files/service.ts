/**
 * Uploads (issue 4; spec §3 uploaded attachment, §5 image and attachment rules, §9 limits): read
 * the one multipart `file`, check its size and content, check the school's upload quota (issue 14,
 * config.uploadQuotaMb), store the bytes under a random key and record the file in the school. The
 * reply's url is '/api/files/<key>' (served by serve.ts).
 */
import type { UploadedFile } from '../../../common/activities.js';
import type { Session } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import { badParams } from '../../protocol/errors.js';
import { type Sniffed } from './sniff.js';
import { newStorageKey, storageFor } from './storage.js';
import type { Trx } from '../../db/db.js';
import * as repo from './repository.js';

export const FILE_MISSING_MESSAGE = '请选择要上传的文件';
export const FILE_MANY_MESSAGE = '一次只能上传一个文件';
export const FILES_URL_PREFIX = '/api/files/';
/** The 10002 text when a school's uploads would pass its quota. */
export const quotaMessage = (quotaMb: number) => `本校上传文件已达容量上限(${quotaMb}MB),请联系管理员`;

/** A file part as @fastify/multipart attaches it to the body (attachFieldsToBody). */
interface UploadedPart {
  type?: string;
  filename?: string;
  toBuffer?: () => Promise<Buffer>;
  _buf?: Buffer;
}

/** Some clients percent-encode the part's file name; decode it when it decodes. */
function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The request's one `file` part: its name (base name, at most 100 characters) and bytes. */
export async function readFilePart(body: unknown): Promise<{ name: string; bytes: Buffer }> {
  const part = (body && typeof body === 'object' ? (body as Record<string, unknown>).file : undefined) as UploadedPart | UploadedPart[] | undefined;
  if (Array.isArray(part)) throw badParams(FILE_MANY_MESSAGE);
  if (!part || typeof part !== 'object' || part.type !== 'file' || !part.filename) throw badParams(FILE_MISSING_MESSAGE);
  const bytes = part._buf ?? (part.toBuffer ? await part.toBuffer() : Buffer.alloc(0));
  const base = decodeName(part.filename).split(/[\\/]/).pop()!.trim();
  const name = base.length > 100 ? base.slice(base.length - 100) : base;
  return { name, bytes };
}

export interface UploadRule {
  maxBytes: number;
  sizeMessage: string;
  sniff(name: string, bytes: Uint8Array): Promise<Sniffed>;
}

/**
 * Checks the upload against the rule (size first: 10002 rule.sizeMessage; then content) and the
 * school's quota (10002 quotaMessage), stores it and inserts the files row → UploadedFile {id, url
 * '/api/files/<key>', name, type, size}. The quota check, the row and the bytes are written under a
 * per-school lock, so concurrent uploads cannot pass the quota together; when storing fails the row
 * is rolled back. `db` is the route's transaction: the lock lasts until it commits.
 */
export async function storeUpload(db: Trx, config: Pick<Config, 'uploadQuotaMb' | 'dataDir'>, session: Pick<Session, 'schoolId' | 'userId'>, body: unknown, rule: UploadRule): Promise<UploadedFile> {
  const { name, bytes } = await readFilePart(body);
  if (bytes.length > rule.maxBytes) throw badParams(rule.sizeMessage);
  const kind = await rule.sniff(name, bytes);
  const storageKey = newStorageKey(kind.ext);
  const quotaMb = config.uploadQuotaMb;
  await repo.lockUploadQuota(db, session.schoolId);
  if ((await repo.schoolUploadBytes(db, session.schoolId)) + bytes.length > quotaMb * 1024 * 1024) throw badParams(quotaMessage(quotaMb));
  const id = await repo.insertFile(db, session.schoolId, { uploadedBy: session.userId, storageKey, name, mime: kind.mime, type: kind.type, size: bytes.length });
  await storageFor(config).put(storageKey, bytes);
  return { id, url: FILES_URL_PREFIX + storageKey, name, type: kind.type, size: bytes.length };
}
