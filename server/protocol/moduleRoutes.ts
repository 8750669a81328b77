/**
 * Routes guarded by menu modules (spec §6: what a user may do follows the modules of their roles):
 * the shape most features' endpoints share — a GET for holders of any of some modules, and a POST
 * in one transaction (DESIGN.md §3) for holders of any of some modules, with the unique keys'
 * constraints mapped to 10002. 10003 for a caller holding none of them.
 */
import type { z } from 'zod';
import { hasPermission } from '../auth/permissions.js';
import type { Session } from '../auth/sessions.js';
import type { Db, Trx } from '../db/db.js';
import type { ConstraintMessages } from './dbErrors.js';
import { defineRoute, type AnyRoute } from './define.js';
import { noPermission } from './errors.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** True when the caller holds at least one of the module paths. */
export async function holdsAny(db: Db, caller: Caller, paths: readonly string[]): Promise<boolean> {
  for (const path of paths) if (await hasPermission(db, caller, path)) return true;
  return false;
}

/** 10003 unless the caller holds one of the module paths. */
export async function requireAny(db: Db, caller: Caller, paths: readonly string[]): Promise<void> {
  if (!(await holdsAny(db, caller, paths))) throw noPermission();
}

/** GET `path` for holders of any of `modules`; `run` reads with the app's database. */
export const moduleRead = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[], schema: S, run: (db: Db, session: Session, params: z.output<S>) => Promise<unknown>): AnyRoute =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      await requireAny(deps.db, session, modules);
      return run(deps.db, session, params);
    },
  });

/**
 * POST `path` in one transaction; `modules` (any of them) checked first, or null when `run` decides
 * who may (a student's own record, a reviewer of the current step). `constraints`: the unique keys
 * whose violation under concurrency answers the pre-check's 10002.
 */
export const moduleWrite = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[] | null, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>, constraints?: ConstraintMessages): AnyRoute =>
  defineRoute({
    method: 'POST', path, summary, permission: 'session', schema, transactional: true, ...(constraints ? { constraints } : {}),
    handler: async ({ db, session, params }) => {
      if (modules) await requireAny(db, session, modules);
      return run(db, session, params);
    },
  });
