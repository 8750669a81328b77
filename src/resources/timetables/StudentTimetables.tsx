/** 学生课表 (/data-platform/student/timetable): the students' timetables (TimetablesPage). */
import { TimetablesPage } from './TimetablesPage';

export default function StudentTimetables() {
  return <TimetablesPage kind="student" />;
}
