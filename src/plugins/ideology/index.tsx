/**
 * Route group: party and league work (issue 20; ROUTES.md group II: /ideology, /ideology/party,
 * /ideology/group, /ideology/fees, /ideology/studio, /ideology/meeting, /ideology/thematic/meeting,
 * /ideology/advanced/party|group, /ideology/activity/found|examine|second/examine|grant,
 * /ideology/banner) and the students' 我的党团 (/student/ideology). Pages and guards:
 * src/resources/ideology/routes.tsx.
 */
import { ideologyRoutes } from '../../resources/ideology/routes';
import type { RouteGroupPlugin } from '../types';

const ideology: RouteGroupPlugin = {
  name: 'ideology',
  basePaths: ['/ideology', '/ideology-work', '/student/ideology'],
  features: [ideologyRoutes],
};

export default ideology;
