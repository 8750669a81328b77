import { describe, expect, it } from 'vitest';
import { aesCodec, decodeParams, encodeParams, makeCodec, plainCodec } from '../../common/codec';

const KEY = '0123456789abcdef';

describe('params codec (DESIGN.md §2)', () => {
  const samples = [{}, { a: 1 }, { name: '张三 李四', q: 'a+b=c&d', pct: '100%' }, { list: [1, 2, { x: null }] }];

  it.each(samples)('plain round-trips %j through the client encoding', (obj) => {
    expect(decodeParams(plainCodec, encodeParams(plainCodec, obj))).toEqual(obj);
  });

  it.each(samples)('aes round-trips %j through the client encoding', (obj) => {
    const codec = aesCodec(KEY);
    expect(decodeParams(codec, encodeParams(codec, obj))).toEqual(obj);
  });

  it('accepts the value already URL-decoded once (a form parser took one layer off)', () => {
    const codec = aesCodec(KEY);
    const sent = encodeParams(codec, { username: 'admin' });
    expect(decodeParams(codec, decodeURIComponent(sent))).toEqual({ username: 'admin' });
  });

  it('reads JSON text as sent, even when it holds what looks like a URL escape', () => {
    // Already JSON: not URL-decoded again, so "%41" stays "%41" (decoding would make it "A").
    expect(decodeParams(plainCodec, '{"q":"%41 100%25"}')).toEqual({ q: '%41 100%25' });
    expect(decodeParams(plainCodec, ' [1,"%41"]')).toEqual([1, '%41']);
    // The client's extra URL layer, still on: taken off once.
    expect(decodeParams(plainCodec, encodeParams(plainCodec, { q: '%41' }))).toEqual({ q: '%41' });
  });

  it('keeps "+" in AES base64 intact: encodeParams replaces it with %2B', () => {
    const codec = aesCodec(KEY);
    // Find a payload whose ciphertext carries a "+" so the rule is exercised.
    let obj: Record<string, number> = {};
    for (let i = 0; i < 200; i++) {
      obj = { i };
      if (codec.encode(JSON.stringify(obj)).includes('+')) break;
    }
    const sent = encodeParams(codec, obj);
    expect(sent).not.toContain('+');
    expect(sent).toContain('%2B');
    expect(decodeParams(codec, sent)).toEqual(obj);
  });

  it('is plain JSON on the wire with the plain codec', () => {
    expect(decodeURIComponent(encodeParams(plainCodec, { a: '中' }))).toBe('{"a":"中"}');
  });

  it('refuses garbage and a wrong key', () => {
    expect(() => decodeParams(plainCodec, 'not json')).toThrow();
    expect(() => decodeParams(aesCodec(KEY), 'bm90IGJhc2U2NA==')).toThrow();
    const other = aesCodec('fedcba9876543210');
    expect(() => decodeParams(aesCodec(KEY), encodeParams(other, { a: 1 }))).toThrow();
  });

  // Ciphertexts pinned from the deployed clients' codec (and cross-checked with `openssl enc
  // -aes-128-ecb`): whatever implements AES here must produce these bytes exactly.
  it.each([
    ['{}', 'y3DdwloqIEW0wTCEQYqauw=='],
    ['', 'N3Ii4GGpJMWRzZwn6hY+1A=='],
    ['xxxxxxxxxxxxxxxx', 'qZyPFsZ2BRf4ukWRInb3AjdyIuBhqSTFkc2cJ+oWPtQ='],
    ['{"username":"admin","password":"Sc@123456"}', 'm8Cx64IIeOraTSm1PQCxJHf96ahWe2/yhSHVFkj9ay53XJ7iWfLmWwPBQXE+PVa9'],
    ['{"name":"张三 李四","q":"a+b=c&d"}', 'i7wI06MILCvH4yzbJFNOMviU38KDX47hY3JSCSbGjNjYaTZVwe6aQgmiqSGamA4l'],
  ])('aes encodes %j to the pinned ciphertext and back', (text, cipher) => {
    const codec = aesCodec(KEY);
    expect(codec.encode(text)).toBe(cipher);
    if (text) expect(codec.decode(cipher)).toBe(text);
  });

  it('requires a 16-character AES key', () => {
    expect(() => makeCodec('aes', 'short')).toThrow(/16/);
    expect(makeCodec('plain').name).toBe('plain');
  });
});
