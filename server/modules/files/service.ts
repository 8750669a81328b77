/**
 * Uploads (issue 4; spec §3 uploaded attachment, §5 image and attachment rules, §9 limits): read
 * the one multipart `file`, check its size and content, store the bytes under a random key and
 * record the file in the school. The reply's url is '/api/files/<key>' (served by serve.ts).
 */
import type { UploadedFile } from '../../../common/activities.js';
import type { Session } from '../../auth/sessions.js';
import type { AppDeps } from '../../deps.js';
import { badParams } from '../../protocol/errors.js';
import { type Sniffed } from './sniff.js';
import { newStorageKey, storageFor } from './storage.js';

export const FILE_MISSING_MESSAGE = '请选择要上传的文件';
export const FILE_MANY_MESSAGE = '一次只能上传一个文件';
export const FILES_URL_PREFIX = '/api/files/';

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
 * Checks the upload against the rule (size first: 10002 rule.sizeMessage; then content), stores it
 * and inserts the files row → UploadedFile {id, url '/api/files/<key>', name, type, size}.
 */
export async function storeUpload(deps: Pick<AppDeps, 'db' | 'config'>, session: Pick<Session, 'schoolId' | 'userId'>, body: unknown, rule: UploadRule): Promise<UploadedFile> {
  const { name, bytes } = await readFilePart(body);
  if (bytes.length > rule.maxBytes) throw badParams(rule.sizeMessage);
  const kind = await rule.sniff(name, bytes);
  const storageKey = newStorageKey(kind.ext);
  await storageFor(deps.config).put(storageKey, bytes);
  const row = await deps.db
    .insertInto('files')
    .values({ schoolId: session.schoolId, uploadedBy: session.userId, storageKey, name, mime: kind.mime, type: kind.type, size: bytes.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, url: FILES_URL_PREFIX + storageKey, name, type: kind.type, size: bytes.length };
}
