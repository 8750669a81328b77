/**
 * Who may do what with sign tasks (issue 21 "Journals and sign tasks"; spec §6 "visible data
 * depends on permission"). The module 签到任务 (2561, '/communist/signTask') creates, edits, cancels
 * and reads tasks and their check-ins; students check in through their module 签到打卡 (1021). A
 * staff member whose data scope is a college sees that college's tasks, one scoped to the
 * organisations they lead sees those organisations' tasks; everyone sees the tasks they created; a
 * school-wide scope sees all.
 */
import { SIGN_TASK_MODULES as P } from '../../../common/signTasks.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import type { StaffFilter } from './repository.js';

/** The staff module of every management endpoint. */
export const STAFF_MODULES = [P.list];
/** The student's module. */
export const STUDENT_MODULES = [P.mine];

/** The tasks the caller may see and manage: null for a school-wide scope. */
export async function staffFilter(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>): Promise<StaffFilter> {
  const scope = await dataScopeOf(db, caller);
  if (scope.kind === 'school') return null;
  return scope.kind === 'college'
    ? { collegeIds: scope.collegeIds, organizationIds: [], userId: caller.userId }
    : { collegeIds: [], organizationIds: scope.organizationIds, userId: caller.userId };
}
