/**
 * The servers the load bench measures, each in its own child process so that the load generator
 * (autocannon, in the bench's process) never shares their event loop: the hello-world Fastify floor
 * (bench/load/hello.ts) and the product exactly as `npm run serve` starts it (server/main.ts, its
 * own logger configuration), on a free loopback port, ready once GET /api/health answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export interface Served {
  baseUrl: string;
  /** The child's last lines of stderr (its errors), for a failure report. */
  stderr(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the child has exited. */
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function waitReady(child: ChildProcess, url: string, stderr: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering ${url}:\n${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s:\n${stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts `node --import tsx <entry>` with `env` added and PORT set; ready when `readyPath` answers
 * 200. stdout (the JSON log lines) is discarded, as a log shipper would take them off the process;
 * stderr is kept for the report.
 */
async function serve(entry: string, env: Record<string, string>, readyPath: string, timeoutMs = 120_000): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr!.on('data', (c: Buffer) => (tail = (tail + c.toString('utf8')).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitReady(child, `${baseUrl}${readyPath}`, () => tail, timeoutMs);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, stderr: () => tail, stop };
}

/** The hello-world floor: bench/load/hello.ts. */
export const serveHello = () => serve('bench/load/hello.ts', {}, '/');

/**
 * The product: server/main.ts on `dataDir` (PGlite) or `databaseUrl`, with the fixed test captcha,
 * LOG_LEVEL `logLevel` (main's default is info) and any `extraEnv`.
 */
export const serveProduct = (o: { dataDir: string; databaseUrl?: string; logLevel: string; extraEnv?: Record<string, string> }) =>
  serve('server/main.ts', {
    DATA_DIR: o.dataDir,
    // Empty: PGlite even when the bench itself was given DATABASE_URL.
    DATABASE_URL: o.databaseUrl ?? '',
    CAPTCHA_TEST_CODE: 'BENCH',
    LOG_LEVEL: o.logLevel,
    ...o.extraEnv,
  }, '/api/health');
