/** 教师课表 (/data-platform/teacher/timetable): the teachers' timetables (TimetablesPage). */
import { TimetablesPage } from './TimetablesPage';

export default function TeacherTimetables() {
  return <TimetablesPage kind="teacher" />;
}
