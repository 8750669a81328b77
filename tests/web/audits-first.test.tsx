/**
 * 活动审核 (/proceeding/wait/activity/first/auditing): the review list shows what an auditor checks
 * (step 'N/M 步骤名', waiting time, applicant), batch and single decisions post {ids, result,
 * opinion}, 通过 asks first, 驳回 refuses a blank reason, a row opens the activity detail, and
 * administrators switch 我的待办 / 全部 — on a fake data provider (getList and auditActivities).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider } from 'react-admin';
import FirstAuditList from '../../src/resources/audits/FirstAuditList';
import { expectRefusalInDialog, rejectWithReason } from './audit-dialog-helpers';
import { firstRows } from './audits-fixtures';
import { renderWithAdmin, expectRowOpens, expectTexts, rowOf, openDialog, itShowsNoData } from './shell-harness';

// The review verb: POST /activity/audit/first {ids, result, opinion?}.
const auditActivities = vi.fn();
beforeEach(() => {
  auditActivities.mockReset();
  auditActivities.mockResolvedValue({ done: 1 });
});

function setup(rows = firstRows) {
  const getList = vi.fn(async (_resource: string, _params: unknown) => ({ data: rows, total: rows.length }));
  const view = renderWithAdmin(<><FirstAuditList /><Notification /></>, {
    path: '/proceeding/wait/activity/first/auditing',
    dataProvider: testDataProvider({ getList, auditActivities } as never),
  });
  return { getList, ...view };
}

describe('FirstAuditList', () => {
  it('lists the waiting activities with their step, applicant and waiting time', async () => {
    setup();
    const row = await rowOf('读书分享会');
    expectTexts(row, '校学生会', '文化活动', '2.00', '李同学', '2/2 审核员审核', '已等待3天2小时5分钟');
    expect(within(await rowOf('志愿清扫')).getByText('1/2 组织负责人审核')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 2 条');
  });

  itShowsNoData('shows 暂无数据 when nothing waits', () => setup([]));

  it('passes the checked rows after confirmation, with the optional opinion', async () => {
    setup();
    fireEvent.click(within(await rowOf('读书分享会')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('志愿清扫')).getByRole('checkbox'));
    const dialog = await openDialog('批量通过');
    expectTexts(dialog, '确定通过选中的 2 项吗？', /读书分享会、志愿清扫/);
    fireEvent.change(within(dialog).getByLabelText('审核意见（选填）'), { target: { value: '同意' } });
    auditActivities.mockResolvedValueOnce({ done: 2 });
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditActivities).toHaveBeenCalledWith({ ids: [11, 12], result: 'pass', opinion: '同意' }));
    expect(await screen.findByText('已处理 2 项')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses to reject without a reason, then sends it', async () => {
    setup();
    const dialog = await openDialog('驳回', '志愿清扫');
    expect(within(dialog).getByTestId('audit-consequence')).toHaveTextContent('可修改后重新提交');
    await rejectWithReason(dialog, auditActivities, '   ', '时间与考试冲突');
    await waitFor(() => expect(auditActivities).toHaveBeenCalledWith({ ids: [12], result: 'reject', opinion: '时间与考试冲突' }));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    setup();
    await expectRefusalInDialog(auditActivities, '读书分享会', '活动「读书分享会」已不在您的审核步骤');
  });

  it('opens the activity detail when a row is clicked', async () => {
    const { location } = setup();
    await expectRowOpens(location, '读书分享会', '/communist/activity/detail', '?id=11');
  });

  it('lets administrators switch between 我的待办 and 全部', async () => {
    localStorage.setItem('isAdmin', '1');
    const { getList } = setup();
    await screen.findByText('读书分享会');
    expect(getList).toHaveBeenLastCalledWith('firstAudits', expect.objectContaining({ filter: expect.objectContaining({ scope: 'mine' }) }));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('firstAudits', expect.objectContaining({ filter: expect.objectContaining({ scope: 'all' }) })),
    );
  });

  it('shows no scope switch to other auditors', async () => {
    const { getList } = setup();
    await screen.findByText('读书分享会');
    expect(screen.queryByRole('button', { name: '全部' })).not.toBeInTheDocument();
    expect(getList.mock.calls[0][1]).toEqual(expect.objectContaining({ filter: {} }));
  });
});
