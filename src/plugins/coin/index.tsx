/**
 * Route group: /coin (issue 21 "Points and gifts"; spec §2 /analysis … /coin/base/list): 活力值账户
 * and the student's 活力商城. Pages and guards: src/resources/points/routes.tsx (the gift pages are
 * in the communist group, the rules in the system group).
 */
import { coinRoutes } from '../../resources/points/routes';
import type { RouteGroupPlugin } from '../types';

const coin: RouteGroupPlugin = {
  name: 'coin',
  basePaths: ['/coin'],
  features: [coinRoutes],
};

export default coin;
