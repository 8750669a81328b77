/**
 * The load generator of bench/enroll.ts, in its own worker thread so that the client's reply
 * parsing does not share the bench's event loop: fires one POST /activity/enroll per token at once
 * (bench/burstClient.ts, its code run hot and the requests built before the clock starts) and posts
 * back each reply's code, message and latency.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { encodeParams, plainCodec } from '../common/codec.js';
import { burst, formPost, warmUp, type BurstReply } from './burstClient.js';

export interface BurstInput {
  baseUrl: string;
  activityId: number;
  tokens: string[];
  sockets: number;
}

export interface BurstOutput {
  replies: BurstReply[];
  wallMs: number;
}

const input = workerData as BurstInput;
const host = new URL(input.baseUrl).host;
const enrollIn = (id: number) => (token: string) => formPost(host, '/api/activity/enroll', `params=${encodeURIComponent(encodeParams(plainCodec, { id }))}`, token);
await warmUp();
// Warm the connections' path and the route (an invalid id: the protocol layer refuses it before any work).
await burst(input.baseUrl, input.tokens.slice(0, 32).map(enrollIn(0)), 32);
const requests = input.tokens.map(enrollIn(input.activityId));
const output: BurstOutput = await burst(input.baseUrl, requests, input.sockets);
parentPort!.postMessage(output);
