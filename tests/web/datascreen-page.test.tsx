/**
 * The big screen /dataV (issue 6; spec §2 Data-screen page) against a fake school API behind the
 * real client: the live counters and every panel with the fixture's figures, the 60 s refresh,
 * silent failures with the panels' empty states, the schoolId check, the ticker, and the route:
 * no shell, '/click/dataV' required (暂无权限！ otherwise).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { Routes } from 'react-router-dom';
import type { AwardRow, CollegeReachRate, RealtimeActivity, StatisticsInfo, TeacherGuideRow, WeekActivityCount } from '../../common/dashboard';
import type { ActivityRow } from '../../common/activities';
import { api } from '../../src/dataProvider/apiClient';
import { NotifyBridge, notifyError } from '../../src/dataProvider/notify';
import DataScreenPage from '../../src/dataScreen/DataScreenPage';
import { DATAV_REFRESH_MS } from '../../src/dataScreen/constants';
import zhMessages from '../../src/i18n/zh-CN/dataScreen';
import { AppLayout } from '../../src/layout/AppLayout';
import { mountedPlugins, pluginRoutes, plugins } from '../../src/plugins';
import dataScreen from '../../src/plugins/dataScreen';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { dataProvider } from '../../src/dataProvider';
import { fakeAuthProvider, renderWithAdmin, sampleModules } from './shell-harness';

const stats: StatisticsInfo = {
  studentCount: 12345, operatorCount: 88, organizationCount: 40, activityCount: 321,
  activityEnrollCount: 6789, hoursApplyCount: 57, waitAuditCount: 9, progressingCount: 4,
};
const week: WeekActivityCount[] = ['11-14', '11-15', '11-16', '11-17', '11-18', '11-19', '11-20'].map((dateTime, i) => ({
  dateTime, waitAuditCount: i, progressingCount: i + 2, waitFinishCount: 1,
}));
const classify = [
  { name: '思想素养', classifyCount: 12 },
  { name: '文化活动', classifyCount: 30 },
  { name: '志愿公益', classifyCount: 8 },
];
const averages = [
  { name: '思想素养', avgHours: '2.50', maxHours: '6.00' },
  { name: '文化活动', avgHours: '3.25', maxHours: '8.00' },
  { name: '志愿公益', avgHours: '4.00', maxHours: '10.00' },
];
const reach: CollegeReachRate[] = [
  { id: 11, name: '计算机学院', grade: '', studentCount: 200, reachCount: 75, reachRate: '37.50' },
  { id: 12, name: '外国语学院', grade: '', studentCount: 100, reachCount: 90, reachRate: '90.00' },
];
const activity = (id: number, name: string, status: number, extra: Partial<ActivityRow> = {}): RealtimeActivity => ({
  id, name, orgName: '校团委', administrator: '王老师', classifyName: '志愿公益', classifyNameS: '', ecology: 0, isRecommend: 0,
  limitType: 0, hours: '4.00', startTime: '2026-11-21 09:00:00', endTime: '2026-11-21 12:00:00', status, assignFirstOne: '',
  assignSecondOne: '', assignFirstSourceNameOne: '', assignFirstTwo: '', assignSecondTwo: '', assignFirstSourceNameTwo: '',
  applyPeopleNumber: 50, activityPeopleNumber: 0, starScore: '0', address: '', activityLevel: 1, enrollCount: 35, ...extra,
});
const hot = [activity(1, '社区清扫志愿行', 5), activity(2, '读书分享会', 7, { orgName: '读书社', classifyName: '文化活动', enrollCount: 12, applyPeopleNumber: 20 })];
const guide: TeacherGuideRow[] = [
  { userId: 5, teacherName: '李老师', organizationName: '计算机学院', createActivityNum: 6, guidanceHours: '120.50', userCode: 't005' },
];
const award = (id: number, userName: string, projectName: string): AwardRow => ({
  id, userName, code: `20210000${String(id).padStart(2, '0')}`, projectName, optionName: '国家级一等奖', hours: '8', applyTime: '2026-11-19 10:30',
});
const awards = [award(1, '张同学', '挑战杯全国竞赛'), award(2, '刘同学', '互联网+大赛')];

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /index/statistics/info': () => ({ code: 0, data: stats }),
    'GET /index/week/activity/count': () => ({ code: 0, data: week }),
    'GET /activity/classify/lists': () => ({ code: 0, data: classify }),
    'GET /activity/classify/hoursAvg': () => ({ code: 0, data: averages }),
    'GET /college/reach/rate/list': () => ({ code: 0, data: reach }),
    'GET /index/activity/list': () => ({ code: 0, data: hot }),
    'GET /index/operator/guideHours': () => ({ code: 0, data: guide }),
    'GET /index/project/apply/list': () => ({ code: 0, data: awards }),
    ...extra,
  });
}
const calls = (path: string) => seen.filter((r) => r.method === 'GET' && r.path === path);

function setup(path = '/dataV?schoolId=10001') {
  return renderWithAdmin(
    <>
      <DataScreenPage />
      <Notification />
      <NotifyBridge />
    </>,
    { path, dataProvider },
  );
}
const counter = (key: string) => screen.getByTestId(`datav-counter-${key}-value`);
const panel = (id: string) => screen.getByTestId(`panel-${id}`);

beforeEach(() => {
  localStorage.setItem('schoolId', '10001');
  localStorage.setItem('schoolName', '示范大学');
  localStorage.setItem('sessionKey', 'token');
  serve();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the big screen /dataV', () => {
  it("shows the school's title and the live counters with the fixture's figures", async () => {
    setup();
    expect(screen.getByTestId('datav-title')).toHaveTextContent('示范大学 · 第二课堂数据大屏');
    await waitFor(() => expect(counter('studentCount')).toHaveTextContent('12,345'));
    const expected: [string, string, string][] = [
      ['studentCount', '学生总数', '12,345'],
      ['activityCount', '活动数量', '321'],
      ['activityEnrollCount', '活动参与人次', '6,789'],
      ['hoursApplyCount', '自主申报', '57'],
      ['waitAuditCount', '审核中', '9'],
      ['progressingCount', '进行中', '4'],
    ];
    for (const [key, label, value] of expected) {
      expect(within(screen.getByTestId(`datav-counter-${key}`)).getByText(label)).toBeInTheDocument();
      expect(counter(key)).toHaveTextContent(value);
    }
    expect(screen.getByTestId('datav-refreshed')).toHaveTextContent(/^数据更新于 \d{2}:\d{2}:\d{2}$/);
    expect(screen.getByTestId('datav-clock')).toHaveTextContent(/\d{2}:\d{2}:\d{2}\s*\d{4}-\d{2}-\d{2} 星期/);
  });

  it('draws every panel with its title and data', async () => {
    setup();
    // 近7日活动趋势: the line chart of the week rows.
    expect(within(panel('trend')).getByRole('heading', { name: '近7日活动趋势' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '近7日活动趋势折线图' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel('trend')).getByText('11-20')).toBeInTheDocument());
    // 活动类别占比: a slice per module, and the total.
    expect(within(panel('category')).getByRole('heading', { name: '活动类别占比' })).toBeInTheDocument();
    expect(await within(panel('category')).findByTestId('slice-2')).toHaveTextContent('文化活动30');
    expect(screen.getByTestId('category-total')).toHaveTextContent('活动总数 50');
    // 各学院达标率: highest rate first, percentages with two decimals, the school-wide rate.
    expect(within(panel('reach')).getByRole('heading', { name: '各学院达标率' })).toBeInTheDocument();
    expect(await within(panel('reach')).findByTestId('bar-11-reachRate')).toBeInTheDocument();
    expect(within(panel('reach')).getByTestId('bar-12-reachRate')).toHaveTextContent('90.00%');
    expect(within(panel('reach')).getByTestId('bar-11-reachRate')).toHaveTextContent('37.50%');
    expect(screen.getByTestId('reach-overall')).toHaveTextContent('全校达标率 55.00%');
    // 各类型活动平均: radar with the legend of spec §2.
    expect(await screen.findByRole('img', { name: '各类型活动平均学时雷达图' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel('radar')).getByText('平均学时')).toBeInTheDocument());
    expect(within(panel('radar')).getByText('最高学时')).toBeInTheDocument();
    // 热门活动: name, organiser and module, status, seats, start.
    const hotList = within(panel('hot')).getByTestId('hot-list');
    const first = within(hotList).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('社区清扫志愿行');
    expect(first).toHaveTextContent('校团委 · 志愿公益');
    expect(first).toHaveTextContent('报名中');
    expect(first).toHaveTextContent('35/50');
    expect(first).toHaveTextContent('11-21 09:00');
    expect(within(hotList).getAllByRole('listitem')[1]).toHaveTextContent('读书分享会读书社 · 文化活动进行中12/20');
    // 指导学时排行: the teacher, then 待上榜 up to three places.
    const places = within(panel('guide')).getAllByRole('listitem');
    expect(places.map((p) => p.textContent)).toEqual(['1李老师计算机学院6120.50', '2待上榜00.00', '3待上榜00.00']);
    // 学生获奖: student with number, project, level, hours with two decimals, time.
    const awardRows = within(panel('awards')).getAllByRole('listitem');
    expect(awardRows[0]).toHaveTextContent('张同学（2021000001）挑战杯全国竞赛国家级一等奖8.002026-11-19 10:30');
    expect(awardRows).toHaveLength(2);
    for (const path of ['/index/statistics/info', '/index/week/activity/count', '/activity/classify/lists', '/activity/classify/hoursAvg', '/college/reach/rate/list', '/index/activity/list', '/index/operator/guideHours', '/index/project/apply/list']) {
      expect(calls(path)).toHaveLength(1);
    }
  });

  it('fetches the figures again every 60 s and shows the new ones', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    setup();
    await waitFor(() => expect(counter('activityCount')).toHaveTextContent('321'));
    expect(calls('/index/statistics/info')).toHaveLength(1);
    serve({ 'GET /index/statistics/info': () => ({ code: 0, data: { ...stats, activityCount: 400 } }) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(DATAV_REFRESH_MS - 1000);
    });
    expect(calls('/index/statistics/info')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    await waitFor(() => expect(calls('/index/statistics/info')).toHaveLength(1));
    expect(calls('/index/week/activity/count')).toHaveLength(1);
    expect(calls('/index/project/apply/list')).toHaveLength(1);
    // The counter runs up to the new figure.
    await waitFor(() => expect(counter('activityCount')).toHaveTextContent('400'));
  });

  it('keeps failed calls silent and shows the empty state of their panels', async () => {
    serve({
      'GET /index/statistics/info': () => ({ code: 50000, msg: '统计服务异常' }),
      'GET /college/reach/rate/list': () => 'network-error',
      'GET /index/operator/guideHours': () => ({ code: 10003, msg: '没有权限' }),
      'GET /index/activity/list': () => ({ code: 0, data: [] }),
    });
    setup();
    await waitFor(() => expect(panel('reach')).toHaveAttribute('data-state', 'empty'));
    expect(within(panel('reach')).getByText('暂无数据')).toBeInTheDocument();
    await waitFor(() => expect(panel('guide')).toHaveAttribute('data-state', 'empty'));
    expect(within(panel('hot')).getByText('暂无数据')).toBeInTheDocument();
    await waitFor(() => expect(counter('studentCount')).toHaveTextContent('--'));
    // The others still show their figures.
    expect(await within(panel('awards')).findByText('挑战杯全国竞赛')).toBeInTheDocument();
    expect(screen.queryByText('统计服务异常')).toBeNull();
    expect(screen.queryByText('服务器响应失败')).toBeNull();
    expect(screen.queryByText('没有权限')).toBeNull();
    // The same failure, when a caller shows it, does show a toast here: the silence is the page's.
    await act(async () => {
      await api.get('/index/statistics/info').catch(notifyError);
    });
    expect(await screen.findByText('统计服务异常')).toBeInTheDocument();
  });

  it('shows a notice instead of figures when the address names another school', async () => {
    setup('/dataV?schoolId=10341');
    const notice = screen.getByTestId('datav-mismatch');
    expect(notice).toHaveTextContent('学校不一致');
    expect(notice).toHaveTextContent('链接中的学校编号（10341）不是当前登录的学校（示范大学）');
    expect(within(notice).getByRole('link', { name: '打开本校数据大屏' })).toHaveAttribute('href', '/dataV?schoolId=10001');
    expect(screen.queryByTestId('panel-counters')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
  });

  it("shows the session's school when the address has no schoolId", async () => {
    setup('/dataV');
    expect(screen.queryByTestId('datav-mismatch')).toBeNull();
    await waitFor(() => expect(counter('studentCount')).toHaveTextContent('12,345'));
  });

  it('moves a list longer than its panel up one row every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const many = Array.from({ length: 9 }, (_, i) => award(i + 1, `学生${i + 1}`, `项目${i + 1}`));
    serve({ 'GET /index/project/apply/list': () => ({ code: 0, data: many }) });
    setup();
    const names = () => within(panel('awards')).getAllByRole('listitem').map((row) => row.textContent?.slice(0, 3));
    await waitFor(() => expect(names()).toEqual(['学生1', '学生2', '学生3', '学生4', '学生5', '学生6']));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(names()).toEqual(['学生2', '学生3', '学生4', '学生5', '学生6', '学生7']);
  });
});

describe('the /dataV route', () => {
  const routed = (modules = sampleModules) =>
    renderWithAdmin(
      <AppLayout>
        <Routes>{pluginRoutes(dataScreen)}</Routes>
      </AppLayout>,
      { path: '/dataV?schoolId=10001', authProvider: fakeAuthProvider(modules), dataProvider },
    );

  it("shows the screen without the shell (no header, side menu or breadcrumb) with '/click/dataV'", async () => {
    routed();
    expect(await screen.findByTestId('datav-screen')).toBeInTheDocument();
    await waitFor(() => expect(counter('studentCount')).toHaveTextContent('12,345'));
    expect(screen.queryByTestId('header')).toBeNull();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByText('当前位置')).toBeNull();
  });

  it("shows 暂无权限！ without '/click/dataV'", async () => {
    routed(sampleModules.filter((m) => m.path !== '/click/dataV'));
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
    expect(screen.queryByTestId('datav-screen')).toBeNull();
    expect(calls('/index/statistics/info')).toHaveLength(0);
  });

  it("is mounted for the button '/click/dataV' and for dashboard holders", () => {
    expect(mountedPlugins(plugins, ['/click/dataV']).map((p) => p.name)).toContain('dataScreen');
    expect(mountedPlugins(plugins, ['/dashboard']).map((p) => p.name)).toContain('dataScreen');
    expect(mountedPlugins(plugins, ['/student/activity']).map((p) => p.name)).not.toContain('dataScreen');
  });
});

describe('the messages of the big screen', () => {
  // Key parity with en: i18n-parity.test.ts.
  it('names the screen as the spec does', () => {
    expect(zhMessages.dataScreen.title).toBe('第二课堂数据大屏');
  });
});
