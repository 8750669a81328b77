/**
 * 我的活动 (/student/activity) against a fake school API behind the real client and data provider:
 * open activities as cards (hours, time, place, seats, mode), 报名 and 取消报名 after confirmation,
 * 名额已满 on a full first-come card, the server's '报名人数已满' shown, 我的报名 with sign-in times
 * and hours, and the blacklist banner with its appeal (reason required).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { dataProvider } from '../../src/dataProvider';
import { NotifyBridge } from '../../src/dataProvider/notify';
import StudentActivityPage from '../../src/resources/participation/StudentActivityPage';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { shortRange } from '../../src/resources/participation/dates';
import { renderWithAdmin, expectTexts } from './shell-harness';

const activity = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id, name, orgName: '校学生会', administrator: '张老师', classifyName: '志愿公益', classifyNameS: '', ecology: 0, isRecommend: 0,
  limitType: 0, hours: '4', startTime: '2031-12-05 09:00', endTime: '2031-12-05 12:00', status: 5, assignFirstOne: '',
  assignSecondOne: '', assignFirstSourceNameOne: '', assignFirstTwo: '', assignSecondTwo: '', assignFirstSourceNameTwo: '',
  applyPeopleNumber: 20, activityPeopleNumber: 0, starScore: '0', address: '东门广场', activityLevel: 1, enrollCount: 12,
  enrollStart: '2031-11-20 08:00', enrollEnd: '2031-12-01 18:00', enrollMode: 1, myStatus: null, ...extra,
});

const open = [activity(1, '社区清扫'), activity(2, '敬老院探访', { myStatus: 1, enrollCount: 20 }), activity(3, '马拉松志愿者', { status: 4 })];
const mine = [
  {
    ...activity(2, '敬老院探访'), status: 12, myStatus: 1, enrolledAt: '2026-10-20 10:00:00', signInAt: '2026-11-01 09:02:10', signOutAt: '2026-11-01 11:58:40',
    signWay: 1, signMode: 2, reportedHours: '3.50', grantedHours: '3.50', noShow: false,
  },
  { ...activity(4, '辩论赛观摩'), status: 7, myStatus: 1, enrolledAt: '2026-11-19 10:00:00', signInAt: null, signOutAt: null, signWay: null, signMode: 1, reportedHours: '4.00', grantedHours: null, noShow: false },
];

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /activity/open/list': () => ({ code: 0, data: { list: open, total: open.length } }),
    'GET /activity/my/list': () => ({ code: 0, data: { list: mine, total: mine.length } }),
    'GET /blacklist/my': () => ({ code: 0, data: { active: null, appeals: [], credit: '100.00', noShowCount: 0 } }),
    'POST /activity/enroll': () => ({ code: 0, data: { status: 1 } }),
    'POST /activity/enroll/cancel': () => ({ code: 0, data: null }),
    ...extra,
  });
}
const calls = (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key);

function setup(path = '/student/activity') {
  return renderWithAdmin(
    <>
      <StudentActivityPage />
      <Notification />
      <NotifyBridge />
    </>,
    { path, dataProvider },
  );
}
const cardOf = async (name: string) => (await screen.findByText(name)).closest('[data-testid="open-activity-card"]') as HTMLElement;

beforeEach(() => serve());

describe('可报名活动', () => {
  it('shows each activity as a card with what a student checks', async () => {
    setup();
    const card = await cardOf('社区清扫');
    expectTexts(card, '报名中', '4.00 学时', '2031-12-05 09:00 – 12:00', /报名时间 2031-11-20 08:00 – 2031-12-01 18:00/, '东门广场', '先到先得');
    expect(within(card).getByTestId('seats')).toHaveTextContent('12/20');
    expect(within(await cardOf('敬老院探访')).getByTestId('seats')).toHaveTextContent('名额已满 · 20/20');
    expect(within(await cardOf('马拉松志愿者')).getByRole('button', { name: '未开始报名' })).toBeDisabled();
    expect(calls('GET /activity/open/list')[0].params).toEqual({ current: 1, size: 10 });
  });

  it('enrolls after confirmation and reloads the list', async () => {
    setup();
    fireEvent.click(within(await cardOf('社区清扫')).getByRole('button', { name: '报名' }));
    const dialog = await screen.findByRole('dialog');
    expectTexts(dialog, '确定报名“社区清扫”吗？', /先到先得/);
    fireEvent.click(within(dialog).getByRole('button', { name: '报名' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(calls('POST /activity/enroll')[0].params).toEqual({ id: 1 });
    await waitFor(() => expect(calls('GET /activity/open/list').length).toBeGreaterThan(1));
  });

  it('shows a disabled 名额已满 instead of 报名 on a full first-come activity the student has not joined', async () => {
    const rows = [
      activity(5, '满员讲座', { enrollCount: 20 }),
      activity(6, '满员抽签', { enrollCount: 20, enrollMode: 2 }),
      activity(7, '满员已报', { enrollCount: 20, myStatus: 1 }),
      activity(8, '满员取消过', { enrollCount: 20, myStatus: 3 }),
    ];
    serve({ 'GET /activity/open/list': () => ({ code: 0, data: { list: rows, total: rows.length } }) });
    setup();
    const full = await cardOf('满员讲座');
    expect(within(full).getByRole('button', { name: '名额已满' })).toBeDisabled();
    expect(within(full).queryByRole('button', { name: '报名' })).not.toBeInTheDocument();
    expect(within(await cardOf('满员取消过')).getByRole('button', { name: '名额已满' })).toBeDisabled();
    // A lottery takes no seat at enrollment; a student who holds a seat may still cancel.
    expect(within(await cardOf('满员抽签')).getByRole('button', { name: '报名' })).toBeEnabled();
    expect(within(await cardOf('满员已报')).getByRole('button', { name: '取消报名' })).toBeEnabled();
    fireEvent.click(within(full).getByRole('button', { name: '名额已满' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('POST /activity/enroll')).toEqual([]);
  });

  it("shows the server's 报名人数已满", async () => {
    serve({ 'POST /activity/enroll': () => ({ code: 10002, msg: '报名人数已满' }) });
    setup();
    fireEvent.click(within(await cardOf('社区清扫')).getByRole('button', { name: '报名' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '报名' }));
    expect(await screen.findByText('报名人数已满')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels an enrollment after confirmation', async () => {
    setup();
    const card = await cardOf('敬老院探访');
    expect(within(card).getByText('已报名')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: '取消报名' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定取消报名“敬老院探访”吗/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消报名' }));
    expect(await screen.findByText('已取消报名')).toBeInTheDocument();
    expect(calls('POST /activity/enroll/cancel')[0].params).toEqual({ id: 2 });
  });

  it('searches by name', async () => {
    setup();
    await cardOf('社区清扫');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索活动名称' }), { target: { value: '清扫' } });
    await waitFor(() => expect(calls('GET /activity/open/list').at(-1)!.params).toEqual({ current: 1, size: 10, name: '清扫' }), { timeout: 3000 });
  });

  it('shows its empty state', async () => {
    serve({ 'GET /activity/open/list': () => ({ code: 0, data: { list: [], total: 0 } }) });
    setup();
    expect(await screen.findByText('暂无可报名的活动')).toBeInTheDocument();
  });
});

describe('我的报名', () => {
  it('shows the enrollment, sign-in and sign-out times and the hours earned', async () => {
    setup('/student/activity?tab=mine');
    const card = (await screen.findByText('敬老院探访')).closest('[data-testid="my-activity-card"]') as HTMLElement;
    expectTexts(card, '已完成', '已报名');
    expect(within(card).getByTestId('sign-in')).toHaveTextContent('签到：2026-11-01 09:02:10');
    expect(within(card).getByTestId('sign-out')).toHaveTextContent('签退：2026-11-01 11:58:40');
    expect(within(card).getByTestId('my-hours')).toHaveTextContent('获得学时3.50');
    const ongoing = screen.getByText('辩论赛观摩').closest('[data-testid="my-activity-card"]') as HTMLElement;
    expect(within(ongoing).getByText('进行中')).toBeInTheDocument();
    expect(within(ongoing).getByTestId('sign-in')).toHaveTextContent('签到：未签到');
    expect(within(ongoing).queryByTestId('sign-out')).not.toBeInTheDocument();
    expect(within(ongoing).getByTestId('my-hours')).toHaveTextContent('可获学时4.00');
    expect(calls('GET /activity/my/list')[0].params).toEqual({ current: 1, size: 10, type: 'enrolled' });
    fireEvent.click(screen.getByRole('button', { name: '历史记录' }));
    await waitFor(() => expect(calls('GET /activity/my/list').at(-1)!.params).toEqual({ current: 1, size: 10, type: 'history' }));
  });
});

describe('blacklist banner', () => {
  const entry = { id: 9, reason: '累计缺席3次', noShowCount: 3, startedAt: '2026-11-01 00:00', endsAt: '2027-01-30 00:00', appealStatus: null, canAppeal: true };
  const appealOf = (status: number, opinion: string | null = null) => ({ id: 1, blacklistId: 9, reason: 'x', status, statusName: '', opinion, createdAt: '2026-11-02 08:00', auditedAt: null });

  it('says the student cannot enroll and takes an appeal with a required reason', async () => {
    serve({ 'GET /blacklist/my': () => ({ code: 0, data: { active: entry, appeals: [], credit: '85.00', noShowCount: 3 } }), 'POST /blacklist/appeal': () => ({ code: 0, data: { id: 1 } }) });
    setup();
    const banner = await screen.findByTestId('blacklist-banner');
    expectTexts(banner, '您已被列入黑名单,暂不能报名', '原因：累计缺席3次', '解除时间：2027-01-30 00:00', '诚信值：85.00');
    fireEvent.click(within(banner).getByRole('button', { name: '申诉' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请填写申诉理由')).toBeInTheDocument();
    expect(calls('POST /blacklist/appeal')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/申诉理由/), { target: { value: '住院，有证明' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('申诉已提交，请等待审核')).toBeInTheDocument();
    expect(calls('POST /blacklist/appeal')[0].params).toEqual({ id: 9, reason: '住院，有证明' });
    await waitFor(() => expect(calls('GET /blacklist/my').length).toBe(2));
  });

  it("shows a pending appeal's state without a second 申诉", async () => {
    serve({ 'GET /blacklist/my': () => ({ code: 0, data: { active: { ...entry, appealStatus: 1, canAppeal: false }, appeals: [appealOf(1)], credit: '85.00', noShowCount: 3 } }) });
    setup();
    const banner = await screen.findByTestId('blacklist-banner');
    expect(within(banner).getByText('待审核')).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: '申诉' })).not.toBeInTheDocument();
  });

  it('shows the opinion of a rejected appeal and lets the student appeal again', async () => {
    serve({ 'GET /blacklist/my': () => ({ code: 0, data: { active: { ...entry, appealStatus: 3 }, appeals: [appealOf(3, '材料不足')], credit: '85.00', noShowCount: 3 } }) });
    setup();
    const banner = await screen.findByTestId('blacklist-banner');
    expectTexts(banner, '已驳回', '审核意见：材料不足');
    expect(within(banner).getByRole('button', { name: '申诉' })).toBeInTheDocument();
  });

  it('is absent when the student is not blacklisted', async () => {
    setup();
    await cardOf('社区清扫');
    expect(screen.queryByTestId('blacklist-banner')).not.toBeInTheDocument();
  });
});

describe('shortRange', () => {
  it('drops the current year and a repeated day', () => {
    expect(shortRange('2026-11-30 15:00', '2026-11-30 19:00', 2026)).toBe('11-30 15:00 – 19:00');
    expect(shortRange('2026-11-20 08:00', '2026-11-24 22:00', 2026)).toBe('11-20 08:00 – 11-24 22:00');
    expect(shortRange('2026-12-30 08:00', '2027-01-02 22:00', 2026)).toBe('2026-12-30 08:00 – 2027-01-02 22:00');
    expect(shortRange('', '')).toBe('-');
  });
});
