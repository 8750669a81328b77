/**
 * The route-group plugin contract (DESIGN.md §3, spec §2 "Route groups"). A group is one folder
 * under src/plugins/ registered in src/plugins/index.ts; it is mounted only for users whose module
 * list reaches one of its base paths, and its page code is loaded lazily.
 */
import type { FeatureRoutes } from '../resources/shared/guardedRoute';

export type { FeatureRoutes };

export interface RouteGroupPlugin {
  /** Group name, e.g. 'usermng'; also the React key of its routes. */
  name: string;
  /** Menu path prefixes the group serves, e.g. ['/usermng', '/student', '/teacher']. */
  basePaths: string[];
  /** The features whose pages the group serves, in menu order: the group's table of contents. */
  features: FeatureRoutes[];
}
