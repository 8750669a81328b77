/**
 * The web app as a table of contents (DESIGN.md §3, EXAMPLES.md): providers, layout, the account
 * routes and the public transcript verification page outside the shell, then the route-group
 * plugins the signed-in user's modules reach.
 *
 * Issue 17 (initial JavaScript ≤ 300 KB gzip): index.html loads only what the sign-in page needs.
 * The shell, the home page and the route-group tables arrive after sign-in, each behind a loading
 * state; a deep link waits for them the same way.
 */
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { accountRoutes, LoginPage } from './account';
import { authProvider } from './authProvider';
import { AppNotification } from './authProvider/AppNotification';
import { importWithRetry, lazyWithRetry } from './authProvider/lazyWithRetry';
import { dataProvider } from './dataProvider';
import { queryClient } from './dataProvider/queryClient';
import { catalogueReady, i18nProvider } from './i18n';
import { LeanAdmin } from './layout/LeanAdmin';
import { lazyScreen } from './layout/lazyScreen';
import { NotFound } from './layout/NotFound';
import { publicTranscriptRoutes } from './resources/transcripts/publicRoutes';
import { theme } from './theme';

// The shell arrives on first use (react-admin's spinner until then); its pages, the home page
// included, suspend inside it behind its progress bar.
const loadLayout = () => import('./layout/AppLayout');
const loadHome = () => import('./resources/dashboard/Home');
const AppLayout = lazyScreen(loadLayout, 'AppLayout');
const Home = lazyWithRetry(() => loadHome().then((m) => ({ default: m.Home })));
// Issue 21: the city selection of spec §2 /city.
const CityPage = lazyWithRetry(() => import('./resources/city/CityPage'));

/**
 * The user's route groups: getPermissions().paths decides which plugins mount (spec §6). The
 * plugin tables are one lazy chunk; react-admin shows its loading page until they resolve.
 */
async function routeGroups(permissions: { paths?: string[] } | undefined) {
  // Signed in: the shell and the home page download beside the route tables, not after them.
  void loadLayout().catch(() => undefined);
  void loadHome().catch(() => undefined);
  const [{ mountedPlugins, pluginResources, pluginRoutes, plugins }] = await Promise.all([importWithRetry(() => import('./plugins')), catalogueReady()]);
  const groups = mountedPlugins(plugins, permissions?.paths ?? []);
  return [...groups.flatMap(pluginResources), <CustomRoutes key="route-groups">{groups.flatMap(pluginRoutes)}</CustomRoutes>];
}

export function App() {
  return (
    <LeanAdmin
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
        {/* Issue 21: /shouye (首页) is the same home: 我的首页 for students, 数据一览 or the dashboard for staff. */}
        <Route path="/shouye" element={<Home />} />
        <Route path="/city" element={<CityPage />} />
      </CustomRoutes>
      {routeGroups}
    </LeanAdmin>
  );
}
