/**
 * `npm run cluster [-- --nodes N] [-- --port P]`: N API nodes (default 3) on one PostgreSQL
 * (DATABASE_URL, or a throwaway one made with initdb) behind HAProxy on http://127.0.0.1:P (default
 * 8080), installed from Debian's packages when missing (issue 17). Builds the web app first when
 * dist/ is missing. Ctrl-C stops everything; a throwaway database goes with it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.js';
import { ROOT } from './node.js';
import { runPostgres } from './postgres.js';

const { values } = parseArgs({ options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } } });
const nodes = Number(values.nodes);
const port = Number(values.port);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error('--nodes: a whole number from 1 to 16');

if (!existsSync(join(ROOT, 'dist', 'index.html'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
const given = await runPostgres({ stopOnInterrupt: false });
if (typeof given === 'string') throw new Error(`no PostgreSQL: ${given}`);
const pg = given;
// A throwaway database gets a throwaway data directory; a given one keeps DATA_DIR (default ./data).
const dataDir = process.env.DATABASE_URL ? (process.env.DATA_DIR ?? join(ROOT, 'data')) : mkdtempSync(join(tmpdir(), 'sc-cluster-'));
console.log(`starting ${nodes} API node(s) on ${pg.description} …`);
const cluster = await startCluster({ nodes, port, databaseUrl: pg.url, dataDir, inherit: true }).catch(async (e: unknown) => {
  await pg.stop();
  throw e;
});
console.log(`\n  第二课堂 cluster: ${cluster.baseUrl}/ — ${nodes} node(s): ${cluster.nodes.map((n) => n.baseUrl).join(', ')}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  await pg.stop();
  if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
