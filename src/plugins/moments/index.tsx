/**
 * Route group: 校园动态 (issue 21 moments; ROUTES.md group III: /communist/moments/show, dynamic,
 * theme, detail) and the students' phone feed /student/moments, which also reach a post's page.
 * Pages and guards: src/resources/moments/routes.tsx.
 */
import { momentRoutes } from '../../resources/moments/routes';
import type { RouteGroupPlugin } from '../types';

const moments: RouteGroupPlugin = {
  name: 'moments',
  basePaths: ['/communist/moments', '/student/moments'],
  features: [momentRoutes],
};

export default moments;
