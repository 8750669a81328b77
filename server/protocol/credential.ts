/**
 * Reads the session credential of a request (spec §7, DESIGN.md §2): the Authorization header holds the
 * codec-encoded JSON {token, platform: 3, timestamp}, or a bare token ("Bearer <token>" too); uploads
 * also send a `token` header. An empty token means no session.
 *
 * Issue 14: the JSON credential's timestamp (ms since the epoch) must be within the configured window
 * of the server clock (credentialIsFresh), so a captured header stops working after a few minutes.
 * The bare forms carry no timestamp and stay accepted as DESIGN.md §2 promises (scripts, the upload
 * `token` header); they are only as safe as the channel they travel on, like any bearer token.
 */
import type { FastifyRequest } from 'fastify';
import type { Codec } from '../../common/codec.js';

export interface Credential {
  token: string;
  /** 'json': the encoded {token, platform, timestamp} form; 'bare': a token alone. */
  form: 'json' | 'bare';
  /** The JSON form's timestamp in ms, or null when it is missing or not a number. */
  timestamp: number | null;
}

function timestampOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,16}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
}

function fromJson(codec: Codec, value: string): Credential | null {
  const candidates = [value];
  try {
    const once = decodeURIComponent(value);
    if (once !== value) candidates.push(once);
  } catch {
    /* not URL-encoded */
  }
  for (const c of candidates) {
    for (const decode of [(s: string) => codec.decode(s), (s: string) => s]) {
      let text: string;
      try {
        text = decode(c);
      } catch {
        continue; // not this encoding
      }
      // Only an object can be the credential: a bare token is not parsed (and not thrown over,
      // issue 17: two exceptions per request cost a twelfth of a cached list's time).
      if (text.trimStart().charCodeAt(0) !== 0x7b) continue;
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object' && 'token' in parsed) {
          const { token, timestamp } = parsed as { token: unknown; timestamp?: unknown };
          return { token: typeof token === 'string' ? token.trim() : '', form: 'json', timestamp: timestampOf(timestamp) };
        }
      } catch {
        /* not JSON after all */
      }
    }
  }
  return null;
}

/** The request's credential, or null when it carries no token. */
export function readCredential(request: FastifyRequest, codec: Codec): Credential | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.trim() !== '') {
    let value = header.trim();
    if (/^bearer\s+/i.test(value)) value = value.replace(/^bearer\s+/i, '').trim();
    const json = fromJson(codec, value);
    if (json !== null) return json.token ? json : null;
    if (/^[A-Za-z0-9._~+/=-]{16,512}$/.test(value)) return { token: value, form: 'bare', timestamp: null };
  }
  const tokenHeader = request.headers.token;
  if (typeof tokenHeader === 'string' && tokenHeader.trim() !== '') return { token: tokenHeader.trim(), form: 'bare', timestamp: null };
  return null;
}

/** The bearer token, or null when the request carries none. */
export function readToken(request: FastifyRequest, codec: Codec): string | null {
  return readCredential(request, codec)?.token ?? null;
}

/**
 * Whether the credential may be used now: a bare token always (it has no timestamp); the JSON form
 * only with a timestamp at most `windowMinutes` before or after `now` (client clocks run a little
 * fast or slow).
 */
export function credentialIsFresh(credential: Credential, windowMinutes: number, now = Date.now()): boolean {
  if (credential.form === 'bare') return true;
  return credential.timestamp !== null && Math.abs(now - credential.timestamp) <= windowMinutes * 60_000;
}
