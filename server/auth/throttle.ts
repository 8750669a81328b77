/**
 * Request limits of the sign-in and password endpoints (issue 14 defect 7): the captcha, GET /token,
 * the SMS code and POST /modify/password, each limited per client address and per account
 * (config.rateLimits). Counting is @fastify/rate-limit's, called from the handler through
 * createRateLimit: the account is only known once `params` is decoded, and a limited request must
 * still get the protocol envelope (10029), not an HTTP 429.
 *
 * The counters live in the node's memory (the library's local store), so behind N nodes a client
 * gets up to N times the limit; the lock-out that guards passwords is in the database (lockout.ts).
 */
import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit'; // FastifyInstance.createRateLimit
import { ResultCode } from '../../common/codes.js';
import type { RateLimit, RateLimitName } from '../config.js';
import { ApiError } from '../protocol/errors.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limiters of registerThrottles, by name and half. */
    throttles: Map<string, Limiter>;
  }
}

/** The account key a per-account limiter counts for the request being checked. */
const accountKeys = new WeakMap<FastifyRequest, string>();

/**
 * Creates one limiter per name and half and decorates the app with them; @fastify/rate-limit must
 * be registered first (plugins/external/rateLimit.ts).
 */
export function registerThrottles(app: FastifyInstance, limits: Record<RateLimitName, RateLimit>): void {
  const limiters = new Map<string, Limiter>();
  for (const [name, limit] of Object.entries(limits)) {
    const timeWindow = limit.windowSeconds * 1000;
    // The library's default key is the client address (IPv6 grouped by /64).
    if (limit.client > 0) limiters.set(`${name}:client`, app.createRateLimit({ max: limit.client, timeWindow }));
    if (limit.account > 0)
      limiters.set(`${name}:account`, app.createRateLimit({ max: limit.account, timeWindow, keyGenerator: (req) => accountKeys.get(req) ?? '' }));
  }
  app.decorate('throttles', limiters);
}

/** The 10029 error: '操作过于频繁,请N秒后再试'. */
export function tooFrequent(seconds: number): ApiError {
  return new ApiError(ResultCode.TOO_FREQUENT, `操作过于频繁,请${Math.max(1, seconds)}秒后再试`);
}

async function count(request: FastifyRequest, limiter: Limiter | undefined): Promise<void> {
  if (!limiter) return;
  const r = await limiter(request);
  if (!r.isAllowed && r.isExceeded) throw tooFrequent(r.ttlInSeconds);
}

/** Counts one request against the `name` limit of its client address; throws 10029 with the seconds to wait. */
export function throttleClient(request: FastifyRequest, name: RateLimitName): Promise<void> {
  return count(request, request.server.throttles.get(`${name}:client`));
}

/**
 * Counts one request against the `name` limit of `account` (e.g. '10001:admin', a mobile, a user
 * id); throws 10029 with the seconds to wait.
 */
export function throttleAccount(request: FastifyRequest, name: RateLimitName, account: string): Promise<void> {
  accountKeys.set(request, `${name}:${account}`);
  return count(request, request.server.throttles.get(`${name}:account`));
}

/**
 * The client a lock-out counts failures for: the request address (behind a proxy, as TRUST_PROXY
 * allows), an IPv4-mapped IPv6 address written as IPv4.
 */
export function clientOf(request: FastifyRequest): string {
  const ip = request.ip ?? '';
  const mapped = /^::ffff:(.+)$/i.exec(ip);
  return mapped && isIPv4(mapped[1]) ? mapped[1] : ip;
}
