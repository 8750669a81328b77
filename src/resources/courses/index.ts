/** The course pages of issue 20 (routed by ./routes.tsx); each loads lazily. */
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  course: lazyWithRetry(() => import('./CoursePage')),
  review: lazyWithRetry(() => import('./ReviewPage')),
  student: lazyWithRetry(() => import('./StudentCourses')),
  icon: SchoolOutlined,
};
