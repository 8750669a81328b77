/**
 * Route group: 社会实践 (issue 19; spec §2 /society, /society1 "management, practice" and the
 * student's /practice). Pages and guards: src/resources/practice/routes.tsx.
 */
import { practiceRoutes } from '../../resources/practice/routes';
import type { RouteGroupPlugin } from '../types';

const society: RouteGroupPlugin = {
  name: 'society',
  basePaths: ['/society', '/society1', '/practice'],
  features: [practiceRoutes],
};

export default society;
