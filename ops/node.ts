/**
 * One API node as a child process: `node --import tsx server/main.ts` exactly as `npm run serve`
 * starts it, with `env` added, ready once GET /api/health answers. Used by `npm run cluster`, the
 * many-node test and the load bench (issue 17).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export interface ApiNode {
  name: string;
  baseUrl: string;
  pid: number;
  /** The child's last lines of stderr, and of stdout when `logs` was set, for a failure report. */
  output(): string;
  /** SIGTERM (graceful shutdown), then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once, as a crashed machine would; resolves once it has exited. */
  kill(): Promise<void>;
}

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

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

/** Polls `url` until it answers 200; throws with the child's output when it exits or `timeoutMs` passes. */
export async function waitReady(child: ChildProcess, url: string, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} first:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface NodeOptions {
  name: string;
  /** Script to run with tsx, relative to the repository (default server/main.ts). */
  entry?: string;
  port?: number;
  env: Record<string, string>;
  /** Path answering 200 once ready (default /api/health). */
  readyPath?: string;
  /** Keep stdout (the JSON log) in output() too; otherwise it is discarded. */
  logs?: boolean;
  /** Pass stdout and stderr through to this process's (npm run cluster). */
  inherit?: boolean;
  timeoutMs?: number;
}

/** Starts a node and resolves once it answers. */
export async function startNode(o: NodeOptions): Promise<ApiNode> {
  const port = o.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', o.entry ?? 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...o.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', o.inherit ? 'inherit' : o.logs ? 'pipe' : 'ignore', o.inherit ? 'inherit' : 'pipe'],
  });
  let tail = '';
  const keep = (c: Buffer) => (tail = (tail + c.toString('utf8')).slice(-6000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async (graceMs = 15_000) => {
    if (gone()) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitReady(child, `${baseUrl}${o.readyPath ?? '/api/health'}`, () => tail, o.timeoutMs ?? 180_000);
  } catch (e) {
    await stop(1000);
    throw e;
  }
  return {
    name: o.name,
    baseUrl,
    pid: child.pid!,
    output: () => tail,
    stop,
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
