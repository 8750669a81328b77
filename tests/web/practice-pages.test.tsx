/**
 * 社会实践 pages (issue 19) on a fake data provider: the review queues send the decision with their
 * stage (立项 'project' on /society/practice/examine/list, 结项 'finish' on finish/list) and say
 * what passing a completion does; the project page offers the team's actions by what the server
 * allows (写实践日志 / 提交结项 for the leader of a running project, 修改并重新提交 after a rejected
 * proposal) and shows each member's hours asked for and granted.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider } from 'react-admin';
import type { PracticeDetail, PracticeQueueRow } from '../../common/practice';
import PracticeQueue from '../../src/resources/practice/PracticeQueue';
import PracticeShow from '../../src/resources/practice/PracticeShow';
import { openDialog, renderWithAdmin, rowOf } from './shell-harness';

const row: PracticeQueueRow = {
  id: 41, name: '恩施支教队', leaderId: 7, leaderName: '张泽', leaderCode: '2021000206', collegeName: '机械工程学院', advisorId: 3, advisorName: '王书记',
  destination: '湖北恩施', startDate: '2026-07-11', endDate: '2026-07-21', termId: 9, termName: '2025-2026学年暑期', type: 2, typeName: '暑期社会实践',
  classifyId: 30, classifyName: '暑期社会实践', budget: '2000.00', memberCount: 2, memberNames: '张泽、蒋嘉', status: 4, statusName: '结项审核中',
  requestedHours: '15.00', createTime: '2026-11-26 10:00:00', taskId: 5, stepName: '审核员审核', stepNo: 1, stepCount: 1, waitTime: '已等待1小时',
};

const detail = (over: Partial<PracticeDetail>): PracticeDetail => ({
  ...row, plan: '走访乡村小学', safetyPledge: true, report: '', finishTime: null, opinion: '', journals: [], attachments: [], history: [], stepName: '',
  members: [
    { userId: 7, code: '2021000206', name: '张泽', collegeName: '机械工程学院', role: 1, requestedHours: '15.00', grantedHours: '8.00' },
    { userId: 8, code: '2021000207', name: '蒋嘉', collegeName: '外国语学院', role: 2, requestedHours: '15.00', grantedHours: '8.00' },
  ],
  canFinish: false, canJournal: false, canEdit: false, ...over,
});

const auditPractices = vi.fn();
beforeEach(() => {
  auditPractices.mockReset();
  auditPractices.mockResolvedValue({ count: 1, approved: 1, advanced: 0, rejected: 0 });
});

describe('PracticeQueue', () => {
  it.each([['project', '通过后项目进入实践阶段'], ['finish', '通过后为每位成员计入社会实践学时']] as const)('sends the %s stage with the decision', async (stage, consequence) => {
    const getList = vi.fn(async (_resource: string) => ({ data: [row], total: 1 }));
    renderWithAdmin(<><PracticeQueue stage={stage} /><Notification /></>, { dataProvider: testDataProvider({ getList, auditPractices } as never) });
    fireEvent.click(within(await rowOf('恩施支教队')).getByRole('checkbox'));
    const dialog = await openDialog('批量通过');
    expect(within(dialog).getByTestId('audit-consequence')).toHaveTextContent(consequence);
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditPractices).toHaveBeenCalledWith({ stage, ids: [41], result: 'pass' }));
    expect(getList.mock.calls[0][0]).toBe(stage === 'project' ? 'practiceProjectAudits' : 'practiceFinishAudits');
  });
});

describe('PracticeShow', () => {
  const show = (d: PracticeDetail) =>
    renderWithAdmin(<PracticeShow backTo="/society/practice/my-list" />, {
      path: `/society/practice/mylist/show?id=${d.id}`,
      dataProvider: testDataProvider({ getOne: async () => ({ data: d }) } as never),
    });

  it('shows each member’s hours asked for and granted after the cap', async () => {
    show(detail({ status: 6, statusName: '已结项' }));
    const member = await rowOf('蒋嘉');
    expect(within(member).getByText('15.00 学时')).toBeInTheDocument();
    expect(within(member).getByText('8.00 学时')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交结项' })).toBeNull();
  });

  it('offers the journal and the completion to the leader of a running project, and the change after a rejection', async () => {
    show(detail({ status: 2, canFinish: true, canJournal: true }));
    expect(await screen.findByRole('button', { name: '写实践日志' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交结项' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改并重新提交' })).toBeNull();
  });

  it('shows the opinion of a rejected proposal with 修改并重新提交', async () => {
    show(detail({ status: 3, opinion: '预算偏高', canEdit: true }));
    expect(await screen.findByRole('button', { name: '修改并重新提交' })).toBeInTheDocument();
    expect(screen.getByText(/预算偏高/)).toBeInTheDocument();
  });
});
