/**
 * The bodies a POST of the school API protocol arrives in (DESIGN.md §2): a form with one `params`
 * field (@fastify/formbody), or a plain-text body kept as a string for the protocol layer to read.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    await app.register(formbody);
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  },
  { name: 'external-formbody' },
);
