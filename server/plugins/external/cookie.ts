/**
 * Cookies (@fastify/cookie): parsed into `request.cookies`, set with `reply.setCookie`. Only the
 * single sign-on binding uses one (issue 16, server/modules/sso/binding.ts), signing its value
 * itself, so no secret is needed here; the school API otherwise carries its credential in the
 * Authorization header (DESIGN.md §2).
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
  },
  { name: 'external-cookie' },
);
