/**
 * The built web app outside /api (DESIGN.md §1): files from dist/, and history-mode fallback to
 * index.html for GET requests that accept HTML (spec §2 "Routing uses history mode"). Missing
 * assets are 404. Without a build, a short plain-text hint. Unknown /api paths get an envelope.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '../common/codes.js';
import { envelope } from '../common/envelope.js';
import type { Codec } from '../common/codec.js';
import { API_PREFIX } from './protocol/plugin.js';
import { sendEnvelope } from './protocol/reply.js';

export const NOT_BUILT_HINT =
  'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds first), then restart the server. The API is available under /api.\n';

const wantsHtml = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');

/** Registers dist/ (when built) and the not-found handler shared by the app and the API. */
export async function registerWebApp(app: FastifyInstance, distDir: string, codec: Codec): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      setHeaders(reply, filePath) {
        // Hashed assets never change; index.html must be revalidated so a new build is picked up.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0];
    if (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`)) {
      reply.code(404);
      return sendEnvelope(reply, codec, envelope(ResultCode.BAD_PARAMS, `接口不存在: ${req.method} ${url}`, null));
    }
    if (!built || !fs.existsSync(indexFile)) return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_HINT);
    if (wantsHtml(req)) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found\n');
  });
}
