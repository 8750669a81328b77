/** GET /api/health → {status:'ok', database:'pglite'|'postgresql'} after a round trip to the database. */
import { sql } from 'kysely';
import type { Health } from '../../../common/api.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database kind (issue 2).',
    permission: 'public',
    schema: noParams,
    async handler({ deps }): Promise<Health> {
      await sql`select 1`.execute(deps.db);
      return { status: 'ok', database: deps.dbKind };
    },
  }),
];
