/**
 * The list/add/update/delete endpoints of one school-scoped record, declared once (DESIGN.md §2,
 * §3). Each verb names its summary, params schema and the service it calls with the session's
 * school; the writes are `transactional` and map the record's constraints to 10002.
 */
import type { z } from 'zod';
import type { Db, Trx } from '../db/db.js';
import type { ConstraintMessages } from './dbErrors.js';
import { defineRoute, type AnyRoute } from './define.js';

/** One verb: a one-line summary, the params schema and the service call `run(db, schoolId, params)`. */
export interface RecordVerb<S extends z.ZodType, D extends Db> {
  summary: string;
  schema: S;
  run(db: D, schoolId: number, params: z.output<S>): Promise<unknown>;
  /** The constraints this verb maps to 10002 (add and update default to the record's). */
  constraints?: ConstraintMessages;
}

/** The delete verb: `run(db, schoolId, id)` with the id of the params. */
export interface RecordDelete<S extends z.ZodType<{ id: number }>> extends Omit<RecordVerb<S, Trx>, 'run'> {
  run(db: Trx, schoolId: number, id: number): Promise<unknown>;
}

export interface RecordRoutesDef<L extends z.ZodType, A extends z.ZodType, U extends z.ZodType, R extends z.ZodType<{ id: number }>> {
  /** The path prefix: GET `${base}/list`, POST `${base}/add`, `${base}/update`, `${base}/delete`. */
  base: string;
  /** The module path every verb needs (else 10003). */
  permission: `/${string}`;
  /** Constraints add and update may violate under concurrency (protocol/dbErrors.ts). */
  constraints?: ConstraintMessages;
  list?: RecordVerb<L, Db>;
  add: RecordVerb<A, Trx>;
  update: RecordVerb<U, Trx>;
  delete: RecordDelete<R>;
}

/**
 * The routes of one record: list (when given, not transactional), then add, update and delete,
 * each in one transaction. The caller's session must hold `permission`.
 */
export function recordRoutes<L extends z.ZodType, A extends z.ZodType, U extends z.ZodType, R extends z.ZodType<{ id: number }>>(
  def: RecordRoutesDef<L, A, U, R>,
): AnyRoute[] {
  const { base, permission, list, add, update, delete: remove } = def;
  const write = <S extends z.ZodType>(verb: string, v: Omit<RecordVerb<S, Trx>, 'run'>, constraints: ConstraintMessages | undefined,
    run: (db: Trx, schoolId: number, params: z.output<S>) => Promise<unknown>) =>
    defineRoute({
      method: 'POST', path: `${base}/${verb}`, summary: v.summary, permission, schema: v.schema, constraints,
      transactional: true,
      handler: ({ db, session, params }) => run(db, session.schoolId, params),
    });
  return [
    ...(list ? [defineRoute({
      method: 'GET', path: `${base}/list`, summary: list.summary, permission, schema: list.schema,
      handler: ({ db, session, params }) => list.run(db, session.schoolId, params),
    })] : []),
    write('add', add, add.constraints ?? def.constraints, add.run),
    write('update', update, update.constraints ?? def.constraints, update.run),
    write('delete', remove, remove.constraints, (db, schoolId, params: z.output<R>) => remove.run(db, schoolId, params.id)),
  ];
}
