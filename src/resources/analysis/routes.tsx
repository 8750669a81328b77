/**
 * Routes of the analysis feature, one group each:
 * - analysisRoutes (src/plugins/analysis; issue 6, spec §2 /analysis: school, warning,
 *   warningSetting, warning/list, classroom, classif, organization): each page under its own
 *   module; /analysis/warning/list under '/analysis/warning', like /analysis/warning itself.
 *   待办统计 /analysis/needDealt/list belongs to the proceeding group.
 * - warningConfigRoutes (src/plugins/system; issue 13): 预警配置 /system/classify/warn (module 704).
 */
import { Resource } from 'react-admin';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import analysis from '.';
import { ANALYSIS_PATHS, WARN_CONFIG_PATH } from './paths';

/** The /analysis pages and the analysisWarnings resource. */
export const analysisRoutes: FeatureRoutes = {
  resources: [<Resource key="analysisWarnings" name="analysisWarnings" />],
  routes: [
    guardedRoute(ANALYSIS_PATHS.school, ANALYSIS_PATHS.school, <analysis.school />),
    guardedRoute(ANALYSIS_PATHS.warning, ANALYSIS_PATHS.warning, <analysis.warningList />),
    guardedRoute(ANALYSIS_PATHS.warningList, ANALYSIS_PATHS.warning, <analysis.warningList />),
    guardedRoute(ANALYSIS_PATHS.warningSetting, ANALYSIS_PATHS.warningSetting, <analysis.warningSetting />),
    guardedRoute(ANALYSIS_PATHS.classroom, ANALYSIS_PATHS.classroom, <analysis.classroom />),
    guardedRoute(ANALYSIS_PATHS.classify, ANALYSIS_PATHS.classify, <analysis.classify />),
    guardedRoute(ANALYSIS_PATHS.organization, ANALYSIS_PATHS.organization, <analysis.organization />),
  ],
};

/** 预警配置: the warning values and tiers. */
export const warningConfigRoutes: FeatureRoutes = {
  routes: [guardedRoute(WARN_CONFIG_PATH, WARN_CONFIG_PATH, <analysis.warningConfig />)],
};
