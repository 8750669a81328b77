/**
 * 黑名单 (/communist/blacklist): the columns (no-shows, period, state, appeal), the filters,
 * 移出黑名单 (reason required, then a confirmation) and 加入黑名单 (student picker, reason, days) — on
 * a fake data provider (getList and the blacklist verbs).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import BlacklistList from '../../src/resources/blacklist/BlacklistList';
import type { BlacklistRow } from '../../src/resources/blacklist/types';
import { organiserModules } from './activities-fixtures';
import { renderWithAdmin, expectTexts, rowOf, openDialog, pickStudent } from './shell-harness';

// The provider methods the page calls, each standing for its endpoint.
const searchStudentsForPicker = vi.fn(); // GET /school/students
const addToBlacklist = vi.fn(); // POST /blacklist/add
const removeFromBlacklist = vi.fn(); // POST /blacklist/remove
beforeEach(() => {
  for (const fn of [searchStudentsForPicker, addToBlacklist, removeFromBlacklist]) fn.mockReset();
  addToBlacklist.mockResolvedValue(null);
  removeFromBlacklist.mockResolvedValue(null);
  searchStudentsForPicker.mockResolvedValue({ list: [{ id: 31, name: '钱七', code: '2021000031', className: '软件2103', collegeName: '计算机学院' }], total: 1 });
});

const entry = (id: number, extra: Partial<BlacklistRow> = {}): BlacklistRow => ({
  id, userId: 100 + id, name: `学生${id}`, code: `20210001${id}`, collegeName: '计算机学院', className: '软件2101',
  reason: '累计缺席3次', noShowCount: 3, startedAt: '2026-11-01 10:00', endsAt: '2027-01-30 10:00', removedAt: null, removedReason: null, removedByName: '',
  active: true, appealStatus: null, ...extra,
});
const rows = [entry(1, { appealStatus: 1 }), entry(2, { active: false, removedAt: '2026-11-15 09:00', appealStatus: 2 })];

function setup() {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: rows, total: rows.length }));
  const view = renderWithAdmin(<BlacklistList />, { path: '/communist/blacklist', modules: organiserModules, dataProvider: testDataProvider({ getList, searchStudentsForPicker, addToBlacklist, removeFromBlacklist } as never) });
  return { ...view, getList };
}

describe('BlacklistList', () => {
  it('lists entries with no-shows, period, state and appeal; active ones by default', async () => {
    const { getList } = setup();
    const first = await rowOf('学生1');
    expect(getList.mock.calls[0][1].filter).toEqual({ status: 'active' });
    expectTexts(first, '3', '2026-11-01 ~ 2027-01-30', '黑名单中', '待审核');
    const second = screen.getByText('学生2').closest('tr')!;
    expectTexts(second, '已移出 2026-11-15', '已通过');
    expect(within(second).queryByRole('button', { name: '移出黑名单' })).not.toBeInTheDocument();
  });

  it('removes an entry only with a reason and after the confirmation', async () => {
    setup();
    const dialog = await openDialog('移出黑名单', '学生1');
    expect(within(dialog).getByText('学生：学生1（202100011）')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写移出原因')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/移出原因/), { target: { value: '已当面说明情况' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const confirm = await screen.findByText('确定将“学生1”移出黑名单吗？移出后该学生可以重新报名活动。');
    expect(removeFromBlacklist).not.toHaveBeenCalled();
    fireEvent.click(within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: '移出黑名单' }));
    await waitFor(() => expect(removeFromBlacklist).toHaveBeenCalledWith(1, '已当面说明情况'));
  });

  it('adds a student found by number with a reason and days', async () => {
    setup();
    await screen.findByText('学生1');
    fireEvent.click(screen.getByRole('button', { name: '加入黑名单' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择学生')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写加入黑名单的原因')).toBeInTheDocument();
    await pickStudent(dialog, '2021000031', '钱七（2021000031）');
    expect(searchStudentsForPicker).toHaveBeenCalledWith({ current: 1, size: 20, status: 1, code: '2021000031' });
    fireEvent.change(within(dialog).getByLabelText(/^原因/), { target: { value: '冒名签到' } });
    fireEvent.change(within(dialog).getByLabelText('期限（天）'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('期限须为 1 至 9999 的整数')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('期限（天）'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(addToBlacklist).toHaveBeenCalledWith({ userId: 31, reason: '冒名签到', days: 30 }));
  });
});
