/**
 * The /analysis pages of issue 6 (routes: ./routes.tsx): 学校分析, 学时预警名单, 预警设置,
 * 第二课堂分析, 分类分析 and 组织分析. Pages load lazily.
 */
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { lazyWithRetry } from '../../authProvider/lazyWithRetry';

export default {
  school: lazyWithRetry(() => import('./SchoolAnalysis')),
  warningList: lazyWithRetry(() => import('./WarningList')),
  warningSetting: lazyWithRetry(() => import('./WarningSettingPage')),
  /** 预警配置 (/system/classify/warn, issue 13), mounted by the /system group. */
  warningConfig: lazyWithRetry(() => import('./WarningConfigPage')),
  classroom: lazyWithRetry(() => import('./ClassroomAnalysis')),
  classify: lazyWithRetry(() => import('./ClassifyAnalysis')),
  organization: lazyWithRetry(() => import('./OrganizationAnalysis')),
  icon: InsightsOutlined,
};
