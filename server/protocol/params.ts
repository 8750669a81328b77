/**
 * Reads a request's `params` (DESIGN.md §2): GET → query parameter `params`; POST → form field
 * `params` (x-www-form-urlencoded), a multipart field `params`, or a JSON body (`{params: "..."}`, or
 * under the plain codec the params object itself). The value is decoded with the codec as it
 * arrives or URL-decoded once more; anything else is 10002.
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
