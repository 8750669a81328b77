/** Routes of school banners (issue 21, /system/banner), mounted by src/plugins/system; guarded by the module '/system/banner'. */
import { BANNER_MODULE } from '../../../common/banners';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';

const BannerPage = lazyWithRetry(() => import('./BannerPage'));

export const bannerRoutes: FeatureRoutes = {
  routes: [guardedRoute(BANNER_MODULE, BANNER_MODULE, <BannerPage />)],
};
