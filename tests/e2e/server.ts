/**
 * The server of this test worker: globalSetup starts one per worker (E2E_SERVERS), and a journey
 * file talks only to its worker's, so files running side by side never share a database.
 */
import { inject } from 'vitest';

/** The base URL (http://127.0.0.1:<port>) of the server that belongs to this worker. */
export function workerBaseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length];
}
