/**
 * Log settings (DESIGN.md §5 "nothing secret in logs"): JSON lines; the Authorization and token
 * headers and every password-like field are redacted; request URLs are logged without their query
 * (GET /token carries the password inside `params`).
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  '*.password',
  '*.newPass',
  '*.old',
  '*.confirm',
  '*.passwordRepeat',
  '*.passwordHash',
  '*.access_token',
  '*.token',
];

/** The path of a URL, with the query replaced by '?…' when there was one. */
export function safeUrl(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : `${url.slice(0, i)}?…`;
}

/**
 * Fastify's logger options: JSON lines at `level` to `stream`, or to standard output written
 * asynchronously (issue 17: a synchronous write per line cost a quarter of a simple request under
 * load; pino's sonic-boom coalesces the lines while a write is in flight and flushes on exit).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? logDestination(),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: safeUrl(req.url), remoteAddress: req.ip };
      },
    },
  } as FastifyServerOptions['logger'];
}

/** How long a buffered log line may wait for the buffer to fill (ms). */
export const LOG_FLUSH_MS = 1000;

/**
 * Standard output (or `dest`, a file descriptor or path), written asynchronously in blocks of at
 * least 4 KB (issue 17: a write per line under load), flushed every LOG_FLUSH_MS so that a quiet
 * server's lines still come out within a second; pino flushes the rest when the process exits.
 * `stop` ends the flushing and writes out what is buffered (the app's close).
 */
export function logDestination(dest: number | string = 1): { stream: NodeJS.WritableStream; stop(): void } {
  const destination = pino.destination({ dest, sync: false, minLength: 4096 });
  const timer = setInterval(() => destination.flush(), LOG_FLUSH_MS);
  timer.unref();
  return {
    stream: destination as unknown as NodeJS.WritableStream,
    stop: () => {
      clearInterval(timer);
      destination.flush();
    },
  };
}

/**
 * The logger of the access lines (AccessLog): the same destination and level as the app's, without
 * the redaction pass, which cost a twentieth of a simple request and has nothing to do on a line of
 * method, path without its query, status and milliseconds.
 */
export function accessLogger(level: string, stream: NodeJS.WritableStream): pino.Logger {
  return pino({ level }, stream);
}

/**
 * Request ids unique across nodes without a random draw per request (issue 17): a random prefix per
 * process, then a counter. The id is what a 50000 reply shows the user (请求编号) and the log keeps.
 */
export function requestIds(): () => string {
  const node = randomBytes(3).toString('hex');
  let n = 0;
  return () => `${node}${(++n).toString(16)}`;
}

/**
 * One access line per request, written when the reply is sent: method, path without its query,
 * status and milliseconds (an error, at error level, with it). Replaces Fastify's two lines per
 * request (incoming and completed, each serialising the request), which cost about as much as a
 * simple request itself under load (issue 17, "logging that does not dominate"). Fastify's
 * documented extension point for its per-request lines.
 */
export class AccessLog extends LogController {
  /** `lines`: the access logger (accessLogger); without it the request's own logger writes them. */
  constructor(private readonly lines?: pino.Logger) {
    super();
  }

  incomingRequest(): void {}

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: safeUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    // An error line goes through the app's logger: its serializers and redaction apply.
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (this.lines) this.lines.info({ reqId: request.id, ...line }, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * A request's own logger, made only when something logs through it (Fastify's
 * childLoggerFactory, issue 17): pino's child() for every request cost 1.5% of an enrollment
 * rush, where hardly any request logs on its own (the access line has its own logger, AccessLog).
 * The child, once made, is pino's, with the request id bound as before.
 */
export const lazyChildLogger = (logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger => new LazyChild(logger, bindings, opts);

/** The log methods, each passed to the child (made at the first call). */
const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Declaration merging: the log methods are added to the prototype below.
interface LazyChild extends Pick<FastifyBaseLogger, (typeof LOG_METHODS)[number]> {}

class LazyChild implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}
  /** The child, made at the first use. */
  get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }
  get level(): string {
    return this.made?.level ?? this.opts.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }
}

// On the prototype, not as arrow fields: nothing is allocated per request but the LazyChild itself.
for (const method of LOG_METHODS) {
  LazyChild.prototype[method] = function (this: LazyChild, ...args: unknown[]) {
    (this.real[method] as (...a: unknown[]) => void)(...args);
  };
}
