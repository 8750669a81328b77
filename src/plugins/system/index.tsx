/**
 * Route group /system (spec §2 "/system and related"): 角色权限, 流程配置, 模块分类, 学期设置,
 * 预警配置, 参数设置 and 诚信设置, 个人信息查看记录, 通知公告, 统一身份认证, 模板文件 (issue 21, per kind), 轮播图 (issue 21). Pages and guards: each feature's
 * routes.tsx under src/resources/.
 */
import { warningConfigRoutes } from '../../resources/analysis/routes';
import { bannerRoutes } from '../../resources/banners/routes';
import { classifyRoutes } from '../../resources/classify/routes';
import { documentTemplateRoutes } from '../../resources/documentTemplates/routes';
import { flowRoutes } from '../../resources/flows/routes';
import { noticeRoutes } from '../../resources/notices/routes';
import { personalDataRoutes } from '../../resources/personalData/routes';
import { roleRoutes } from '../../resources/roles/routes';
import { schoolParamsRoutes } from '../../resources/schoolParams/routes';
import { ssoRoutes } from '../../resources/sso/routes';
import { termRoutes } from '../../resources/terms/routes';
// Issue 21: 活力值规则 (/system/coin).
import { coinRuleRoutes } from '../../resources/points/routes';
// Issue 21: 置换认定规则 (/system/confirmsubstitution).
import { creditRuleRoutes } from '../../resources/creditReplace/routes';
// Issue 21: 宣传阵地 (/system/field/*) and 组织工作安排 (/system/schedule/organ).
import { fieldRoutes } from '../../resources/fields/routes';
import type { RouteGroupPlugin } from '../types';

const system: RouteGroupPlugin = {
  name: 'system',
  basePaths: ['/system'],
  features: [roleRoutes, flowRoutes, classifyRoutes, termRoutes, warningConfigRoutes, schoolParamsRoutes, personalDataRoutes, noticeRoutes, ssoRoutes, coinRuleRoutes, documentTemplateRoutes, bannerRoutes, creditRuleRoutes, fieldRoutes],
};

export default system;
