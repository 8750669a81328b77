/**
 * buildApp({ db, config }) → a Fastify instance serving the school API under /api and the web app
 * elsewhere (DESIGN.md §3), read as a table of contents like fastify/demo: external plugins, then the
 * app's own plugins, then the routes. Only main.ts listens; tests use app.inject.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { makeCodec } from '../common/codec.js';
import { outboxSmsProvider, type SmsProvider } from './auth/sms.js';
import { registerThrottles } from './auth/throttle.js';
import type { Config } from './config.js';
import type { DatabaseKind, OpenDatabase } from './db/index.js';
import { AuthCache } from './auth/cache.js';
import type { Database } from './db/types.js';
import type { AppDeps } from './deps.js';
import { AccessLog, accessLogger, lazyChildLogger, logDestination, loggerOptions, requestIds } from './logging.js';
import { allRoutes } from './modules/index.js';
import { allJobs, allSchedules } from './modules/jobs.js';
import { DEFAULT_RUNNER_OPTIONS, JobRunner, type JobRunnerOptions } from './jobs/index.js';
import { registerFileServing } from './modules/files/serve.js';
import { registerSsoSignOut } from './modules/sso/routes.js';
import { registerApiDocs } from './plugins/apiDocs.js';
import cookie from './plugins/external/cookie.js';
import formbody from './plugins/external/formbody.js';
import helmet from './plugins/external/helmet.js';
import multipart from './plugins/external/multipart.js';
import rateLimit from './plugins/external/rateLimit.js';
import { protocolPlugin, registerRoutes } from './protocol/plugin.js';
import { registerWebApp } from './static.js';
import { SessionTouches } from './auth/sessionTouches.js';
import { SessionReads } from './auth/sessions.js';
import { ReplyCache } from './db/replyCache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's job runner (enqueue, pg-boss): for tests, benchmarks and the many-node tools. */
    jobs: JobRunner;
    /** The batched last_seen_at writes, when SESSION_TOUCH_MS > 0 (tests flush them). */
    sessionTouches: SessionTouches | null;
    /** The replies of `memo` routes (tests and benchmarks read its figures). */
    replyCache: ReplyCache | null;
  }
}

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Defaults to 'postgresql' when config.databaseUrl is set, else 'pglite'. */
  dbKind?: DatabaseKind;
  /** Defaults to the outbox provider (sms_messages table + log). */
  sms?: SmsProvider;
  /**
   * The database's notifications, write watch and query cache (openDatabase): with them, sessions,
   * grants and query results are cached on this node (issue 17); without them every request reads them.
   */
  signals?: Pick<OpenDatabase, 'notifications' | 'writes'> & Partial<Pick<OpenDatabase, 'queryCache'>>;
  /** false for silence (tests), or a stream to capture the JSON log lines. */
  logger?: false | { stream?: NodeJS.WritableStream; level?: string };
  /** The jobs' timers and polling (DEFAULT_RUNNER_OPTIONS), extra job kinds (tests). */
  jobs?: Partial<Omit<JobRunnerOptions, 'schedules'>>;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const logLevel = opts.logger === false ? undefined : (opts.logger?.level ?? config.logLevel);
  const ownStream = opts.logger === false || opts.logger?.stream ? undefined : logDestination();
  const logStream = opts.logger === false ? undefined : (opts.logger?.stream ?? ownStream?.stream);
  const app = Fastify({
    logger: logLevel === undefined ? false : loggerOptions(logLevel, logStream),
    genReqId: requestIds(),
    childLoggerFactory: lazyChildLogger,
    logController: new AccessLog(logLevel === undefined ? undefined : accessLogger(logLevel, logStream!)),
    bodyLimit: 1024 * 1024,
    // The client address behind a load balancer (lock-out and rate limits are per client, issue 14).
    trustProxy: config.trustProxy,
  });
  const deps = {
    db,
    config,
    dbKind: opts.dbKind ?? (config.databaseUrl ? 'postgresql' : 'pglite'),
    codec: makeCodec(config.codec, config.protocolKey),
    sms: opts.sms ?? outboxSmsProvider(db, app.log, { logText: config.smsLogText }),
    authCache: new AuthCache(),
    sessionReads: new SessionReads(db),
  } as AppDeps;
  if (config.sessionTouchMs > 0) {
    const touches = new SessionTouches(db, config.sessionTouchMs, (e) => app.log.warn({ err: e }, 'last_seen_at write failed'));
    deps.sessionTouches = touches;
    app.addHook('onClose', () => touches.flush());
  }
  app.decorate('sessionTouches', deps.sessionTouches ?? null);
  if (opts.signals) {
    const detach = await deps.authCache.attach(opts.signals.notifications, opts.signals.writes);
    app.addHook('onClose', async () => detach());
    // Query results too (server/db/queryCache.ts), once the schema's triggers are known.
    const detachQueries = await opts.signals.queryCache?.attach(opts.signals.notifications);
    if (detachQueries) app.addHook('onClose', async () => detachQueries());
    // And the replies of `memo` routes, which go stale with the query-cache entries they read.
    if (opts.signals.queryCache) deps.replyCache = new ReplyCache(opts.signals.queryCache, () => deps.authCache.generation);
  }
  app.decorate('replyCache', deps.replyCache ?? null);
  // The jobs (pg-boss, issue 17): started once the app is ready (after main.ts has migrated),
  // stopped when it closes — running jobs get the grace period, then go back to the queue.
  deps.jobs = new JobRunner(deps, app.log, {
    ...DEFAULT_RUNNER_OPTIONS,
    ...opts.jobs,
    kinds: [...allJobs, ...(opts.jobs?.kinds ?? [])],
    schedules: allSchedules,
  });
  app.decorate('jobs', deps.jobs);
  app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop(config.jobs.graceSeconds * 1000));
  if (ownStream) app.addHook('onClose', async () => ownStream.stop());

  // External plugins: headers, bodies, cookies (the single sign-on binding), uploads, rate limits.
  await app.register(helmet);
  await app.register(formbody);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(rateLimit);

  // The app's plugins: named limiters, the protocol layer, file serving, the web app and, beside
  // its login routes, the CAS single sign-out address (POST /{routeName}login, issue 16).
  registerThrottles(app, config.rateLimits);
  await app.register(protocolPlugin, { deps });
  registerFileServing(app, deps);
  await registerWebApp(app, config.distDir, deps.codec);
  registerSsoSignOut(app, deps);

  // The routes of every module (server/modules/index.ts), then their documentation (issue 17).
  registerRoutes(app, deps, allRoutes);
  if (config.apiDocs) await registerApiDocs(app, config);
  return app;
}
