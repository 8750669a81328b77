/**
 * A keep-alive HTTP client speaking the wire protocol (plain codec, form field `params`, bare token)
 * to the API on loopback, for the activity benchmarks; and the loopback address of an app.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { encodeParams, plainCodec } from '../common/codec.js';

export interface Reply {
  code: number;
  msg: string;
  data: any;
  /** Milliseconds from sending the request to the end of the reply. */
  ms: number;
}

/** A keep-alive client for the API at `baseUrl` ('http://127.0.0.1:PORT'), at most `sockets` connections. */
export function loopbackClient(baseUrl: string, sockets = 256) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(baseUrl);
  /** POST `path` under /api with `params` (plain codec, form field) and the bare token. */
  const post = (path: string, params: object, token: string): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const body = `params=${encodeURIComponent(encodeParams(plainCodec, params))}`;
      const t0 = performance.now();
      const req = http.request(
        {
          agent, host: url.hostname, port: url.port, method: 'POST', path: `/api${path}`,
          headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              const env = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; msg: string; data: unknown };
              resolve({ code: env.code, msg: env.msg, data: env.data, ms: performance.now() - t0 });
            } catch (e) {
              reject(e);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return { post, close: () => agent.destroy() };
}

/** The base URL of `app` on loopback, listening on a free port when it is not listening yet. */
export async function loopbackUrl(app: FastifyInstance): Promise<string> {
  const bound = app.server.address();
  if (bound && typeof bound === 'object') return `http://127.0.0.1:${bound.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the server did not bind a port');
  return `http://127.0.0.1:${address.port}`;
}
