/**
 * The transcript routes reachable WITHOUT a session (issue 7 "/verify/{code}, no sign-in"): App.tsx
 * mounts them in <CustomRoutes noLayout>, which react-admin renders whatever the auth state, and the
 * route guard lets VERIFY_PATH through (src/authProvider/routeGuard.ts PUBLIC_PATHS).
 */
import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import transcripts from '.';
import { VERIFY_PATH } from './paths';

const page = (
  <Suspense fallback={null}>
    <transcripts.verify />
  </Suspense>
);

export const publicTranscriptRoutes = [
  <Route key={VERIFY_PATH} path={VERIFY_PATH} element={page} />,
  <Route key={`${VERIFY_PATH}/:code`} path={`${VERIFY_PATH}/:code`} element={page} />,
];
