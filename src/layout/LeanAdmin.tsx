/**
 * react-admin's <Admin> (AdminContext + AdminUI, as react-admin composes them) with every screen
 * given by the app, so that none of react-admin's defaults is in the initial JavaScript (issue 17,
 * ≤ 300 KB gzip): <Admin> bundles its default layout (app bar, sidebar, menu, preferences
 * inspector), login page and English i18nProvider even when they are replaced. Its error,
 * access-denied and authentication-error screens are shown rarely, so they arrive when first shown.
 *
 * Props: <Admin>'s providers (auth, data, i18n, query client), theme and screens, with its default
 * store (localStorage); `layout`, `loginPage`, `notification`, `catchAll` and `i18nProvider` are
 * required since there is no default to fall back on.
 */
import { createElement, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, localStorageStore, type CoreAdminUIProps } from 'ra-core';
import { AdminContext, LoadingPage, type AdminContextProps } from 'ra-ui-materialui';
import { lazyScreen } from './lazyScreen';

// The store react-admin's <Admin> uses by default (sidebar state, chosen locale).
const store = localStorageStore();

// Rarely shown: they arrive when first shown, from one chunk (raScreens.ts).
const ErrorScreen = lazyScreen(() => import('./raScreens'), 'Error');
const AccessDeniedScreen = lazyScreen(() => import('./raScreens'), 'AccessDenied');
const AuthenticationErrorScreen = lazyScreen(() => import('./raScreens'), 'AuthenticationError');

export type LeanAdminProps = Pick<AdminContextProps, 'authProvider' | 'dataProvider' | 'queryClient' | 'theme'> &
  Required<Pick<AdminContextProps, 'i18nProvider'>> &
  CoreAdminUIProps &
  Required<Pick<CoreAdminUIProps, 'layout' | 'loginPage' | 'catchAll'>> & {
    /** Rendered on every route, beside the page (toasts, the route guard). */
    notification: ComponentType;
  };

export function LeanAdmin({ authProvider, dataProvider, i18nProvider, queryClient, theme, notification, children, ...ui }: LeanAdminProps) {
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          loading={LoadingPage}
          error={ErrorScreen}
          accessDenied={AccessDeniedScreen}
          authenticationError={AuthenticationErrorScreen}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
