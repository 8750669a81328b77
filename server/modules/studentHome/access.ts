/**
 * Who may call the student's own endpoints (issue 5; DESIGN.md §5 "a student reaches only student
 * endpoints and only their own data"): a signed-in student, about themselves. The protocol layer
 * has already refused a student whose initial password is unchanged (modL 0, 10003 '请先修改初始密码').
 */
import { isStudentIdentity } from '../../../common/api.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { defineRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { noPermission } from '../../protocol/errors.js';

export const STUDENT_ONLY_MESSAGE = '仅限学生使用';

/** The caller as {schoolId, userId} when it is a student; 10003 '仅限学生使用' for staff. */
export function requireStudent(session: Session): { schoolId: number; userId: number } {
  if (!isStudentIdentity(session.identity)) throw noPermission(STUDENT_ONLY_MESSAGE);
  return { schoolId: session.schoolId, userId: session.userId };
}

export type Me = ReturnType<typeof requireStudent>;

/**
 * A GET of the calling student's own data that takes no parameters (the student home's counters,
 * module hours, warning tier, hours summary): `read(db, me)` after requireStudent (10003 for staff).
 * `memo`: answered from the reply cache while nothing read has changed (define.ts; only for a
 * `read` that looks at no clock).
 */
export const ownDataRoute = <T>(path: string, summary: string, read: (db: Db, me: Me) => Promise<T>, { memo = false } = {}) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema: noParams, memo,
    handler: ({ deps, session }): Promise<T> => read(deps.db, requireStudent(session)),
  });
