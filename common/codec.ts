/**
 * The params codec of the school API protocol (DESIGN.md §2).
 *
 * - `plain`: identity.
 * - `aes`: AES-128-ECB with PKCS#7 padding, base64 text; the key is 16 UTF-8 bytes from configuration.
 *
 * crypto-js is used on both halves because Web Crypto has no ECB mode and the browser and the
 * server must agree byte for byte.
 */
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';

export type CodecName = 'plain' | 'aes';

export interface Codec {
  readonly name: CodecName;
  encode(text: string): string;
  /** Throws when the text cannot be decoded. */
  decode(text: string): string;
}

export const plainCodec: Codec = {
  name: 'plain',
  encode: (text) => text,
  decode: (text) => text,
};

/** AES-128-ECB/PKCS#7/base64. The key must be exactly 16 characters (128 bits). */
export function aesCodec(key: string): Codec {
  if (key.length !== 16) throw new Error('PROTOCOL_KEY must be 16 characters for AES-128');
  const k = Utf8.parse(key);
  const opts = { mode: ECB, padding: Pkcs7 };
  return {
    name: 'aes',
    encode: (text) => AES.encrypt(Utf8.parse(text), k, opts).toString(),
    decode: (text) => {
      const out = AES.decrypt(text, k, opts).toString(Utf8);
      if (!out) throw new Error('undecodable');
      return out;
    },
  };
}

export function makeCodec(name: CodecName, key?: string): Codec {
  if (name === 'aes') return aesCodec(key ?? '');
  return plainCodec;
}

/**
 * Encodes one request's params the way deployed clients do: JSON, codec, then `encodeURI`
 * with `+` replaced by `%2B` (the form or query encoding is applied on top by the transport).
 */
export function encodeParams(codec: Codec, params: unknown): string {
  return encodeURI(codec.encode(JSON.stringify(params ?? {}))).replace(/\+/g, '%2B');
}

/**
 * Decodes a `params` value as the server reads it: the value as it arrives, or URL-decoded once
 * more (DESIGN.md §2 "URL layers"). Returns the parsed JSON object, or throws.
 */
export function decodeParams(codec: Codec, raw: string): unknown {
  const candidates = [raw];
  try {
    const once = decodeURIComponent(raw);
    if (once !== raw) candidates.push(once);
  } catch {
    /* not URL-encoded */
  }
  let lastError: unknown = new Error('empty');
  for (const c of candidates) {
    try {
      return JSON.parse(codec.decode(c));
    } catch (e) {
      lastError = e;
    }
  }
  throw lastError;
}
