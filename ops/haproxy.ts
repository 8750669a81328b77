/**
 * The load balancer of `npm run cluster` (issue 17, "behind a real load balancer from Debian"):
 * HAProxy in the foreground, round robin over the API nodes, each checked on GET /api/health every
 * second (two failures take a node out, two successes bring it back). A request whose connection to
 * a node fails is sent to another one (retries, redispatch), so killing a node loses at most the
 * requests it was answering at that moment. Installed with apt-get when missing (as root).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitReady } from './node.js';

export interface Balancer {
  baseUrl: string;
  stop(): Promise<void>;
}

const HAPROXY = '/usr/sbin/haproxy';

/** The haproxy binary, installed from Debian's packages when missing; throws with the reason when it cannot be. */
export function haproxyBinary(): string {
  if (existsSync(HAPROXY)) return HAPROXY;
  if (process.getuid?.() !== 0) throw new Error('haproxy is not installed: run `sudo apt-get install -y haproxy`, then again.');
  console.log('installing haproxy (apt-get install -y haproxy) …');
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'haproxy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return HAPROXY;
}

/** HAProxy's configuration for `nodes` (host:port each) behind `port` on `host`. */
export function haproxyConfig(host: string, port: number, nodes: string[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch',
    // The client's address for lock-out and rate limits (the nodes run with TRUST_PROXY=127.0.0.1).
    '  option forwardfor',
    '  retry-on conn-failure empty-response',
    'frontend api',
    `  bind ${host}:${port}`,
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  default-server inter 1s fall 2 rise 2',
    ...nodes.map((n, i) => `  server node${i + 1} ${n} check`),
    '',
  ].join('\n');
}

/** Starts HAProxy in the foreground (-db) for `nodes`; resolves once it answers GET /api/health. */
export async function startBalancer(host: string, port: number, nodes: string[]): Promise<Balancer> {
  const binary = haproxyBinary();
  const dir = mkdtempSync(join(tmpdir(), 'sc-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(host, port, nodes));
  execFileSync(binary, ['-c', '-q', '-f', file]);
  const child: ChildProcess = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(-4000)));
  const baseUrl = `http://${host}:${port}`;
  try {
    // Ready once it answers through a node (the nodes are up before the balancer starts).
    await waitReady(child, `${baseUrl}/api/health`, () => stderr, 10_000);
  } catch (e) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
