/**
 * The protocol layer of DESIGN.md §2 as a Fastify plugin: for each declared route it checks the
 * session and permission, decodes and validates `params` (10002 before any handler runs), calls the
 * handler (inside one transaction when the route is `transactional`, committed also on a refusal
 * when the route says `commitRefusals`) and writes the envelope; a
 * violation of a constraint the route lists becomes 10002 (dbErrors.ts), also when it surfaces at
 * COMMIT, and so does a database data exception (SQLSTATE class 22, issue 14); one error handler
 * maps everything else to 10002 (malformed requests) or 50000 (server faults, logged with the
 * request id, no stack to the client).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResultCode, resultMessages } from '../../common/codes.js';
import { envelope } from '../../common/envelope.js';
import { resolveSession, type Session } from '../auth/sessions.js';
import { hasPermission, MODL0_MESSAGE } from '../auth/permissions.js';
import type { Db } from '../db/db.js';
import type { AppDeps } from '../deps.js';
import { ApiError, badParams, noPermission, sessionInvalid } from './errors.js';
import { constraintError, DATA_EXCEPTION_MESSAGE, dataExceptionCode } from './dbErrors.js';
import { credentialIsFresh, readCredential } from './credential.js';
import { NO_UPLOAD_MESSAGE, readParams, readUploadBody } from './params.js';
import { codeEnvelope, RawJson, sendEnvelope } from './reply.js';
import { nulMessage, nulPath, paramsErrorMessage } from './validation.js';
import { FileDownload, FileStreamDownload, Outcome, type AnyRoute } from './define.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every endpoint declared through the protocol layer (the route registry). */
    apiRoutes: AnyRoute[];
  }
  interface FastifyContextConfig {
    /** Set by registerRoutes; an /api route without it is refused. */
    apiRoute?: boolean;
  }
}

export const API_PREFIX = '/api';
/** The API documentation's page and document (server/plugins/apiDocs.ts, issue 17): GET only, no data. */
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
/** A read-only route of the documentation page, the one kind of /api route outside the registry. */
const isDocsRoute = (url: string, method: string | string[]) =>
  isUnder(url, API_DOCS_PREFIX) && [method].flat().every((m) => m === 'GET' || m === 'HEAD');

/** Spec §5 "Spreadsheet upload ... under 5M": the message of an upload over the limit. */
export const FILE_TOO_LARGE_MESSAGE = '文件大小不能超过5M';

async function authorize(def: AnyRoute, deps: AppDeps, request: FastifyRequest): Promise<Session | null> {
  if (def.permission === 'public') return null;
  const credential = readCredential(request, deps.codec);
  // Issue 14: a JSON credential outside the timestamp window is a replayed or stale header.
  if (credential && !credentialIsFresh(credential, deps.config.credentialWindowMinutes)) throw sessionInvalid();
  const session = credential ? await resolveSession(deps.db, credential.token, deps.config.sessionIdleMinutes, new Date(), { cache: deps.authCache, reads: deps.sessionReads, touches: deps.sessionTouches }) : null;
  if (!session) throw sessionInvalid();
  // Students and staff alike (issue 14): an unchanged initial password opens only the password change.
  if (session.modL === 0 && !def.beforeActivation) throw noPermission(MODL0_MESSAGE);
  if (def.permission !== 'session' && !(await hasPermission(deps.db, session, def.permission, deps.authCache))) throw noPermission();
  return session;
}

/**
 * The route's params, decoded and validated (DESIGN.md §2, issue 14): a multipart body is parsed
 * only for a route that declares uploads; no string or key may hold NUL; then the schema, which
 * bounds every value. Each failure is a 10002 naming the field, logged at info without a stack.
 */
async function validParams(def: AnyRoute, deps: AppDeps, request: FastifyRequest): Promise<unknown> {
  try {
    if (request.isMultipart?.()) {
      if (!def.uploads) throw badParams(NO_UPLOAD_MESSAGE);
      request.body = await readUploadBody(request, def.fileTooLargeMessage ?? FILE_TOO_LARGE_MESSAGE);
    }
    const raw = readParams(request, deps.codec);
    const nul = nulPath(raw);
    if (nul !== null) throw badParams(nulMessage(nul));
    const parsed = def.schema.safeParse(raw);
    if (!parsed.success) throw badParams(paramsErrorMessage(parsed.error, raw));
    return parsed.data;
  } catch (e) {
    if (e instanceof ApiError) request.log.info({ code: e.code, reason: e.message }, 'params rejected');
    throw e;
  }
}

/**
 * Runs the handler in the route's transaction → its data. A throw rolls back, except a refusal
 * (ApiError) of a `commitRefusals` route: that commits first and is rethrown for the envelope.
 */
async function inRouteTransaction(def: AnyRoute, deps: AppDeps, run: (db: Db) => Promise<unknown>): Promise<unknown> {
  const settled = await deps.db.transaction().execute(async (trx) => {
    try {
      return { data: await run(trx) };
    } catch (e) {
      if (def.commitRefusals && e instanceof ApiError) return { refusal: e };
      throw e;
    }
  });
  if ('refusal' in settled) throw settled.refusal;
  return settled.data;
}

/** A memo route's reply-cache key: the route, who asks (with what they may see) and the params. */
function replyKey(def: AnyRoute, s: Session, params: unknown): string {
  return `${def.path}|${s.schoolId}|${s.userId}|${s.identity}|${s.isAdmin}|${s.modL}|${(s.roleIds ?? []).join(',')}|${JSON.stringify(params)}`;
}

/** Plain data written as JSON once, so a remembered reply is neither copied nor written again; an Outcome or a download as it is. */
function asJson(data: unknown): unknown {
  if (data instanceof Outcome || data instanceof FileDownload || data instanceof FileStreamDownload) return data;
  return new RawJson(JSON.stringify(data ?? null));
}

function handlerFor(def: AnyRoute, deps: AppDeps) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const session = await authorize(def, deps, request);
      const params = await validParams(def, deps, request);
      const run = async (db: Db): Promise<unknown> => def.handler({ params, session, deps, db, request, reply });
      const data = def.transactional
        ? await inRouteTransaction(def, deps, run)
        : def.memo && deps.replyCache && session
          ? await deps.replyCache.run(replyKey(def, session, params), async () => asJson(await run(deps.db)), (v) => v instanceof RawJson)
          : await run(deps.db);
      if (data instanceof Outcome) return sendEnvelope(reply, deps.codec, envelope(data.code, data.msg, data.data));
      if (data instanceof FileDownload || data instanceof FileStreamDownload) return sendFile(reply, data);
      return sendEnvelope(reply, deps.codec, codeEnvelope(ResultCode.OK, undefined, data ?? null));
    } catch (e) {
      const known = e instanceof ApiError ? e : constraintError(e, def.constraints);
      if (known && !(e instanceof ApiError)) request.log.info({ constraint: (e as { constraint?: string }).constraint }, 'constraint violation replied 10002');
      if (known) return sendEnvelope(reply, deps.codec, envelope(known.code, known.message, known.data));
      // Last line of defence (issue 14): the database refused a value of the request that no schema
      // caught. 10002 without a field, logged with the route and SQLSTATE so the schema gets fixed.
      const sqlstate = dataExceptionCode(e);
      if (sqlstate) {
        request.log.warn({ route: `${def.method} ${def.path}`, sqlstate }, 'database data exception replied 10002');
        return sendEnvelope(reply, deps.codec, codeEnvelope(ResultCode.BAD_PARAMS, DATA_EXCEPTION_MESSAGE));
      }
      throw e;
    }
  };
}

/** Sends a FileDownload (or a streamed one): its bytes, type and an attachment name (RFC 6266 filename*). */
function sendFile(reply: FastifyReply, file: FileDownload | FileStreamDownload): FastifyReply {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  if (file instanceof FileStreamDownload) {
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.type(file.contentType).send(file.stream);
  }
  return reply.type(file.contentType).send(Buffer.from(file.content));
}

/** Registers declared routes under /api and records them in `app.apiRoutes`. */
export function registerRoutes(app: FastifyInstance, deps: AppDeps, routes: AnyRoute[]): void {
  for (const def of routes) {
    if (!def.permission) throw new Error(`route ${def.method} ${def.path} declares no permission`);
    if (def.commitRefusals && !def.transactional) throw new Error(`route ${def.method} ${def.path}: commitRefusals needs transactional`);
    app.route({ method: def.method, url: API_PREFIX + def.path, config: { apiRoute: true }, handler: handlerFor(def, deps) });
    app.apiRoutes.push(def);
  }
}

/** The message of a server fault: generic, with the request id to quote to an operator. */
export function faultMessage(requestId: string): string {
  return `${resultMessages[ResultCode.SERVER_FAULT].zh},请求编号: ${requestId}`;
}

/** 10002 texts of a body Fastify could not read (issue 14: the message says what failed). */
export const BODY_TOO_LARGE_MESSAGE = '参数错误: 请求体过大';
export const BODY_MALFORMED_MESSAGE = '参数错误: params 请求体格式不正确';

/** The message of a 4xx body error: too large, unparseable (content type or syntax), else the generic text. */
function bodyErrorMessage(error: FastifyError): string | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return BODY_TOO_LARGE_MESSAGE;
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) return BODY_MALFORMED_MESSAGE;
  return undefined;
}

/** Decorates the instance with the registry and installs the one error handler. */
export const protocolPlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    app.decorate('apiRoutes', [] as AnyRoute[]);
    // Every /api endpoint must go through registerRoutes, so none can skip the permission check;
    // the documentation's GET routes describe the API and read no data.
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (isUnder(url, API_PREFIX) && !route.config?.apiRoute && !isDocsRoute(url, route.method))
        throw new Error(`${String(route.method)} ${url}: declare /api endpoints with defineRoute and registerRoutes`);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const isApi = request.url.startsWith(API_PREFIX + '/') || request.url === API_PREFIX;
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Malformed request caught by Fastify itself (bad body, wrong content type, too large).
        request.log.info({ code: error.code }, 'rejected malformed request');
        if (!isApi) return reply.code(status).type('text/plain; charset=utf-8').send(error.message);
        return sendEnvelope(reply, opts.deps.codec, codeEnvelope(ResultCode.BAD_PARAMS, bodyErrorMessage(error)));
      }
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      if (!isApi) return reply.code(500).type('text/plain; charset=utf-8').send(faultMessage(request.id));
      return sendEnvelope(reply, opts.deps.codec, envelope(ResultCode.SERVER_FAULT, faultMessage(request.id), null));
    });
  },
  { name: 'school-api-protocol' },
);
