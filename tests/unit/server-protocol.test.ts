/**
 * Pure parts of the protocol layer (DESIGN.md §2): reading params and the credential from a
 * request, the 10002 message naming the field, page-size clamping.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { aesCodec, encodeParams, plainCodec } from '../../common/codec.js';
import { readToken } from '../../server/protocol/credential.js';
import { int, optionalInt, text } from '../../common/schemas/fields.js';
import { clampPageSize } from '../../common/schemas/paging.js';
import { readParams } from '../../server/protocol/params.js';
import { paramsErrorMessage } from '../../server/protocol/validation.js';
import { ApiError } from '../../server/protocol/errors.js';
import { envelopeJson, RawJson } from '../../server/protocol/reply.js';

const req = (r: Partial<FastifyRequest> & { isMultipart?: () => boolean }) =>
  ({ method: 'GET', query: {}, headers: {}, isMultipart: () => false, ...r }) as unknown as FastifyRequest;
const aes = aesCodec('0123456789abcdef');

describe('readParams', () => {
  it('decodes the query value as it arrives and URL-decoded once more', () => {
    const params = { name: '张三 + 100%', n: 1 };
    // Fastify has already removed the query encoding; the client's encodeURI layer may remain.
    expect(readParams(req({ query: { params: encodeParams(plainCodec, params) } }), plainCodec)).toEqual(params);
    expect(readParams(req({ query: { params: JSON.stringify(params) } }), plainCodec)).toEqual(params);
    expect(readParams(req({ query: { params: encodeParams(aes, params) } }), aes)).toEqual(params);
    expect(readParams(req({ query: { params: aes.encode(JSON.stringify(params)) } }), aes)).toEqual(params);
  });

  it('reads form, JSON and multipart bodies', () => {
    const p = { mobile: '13800000001' };
    expect(readParams(req({ method: 'POST', body: { params: encodeParams(plainCodec, p) } }), plainCodec)).toEqual(p);
    expect(readParams(req({ method: 'POST', body: p }), plainCodec)).toEqual(p);
    expect(readParams(req({ method: 'POST', body: p }), aes)).toEqual({});
    const field = { fieldname: 'params', value: encodeParams(aes, p) };
    expect(readParams(req({ method: 'POST', body: { params: field }, isMultipart: () => true }), aes)).toEqual(p);
    expect(readParams(req({ method: 'POST', body: undefined }), plainCodec)).toEqual({});
  });

  it('throws 10002 for garbage, arrays and doubly encoded values', () => {
    const bad = ['{', '[1]', 'null', encodeURIComponent(encodeParams(plainCodec, { a: '%' }))];
    for (const params of bad) {
      let err: unknown;
      try {
        readParams(req({ query: { params } }), plainCodec);
      } catch (e) {
        err = e;
      }
      expect(err, params).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe(10002);
    }
  });
});

describe('readToken', () => {
  const token = 'A'.repeat(43);
  const cred = (codec = plainCodec, t = token) => codec.encode(JSON.stringify({ token: t, platform: 3, timestamp: 1 }));

  it('reads the encoded credential, bare and Bearer tokens and the token header', () => {
    expect(readToken(req({ headers: { authorization: cred() } }), plainCodec)).toBe(token);
    expect(readToken(req({ headers: { authorization: cred(aes) } }), aes)).toBe(token);
    expect(readToken(req({ headers: { authorization: encodeURIComponent(cred(aes)) } }), aes)).toBe(token);
    expect(readToken(req({ headers: { authorization: token } }), aes)).toBe(token);
    expect(readToken(req({ headers: { authorization: `bearer ${token}` } }), plainCodec)).toBe(token);
    expect(readToken(req({ headers: { token } }), plainCodec)).toBe(token);
  });

  it('returns null for no token, an empty token or junk', () => {
    expect(readToken(req({}), plainCodec)).toBeNull();
    expect(readToken(req({ headers: { authorization: cred(plainCodec, '') } }), plainCodec)).toBeNull();
    expect(readToken(req({ headers: { authorization: 'a b c' } }), plainCodec)).toBeNull();
  });
});

describe('paramsErrorMessage', () => {
  const schema = z.object({ schoolId: int(), name: text(), old: text({ message: '请输入原密码' }), page: optionalInt({ min: 1 }) });
  const message = (input: object) => {
    const r = schema.safeParse(input);
    return r.success ? null : paramsErrorMessage(r.error, input);
  };

  it('names a missing or blank field', () => {
    expect(message({ name: 'x', old: 'y' })).toBe('参数错误: schoolId 不能为空');
    expect(message({ schoolId: 1, name: '  ', old: 'y' })).toBe('参数错误: name 不能为空');
  });

  it('names a malformed field, and keeps a schema’s own message', () => {
    expect(message({ schoolId: 'abc', name: 'x', old: 'y' })).toBe('参数错误: schoolId 格式不正确');
    expect(message({ schoolId: 1, name: 'x', old: 'y', page: 0 })).toBe('参数错误: page 格式不正确');
    expect(message({ schoolId: 1, name: 'x' })).toBe('请输入原密码');
    expect(message({ schoolId: '10001', name: 'x', old: 'y', page: '' })).toBeNull();
  });
});

describe('clampPageSize', () => {
  it('keeps 10/20/30/40, clamps others down to an allowed size, 10 at least and 40 at most', () => {
    expect([undefined, 10, 20, 30, 40].map(clampPageSize)).toEqual([10, 10, 20, 30, 40]);
    expect([-5, 0, 9, 11, 29, 39, 41, 1e9].map(clampPageSize)).toEqual([10, 10, 10, 10, 20, 30, 40, 40]);
  });
});

describe('envelopeJson (remembered replies, issue 17)', () => {
  it('splices data already written as JSON into exactly what JSON.stringify writes', () => {
    const data = { list: [{ name: '林毅坤', code: '2021000001', hours: '12.50', tags: ['"引号"', null] }], total: 1 };
    const body = { code: 0, msg: '操作成功', data, timestamp: 1_795_000_000_000 };
    expect(envelopeJson({ ...body, data: new RawJson(JSON.stringify(data)) })).toBe(JSON.stringify(body));
    expect(envelopeJson({ ...body, data: new RawJson('null') })).toBe(JSON.stringify({ ...body, data: null }));
    expect(envelopeJson(body)).toBe(JSON.stringify(body));
  });
});
