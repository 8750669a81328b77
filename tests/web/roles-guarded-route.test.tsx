/**
 * A typed address of an ungranted page inside a mounted group shows 权限警告 / 暂无权限！ (spec §6):
 * the one guarded-route helper, and the guarded routes of the /usermng and /organization groups.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Routes } from 'react-router-dom';
import type { ModuleItem } from '../../common/api';
import { pluginRoutes } from '../../src/plugins';
import organization from '../../src/plugins/organization';
import usermng from '../../src/plugins/usermng';
import { guardedRoute } from '../../src/resources/shared/guardedRoute';
import { renderWithAdmin } from './shell-harness';

const mod = (id: number, path: string, children: ModuleItem[] = []): ModuleItem => ({ id, name: path, path, parentId: 0, orderId: id, isBtn: 0, icon: '', children });

const teacherPage = <Routes>{guardedRoute('/teacher/user', '/teacher/user', <p>教师列表页</p>)}</Routes>;

describe('guardedRoute', () => {
  it('renders the page for holders of its module', async () => {
    renderWithAdmin(teacherPage, { path: '/teacher/user', modules: [mod(500, '/usermng', [mod(504, '/teacher/user')])] });
    expect(await screen.findByText('教师列表页')).toBeInTheDocument();
  });

  it('shows the no-permission notice to others', async () => {
    renderWithAdmin(teacherPage, { path: '/teacher/user', modules: [mod(500, '/usermng', [mod(501, '/usermng/student/list')])] });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
    expect(screen.getByText('权限警告')).toBeInTheDocument();
    expect(screen.queryByText('教师列表页')).not.toBeInTheDocument();
  });
});

describe('the /usermng and /organization routes', () => {
  const render = (path: string, modules: ModuleItem[]) =>
    renderWithAdmin(<Routes>{[...pluginRoutes(usermng), ...pluginRoutes(organization)]}</Routes>, {
      path,
      modules,
      dataProvider: testDataProvider({
        getList: async () => ({ data: [], total: 0 }),
        getStructureOptions: async () => [],
        getOrganizationTree: async () => [],
      } as never),
    });

  it.each(['/teacher/user', '/usermng/student/campus', '/usermng/student/class', '/usermng/student/export', '/organization/department', '/organization/student-union'])(
    'show 权限警告 at %s to a user without its module',
    async (path) => {
      render(path, [mod(500, '/usermng', [mod(501, '/usermng/student/list')]), mod(400, '/organization', [mod(403, '/organization/club')])]);
      expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
      expect(screen.getByText('权限警告')).toBeInTheDocument();
    },
  );

  it('open the structure page for holders of its module', async () => {
    render('/usermng/student/campus', [mod(500, '/usermng', [mod(505, '/usermng/student/campus')])]);
    expect(await screen.findByRole('button', { name: '新增' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('暂无权限！')).not.toBeInTheDocument();
  });

  it('open an alias for holders of the page it opens (/organization/student-union → 学生会)', async () => {
    render('/organization/student-union', [mod(400, '/organization', [mod(402, '/organization/union')])]);
    expect(await screen.findByRole('navigation', { name: '组织导航' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('暂无权限！')).not.toBeInTheDocument();
  });
});
