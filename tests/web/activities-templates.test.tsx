/** 活动模板 (/communist/activity/templates): the list, 使用 (opens the launch form with the template) and 删除 after a confirmation. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import TemplateList from '../../src/resources/activities/TemplateList';
import { organiserModules } from './activities-fixtures';
import { renderWithAdmin, expectTexts, rowOf } from './shell-harness';

// The resource's delete (POST /activity/template/delete {id}).
const deleteOne = vi.fn(async (_resource: string, params: { id: number; previousData?: unknown }) => ({ data: params.previousData }));
beforeEach(() => {
  deleteOne.mockClear();
});

const rows = [
  { id: 4, name: '读书会模板', classifyName: '文化活动', orgName: '学生会', hours: '2', createdAt: '2026-11-01 10:00' },
  { id: 5, name: '迎新志愿模板', classifyName: '志愿公益', orgName: '青年志愿者协会', hours: '4.5', createdAt: '2026-11-02 11:00' },
];
function setup(list = rows) {
  const getList = vi.fn(async () => ({ data: list, total: list.length }));
  return { getList, ...renderWithAdmin(<TemplateList />, { path: '/communist/activity/templates', modules: organiserModules, dataProvider: testDataProvider({ getList, delete: deleteOne } as never) }) };
}

describe('TemplateList', () => {
  it('lists templates with module, organiser and hours', async () => {
    setup();
    const row = await rowOf('迎新志愿模板');
    expectTexts(row, '志愿公益', '4.50');
  });

  it('opens the launch form with the template', async () => {
    const { location } = setup();
    fireEvent.click(within(await rowOf('读书会模板')).getByRole('button', { name: '使用' }));
    await waitFor(() => expect(location().pathname).toBe('/activity/launch'));
    expect(location().search).toBe('?templateId=4');
  });

  it('deletes only after the confirmation', async () => {
    setup();
    fireEvent.click(within(await rowOf('读书会模板')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除模板“读书会模板”吗？')).toBeInTheDocument();
    expect(deleteOne).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('activityTemplates', expect.objectContaining({ id: 4 })));
  });

  it('explains how templates come about when there are none', async () => {
    setup([]);
    expect(await screen.findByText('暂无模板，可在发起活动时“保存为模板”')).toBeInTheDocument();
  });
});
