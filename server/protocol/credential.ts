/**
 * Reads the session token of a request (spec §7, DESIGN.md §2): the Authorization header holds the
 * codec-encoded JSON {token, platform: 3, timestamp}, or a bare token ("Bearer <token>" too); uploads
 * also send a `token` header. An empty token means no session.
 */
import type { FastifyRequest } from 'fastify';
import type { Codec } from '../../common/codec.js';

function tokenFromCredential(codec: Codec, value: string): string | null {
  const candidates = [value];
  try {
    const once = decodeURIComponent(value);
    if (once !== value) candidates.push(once);
  } catch {
    /* not URL-encoded */
  }
  for (const c of candidates) {
    for (const decode of [(s: string) => codec.decode(s), (s: string) => s]) {
      try {
        const parsed: unknown = JSON.parse(decode(c));
        if (parsed && typeof parsed === 'object' && 'token' in parsed) {
          const token = (parsed as { token: unknown }).token;
          return typeof token === 'string' ? token.trim() : null;
        }
      } catch {
        /* not this encoding */
      }
    }
  }
  return null;
}

/** The bearer token, or null when the request carries none. */
export function readToken(request: FastifyRequest, codec: Codec): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') {
    let value = header.trim();
    if (/^bearer\s+/i.test(value)) value = value.replace(/^bearer\s+/i, '').trim();
    const fromJson = tokenFromCredential(codec, value);
    if (fromJson !== null) return fromJson || null;
    if (/^[A-Za-z0-9._~+/=-]{16,512}$/.test(value)) return value;
  }
  const tokenHeader = request.headers.token;
  if (typeof tokenHeader === 'string' && tokenHeader.trim() !== '') return tokenHeader.trim();
  return null;
}
