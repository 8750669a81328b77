/**
 * Route group: 评选投票 (issue 21 "Votes"; spec §2 /vote). Pages and guards:
 * src/resources/votes/routes.tsx.
 */
import { voteRoutes } from '../../resources/votes/routes';
import type { RouteGroupPlugin } from '../types';

const vote: RouteGroupPlugin = {
  name: 'vote',
  basePaths: ['/vote'],
  features: [voteRoutes],
};

export default vote;
