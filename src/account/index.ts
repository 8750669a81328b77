/**
 * Sign-in and account screens (spec §2 "Sign-in and account screens").
 *
 * `accountRoutes` are the routes rendered WITHOUT the admin layout (mount them in
 * <CustomRoutes noLayout>): /changepassword, /logout-success, /cquelogout, /redirect,
 * /create_process and every per-school login route except /login (react-admin's loginPage).
 */
import { createElement, type ReactElement } from 'react';
import { schoolLoginRoutes } from '../authProvider/sso/registry';
import { ChangePasswordPage } from './ChangePasswordPage';
import { LoginPage } from './LoginPage';
import { LogoutSuccessPage } from './LogoutSuccessPage';
import { NoPermissionPage } from './NoPermissionPage';
import { RedirectNoticePage } from './RedirectNoticePage';

export { LoginPage } from './LoginPage';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';
export { ChangePasswordPage } from './ChangePasswordPage';
export { LogoutSuccessPage } from './LogoutSuccessPage';
export { RedirectNoticePage } from './RedirectNoticePage';
export { NoPermissionPage } from './NoPermissionPage';

export interface AccountRoute {
  path: string;
  element: ReactElement;
}

export const accountRoutes: AccountRoute[] = [
  { path: '/changepassword', element: createElement(ChangePasswordPage) },
  { path: '/logout-success', element: createElement(LogoutSuccessPage) },
  { path: '/cquelogout', element: createElement(LogoutSuccessPage, { slug: 'cque' }) },
  { path: '/redirect', element: createElement(RedirectNoticePage) },
  { path: '/create_process', element: createElement(NoPermissionPage) },
  ...schoolLoginRoutes.filter((p) => p !== '/login').map((path) => ({ path, element: createElement(LoginPage) })),
];
