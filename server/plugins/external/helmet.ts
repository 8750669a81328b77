/**
 * Security headers on every reply (DESIGN.md §5) from helmet: a content security policy that allows
 * only this origin, except frames (the data-screen page of spec §2 frames an external
 * visualisation over https).
 *
 * Our policy has no per-request part (no nonces), so helmet runs once, at start-up, against a
 * recording response, and each reply gets the headers it set (issue 17, "no per-request work that
 * can be done at start-up": @fastify/helmet re-parsed the policy on every request, about a tenth
 * of a simple request's cost).
 *
 * The API's data replies (JSON envelopes and downloads under /api, not the /api/docs page) are never
 * rendered as documents: they get the short set OWASP's REST Security Cheat Sheet gives for APIs
 * (apiSecurityHeaders) instead of the documents' twelve headers: 459 bytes of headers per reply
 * instead of 869, which phones on slow networks feel (issue 17; on loopback the throughput of
 * GET /api/health did not change measurably, the reply's write is the cost, not its size).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const policy = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The data-screen page frames an external visualisation (spec §2).
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet sets, recorded once. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  policy({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The headers of an API data reply: nothing may load or frame it, its type is not sniffed, no
 * referrer leaves, other origins may not embed it, HTTPS is remembered (as `document`'s headers say).
 */
export function apiSecurityHeaders(document: Record<string, string> = securityHeaders()): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': document['strict-transport-security'],
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** A request for the API's data (under /api/, except the documentation page and its assets). */
export function isApiDataUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export default fp(
  async (app: FastifyInstance) => {
    const documents = securityHeaders();
    const api = apiSecurityHeaders(documents);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiDataUrl(request.url) ? api : documents);
      done();
    });
  },
  { name: 'external-helmet' },
);
