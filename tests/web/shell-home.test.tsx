/** Home at '/' (spec §2): 数据一览 for admin-side users, 我的首页 for students. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Home } from '../../src/resources/dashboard/Home';
import { DEFAULT_HOURS_RULES } from '../../common/hoursRules';
import { serveApi } from './auth-helpers';
import { dataProvider } from '../../src/dataProvider';
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

  it('shows a student 我的首页: basic information, counters, hours warning and the hours explanation', async () => {
    signIn({ name: '李同学', userCode: '2021000001', schoolName: '示范大学', identity: '2' });
    serveApi({
      'GET /student/info': () => ({ code: 0, data: { userId: 7, cardPhoto: '', name: '李同学', gender: 1, code: '2021000001', grade: '2021', politics: 2, departmentName: '计算机学院', majorName: '软件工程', className: '软件2101', hours: '8', score: '0', scoreUnit: '学分' } }),
      'GET /student/activity/list': () => ({ code: 0, data: { praCount: 0, activityCount: 1, honorCount: 0 } }),
      'GET /achievement/by-classify-list': () => ({ code: 0, data: [] }),
      'GET /student/hours/summary': () => ({ code: 0, data: { total: '8.00', byTerm: [], rules: DEFAULT_HOURS_RULES } }),
    });
    renderWithAdmin(<Home />, { dataProvider });
    expect(screen.getByTestId('student-home')).toBeInTheDocument();
    expect(screen.getByText('基本信息')).toBeInTheDocument();
    expect(screen.getByTestId('student-name')).toHaveTextContent('李同学');
    expect(screen.getByTestId('student-code')).toHaveTextContent('2021000001');
    await waitFor(() => expect(screen.getByTestId('student-department')).toHaveTextContent('计算机学院'));
    expect(await screen.findByTestId('counter-hours-value')).toHaveTextContent('8.00学时');
    expect(screen.getByText('学时预警')).toBeInTheDocument();
    expect(await screen.findByText(/第二课堂课程需在第1-3学年内修满至少200学时，获得2学分/)).toBeInTheDocument();
    expect(screen.queryByTestId('overview')).toBeNull();
  });
});
