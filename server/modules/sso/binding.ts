/**
 * The browser's identity binding between GET /user/{routeName}SSOAuth and GET /third/token (issue
 * 16): an HttpOnly, SameSite=Lax cookie on Path=/api holding {schoolId, code, ticket, exp}, signed
 * with HMAC-SHA256 (@fastify/cookie's signer) under SSO_SECRET or DATA_DIR/sso-secret, good for
 * SSO_BINDING_SECONDS. /third/token issues a session only to a request carrying it, so its wire
 * shape stays as deployed clients send it without being an open door.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSO_BINDING_SECONDS } from '../../../common/sso.js';
import { keptSecret } from '../../auth/secrets.js';
import type { Config } from '../../config.js';

export const BINDING_COOKIE = 'sso_binding';

/** What SSOAuth verified: the school, the account's user number and the ticket it came with. */
export interface Binding {
  schoolId: number;
  code: string;
  ticket: string;
}

/** The signing key: SSO_SECRET, or the data directory's (created once, 0600). */
export const bindingSecretOf = (config: Pick<Config, 'ssoSecret' | 'dataDir'>) =>
  keptSecret({ configured: config.ssoSecret, dataDir: config.dataDir, file: 'sso-secret', setting: 'SSO_SECRET' });

const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/api',
  secure: request.protocol === 'https',
  maxAge,
});

/**
 * Sets cookie `name` to `value` plus its expiry, signed like the binding, for `seconds` from `now`
 * (also the OIDC flow's state, oidc.ts).
 */
export function setSignedCookie(request: FastifyRequest, reply: FastifyReply, config: Config, name: string, value: object, seconds: number, now = Date.now()): void {
  const payload = Buffer.from(JSON.stringify({ ...value, exp: now + seconds * 1000 })).toString('base64url');
  reply.setCookie(name, fastifyCookie.sign(payload, bindingSecretOf(config)), cookieOptions(request, seconds));
}

/** The JSON object of cookie `name` when present, correctly signed and unexpired at `now` (without `exp`); else null. */
export function readSignedCookie(request: FastifyRequest, config: Config, name: string, now = Date.now()): Record<string, unknown> | null {
  const raw = request.cookies[name];
  if (!raw) return null;
  const unsigned = fastifyCookie.unsign(raw, bindingSecretOf(config));
  if (!unsigned.valid) return null;
  try {
    const { exp, ...v } = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof exp === 'number' && exp > now && v !== null && typeof v === 'object' ? v : null;
  } catch {
    return null;
  }
}

/** Removes cookie `name` (set by setSignedCookie) from the browser. */
export function clearSignedCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
  reply.setCookie(name, '', { ...cookieOptions(request, 0), expires: new Date(0) });
}

/** Sets the binding cookie for SSO_BINDING_SECONDS from `now`. */
export function setBinding(request: FastifyRequest, reply: FastifyReply, config: Config, b: Binding, now = Date.now()): void {
  setSignedCookie(request, reply, config, BINDING_COOKIE, b, SSO_BINDING_SECONDS, now);
}

/** True when the request carries a binding cookie (valid or not). */
export const hasBinding = (request: FastifyRequest) => Boolean(request.cookies[BINDING_COOKIE]);

/** Removes the binding cookie from the browser. */
export const clearBinding = (request: FastifyRequest, reply: FastifyReply) => clearSignedCookie(request, reply, BINDING_COOKIE);

/** The request's binding when its cookie is present, correctly signed and unexpired at `now`; else null. */
export function readBinding(request: FastifyRequest, config: Config, now = Date.now()): Binding | null {
  const v = readSignedCookie(request, config, BINDING_COOKIE, now);
  if (!v || typeof v.schoolId !== 'number' || typeof v.code !== 'string' || typeof v.ticket !== 'string') return null;
  return { schoolId: v.schoolId, code: v.code, ticket: v.ticket };
}
