/** Route group /communist (spec §2): the activity pages and the blacklist of issue 4. */
import { activityRoutes } from '../../resources/activities/routes';
import { blacklistRoutes } from '../../resources/blacklist/routes';
// Issue 20: quizzes, the question bank and 青年大学习 (/communist/answer, /communist/subject, /communist/youth).
import { quizRoutes } from '../../resources/quizzes/routes';
// Issue 21: 礼品管理 and 兑换订单 (/communist/systempal/store, /communist/gift/list).
import { giftRoutes } from '../../resources/points/routes';
import type { RouteGroupPlugin } from '../types';

const communist: RouteGroupPlugin = {
  name: 'communist',
  basePaths: ['/communist', '/activity'],
  features: [activityRoutes, blacklistRoutes, quizRoutes, giftRoutes],
};

export default communist;
