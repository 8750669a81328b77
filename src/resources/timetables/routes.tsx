/**
 * Routes of the timetables feature (issue 20; ROUTES.md group II /data-platform), mounted by
 * src/plugins/dataPlatform: 学生课表 '/data-platform/student/timetable', 教师课表
 * '/data-platform/teacher/timetable', each guarded by its own module, and the student's 我的课表
 * '/student/timetable' (module 1012).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import timetables from '.';
import { MY_TIMETABLE_PATH, STUDENT_TIMETABLE_PATH, TEACHER_TIMETABLE_PATH } from './paths';

export const timetableRoutes: FeatureRoutes = {
  resources: [<Resource key="timetableEntries" name="timetableEntries" icon={timetables.icon} />],
  routes: [
    guardedRoute(STUDENT_TIMETABLE_PATH, STUDENT_TIMETABLE_PATH, <timetables.students />),
    guardedRoute(TEACHER_TIMETABLE_PATH, TEACHER_TIMETABLE_PATH, <timetables.teachers />),
    guardedRoute(MY_TIMETABLE_PATH, MY_TIMETABLE_PATH, <timetables.mine />),
  ],
};
