/**
 * One API call of the benchmarks through the wire protocol (plain codec, app.inject): GET params in
 * the query, POST params as the form field, the token bare in Authorization. Resolves to the
 * envelope's data; throws with the path, code and msg on any other code than 0.
 */
import type { FastifyInstance } from 'fastify';
import { encodeParams, plainCodec } from '../common/codec.js';

export async function apiData<T = any>(app: FastifyInstance, method: 'GET' | 'POST', path: string, params: object = {}, token = ''): Promise<T> {
  const encoded = encodeURIComponent(encodeParams(plainCodec, params));
  const headers = { authorization: token };
  const res =
    method === 'GET'
      ? await app.inject({ method, url: `/api${path}?params=${encoded}`, headers })
      : await app.inject({ method, url: `/api${path}`, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `params=${encoded}` });
  const body = res.json() as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}
