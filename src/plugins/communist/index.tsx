/** Route group /communist (spec §2): the activity pages and the blacklist of issue 4. */
import { activityRoutes } from '../../resources/activities/routes';
import { blacklistRoutes } from '../../resources/blacklist/routes';
// Issue 20: quizzes, the question bank and 青年大学习 (/communist/answer, /communist/subject, /communist/youth).
import { quizRoutes } from '../../resources/quizzes/routes';
// Issue 21: 活动评价 (/communist/evaluate/project, apply, statistics and the students' 待评价活动).
import { evaluationRoutes } from '../../resources/evaluations/routes';
// Issue 21: 处分 (/communist/punishment/…) and 加减学时 (/communist/count, plus, sub).
import { punishmentRoutes } from '../../resources/punishments/routes';
import { adjustmentRoutes } from '../../resources/adjustments/routes';
// Issue 21: 礼品管理 and 兑换订单 (/communist/systempal/store, /communist/gift/list).
import { giftRoutes } from '../../resources/points/routes';
// Issue 21: 学分置换记录 (/communist/credit/replace/list).
import { creditListRoutes } from '../../resources/creditReplace/routes';
// Issue 21: 工作日志, 待办事项 (/communist/journal/…, /communist/thing/list) and 意见反馈 (/communist/systempal/feedback).
import { journalRoutes } from '../../resources/journals/routes';
import { feedbackRoutes } from '../../resources/feedback/routes';
import type { RouteGroupPlugin } from '../types';

const communist: RouteGroupPlugin = {
  name: 'communist',
  basePaths: ['/communist', '/activity'],
  features: [activityRoutes, blacklistRoutes, quizRoutes, evaluationRoutes, giftRoutes, punishmentRoutes, adjustmentRoutes, journalRoutes, feedbackRoutes, creditListRoutes],
};

export default communist;
