/**
 * buildApp({ db, config }) → a Fastify instance serving the school API under /api and the web app
 * elsewhere (DESIGN.md §3). Layers, in order: HTTP plugins (helmet, body parsers), the protocol
 * layer, the API routes, the static web app. Only main.ts listens; tests use app.inject.
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { makeCodec } from '../common/codec.js';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/index.js';
import type { Database } from './db/types.js';
import type { AppDeps } from './deps.js';
import { outboxSmsProvider, type SmsProvider } from './auth/sms.js';
import { registerThrottles } from './auth/throttle.js';
import { allRoutes } from './modules/index.js';
import { registerFileServing } from './modules/files/serve.js';
import { protocolPlugin, registerRoutes } from './protocol/plugin.js';
import { loggerOptions } from './logging.js';
import { registerWebApp } from './static.js';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  /** Defaults to 'postgresql' when config.databaseUrl is set, else 'pglite'. */
  dbKind?: DatabaseKind;
  /** Defaults to the outbox provider (sms_messages table + log). */
  sms?: SmsProvider;
  /** false for silence (tests), or a stream to capture the JSON log lines. */
  logger?: false | { stream?: NodeJS.WritableStream; level?: string };
}

/** Upload limits of spec §5/§9: attachments up to 5 MB, at most 9 files. */
const MULTIPART_LIMITS = { fileSize: 5 * 1024 * 1024, files: 9, fields: 20 };

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = opts;
  const fastifyOpts: FastifyServerOptions = {
    logger: opts.logger === false ? false : loggerOptions(opts.logger?.level ?? config.logLevel, opts.logger?.stream),
    genReqId: () => randomBytes(6).toString('hex'),
    bodyLimit: 1024 * 1024,
    // The client address behind a load balancer (lock-out and rate limits are per client, issue 14).
    trustProxy: config.trustProxy,
  };
  const app = Fastify(fastifyOpts);
  const deps: AppDeps = {
    db,
    config,
    dbKind: opts.dbKind ?? (config.databaseUrl ? 'postgresql' : 'pglite'),
    codec: makeCodec(config.codec, config.protocolKey),
    sms: opts.sms ?? outboxSmsProvider(db, app.log, { logText: config.smsLogText }),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The data-screen page frames an external visualisation (spec §2).
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(formbody);
  // Only marks a multipart request: the protocol layer parses it after the session check, and only
  // for routes that declare uploads (issue 14: never on other routes, never without a session).
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  await registerThrottles(app, config.rateLimits);

  await app.register(protocolPlugin, { deps });
  registerRoutes(app, deps, allRoutes);
  registerFileServing(app, deps);
  await registerWebApp(app, config.distDir, deps.codec);
  return app;
}
