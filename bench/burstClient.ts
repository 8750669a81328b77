/**
 * The rush's load generator (issue 17): HTTP/1.1 POSTs written straight to keep-alive sockets, one
 * request in flight per socket, each request's bytes built before the clock starts, each reply read
 * by its Content-Length. The load generator shares this machine's two cores with the server, so
 * what it spends is taken from the server: for the 5,000-request burst node:http spent about
 * 1.0 s of CPU, autocannon and undici 1.1–1.3 s, this client about 0.2 s. The product speaks only
 * Content-Length replies to these requests (JSON envelopes), which is all it reads.
 */
import net from 'node:net';

export interface BurstReply {
  code: number;
  msg: string;
  /** Milliseconds from the burst's start to the end of the reply (time queued in the client counts). */
  ms: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** The bytes of a form POST to `path` with `body` (already encoded) and a bare token. */
export function formPost(host: string, path: string, body: string, token: string): Buffer {
  return Buffer.from(
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${token}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The envelope's code and msg of a reply's body. */
function envelopeOf(body: string): { code: number; msg: string } {
  const env = JSON.parse(body) as { code: number; msg: string };
  return { code: env.code, msg: env.msg };
}

/**
 * Sends every request of `requests` to `baseUrl` ('http://127.0.0.1:PORT') over at most `sockets`
 * connections, all at once: each connection takes the next unsent request when its reply is in.
 * Resolves with the replies in the order of `requests` and the burst's wall time (ms). Rejects on
 * a socket error or a reply without Content-Length.
 */
export async function burst(baseUrl: string, requests: readonly Buffer[], sockets: number): Promise<{ replies: BurstReply[]; wallMs: number }> {
  const url = new URL(baseUrl);
  const replies: BurstReply[] = new Array(requests.length);
  let next = 0;
  const started = performance.now();
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      let pending: Buffer | null = null;
      let current = -1;
      const sendNext = () => {
        if (next >= requests.length) {
          socket.end();
          return resolve();
        }
        current = next++;
        socket.write(requests[current]);
      };
      socket.on('connect', sendNext);
      socket.on('error', reject);
      // After the last reply the promise is settled and this changes nothing.
      socket.on('close', () => reject(new Error('connection closed before the reply')));
      socket.on('data', (chunk: Buffer) => {
        const data: Buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
        const headEnd = data.indexOf(HEAD_END);
        if (headEnd < 0) return void (pending = data);
        const length = /\r\ncontent-length: *(\d+)/i.exec(data.toString('latin1', 0, headEnd));
        if (!length) return reject(new Error('a reply without Content-Length'));
        const end = headEnd + HEAD_END.length + Number(length[1]);
        if (data.length < end) return void (pending = data);
        pending = null;
        replies[current] = { ...envelopeOf(data.toString('utf8', headEnd + HEAD_END.length, end)), ms: performance.now() - started };
        sendNext();
      });
    });
  await Promise.all(Array.from({ length: Math.min(sockets, requests.length) }, connection));
  return { replies, wallMs: performance.now() - started };
}

/**
 * Runs this client's code hot before the clock starts: a burst of `n` requests against a throwaway
 * loopback server in this thread that answers each with a fixed envelope. A fresh worker otherwise
 * runs its first burst in V8's interpreter, which on two shared cores added about 0.2 s of CPU and
 * 0.3 s of p99 to the measured burst.
 */
export async function warmUp(n = 3000, sockets = 200): Promise<void> {
  const body = JSON.stringify({ code: 10002, msg: 'warm-up', data: null });
  const reply = Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  const server = net.createServer((socket) => {
    let seen = '';
    socket.on('data', (chunk: Buffer) => {
      // One request in flight per socket: answer once its head and body (Content-Length) are in.
      seen += chunk.toString('latin1');
      const headEnd = seen.indexOf('\r\n\r\n');
      const length = /content-length: *(\d+)/i.exec(seen);
      if (headEnd < 0 || !length || seen.length < headEnd + 4 + Number(length[1])) return;
      seen = '';
      socket.write(reply);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const requests = Array.from({ length: n }, (_, i) => formPost(`127.0.0.1:${port}`, '/warm', 'params=%7B%7D', `token-${i}`));
  await burst(`http://127.0.0.1:${port}`, requests, sockets);
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
