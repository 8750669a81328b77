/**
 * The PostgreSQL of `npm run bench` and `npm run cluster` (issue 17 "the bench starts a throwaway PostgreSQL when none is
 * given"): DATABASE_URL when set, else a fresh cluster made with initdb and pg_ctl as the `postgres`
 * user (DESIGN.md §8) in a temporary directory, on a free loopback port, stopped and removed by
 * `stop()`. Server settings are initdb's defaults: the figures are those of an untuned install.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './node.js';

export interface RunPostgres {
  url: string;
  /** What it is, for the table's title. */
  description: string;
  stop(): Promise<void>;
}

/** Where initdb lives, or undefined when this machine has none. */
function initdbPath(): string | undefined {
  for (const dir of ['/usr/local/bin', '/usr/bin', ...(process.env.PATH ?? '').split(':')]) if (existsSync(join(dir, 'initdb'))) return join(dir, 'initdb');
  try {
    // Debian's packages keep the binaries under /usr/lib/postgresql/<version>/bin.
    return execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Runs `command` as the postgres user (the server refuses to run as root). */
const asPostgres = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: ['ignore', 'ignore', 'pipe'] });

/**
 * DATABASE_URL, or a throwaway cluster; a string saying why the PostgreSQL rows are skipped when
 * neither is possible (no initdb, or not root to switch to the postgres user).
 */
export async function runPostgres(o: { stopOnInterrupt?: boolean } = {}): Promise<RunPostgres | string> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, description: 'DATABASE_URL', stop: async () => {} };
  const initdb = initdbPath();
  if (!initdb) return 'initdb is not installed (apt-get install -y postgresql), and DATABASE_URL is unset';
  if (process.getuid?.() !== 0) return 'a throwaway PostgreSQL needs root (to run initdb as the postgres user); set DATABASE_URL instead';
  const bin = initdb.slice(0, -'/initdb'.length);
  const dir = mkdtempSync(join(tmpdir(), 'sc-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
  asPostgres(`${bin}/pg_ctl -D ${data} -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/log -w start`);
  const version = /\d+(\.\d+)?/.exec(execFileSync(`${bin}/postgres`, ['--version'], { encoding: 'utf8' }))?.[0] ?? '';
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(`${bin}/pg_ctl -D ${data} -m fast -w stop`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Interrupted (Ctrl-C), the cluster goes too (unless the caller stops it in its own handler).
  if (o.stopOnInterrupt !== false)
    process.once('SIGINT', () => {
      stop();
      process.exit(130);
    });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, description: `throwaway PostgreSQL ${version}, initdb defaults`, stop: async () => stop() };
}
