/**
 * Which route groups a user gets (DESIGN.md §3: "mounts only the groups whose paths the user's
 * modules contain"; spec §6: '*' grants everything).
 */
import { pathUnder } from '../authProvider/access';
import type { RouteGroupPlugin } from './types';

export { pathUnder };

/**
 * The plugins to mount for a user whose module list holds `paths` (menu paths and button
 * permissions from getPermissions().paths). A plugin is mounted when any of its basePaths covers
 * any of the paths; '*' mounts every plugin. Order follows the registration list.
 *
 * @example mountedPlugins([usermng], ['/usermng', '/usermng/student/list']) → [usermng]
 */
export function mountedPlugins(plugins: RouteGroupPlugin[], paths: readonly string[]): RouteGroupPlugin[] {
  if (paths.includes('*')) return [...plugins];
  return plugins.filter((plugin) =>
    plugin.basePaths.some((base) => paths.some((path) => typeof path === 'string' && pathUnder(base, path))),
  );
}

/** Every <Resource> of a group, from its features in order. */
export const pluginResources = (plugin: RouteGroupPlugin) => plugin.features.flatMap((feature) => feature.resources ?? []);

/** Every <Route> of a group, from its features in order. */
export const pluginRoutes = (plugin: RouteGroupPlugin) => plugin.features.flatMap((feature) => feature.routes ?? []);
