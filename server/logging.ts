/**
 * Log settings (DESIGN.md §5 "nothing secret in logs"): JSON lines; the Authorization and token
 * headers and every password-like field are redacted; request URLs are logged without their query
 * (GET /token carries the password inside `params`).
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  '*.password',
  '*.newPass',
  '*.old',
  '*.confirm',
  '*.passwordRepeat',
  '*.passwordHash',
  '*.access_token',
  '*.token',
];

/** The path of a URL, with the query replaced by '?…' when there was one. */
export function safeUrl(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : `${url.slice(0, i)}?…`;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: safeUrl(req.url), remoteAddress: req.ip };
      },
    },
  } as FastifyServerOptions['logger'];
}
