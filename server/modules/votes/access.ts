/**
 * Who may do what with votes (issue 21 "Votes"; spec §6 "visible data depends on permission").
 * Module paths of the seeded tree (server/seed/modules.ts 2001–2002): 投票管理 creates, edits and
 * reads votes and results; 投票审核 reviews them; students vote through module 1013 我的投票. A
 * staff member whose data scope is a college sees and creates that college's votes (and their
 * own); a school-wide scope sees every vote.
 */
import { VOTE_MODULES as P } from '../../../common/votes.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import type { StaffFilter } from './repository.js';

export { holdsAny, requireAny } from '../practice/access.js';

/** Modules that read votes and their results. */
export const VOTE_READERS = [P.list, P.audit];
/** The administrators' module: decides any review step and reads the whole queue. */
export const ADMIN_MODULE = P.list;

/** The votes the caller may see: null for a school-wide scope, else their colleges' and their own. */
export async function staffFilter(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>): Promise<StaffFilter> {
  const scope = await dataScopeOf(db, caller);
  if (scope.kind === 'school') return null;
  return { collegeIds: scope.kind === 'college' ? scope.collegeIds : [], userId: caller.userId };
}
