/**
 * Route group: the /analysis pages (issue 6; spec §2 /analysis: school, warning, warningSetting,
 * warning/list, classroom, classif, organization). Each page is guarded by its module
 * (RequireModule); /analysis/warning/list by '/analysis/warning', like /analysis/warning itself.
 * 待办统计 /analysis/needDealt/list belongs to the proceeding plugin.
 */
import { createElement, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import analysis from '../../resources/analysis';
import { ANALYSIS_PATHS } from '../../resources/analysis/paths';
import { RequireModule } from '../../resources/roles/RequireModule';
import type { RouteGroupPlugin } from '../types';

/** `path` rendering `page` for holders of `module` (default: the path itself). */
const guarded = (path: string, page: ComponentType, module = path) =>
  createElement(Route, { key: path, path, element: createElement(RequireModule, { path: module }, createElement(page)) });

const plugin: RouteGroupPlugin = {
  name: 'analysis',
  basePaths: ['/analysis'],
  resources: [createElement(Resource, { key: 'analysisWarnings', name: 'analysisWarnings' })],
  routes: [
    guarded(ANALYSIS_PATHS.school, analysis.school),
    guarded(ANALYSIS_PATHS.warning, analysis.warningList),
    guarded(ANALYSIS_PATHS.warningList, analysis.warningList, ANALYSIS_PATHS.warning),
    guarded(ANALYSIS_PATHS.warningSetting, analysis.warningSetting),
    guarded(ANALYSIS_PATHS.classroom, analysis.classroom),
    guarded(ANALYSIS_PATHS.classify, analysis.classify),
    guarded(ANALYSIS_PATHS.organization, analysis.organization),
  ],
};

export default plugin;
