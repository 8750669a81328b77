/**
 * Who decides the party and league reviews (issue 20): the auditors of the open step, or a
 * school-wide activity administrator on any step and over every queue — as in the other groups'
 * reviews (activities/access.ts isActivityAdmin).
 */
import type { Db, Trx } from '../../db/db.js';
import { ApiError, noPermission } from '../../protocol/errors.js';
import { isActivityAdmin } from '../activities/access.js';

type Caller = { schoolId: number; userId: number };

/**
 * The auditor a queue filters on: the caller for scope 'mine' (default), null (every open step) for
 * 'all' — 10003 '只有活动管理员可以查看全部待审核事项' unless a school-wide activity administrator.
 */
export async function queueAuditor(db: Db, caller: Caller, scope: string | undefined): Promise<number | null> {
  if (scope !== 'all') return caller.userId;
  if (!(await isActivityAdmin(db, caller))) throw noPermission('只有活动管理员可以查看全部待审核事项');
  return null;
}

/**
 * A batch decision (spec §4): each of `ids` ascending, in the caller's transaction — all or none.
 * `one(id, asAdmin, named)` decides one row; once it has called `named(name)`, a refusal it throws
 * is re-thrown naming the row ('张三: 该事项已处理或不在审核中').
 */
export async function decideEach(
  trx: Trx, caller: Caller, ids: number[], one: (id: number, asAdmin: boolean, named: (name: string) => void) => Promise<void>,
): Promise<{ done: number }> {
  const sorted = [...ids].sort((a, b) => a - b);
  const asAdmin = await isActivityAdmin(trx, caller);
  for (const id of sorted) {
    let name = '';
    try {
      await one(id, asAdmin, (n) => {
        name = n;
      });
    } catch (e) {
      if (e instanceof ApiError && name) throw new ApiError(e.code, `${name}: ${e.message}`, e.data);
      throw e;
    }
  }
  return { done: sorted.length };
}
