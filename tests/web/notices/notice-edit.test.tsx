/**
 * 新增通知 / 编辑通知 (/system/announcement/add[?id=]; issue 13) against a fake school API through
 * the app's data provider: the form's checks (the server's schema), the college picker for 指定学院,
 * 保存草稿 and 发布 with the body sent, editing a notice (its status kept, 发布 hidden once
 * published), and a server refusal shown under the field it names.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import NoticeEdit from '../../../src/resources/notices/NoticeEdit';
import { renderWithAdmin } from '../shell-harness';
import { notice, noticeDataProvider, requestsTo, serveNotices, type FakeNotices } from './fixtures';
import type { Handler } from '../auth-helpers';

function setup(path = '/system/announcement/add', extra: Record<string, Handler> = {}, list = [notice(5, { title: '旧标题', content: '旧正文\n第二行', status: 0, publishedAt: null, pinned: true })]) {
  const state: FakeNotices = serveNotices(list, extra);
  const view = renderWithAdmin(<NoticeEdit />, { path, dataProvider: noticeDataProvider() });
  return { state, ...view };
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function chooseOption(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('NoticeEdit: a new notice', () => {
  it('checks the form before sending anything', async () => {
    const { state } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请输入通知标题')).toBeInTheDocument();
    expect(screen.getByText('请输入通知正文')).toBeInTheDocument();
    type(/^标题/, '长'.repeat(101));
    await chooseOption(/发布范围/, '指定学院');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('标题不能超过100个字')).toBeInTheDocument();
    expect(screen.getByText('请选择学院')).toBeInTheDocument();
    expect(requestsTo(state, 'POST', '/system/announcement/add')).toEqual([]);
  });

  it('saves a draft for a college, pinned, and opens its page', async () => {
    const { state, location } = setup();
    type(/^标题/, '  计算机学院讲座  ');
    type(/^正文/, '第一段\n\n第二段');
    await chooseOption(/发布范围/, '指定学院');
    await chooseOption(/^学院/, '外国语学院');
    fireEvent.click(screen.getByRole('switch', { name: '置顶显示' }));
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(requestsTo(state, 'POST', '/system/announcement/add')).toHaveLength(1));
    expect(requestsTo(state, 'POST', '/system/announcement/add')[0].params).toEqual({
      title: '  计算机学院讲座  ', content: '第一段\n\n第二段', audience: 'college', collegeId: 4, pinned: true, publish: false,
    });
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/system/announcement/show', search: '?id=101' }));
  });

  it('publishes at once with 发布', async () => {
    const { state } = setup();
    type(/^标题/, '全体学生通知');
    type(/^正文/, '正文');
    await chooseOption(/发布范围/, '全体学生');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(requestsTo(state, 'POST', '/system/announcement/add')).toHaveLength(1));
    expect(requestsTo(state, 'POST', '/system/announcement/add')[0].params).toMatchObject({ audience: 'students', publish: true, pinned: false });
    expect(requestsTo(state, 'POST', '/system/announcement/add')[0].params).not.toHaveProperty('collegeId');
  });

  it('puts a refusal that names a field under that field', async () => {
    setup('/system/announcement/add', { 'POST /system/announcement/add': () => ({ code: 10002, msg: '参数错误: collegeId 院系不存在' }) });
    type(/^标题/, '讲座');
    type(/^正文/, '正文');
    await chooseOption(/发布范围/, '指定学院');
    await chooseOption(/^学院/, '计算机学院');
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    const select = screen.getByRole('combobox', { name: /^学院/ });
    await waitFor(() => expect(within(select.closest('.MuiFormControl-root') as HTMLElement).getByText('院系不存在')).toBeInTheDocument());
  });
});

describe('NoticeEdit: editing (?id=)', () => {
  it('loads the notice and saves it with its id, keeping the status', async () => {
    const { state, location } = setup('/system/announcement/add?id=5');
    await waitFor(() => expect(field(/^标题/)).toHaveValue('旧标题'));
    expect(field(/^正文/)).toHaveValue('旧正文\n第二行');
    expect(screen.getByRole('switch', { name: '置顶显示' })).toBeChecked();
    expect(screen.getByText('草稿')).toBeInTheDocument();
    type(/^标题/, '新标题');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requestsTo(state, 'POST', '/system/announcement/update')).toHaveLength(1));
    expect(requestsTo(state, 'POST', '/system/announcement/update')[0].params).toEqual({
      id: 5, title: '新标题', content: '旧正文\n第二行', audience: 'all', pinned: true, publish: false,
    });
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/system/announcement/show', search: '?id=5' }));
  });

  it('offers no 发布 for a published notice', async () => {
    setup('/system/announcement/add?id=7', {}, [notice(7, { title: '已发布的通知' })]);
    await waitFor(() => expect(field(/^标题/)).toHaveValue('已发布的通知'));
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
  });

  it('says so when the notice does not exist', async () => {
    setup('/system/announcement/add?id=99');
    expect(await screen.findByText('通知不存在或已被删除')).toBeInTheDocument();
  });
});
