/**
 * Route group: 创新创业 (issue 20; spec §2 /innovate and /innovation). Pages and guards:
 * src/resources/innovation/routes.tsx.
 */
import { innovationRoutes } from '../../resources/innovation/routes';
import type { RouteGroupPlugin } from '../types';

const innovate: RouteGroupPlugin = {
  name: 'innovate',
  basePaths: ['/innovate', '/innovation'],
  features: [innovationRoutes],
};

export default innovate;
