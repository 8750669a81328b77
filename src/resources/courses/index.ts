/** The course pages of issue 20 (routed by ./routes.tsx); each loads lazily. */
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  course: lazyWithRetry(() => import('./CoursePage')),
  review: lazyWithRetry(() => import('./ReviewPage')),
  // Issue 21: the control rules at /communist/course/control/list.
  controlList: lazyWithRetry(() => import('./ControlListPage')),
  student: lazyWithRetry(() => import('./StudentCourses')),
  icon: SchoolOutlined,
};
