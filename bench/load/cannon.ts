/**
 * One row of the load table: autocannon (in this process) against a server in a child process,
 * for `seconds` with `connections` keep-alive connections, cycling through `calls` (GETs in the
 * wire protocol: params JSON in the query, the token bare in Authorization, each call rotating
 * through its own tokens so that the load comes from many users). A reply counts as an error when
 * it is not HTTP 200 or its envelope's code is not 0 (the API answers refusals with HTTP 200), or
 * its connection failed; timeouts (no reply within 10 s) are counted apart.
 */
import autocannon, { type Request } from 'autocannon';
import { encodeParams, plainCodec } from '../../common/codec.js';

export interface Call {
  path: string;
  params?: object;
  /** Tokens used in turn, one per request; none for a public path. */
  tokens?: string[];
  /** The path as given (no /api prefix, no params): the hello-world floor. */
  raw?: boolean;
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Replies that were not HTTP 200 with code 0, plus socket errors (timeouts apart). */
  errors: number;
  timeouts: number;
  /** One refused reply's code and msg, to say what went wrong. */
  sample?: string;
}

/** `/api<path>?params=<encoded JSON>` as the web app sends a GET (DESIGN.md §2). */
export const apiGetPath = (path: string, params: object = {}) => `/api${path}?params=${encodeURIComponent(encodeParams(plainCodec, params))}`;

/** Runs the load (see the file comment) and returns its figures. */
export async function load(baseUrl: string, calls: Call[], o: { connections: number; seconds: number }): Promise<LoadFigures> {
  let refused = 0;
  let sample: string | undefined;
  const requests = calls.map((c) => {
    let turn = 0;
    const tokens = c.tokens ?? [];
    return {
      method: 'GET',
      path: c.raw ? c.path : apiGetPath(c.path, c.params),
      setupRequest: (req: Request) => (tokens.length ? { ...req, headers: { ...req.headers, authorization: tokens[turn++ % tokens.length] } } : req),
      onResponse: (status: number, body: string) => {
        // The envelope starts with its code ({code, msg, data, timestamp}); raw paths answer anything with 200.
        if (status === 200 && (c.raw || body.startsWith('{"code":0,'))) return;
        refused++;
        sample ??= `${c.path}: HTTP ${status} ${body.slice(0, 120)}`;
      },
    };
  });
  const r = await autocannon({ url: baseUrl, connections: o.connections, duration: o.seconds, requests, timeout: 10 });
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    // autocannon's errors include its timeouts: those are counted in their own column.
    errors: refused + r.errors - r.timeouts,
    timeouts: r.timeouts,
    sample,
  };
}
