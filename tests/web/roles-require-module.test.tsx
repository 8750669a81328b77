/** A typed address of an ungranted page inside a mounted group shows 权限警告 / 暂无权限！ (spec §6). */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ModuleItem } from '../../common/api';
import { RequireModule } from '../../src/resources/roles/RequireModule';
import { renderWithAdmin } from './shell-harness';

const mod = (id: number, path: string, children: ModuleItem[] = []): ModuleItem => ({ id, name: path, path, parentId: 0, orderId: id, isBtn: 0, icon: '', children });

describe('RequireModule', () => {
  it('renders the page for holders of its module', async () => {
    renderWithAdmin(<RequireModule path="/teacher/user"><p>教师列表页</p></RequireModule>, { modules: [mod(500, '/usermng', [mod(504, '/teacher/user')])] });
    expect(await screen.findByText('教师列表页')).toBeInTheDocument();
  });

  it('shows the no-permission notice to others', async () => {
    renderWithAdmin(<RequireModule path="/teacher/user"><p>教师列表页</p></RequireModule>, { modules: [mod(500, '/usermng', [mod(501, '/usermng/student/list')])] });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
    expect(screen.getByText('权限警告')).toBeInTheDocument();
    expect(screen.queryByText('教师列表页')).not.toBeInTheDocument();
  });
});
