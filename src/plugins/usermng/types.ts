import type { ReactElement } from 'react';

/** One area's share of a route group: its react-admin resources and its custom routes. */
export interface RouteGroupPart {
  resources: ReactElement[];
  routes: ReactElement[];
}
