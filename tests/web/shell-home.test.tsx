/** Home at '/' (spec §2): 数据一览 for admin-side users, 我的首页 for students. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Home } from '../../src/dashboard/Home';
import { renderWithAdmin } from './shell-harness';

function signIn(values: Record<string, string>) {
  Object.entries(values).forEach(([k, v]) => localStorage.setItem(k, v));
}

describe('Home', () => {
  it('greets an admin-side user with school, role, last sign-in and quick links to the menu groups', async () => {
    signIn({ name: '王老师', roleName: '管理员', schoolName: '示范大学', lastLoginTime: '2024-09-01 10:00:00', identity: '0' });
    const { location } = renderWithAdmin(<Home />);
    expect(screen.getByTestId('welcome-name')).toHaveTextContent('您好，王老师');
    expect(screen.getByText('示范大学')).toBeInTheDocument();
    expect(screen.getByText('管理员')).toBeInTheDocument();
    expect(screen.getByText('上次登录：2024-09-01 10:00:00')).toBeInTheDocument();
    const link = await screen.findByTestId('quick-link-1');
    expect(link).toHaveTextContent('用户管理');
    fireEvent.click(link);
    await waitFor(() => expect(location().pathname).toBe('/usermng/student/list'));
    expect(JSON.parse(localStorage.getItem('item')!)).toMatchObject({ path: '/usermng/student/list', parentName: '用户管理' });
  });

  it('shows a student their name, number and school, and where hours will appear', () => {
    signIn({ name: '李同学', userCode: '2021000001', schoolName: '示范大学', identity: '2' });
    renderWithAdmin(<Home />);
    expect(screen.getByTestId('student-home')).toBeInTheDocument();
    expect(screen.getByTestId('student-name')).toHaveTextContent('李同学');
    expect(screen.getByTestId('student-code')).toHaveTextContent('2021000001');
    expect(screen.getByTestId('student-school')).toHaveTextContent('示范大学');
    expect(screen.getByText(/学时将在这里逐项显示/)).toBeInTheDocument();
    expect(screen.queryByTestId('overview')).toBeNull();
  });
});
