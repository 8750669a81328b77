/**
 * The route-definition helper: each endpoint is declared once — method, path under /api, params
 * schema, permission, handler returning `data` — and the protocol plugin does the rest (DESIGN.md §2).
 *
 * permission: 'public' (no session), 'session' (any signed-in user), or a module path such as
 * '/usermng/student/list' that one of the caller's roles must grant (else 10003).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../auth/sessions.js';
import type { Db, Trx } from '../db/db.js';
import type { AppDeps } from '../deps.js';
import type { ConstraintMessages } from './dbErrors.js';

export type Permission = 'public' | 'session' | `/${string}`;

export interface RouteContext<P, S, D extends Db = Db> {
  params: P;
  /** The caller's session; null only on public endpoints. */
  session: S;
  deps: AppDeps;
  /**
   * The handle the handler's queries use: the route's transaction when it is declared
   * `transactional`, else `deps.db`. Inside a transaction every query must go through it (PGlite has
   * one connection: a query on `deps.db` would wait for the transaction forever).
   */
  db: D;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDef<S extends z.ZodType = z.ZodType, P extends Permission = Permission, T extends boolean = boolean> {
  method: 'GET' | 'POST';
  /** Path under /api, e.g. '/common/all-school'. */
  path: string;
  /** One line: what the endpoint does and the spec section. */
  summary: string;
  schema: S;
  permission: P;
  /** An account whose initial password is unchanged (modL 0, students and staff) may call it (spec §6, issue 14). */
  beforeActivation?: boolean;
  /**
   * The route takes a multipart upload (DESIGN.md §2: a `file` part and an optional `params` field),
   * parsed after the session check into `request.body`. Any other route refuses a multipart body
   * with 10002 (issue 14).
   */
  uploads?: boolean;
  /** The 10002 message when a multipart upload exceeds the size limit (default FILE_TOO_LARGE_MESSAGE). */
  fileTooLargeMessage?: string;
  /**
   * Database constraints the route's writes may violate under concurrency, by name: a violation
   * replies 10002 with the given message instead of 50000 (protocol/dbErrors.ts).
   */
  constraints?: ConstraintMessages;
  /**
   * The one transaction rule (DESIGN.md §3): the protocol layer runs the handler in one transaction
   * handed down as `ctx.db`, committed before the reply (a violation at COMMIT still maps through
   * `constraints`) and rolled back when the handler throws. Services never open one. A route that
   * records something and may then refuse (wrong passwords counted for the lock-out, SMS code
   * attempts) adds `commitRefusals`; a view of personal data needs neither, since its record is the
   * last write before the reply.
   */
  transactional?: T;
  /**
   * Only with `transactional`: a refusal (an ApiError) thrown by the handler COMMITS the transaction
   * and is then replied, so what the handler recorded before refusing stays (spec §7 lock-out, SMS
   * attempts). Any other throw still rolls back, and so does PostgreSQL when a statement had failed.
   */
  commitRefusals?: boolean;
  /**
   * A GET route whose data depends only on the caller, the params and what its handler reads through
   * Kysely (no clock, no files, no per-request configuration): a repeated call is answered from this
   * node's reply cache while none of the tables it read has changed (server/db/replyCache.ts).
   */
  memo?: boolean;
  handler(ctx: RouteContext<z.output<S>, P extends 'public' ? null : Session, T extends true ? Trx : Db>): Promise<unknown> | unknown;
}

export type AnyRoute = RouteDef<any, any, any>;

/**
 * Declares an endpoint; the types of `params`, `session` and `db` follow from `schema`, `permission`
 * and `transactional` (a `Trx` when true).
 */
export function defineRoute<S extends z.ZodType, const P extends Permission, const T extends boolean = false>(def: RouteDef<S, P, T>): RouteDef<S, P, T> {
  return def;
}

/** A reply with a code other than 0 that is still a success, e.g. 900 (redirect to `data`). */
export class Outcome {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown,
  ) {}
}

/**
 * A reply that is a file, not an envelope (GET /jobs/download, spreadsheet templates): sent with
 * its content type and an attachment Content-Disposition carrying the UTF-8 file name.
 */
export class FileDownload {
  constructor(
    readonly content: Uint8Array,
    readonly fileName: string,
    readonly contentType: string,
  ) {}
}

/**
 * A FileDownload whose bytes are streamed rather than held in memory (batch ZIPs of transcripts,
 * issue 7); `size` in bytes becomes Content-Length when known.
 */
export class FileStreamDownload {
  constructor(
    readonly stream: Readable,
    readonly fileName: string,
    readonly contentType: string,
    readonly size?: number,
  ) {}
}
