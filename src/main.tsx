/**
 * Entry point. History-mode routing (spec §2 "Routing uses history mode"): a browser data router
 * at basename '/' hands every path to the app; react-admin uses the router it finds.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { hashRedirect } from './dataScreen/hashRoute';
import { catalogueReady, restoreLocale } from './i18n';

// Spec §2: school 10341 opens the data screen at /#/dataV; the router runs in history mode, so the
// hash form becomes /dataV (its query kept) before the router reads the address.
const dataV = hashRedirect(window.location.pathname, window.location.hash);
if (dataV) window.history.replaceState(window.history.state, '', dataV);

// A data router (rather than <BrowserRouter>) so react-admin's unsaved-changes guard can block.
const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename: '/' });

// The whole zh-CN catalogue downloads while the sign-in page shows (its screens need only their
// part); the screens after sign-in wait for it (src/i18n/index.ts).
void catalogueReady().catch(() => undefined);

// A user who chose English earlier waits for its chunk (issue 17: not in the initial bundle) so the
// first paint is already in English; zh-CN users render at once.
void restoreLocale().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
