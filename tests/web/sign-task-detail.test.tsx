/**
 * 签到任务详情 (/communist/signTask/detail?id=): 取消任务 asks first and takes an optional reason,
 * which the cancelled task then shows; cancelling the question sends nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { SignTaskDetail } from '../../common/signTasks';
import TaskDetail from '../../src/resources/signTasks/TaskDetail';
import { renderWithAdmin } from './shell-harness';

const task = (over: Partial<SignTaskDetail> = {}): SignTaskDetail => ({
  id: 4, name: '晨读打卡', organizationId: 3, organizationName: '读书社', targetType: 1, targetName: '全校', targetId: null, frequency: 1, frequencyName: '每天',
  weekdays: [], startDate: '2026-11-20', endDate: '2026-12-20', windowStart: '06:30', windowEnd: '08:00', status: 1, phase: 'open',
  participantCount: 30, checkinCount: 12, todayCount: 3, creatorName: '张老师', createTime: '2026-11-19 10:00:00', description: '', studentIds: [], students: [],
  latitude: null, longitude: null, radiusM: null, hours: null, classifyId: null, minCheckins: null, cancelReason: '', locked: true, ...over,
});

const getSignTask = vi.fn();
const cancelSignTask = vi.fn();
const getSignTaskStats = vi.fn(async () => ({ participants: 30, occurrences: 8, checkins: 12, completed: 0, days: [] }));
const getList = vi.fn(async () => ({ data: [], total: 0 }));
beforeEach(() => {
  getSignTask.mockReset();
  getSignTask.mockResolvedValue(task());
  cancelSignTask.mockReset();
  cancelSignTask.mockResolvedValue({ id: 4 });
});

const render = () => renderWithAdmin(<TaskDetail />, { path: '/communist/signTask/detail?id=4', dataProvider: testDataProvider({ getSignTask, getSignTaskStats, cancelSignTask, getList } as never) });

describe('TaskDetail 取消任务', () => {
  it('asks, sends nothing when the question is dismissed, and cancels with the reason given', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: '取消任务' }));
    let ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('确定取消「晨读打卡」吗？');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelSignTask).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '取消任务' }));
    ask = await screen.findByRole('dialog');
    fireEvent.change(within(ask).getByRole('textbox', { name: '取消原因' }), { target: { value: '  场地改造，本学期停止  ' } });
    getSignTask.mockResolvedValue(task({ status: 2, phase: 'cancelled', cancelReason: '场地改造，本学期停止' }));
    fireEvent.click(within(ask).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(cancelSignTask).toHaveBeenCalledWith({ id: 4, reason: '场地改造，本学期停止' }));
    expect(await screen.findByText('取消原因：场地改造，本学期停止')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消任务' })).not.toBeInTheDocument();
  });

  it('cancels without a reason when none is given', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: '取消任务' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认取消' }));
    await waitFor(() => expect(cancelSignTask).toHaveBeenCalledWith({ id: 4 }));
  });
});
