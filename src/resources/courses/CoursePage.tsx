/**
 * 第二课堂课程 (/course and its six sub-pages; issue 20): the tabs of catalogue, opening review,
 * sections, attendance, grades and course control, each at its own address and module.
 */
import { COURSE_MODULES } from '../../../common/courses';
import AttendanceTab from './AttendanceTab';
import CatalogTab from './CatalogTab';
import ControlTab from './ControlTab';
import CourseAuditTab from './CourseAuditTab';
import GradeTab from './GradeTab';
import { COURSE_TABS } from './paths';
import SectionTab from './SectionTab';
import { TabbedPage } from './TabbedPage';

const PAGES = {
  catalog: <CatalogTab />, audit: <CourseAuditTab />, section: <SectionTab />, attendance: <AttendanceTab />, grade: <GradeTab />, control: <ControlTab />,
};

export default function CoursePage() {
  return <TabbedPage base={COURSE_MODULES.home} tabs={COURSE_TABS} pages={PAGES} />;
}
