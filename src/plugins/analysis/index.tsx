/**
 * Route group: the /analysis pages (issue 6; spec §2 /analysis). Pages and guards:
 * src/resources/analysis/routes.tsx. 待办统计 /analysis/needDealt/list belongs to the proceeding group.
 */
import { analysisRoutes } from '../../resources/analysis/routes';
import type { RouteGroupPlugin } from '../types';

const analysis: RouteGroupPlugin = {
  name: 'analysis',
  basePaths: ['/analysis'],
  features: [analysisRoutes],
};

export default analysis;
