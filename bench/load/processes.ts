/**
 * The servers the load bench measures, each in its own child process (ops/node.ts) so that the load
 * generator (autocannon, in the bench's process) never shares their event loop: the hello-world
 * Fastify floor (bench/load/hello.ts) and the product exactly as `npm run serve` starts it
 * (server/main.ts, its own logger configuration), on a free loopback port.
 */
import { startNode, type ApiNode } from '../../ops/node.js';

export type Served = ApiNode;

/** The hello-world floor: bench/load/hello.ts. */
export const serveHello = () => startNode({ name: 'hello', entry: 'bench/load/hello.ts', env: {}, readyPath: '/' });

/**
 * The product: server/main.ts on `dataDir` (PGlite) or `databaseUrl`, with the fixed test captcha,
 * LOG_LEVEL `logLevel` (main's default is info) and any `extraEnv`.
 */
export const serveProduct = (o: { dataDir: string; databaseUrl?: string; logLevel: string; extraEnv?: Record<string, string> }) =>
  startNode({
    name: 'product',
    env: {
      DATA_DIR: o.dataDir,
      // Empty: PGlite even when the bench itself was given DATABASE_URL.
      DATABASE_URL: o.databaseUrl ?? '',
      CAPTCHA_TEST_CODE: 'BENCH',
      LOG_LEVEL: o.logLevel,
      ...o.extraEnv,
    },
  });
