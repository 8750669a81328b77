/**
 * Route group of the award declarations (issue 5; spec §2 /communist project pages, /proceeding/wait
 * declare auditing, the old /wait/declare addresses): the projects and the declarations with their
 * review queue. Pages and guards: src/resources/declarations/routes.tsx.
 */
import { declarationRoutes, projectRoutes } from '../../resources/declarations/routes';
import type { RouteGroupPlugin } from '../types';

const project: RouteGroupPlugin = {
  name: 'project',
  basePaths: ['/communist/project', '/proceeding/wait/declare', '/wait/declare'],
  features: [projectRoutes, declarationRoutes],
};

export default project;
