/**
 * The verification code of an issued transcript (issue 7): HMAC-SHA256 with the server secret over
 * the canonical JSON (RFC 8785, `canonicalize`) of {schoolId, userId, id, content}, the first 80 bits
 * in Crockford base32 — 16 characters, printed as XXXX-XXXX-XXXX-XXXX. The transcript id is inside
 * the HMAC, so two transcripts with the same content still get different codes; any change of the
 * stored content (or of whom it belongs to) no longer matches the code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { base32crockford } from '@scure/base';
import canonicalize from 'canonicalize';
import type { TranscriptContent } from '../../../common/transcripts.js';

/** Characters of a code (80 bits = 16 × 5). */
export const CODE_LENGTH = 16;
const CODE_BYTES = 10;

export interface CodeInput {
  schoolId: number;
  userId: number;
  /** The transcript id. */
  id: number;
  content: TranscriptContent | unknown;
}

/** The code of a transcript: 16 Crockford base32 characters (upper case, no dashes). */
export function transcriptCode(secret: string, input: CodeInput): string {
  const canonical = canonicalize({ schoolId: input.schoolId, userId: input.userId, id: input.id, content: input.content });
  if (canonical === undefined) throw new Error('transcript content is not JSON');
  const mac = createHmac('sha256', secret).update(canonical, 'utf8').digest();
  return base32crockford.encode(mac.subarray(0, CODE_BYTES));
}

/** Whether `code` is the code of `input` (constant-time comparison). */
export function codeMatches(secret: string, input: CodeInput, code: string): boolean {
  const expected = Buffer.from(transcriptCode(secret, input));
  const given = Buffer.from(code);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A code as typed or scanned → its stored form, or null when it cannot be one: dashes and spaces
 * dropped, any case, Crockford's look-alikes read as digits (O → 0, I/L → 1).
 * @example normalizeCode('abcd-efgh-jkmn-pqrs') → 'ABCDEFGHJKMNPQRS'
 */
export function normalizeCode(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  if (compact.length !== CODE_LENGTH) return null;
  try {
    return base32crockford.encode(base32crockford.decode(compact));
  } catch {
    return null;
  }
}

/** The code as printed: 'ABCD-EFGH-JKMN-PQRS'. */
export const groupCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** The public verification page of a code (root-relative; the PDF prefixes the site's origin). */
export const verifyUrlOf = (code: string): string => `/verify/${code}`;
