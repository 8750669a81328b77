/** Routes of the flow templates (group src/plugins/system): 流程配置 /system/flow under its own module. */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import flows from '.';
import { FLOW_PAGE_PATH } from './paths';

/** 流程配置 and the flows resource. */
export const flowRoutes: FeatureRoutes = {
  resources: [<Resource key="flows" name="flows" icon={flows.icon} recordRepresentation={flows.recordRepresentation} />],
  routes: [guardedRoute(FLOW_PAGE_PATH, FLOW_PAGE_PATH, <flows.list />)],
};
