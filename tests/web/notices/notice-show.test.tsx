/**
 * 通知详情 (/system/announcement/show?id=; issue 13) against a fake school API through the app's
 * data provider: the text with its line breaks, audience, status and who read it; 撤回 after a
 * confirmation; 发布 for a draft; 删除 back to the list; a missing notice says so.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import NoticeShow from '../../../src/resources/notices/NoticeShow';
import { renderWithAdmin } from '../shell-harness';
import { notice, noticeDataProvider, requestsTo, serveNotices } from './fixtures';

function setup(id: number, list = [notice(1, { title: '学时认定通知', content: '第一段\n\n第三段', pinned: true, readCount: 30, audienceSize: 120 })]) {
  const state = serveNotices(list);
  const view = renderWithAdmin(<NoticeShow />, { path: `/system/announcement/show?id=${id}`, dataProvider: noticeDataProvider() });
  return { state, ...view };
}

describe('NoticeShow', () => {
  it('shows the notice as readers see it, with who read it', async () => {
    setup(1);
    expect(await screen.findByTestId('notice-title')).toHaveTextContent('学时认定通知');
    expect(screen.getByTestId('notice-content').textContent).toBe('第一段\n\n第三段');
    expect(screen.getByTestId('notice-reads')).toHaveTextContent('已读 30 人，共 120 人');
    expect(screen.getAllByText('全体师生').length).toBeGreaterThan(0);
    expect(screen.getByText('已发布')).toBeInTheDocument();
    expect(screen.getByText('置顶')).toBeInTheDocument();
    expect(screen.getByText('2026-11-11 09:00:00')).toBeInTheDocument();
    expect(screen.getByText('系统管理员')).toBeInTheDocument();
  });

  it('withdraws after asking', async () => {
    const { state } = setup(1);
    fireEvent.click(await screen.findByRole('button', { name: '撤回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '撤回' }));
    await waitFor(() => expect(requestsTo(state, 'POST', '/system/notice/unpublish').map((r) => r.params)).toEqual([{ id: 1 }]));
    expect(await screen.findByText('已撤回')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '发布' })).toBeInTheDocument();
  });

  it('publishes a draft, which has no reads yet', async () => {
    const { state } = setup(2, [notice(2, { status: 0, publishedAt: null })]);
    expect(await screen.findByText('未发布')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(requestsTo(state, 'POST', '/system/notice/publish').map((r) => r.params)).toEqual([{ id: 2 }]));
    expect(await screen.findByText('已发布')).toBeInTheDocument();
  });

  it('deletes after asking and goes back to the list', async () => {
    const { state, location } = setup(1);
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(requestsTo(state, 'POST', '/system/notice/delete').map((r) => r.params)).toEqual([{ id: 1 }]));
    await waitFor(() => expect(location().pathname).toBe('/system/notice'));
  });

  it('opens the form to edit', async () => {
    const { location } = setup(1);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/system/announcement/add', search: '?id=1' }));
  });

  it('says so when the notice does not exist', async () => {
    setup(42);
    expect(await screen.findByText('通知不存在或已被删除')).toBeInTheDocument();
  });
});
