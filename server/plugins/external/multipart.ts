/**
 * Multipart uploads (DESIGN.md §2) through @fastify/multipart. Registering it only marks a request
 * as multipart: the protocol layer parses the body after the session check, and only for routes that
 * declare uploads (issue 14: never on other routes, never without a session).
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Upload limits of spec §5/§9: attachments up to 5 MB, at most 9 files. */
export const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 9, fields: 20 };

export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });
  },
  { name: 'external-multipart' },
);
