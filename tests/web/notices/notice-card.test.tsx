/**
 * The notice card of 我的首页 and the dashboard (issue 13) against a fake school API through the
 * app's data provider: pinned first, unread bold with a dot and counted in the header; opening a
 * notice shows its whole text and marks it read (the count drops); 暂无通知 when there are none or
 * the call fails — silently, no toast (spec §8); a skeleton while loading; 查看全部 past five.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { NotifyBridge } from '../../../src/dataProvider/notify';
import { NoticeCard } from '../../../src/resources/notices/NoticeCard';
import { StudentHome } from '../../../src/resources/studentHome/StudentHome';
import { Dashboard } from '../../../src/resources/dashboard/Dashboard';
import { dashboardModules, serveDashboard, signInStaff } from '../dashboard-fixtures';
import { renderWithAdmin } from '../shell-harness';
import { notice, noticeDataProvider, requestsTo, serveNotices } from './fixtures';

const three = () => [
  notice(1, { title: '期末考试安排', content: '各位同学：\n期末考试将于第18周进行。\n\n请提前做好准备。' }),
  notice(2, { title: '置顶：学时认定通知', pinned: true, audience: 'students' }),
  notice(3, { title: '已读过的通知' }),
];

function renderCard(frame?: 'card' | 'dashboard') {
  return renderWithAdmin(
    <>
      <NoticeCard frame={frame} />
      <Notification />
      <NotifyBridge />
    </>,
    { dataProvider: noticeDataProvider() },
  );
}

const line = (id: number) => screen.getByTestId(`notice-${id}`);

describe('NoticeCard', () => {
  beforeEach(() => localStorage.setItem('identity', '2'));

  it('lists pinned first, then newest; unread ones bold with a dot, and counts them', async () => {
    serveNotices(three(), {}, [3]);
    renderCard();
    const card = screen.getByTestId('notice-card');
    expect(within(card).getByText('通知公告')).toBeInTheDocument();
    await screen.findByText('期末考试安排');
    const ids = within(screen.getByTestId('notices-list')).getAllByRole('button').map((b) => b.getAttribute('data-testid'));
    expect(ids).toEqual(['notice-2', 'notice-3', 'notice-1']);
    expect(within(line(2)).getByText('置顶')).toBeInTheDocument();
    expect(within(line(2)).getByRole('img', { name: '未读' })).toBeInTheDocument();
    expect(within(line(3)).queryByRole('img', { name: '未读' })).toBeNull();
    expect(within(line(1)).getByText('期末考试安排')).toHaveStyle({ fontWeight: '700' });
    expect(within(line(3)).getByText('已读过的通知')).toHaveStyle({ fontWeight: '400' });
    expect(within(line(1)).getByText('2026-11-11')).toBeInTheDocument();
    expect(await screen.findByTestId('notices-unread')).toHaveTextContent('2 条未读');
  });

  it('opens a notice with its whole text and marks it read: the row and the count update', async () => {
    const state = serveNotices(three(), {}, [3]);
    renderCard();
    expect(await screen.findByTestId('notices-unread')).toHaveTextContent('2 条未读');
    fireEvent.click(line(1));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('期末考试安排')).toBeInTheDocument();
    const content = await within(dialog).findByTestId('notice-content');
    // Line breaks are kept as written.
    expect(content.textContent).toBe('各位同学：\n期末考试将于第18周进行。\n\n请提前做好准备。');
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(dialog).getByText('全体师生')).toBeInTheDocument();
    expect(within(dialog).getByText('发布时间：2026-11-11 09:00:00')).toBeInTheDocument();
    expect(requestsTo(state, 'GET', '/notice/my/detail').map((r) => r.params)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(screen.getByTestId('notices-unread')).toHaveTextContent('1 条未读'));
    await waitFor(() => expect(line(1)).toHaveAttribute('data-read', 'true'));
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(line(2));
    await screen.findByTestId('notice-content');
    await waitFor(() => expect(screen.queryByTestId('notices-unread')).toBeNull());
  });

  it('shows 暂无通知 when there are none', async () => {
    serveNotices([]);
    renderCard();
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
    expect(screen.queryByTestId('notices-unread')).toBeNull();
  });

  it('shows a skeleton while loading', async () => {
    let answer: (v: unknown) => void = () => undefined;
    serveNotices(three(), { 'GET /notice/my/list': () => new Promise((r) => (answer = r)) as never });
    renderCard();
    expect(screen.getByRole('progressbar', { name: '正在加载…' })).toBeInTheDocument();
    answer({ code: 0, data: { list: [], total: 0 } });
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('fails silently: 暂无通知 and no toast', async () => {
    serveNotices(three(), {
      'GET /notice/my/list': () => ({ code: 50000, msg: '服务器开小差了' }),
      'GET /notice/my/unread/count': () => ({ code: 50000, msg: '服务器开小差了' }),
    });
    renderCard();
    expect(await screen.findByText('暂无通知')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText('服务器开小差了')).toBeNull();
  });

  it('offers 查看全部 past five notices, ten a page', async () => {
    serveNotices(Array.from({ length: 12 }, (_, i) => notice(i + 1)));
    renderCard();
    await screen.findByTestId('notice-12');
    expect(within(screen.getByTestId('notices-list')).getAllByRole('button')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '查看全部（共 12 条）' }));
    const dialog = await screen.findByRole('dialog', { name: '全部通知' });
    await waitFor(() => expect(within(dialog).getAllByTestId(/^notice-\d+$/)).toHaveLength(10));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(dialog).getAllByTestId(/^notice-\d+$/)).toHaveLength(2));
    fireEvent.click(within(dialog).getByTestId('notice-1'));
    expect(await screen.findByTestId('notice-content')).toHaveTextContent('第二段 1');
  });

  it('takes the dashboard frame on the dashboard', async () => {
    serveNotices(three());
    renderCard('dashboard');
    const card = screen.getByTestId('widget-notices');
    expect(within(card).getByRole('heading', { name: '通知公告' })).toBeInTheDocument();
    expect(await within(card).findByText('期末考试安排')).toBeInTheDocument();
  });
});

describe('where the card sits', () => {
  it('is on 我的首页 of a student', async () => {
    localStorage.setItem('identity', '2');
    serveNotices(three(), {
      'GET /student/info': () => ({ code: 0, data: null }),
      'GET /student/activity/list': () => ({ code: 0, data: null }),
      'GET /achievement/by-classify-list': () => ({ code: 0, data: [] }),
      'GET /student/hours/summary': () => ({ code: 0, data: null }),
    });
    renderWithAdmin(<StudentHome />, { dataProvider: noticeDataProvider() });
    const card = await screen.findByTestId('notice-card');
    expect(within(screen.getByTestId('student-home')).getByTestId('notice-card')).toBe(card);
    expect(await within(card).findByText('置顶：学时认定通知')).toBeInTheDocument();
  });

  it('is a widget of the staff dashboard, with the unread count', async () => {
    signInStaff();
    const row = { id: 9, title: '关于及时审核结项材料的提醒', audience: 'staff', collegeName: null, pinned: false, publishedAt: '2026-11-20 09:00:00', summary: '各位老师', read: false };
    serveDashboard({
      'GET /notice/my/list': () => ({ code: 0, data: { list: [row], total: 1 } }),
      'GET /notice/my/unread/count': () => ({ code: 0, data: { count: 1 } }),
    });
    renderWithAdmin(<Dashboard />, { modules: dashboardModules, path: '/dashboard', dataProvider: noticeDataProvider() });
    const widget = await screen.findByTestId('widget-notices');
    expect(widget.closest('[data-widget]')).toHaveAttribute('data-widget', 'notices');
    expect(await within(widget).findByText('关于及时审核结项材料的提醒')).toBeInTheDocument();
    expect(await within(widget).findByText('1 条未读')).toBeInTheDocument();
  });
});
