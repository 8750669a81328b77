/**
 * 通知公告 admin list (/system/notice; issue 13) against a fake school API through the app's data
 * provider: rows with audience, status, pinned mark and read count; the filters as request fields;
 * 发布 at once, 撤回 and 删除 after a confirmation; 新增通知 and 编辑 open the form.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import NoticeList from '../../../src/resources/notices/NoticeList';
import { renderWithAdmin, expectTexts, rowOf } from '../shell-harness';
import { notice, noticeDataProvider, requestsTo, serveNotices } from './fixtures';

const rows = () => [
  notice(1, { title: '全校运动会通知', pinned: true, readCount: 37, audienceSize: 120 }),
  notice(2, { title: '计算机学院讲座', audience: 'college', collegeId: 3, collegeName: '计算机学院', status: 0, publishedAt: null }),
  notice(3, { title: '教职工体检安排', audience: 'staff', status: 2, readCount: 4, audienceSize: 9 }),
];

function setup(list = rows()) {
  const state = serveNotices(list);
  const view = renderWithAdmin(<NoticeList />, { path: '/system/notice', dataProvider: noticeDataProvider() });
  return { state, ...view };
}

/** Clicks button `name` in the row of notice `title`. */
const clickInRow = async (title: string, name: string) => fireEvent.click(within(await rowOf(title)).getByRole('button', { name }));

/** The params of each POST the page sent to `path`. */
const posted = (state: ReturnType<typeof serveNotices>, path: string) => requestsTo(state, 'POST', path).map((r) => r.params);

/** Clicks `name` in the row of `title` and returns the confirmation dialog, expecting `message` in it. */
async function confirmation(title: string, name: string, message: string) {
  await clickInRow(title, name);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(message);
  return dialog;
}

describe('NoticeList', () => {
  it('lists notices with audience, status, pinned mark and read count', async () => {
    setup();
    const first = await rowOf('全校运动会通知');
    expect(within(first).getByLabelText('置顶')).toBeInTheDocument();
    expectTexts(first, '全体师生', '已发布', '37 / 120');
    expect(within(first).getByRole('link', { name: '全校运动会通知' })).toHaveAttribute('href', '/system/announcement/show?id=1');
    expect(within(first).getByRole('button', { name: '撤回' })).toBeInTheDocument();
    const draft = await rowOf('计算机学院讲座');
    expectTexts(draft, '计算机学院', '草稿');
    expect(within(draft).getByRole('button', { name: '发布' })).toBeInTheDocument();
    expect(within(draft).queryByLabelText('置顶')).toBeNull();
    const withdrawn = await rowOf('教职工体检安排');
    expectTexts(withdrawn, '全体教职工', '已撤回');
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 3 条');
  });

  it('sends the filters as request fields', async () => {
    const { state } = setup();
    await rowOf('全校运动会通知');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '讲座' } });
    await waitFor(() => expect(requestsTo(state, 'GET', '/system/notice/list').at(-1)!.params).toMatchObject({ title: '讲座', current: 1, size: 10 }));
    await waitFor(() => expect(screen.queryByText('全校运动会通知')).toBeNull());
    expect(screen.getByText('计算机学院讲座')).toBeInTheDocument();
  });

  it('publishes a draft at once', async () => {
    const { state } = setup();
    await clickInRow('计算机学院讲座', '发布');
    await waitFor(() => expect(posted(state, '/system/notice/publish')).toEqual([{ id: 2 }]));
    await waitFor(async () => expect(within(await rowOf('计算机学院讲座')).getByText('已发布')).toBeInTheDocument());
  });

  it('asks before withdrawing, and withdraws on 撤回', async () => {
    const { state } = setup();
    const dialog = await confirmation('全校运动会通知', '撤回', '确定撤回通知“全校运动会通知”吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(state, '/system/notice/unpublish')).toEqual([]);
    await clickInRow('全校运动会通知', '撤回');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(posted(state, '/system/notice/unpublish')).toEqual([{ id: 1 }]));
    await waitFor(async () => expect(within(await rowOf('全校运动会通知')).getByText('已撤回')).toBeInTheDocument());
  });

  it('asks before deleting, and deletes on 删除', async () => {
    const { state } = setup();
    const dialog = await confirmation('教职工体检安排', '删除', '确定删除通知“教职工体检安排”吗？删除后不可恢复。');
    expect(posted(state, '/system/notice/delete')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(posted(state, '/system/notice/delete')).toEqual([{ id: 3 }]));
    await waitFor(() => expect(screen.queryByText('教职工体检安排')).toBeNull());
  });

  it('opens the form with ?id= for 编辑', async () => {
    const { location } = setup();
    await clickInRow('计算机学院讲座', '编辑');
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/system/announcement/add', search: '?id=2' }));
  });

  it('has 新增通知 even when there are no notices', async () => {
    const { location } = setup([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '新增通知' }));
    await waitFor(() => expect(location().pathname).toBe('/system/announcement/add'));
  });
});
