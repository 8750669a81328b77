/**
 * GET /api/files/<storageKey> (issue 4): the stored bytes with their recorded type. A plain
 * Fastify route, not a protocol endpoint: no session is needed because the key is a random
 * 128-bit capability handed out only in upload replies and activity details (posters must load in
 * <img> tags). Unknown keys are 404. Images and PDFs are shown inline, documents downloaded.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { findFileByKey } from './repository.js';
import { STORAGE_KEY, storageFor } from './storage.js';

const INLINE = /^(image\/(png|jpeg|gif)|application\/pdf)$/;

/** Registers the route; call from buildApp after the protocol plugin. */
export function registerFileServing(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>): void {
  app.route<{ Params: { key: string } }>({
    method: ['GET', 'HEAD'],
    url: '/api/files/:key',
    // Deliberately outside the protocol registry (see the file comment).
    config: { apiRoute: true },
    handler: async (request, reply) => {
      const { key } = request.params;
      const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
      if (!STORAGE_KEY.test(key)) return notFound();
      const row = await findFileByKey(deps.db, key);
      if (!row) return notFound();
      const bytes = await storageFor(deps.config).get(key);
      if (!bytes) return notFound();
      const ascii = row.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      const disposition = INLINE.test(row.mime) ? 'inline' : 'attachment';
      reply.header('content-disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name)}`);
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      return reply.type(row.mime).send(Buffer.from(bytes));
    },
  });
}
