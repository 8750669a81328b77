/**
 * Sign-in and account screens (spec §2 "Sign-in and account screens").
 *
 * `accountRoutes` are the routes rendered WITHOUT the admin layout (mount them in
 * <CustomRoutes noLayout>): /changepassword, /logout-success, /cquelogout, /redirect,
 * /create_process, /encrypt, /JumpPage and every per-school login route except /login (react-admin's loginPage).
 */
import { createElement, type ReactElement } from 'react';
import { lazyScreen } from '../layout/lazyScreen';
import { schoolLoginRoutes } from '../authProvider/sso/registry';
import { LoginPage } from './LoginPage';

// The other screens are imported from their own files: a re-export here would put them in the
// initial JavaScript (issue 17).
export { LoginPage } from './LoginPage';

export interface AccountRoute {
  path: string;
  element: ReactElement;
}

// Only the login page is in the initial JavaScript (issue 17); the others arrive when opened.
const ChangePasswordPageLazy = lazyScreen(() => import('./ChangePasswordPage'), 'ChangePasswordPage');
const LogoutSuccessPageLazy = lazyScreen(() => import('./LogoutSuccessPage'), 'LogoutSuccessPage');
const RedirectNoticePageLazy = lazyScreen(() => import('./RedirectNoticePage'), 'RedirectNoticePage');
const NoPermissionPageLazy = lazyScreen(() => import('./NoPermissionPage'), 'NoPermissionPage');
// Issue 21: the partner landing /encrypt and the redirect notice /JumpPage, signed in or not.
const EncryptSignInLazy = lazyScreen(() => import('./EncryptSignIn'), 'EncryptSignIn');
const JumpPageLazy = lazyScreen(() => import('../resources/jump/JumpPage'), 'default');

export const accountRoutes: AccountRoute[] = [
  { path: '/changepassword', element: createElement(ChangePasswordPageLazy) },
  { path: '/logout-success', element: createElement(LogoutSuccessPageLazy) },
  { path: '/cquelogout', element: createElement(LogoutSuccessPageLazy, { slug: 'cque' }) },
  { path: '/redirect', element: createElement(RedirectNoticePageLazy) },
  { path: '/create_process', element: createElement(NoPermissionPageLazy) },
  { path: '/encrypt', element: createElement(EncryptSignInLazy) },
  { path: '/JumpPage', element: createElement(JumpPageLazy) },
  ...schoolLoginRoutes.filter((p) => p !== '/login').map((path) => ({ path, element: createElement(LoginPage) })),
];
