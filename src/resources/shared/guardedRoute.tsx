/**
 * The one guarded-route helper of the feature folders (issue 15 step 2): a react-router <Route> at
 * `path` that renders `page` through react-admin's <CanAccess> for holders of any of `modules`
 * (authProvider.canAccess → authProvider/access.ts), and 权限警告 otherwise. A route group is
 * mounted as soon as the user holds any of its paths, so each page still checks its own module.
 */
import type { ReactElement } from 'react';
import { CanAccess } from 'react-admin';
import { Route } from 'react-router-dom';
import { anyOfModules } from '../../authProvider/access';
import { AccessDenied } from './AccessDenied';

/**
 * What a feature folder exports for a route group (issue 15 step 2): its react-admin <Resource>s
 * and its guarded <Route>s (guardedRoute below), declared in JSX in
 * src/resources/<feature>/routes.tsx. A feature serving several groups exports one per group.
 */
export interface FeatureRoutes {
  resources?: ReactElement[];
  routes?: ReactElement[];
}

export function guardedRoute(path: string, modules: string | readonly string[], page: ReactElement): ReactElement {
  return (
    <Route
      key={path}
      path={path}
      element={
        <CanAccess resource={anyOfModules(modules)} action="show" accessDenied={<AccessDenied />}>
          {page}
        </CanAccess>
      }
    />
  );
}
