/** The 党团工作 pages of issue 20 (routed by ./routes.tsx); each loads lazily. */
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  overview: lazyWithRetry(() => import('./Overview')),
  roster: lazyWithRetry(() => import('./Roster')),
  fees: lazyWithRetry(() => import('./Fees')),
  studios: lazyWithRetry(() => import('./Studios').then((m) => ({ default: m.StudioList }))),
  banners: lazyWithRetry(() => import('./Studios').then((m) => ({ default: m.BannerList }))),
  meetings: lazyWithRetry(() => import('./Meetings')),
  advanced: lazyWithRetry(() => import('./Advanced')),
  found: lazyWithRetry(() => import('./Activities').then((m) => ({ default: m.ActivityFound }))),
  examine: lazyWithRetry(() => import('./Activities').then((m) => ({ default: m.ActivityExamine }))),
  grant: lazyWithRetry(() => import('./Activities').then((m) => ({ default: m.ActivityGrant }))),
  mine: lazyWithRetry(() => import('./MyIdeology')),
  icon: FlagOutlined,
};
