/**
 * The params codec of the school API protocol (DESIGN.md §2).
 *
 * - `plain`: identity.
 * - `aes`: AES-128-ECB with PKCS#7 padding, base64 text; the key is 16 UTF-8 bytes from configuration.
 *
 * @noble/ciphers (audited, maintained; replaces the discontinued crypto-js) runs on both halves
 * because Web Crypto has no ECB mode and the browser and the server must agree byte for byte;
 * tests/unit/common-codec.test.ts pins the ciphertexts. Base64 through @scure/base.
 */
import { ecb } from '@noble/ciphers/aes.js';
import { base64 } from '@scure/base';

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
  const k = new TextEncoder().encode(key);
  if (k.length !== 16) throw new Error('PROTOCOL_KEY must be 16 ASCII characters for AES-128');
  // ecb() pads with PKCS#7 by default; a fresh instance per call keeps no state between requests.
  return {
    name: 'aes',
    encode: (text) => base64.encode(ecb(k).encrypt(new TextEncoder().encode(text))),
    decode: (text) => {
      // fatal: bytes that are not UTF-8 mean a wrong key or garbage, not text to show.
      const out = new TextDecoder('utf-8', { fatal: true }).decode(ecb(k).decrypt(base64.decode(text)));
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
    // Deployed clients URL-encode once more (encodeParams), so the decoded text is the usual one:
    // tried first unless the value is already JSON text. Raw text that holds '%' and is not JSON
    // parses neither as JSON nor as base64, so the order never changes the answer, only its cost
    // (a failed JSON.parse builds a SyntaxError per request).
    if (once !== raw) {
      if (/^\s*[{[]/.test(raw)) candidates.push(once);
      else candidates.unshift(once);
    }
  } catch {
    /* not URL-encoded */
  }
  // The error is made only when needed: an Error's stack trace costs more than the parse.
  let lastError: unknown = null;
  for (const c of candidates) {
    try {
      return JSON.parse(codec.decode(c));
    } catch (e) {
      lastError = e;
    }
  }
  throw lastError ?? new Error('empty');
}
