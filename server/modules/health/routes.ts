/**
 * GET /api/health → {status:'ok', database:'pglite'|'postgresql'} once the database answered (a
 * round trip at most PROBE_FRESH_MS old, shared by concurrent checks: probe.ts); 50000 when it does not.
 */
import type { Health } from '../../../common/api.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { databaseReachable } from './probe.js';

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database kind (issue 2).',
    permission: 'public',
    schema: noParams,
    async handler({ deps }): Promise<Health> {
      await databaseReachable(deps.db);
      return { status: 'ok', database: deps.dbKind };
    },
  }),
];
