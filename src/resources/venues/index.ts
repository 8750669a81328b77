/** The venue pages of issue 19 (routed by ./routes.tsx); each loads lazily. */
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  list: lazyWithRetry(() => import('./SiteList')),
  form: lazyWithRetry(() => import('./SiteForm')),
  types: lazyWithRetry(() => import('./SiteTypeList')),
  apply: lazyWithRetry(() => import('./BookingApply')),
  bookings: lazyWithRetry(() => import('./BookingList')),
  detail: lazyWithRetry(() => import('./BookingDetail')),
  audit: lazyWithRetry(() => import('./BookingAudit')),
  icon: PlaceOutlined,
};
