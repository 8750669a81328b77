/**
 * The analysis and voluntary route groups: mounted for holders of their modules, each page behind
 * its own module (/analysis/warning/list behind '/analysis/warning'). Message parity:
 * i18n-parity.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import { createDataProvider } from '../../src/dataProvider';
import { mountedPlugins, pluginRoutes, plugins } from '../../src/plugins';
import analysis from '../../src/plugins/analysis';
import voluntary from '../../src/plugins/voluntary';
import { serveApi } from './auth-helpers';
import { colleges, grades, mod, settings, volunteerTree, warningRows } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

describe('analysis and voluntary plugins', () => {
  it('mount for holders of their modules', () => {
    expect(mountedPlugins(plugins, ['/analysis/school']).map((p) => p.name)).toContain('analysis');
    expect(mountedPlugins(plugins, ['/voluntary/practice/list']).map((p) => p.name)).toContain('voluntary');
    expect(mountedPlugins(plugins, ['/communist/activity']).map((p) => p.name)).not.toContain('voluntary');
  });

  it('open the warning list for holders of 学时预警', async () => {
    serveApi({
      'GET /analysis/warning/list': () => ({ code: 0, data: { list: warningRows, total: 2 } }),
      'GET /school/structure/options': () => ({ code: 0, data: colleges }),
      'GET /school/grade/partake/list': () => ({ code: 0, data: grades }),
      'GET /analysis/warning/settings': () => ({ code: 0, data: settings }),
    });
    renderWithAdmin(<Routes>{pluginRoutes(analysis)}</Routes>, {
      path: '/analysis/warning/list?id=3&gradeid=', modules: [mod(602, '/analysis/warning')], dataProvider: createDataProvider(),
    });
    expect(await screen.findByText('李同学')).toBeInTheDocument();
  });

  it.each(['/analysis/warningSetting', '/analysis/organization', '/analysis/warning/list'])('show 暂无权限！ on %s without its module', async (path) => {
    renderWithAdmin(<Routes>{pluginRoutes(analysis)}</Routes>, { path, modules: [mod(601, '/analysis/school')] });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
  });

  it('guard 志愿活动 by its module', async () => {
    serveApi({ 'GET /organization/tree': () => ({ code: 0, data: volunteerTree }) });
    renderWithAdmin(<Routes>{pluginRoutes(voluntary)}</Routes>, { path: '/voluntary/practice/list', modules: [mod(201, '/communist/activity')] });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
  });
});
