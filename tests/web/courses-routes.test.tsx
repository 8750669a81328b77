/**
 * The /course and /review groups (issue 20, ROUTES.md group II "six sub-pages each"): the bare base
 * path opens the first sub-page the user's modules reach, a sub-page without its module shows
 * 权限警告, and the student's 我的课程 lists the open sections with their seats.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Routes } from 'react-router-dom';
import type { ModuleItem } from '../../common/api';
import { pluginRoutes } from '../../src/plugins';
import course from '../../src/plugins/course';
import { renderWithAdmin } from './shell-harness';

const mod = (id: number, path: string, children: ModuleItem[] = []): ModuleItem => ({ id, name: path, path, parentId: 0, orderId: id, isBtn: 0, icon: '', children });

const section = {
  id: 7, courseId: 1, courseName: '志愿服务基础', classifyName: '志愿公益', hours: '1.50', gradeMode: 1, name: '一班', teacherId: 3, teacherName: '王建国', capacity: 40, enrollCount: 37,
  enrollStart: '2026-11-20 08:00', enrollEnd: '2026-12-01 20:00', startTime: '2026-12-02 14:00', endTime: '2026-12-30 16:00', schedule: '每周四 14:00-16:00', place: '学生活动中心201',
  status: 1, phase: 'enrolling', phaseName: '报名中', signedCount: 0, rateEnd: null, completeTime: null,
  enrolled: false, signTime: null, passed: null, score: null, grantedHours: null, rated: false, canRate: false,
};

const render = (path: string, modules: ModuleItem[]) =>
  renderWithAdmin(<Routes>{pluginRoutes(course)}</Routes>, {
    path,
    modules,
    dataProvider: testDataProvider({
      getList: async (resource: string) => (resource === 'openCourseSections' ? { data: [section], total: 1 } : { data: [], total: 0 }),
      getCourseFormOptions: async () => ({ classifies: [], colleges: [], roles: [], teachers: [], courses: [] }),
      getCourseRoster: async () => [],
    } as never),
  });

describe('the course routes', () => {
  it('/course opens the first sub-page the user holds (成绩与结课 for a teacher)', async () => {
    render('/course', [mod(1800, '/course', [mod(1805, '/course/grade')])]);
    expect(await screen.findByText('请选择教学班', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('暂无权限！')).not.toBeInTheDocument();
  });

  it('shows 权限警告 at a sub-page without its module', async () => {
    render('/course/control', [mod(1800, '/course', [mod(1805, '/course/grade')])]);
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
  });

  it('/review opens the ratings list for its holder', async () => {
    render('/review', [mod(1810, '/review', [mod(1811, '/review/list')])]);
    expect(await screen.findByText('评价为匿名,不显示学生信息。', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('我的课程 lists the open sections with the seats left and 报名', async () => {
    render('/student/course', [mod(1011, '/student/course')]);
    expect(await screen.findByText('志愿服务基础', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('余 3 / 40 个名额')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '报名' })).toBeEnabled();
  });
});
