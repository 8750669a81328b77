/**
 * @fastify/rate-limit without a global limit: the sign-in and password endpoints count requests
 * through the named limiters of auth/throttle.ts, which need the library registered first.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'external-rate-limit' },
);
