/**
 * The web app as a table of contents (DESIGN.md §3, EXAMPLES.md): providers, layout, the account
 * routes and the public transcript verification page outside the shell, then the route-group
 * plugins the signed-in user's modules reach.
 */
import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { accountRoutes, LoginPage } from './account';
import { authProvider } from './authProvider';
import { AppNotification } from './authProvider/AppNotification';
import { Home } from './resources/dashboard/Home';
import { dataProvider } from './dataProvider';
import { queryClient } from './dataProvider/queryClient';
import { i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { NotFound } from './layout/NotFound';
import { mountedPlugins, pluginResources, pluginRoutes, plugins } from './plugins';
import { publicTranscriptRoutes } from './resources/transcripts/publicRoutes';
import { theme } from './theme';

/** The user's route groups: getPermissions().paths decides which plugins mount (spec §6). */
function routeGroups(permissions: { paths?: string[] } | undefined) {
  const groups = mountedPlugins(plugins, permissions?.paths ?? []);
  return [...groups.flatMap(pluginResources), <CustomRoutes key="route-groups">{groups.flatMap(pluginRoutes)}</CustomRoutes>];
}

export function App() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      theme={theme}
      i18nProvider={i18nProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      layout={AppLayout}
      notification={AppNotification}
      loginPage={LoginPage}
      dashboard={Home}
      catchAll={NotFound}
    >
      <CustomRoutes noLayout>
        {accountRoutes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        {/* Issue 7: /verify/{code} opens from a transcript's QR code, signed in or not. */}
        {publicTranscriptRoutes}
      </CustomRoutes>
      <CustomRoutes>
        {/* The named dashboard route of spec §2 shows the same home as '/'. */}
        <Route path="/dashboard" element={<Home />} />
      </CustomRoutes>
      {routeGroups}
    </Admin>
  );
}
