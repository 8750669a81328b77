/**
 * The load generator of bench/enroll.ts, in its own worker thread so that the clients' request
 * encoding and reply parsing do not share the server's event loop: fires one POST /activity/enroll
 * per token at once and posts back each reply's code, message and latency.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loopbackClient } from './loopback.js';

export interface BurstInput {
  baseUrl: string;
  activityId: number;
  tokens: string[];
  sockets: number;
}

export interface BurstOutput {
  replies: { code: number; msg: string; ms: number }[];
  wallMs: number;
}

const input = workerData as BurstInput;
const client = loopbackClient(input.baseUrl, input.sockets);
// Warm the connections and the route (an invalid id: the protocol layer refuses it before any work).
await Promise.all(input.tokens.slice(0, 32).map((token) => client.post('/activity/enroll', { id: 0 }, token)));
const started = performance.now();
const replies = await Promise.all(input.tokens.map((token) => client.post('/activity/enroll', { id: input.activityId }, token)));
const output: BurstOutput = { replies: replies.map((r) => ({ code: r.code, msg: r.msg, ms: r.ms })), wallMs: performance.now() - started };
client.close();
parentPort!.postMessage(output);
