/**
 * Reads a request's `params` (DESIGN.md §2): GET → query parameter `params`; POST → form field
 * `params` (x-www-form-urlencoded), a multipart field `params`, or a JSON body (`{params: "..."}`, or
 * under the plain codec the params object itself). The value is decoded with the codec as it
 * arrives or URL-decoded once more; anything else is 10002.
 *
 * Multipart bodies are parsed only for routes that declare uploads, after the session check
 * (readUploadBody); any other route refuses them (issue 14).
 */
import type { FastifyRequest } from 'fastify';
import { decodeParams, type Codec } from '../../common/codec.js';
import { badParams } from './errors.js';

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A multipart field as @fastify/multipart attaches it to the body ({ value, fieldname, ... }). */
function fieldValue(v: unknown): unknown {
  if (isObject(v) && 'fieldname' in v && 'value' in v) return v.value;
  if (Array.isArray(v)) return fieldValue(v[0]);
  return v;
}

function decodeRaw(codec: Codec, raw: unknown): Obj {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'string') throw badParams('参数错误: params 格式不正确');
  let decoded: unknown;
  try {
    decoded = decodeParams(codec, raw);
  } catch {
    throw badParams('参数错误: params 无法解析');
  }
  if (!isObject(decoded)) throw badParams('参数错误: params 必须是对象');
  return decoded;
}

/** The decoded params object of a request; throws ApiError 10002 when it cannot be decoded. */
export function readParams(request: FastifyRequest, codec: Codec): Obj {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'DELETE') {
    const query = isObject(request.query) ? request.query : {};
    if ('params' in query) return decodeRaw(codec, fieldValue(query.params));
    // Loose query keys are read only under the plain codec (handy for curl); aes clients always send params.
    return codec.name === 'plain' ? { ...query } : {};
  }
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body === 'string') return decodeRaw(codec, body.startsWith('params=') ? new URLSearchParams(body).get('params') : body);
  if (!isObject(body)) throw badParams('参数错误: params 格式不正确');
  if ('params' in body) return decodeRaw(codec, fieldValue(body.params));
  if (request.isMultipart?.()) return {};
  return codec.name === 'plain' ? { ...body } : {};
}

/** 10002 for a multipart body sent to a route that takes no upload. */
export const NO_UPLOAD_MESSAGE = '参数错误: 该接口不接受文件上传(multipart),请以表单字段 params 提交';
/** 10002 for a multipart body that cannot be parsed (no boundary, truncated, malformed). */
export const MULTIPART_MALFORMED_MESSAGE = '参数错误: multipart 请求体格式不正确';
/** 10002 when a multipart body has more files, fields or parts than the limits allow. */
export const MULTIPART_LIMIT_MESSAGE = '参数错误: file 上传的文件或字段数量超出限制';

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Parses a multipart request of an upload route into the body shape handlers read (as
 * @fastify/multipart's attachFieldsToBody: {file: part with its bytes buffered, params: field}).
 * Every failure of the request's bytes is 10002: a file over the limit → `tooLargeMessage`, too
 * many parts → MULTIPART_LIMIT_MESSAGE, anything else (e.g. no boundary) → MULTIPART_MALFORMED_MESSAGE.
 */
export async function readUploadBody(request: FastifyRequest, tooLargeMessage: string): Promise<Obj> {
  try {
    let body: Obj = {};
    for await (const part of request.parts()) {
      body = part.fields as Obj;
      if (part.type === 'file') await part.toBuffer();
    }
    return body;
  } catch (e) {
    const { code, statusCode } = (e ?? {}) as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badParams(tooLargeMessage);
    if (typeof code === 'string' && LIMIT_CODES.has(code)) throw badParams(MULTIPART_LIMIT_MESSAGE);
    // Busboy's own errors (no boundary, malformed parts) carry no status: they are the request's fault.
    if (typeof statusCode === 'number' && statusCode >= 500) throw e;
    throw badParams(MULTIPART_MALFORMED_MESSAGE);
  }
}
