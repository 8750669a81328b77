/**
 * Route group: 荣誉就业 (issue 21; spec §2 /honors and /employment). Pages and guards:
 * src/resources/honours/routes.tsx.
 */
import { honourRoutes } from '../../resources/honours/routes';
import type { RouteGroupPlugin } from '../types';

const honors: RouteGroupPlugin = {
  name: 'honors',
  basePaths: ['/honors', '/employment'],
  features: [honourRoutes],
};

export default honors;
