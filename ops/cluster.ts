/**
 * Many API nodes on one PostgreSQL behind HAProxy (issue 17, "Many nodes"): what `npm run cluster`
 * runs and what the many-node test starts. The first node migrates the database and seeds the demo
 * school when there is none; the others start once it answers (so that only one seeds). All nodes
 * share the data directory (uploads and the generated secrets, which must be the same on every
 * node; across machines that is S3-compatible storage and the secrets in the environment).
 */
import { startBalancer, type Balancer } from './haproxy.js';
import { startNode, type ApiNode } from './node.js';

export interface Cluster {
  /** The load balancer's address: what clients use. */
  baseUrl: string;
  nodes: ApiNode[];
  balancer: Balancer;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  nodes: number;
  databaseUrl: string;
  dataDir: string;
  /** The balancer's port (8080 for `npm run cluster`). */
  port: number;
  host?: string;
  /** Added to every node's environment (CAPTCHA_TEST_CODE for tests, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** Pass the nodes' output through (npm run cluster) instead of keeping its tail. */
  inherit?: boolean;
}

/** Starts the nodes and the balancer; `stop()` stops the balancer, then every node gracefully. */
export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const env = { DATABASE_URL: o.databaseUrl, DATA_DIR: o.dataDir, TRUST_PROXY: '127.0.0.1', ...o.env };
  const node = (i: number) => startNode({ name: `node${i}`, env, inherit: o.inherit });
  const nodes: ApiNode[] = [await node(1)];
  try {
    nodes.push(...(await Promise.all(Array.from({ length: o.nodes - 1 }, (_, i) => node(i + 2)))));
    const balancer = await startBalancer(o.host ?? '127.0.0.1', o.port, nodes.map((n) => new URL(n.baseUrl).host));
    return {
      baseUrl: balancer.baseUrl,
      nodes,
      balancer,
      async stop() {
        await balancer.stop();
        await Promise.all(nodes.map((n) => n.stop()));
      },
    };
  } catch (e) {
    await Promise.all(nodes.map((n) => n.stop(2000)));
    throw e;
  }
}
