/** The blacklist page of route group /communist (spec §2 /communist/blacklist 黑名单), guarded by its module. */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import blacklist from '.';

export const BLACKLIST_PATH = '/communist/blacklist';

const { list: BlacklistList } = blacklist;

export const blacklistRoutes: FeatureRoutes = {
  resources: [<Resource key="blacklist" name="blacklist" icon={blacklist.icon} recordRepresentation={blacklist.recordRepresentation} />],
  routes: [guardedRoute(BLACKLIST_PATH, BLACKLIST_PATH, <BlacklistList />)],
};
