/**
 * Who may do what with timetables (issue 20 "Timetables"). Module paths of the seeded tree
 * (server/seed/modules.ts): 1901 学生课表 reads and imports students' timetables, 1902 教师课表
 * teachers'; 1012 我的课表 is a student's own. A college-scope holder of 1901 sees and imports the
 * students of their colleges only (the data scope, server/auth/scope.ts). The clash check is open to
 * every staff member: whoever plans an activity, a meeting or a course section.
 */
import type { DataScope } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { noPermission } from '../../protocol/errors.js';
import type { TimetableKind } from '../../../common/timetables.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../students/scope.js';

export const STUDENT_TIMETABLE_MODULE = '/data-platform/student/timetable';
export const TEACHER_TIMETABLE_MODULE = '/data-platform/teacher/timetable';
export const MY_TIMETABLE_MODULE = '/student/timetable';

/** The module of each kind's page. */
export const TIMETABLE_MODULES: Record<TimetableKind, string> = { student: STUDENT_TIMETABLE_MODULE, teacher: TEACHER_TIMETABLE_MODULE };

/** users.identity of each kind: 2 students, 0 staff. */
export const IDENTITY_OF: Record<TimetableKind, number> = { student: 2, teacher: 0 };

/**
 * 10003 unless the caller holds the kind's module; resolves to the data scope the kind's rows are
 * limited to (students: the caller's scope; teachers: the whole school).
 */
export async function requireKind(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, kind: TimetableKind): Promise<DataScope> {
  if (!(await hasPermission(db, session, TIMETABLE_MODULES[kind]))) throw noPermission();
  return kind === 'student' ? dataScopeOf(db, session) : { kind: 'school' };
}

/** 10003 unless the caller is staff (identity 0). */
export function requireStaff(session: Pick<Session, 'identity'>): void {
  if (session.identity !== 0) throw noPermission();
}
