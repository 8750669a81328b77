/**
 * The student's activity pages of issue 4 (mounted by src/plugins/studentActivity): 我的活动, the
 * activity detail and the QR sign page. Pages load lazily.
 */
import EventOutlined from '@mui/icons-material/EventOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  page: lazyWithRetry(() => import('./StudentActivityPage')),
  detail: lazyWithRetry(() => import('./StudentActivityDetail')),
  sign: lazyWithRetry(() => import('./SignPage')),
  icon: EventOutlined,
};
