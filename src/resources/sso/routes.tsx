/** Routes of single sign-on (group src/plugins/system): 统一身份认证 /system/sso under its own module. */
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import sso from '.';
import { SSO_PAGE_PATH } from './paths';

/** 统一身份认证. */
export const ssoRoutes: FeatureRoutes = {
  routes: [guardedRoute(SSO_PAGE_PATH, SSO_PAGE_PATH, <sso.list />)],
};
