/** Addresses of the timetable pages (ROUTES.md group II, /data-platform) and the modules that guard them. */
import type { TimetableKind } from '../../../common/timetables';

export const STUDENT_TIMETABLE_PATH = '/data-platform/student/timetable';
export const TEACHER_TIMETABLE_PATH = '/data-platform/teacher/timetable';
/** Ours beside the listed ones: the student's own week (module 1012). */
export const MY_TIMETABLE_PATH = '/student/timetable';

export const TIMETABLE_PATHS: Record<TimetableKind, string> = { student: STUDENT_TIMETABLE_PATH, teacher: TEACHER_TIMETABLE_PATH };
