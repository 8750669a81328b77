/** The timetable pages of issue 20 (routed by ./routes.tsx); each loads lazily. */
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  students: lazyWithRetry(() => import('./StudentTimetables')),
  teachers: lazyWithRetry(() => import('./TeacherTimetables')),
  mine: lazyWithRetry(() => import('./MyTimetable')),
  icon: CalendarMonthOutlined,
};
