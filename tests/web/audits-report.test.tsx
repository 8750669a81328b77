/**
 * 结项审核 (/proceeding/wait/activity/report/auditing) and 黑名单申诉审核: what the auditor sees
 * (participants, total hours; the appeal's reasons and state), the three report decisions with
 * their consequences (驳回 可修改后重新提交, 拒绝 活动失败,不发放学时) and required reasons, the
 * hours-granted notice, and appeals decided only while pending — on a fake data provider (getList
 * and the review verbs auditActivityReports, auditBlacklistAppeals).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider } from 'react-admin';
import AppealAuditList from '../../src/resources/audits/AppealAuditList';
import ReportAuditList from '../../src/resources/audits/ReportAuditList';
import type { AppealRow, ReportAuditRow } from '../../src/resources/audits/types';
import { firstRows } from './audits-fixtures';
import { renderWithAdmin, expectTexts, rowOf, openDialog } from './shell-harness';

const reportRows: ReportAuditRow[] = [
  { ...firstRows[0], status: 9, stepNo: 1, stepCount: 1, stepName: '结项审核', participantCount: 28, totalHours: '56.00' },
  { ...firstRows[1], status: 9, stepNo: 1, stepCount: 1, stepName: '结项审核', participantCount: 3, totalHours: '10.5' },
];
const appeal = (extra: Partial<AppealRow>): AppealRow => ({
  id: 0, blacklistId: 1, userId: 500, name: '', code: '', collegeName: '', className: '', reason: '', status: 1, statusName: '', opinion: null,
  createdAt: '2026-11-20 08:00', auditedAt: null, blacklistReason: '累计缺席3次', startedAt: '2026-11-01 00:00', endsAt: '2027-01-30 00:00',
  auditorName: '', taskId: null, waitTime: '', ...extra,
});
const appealRows: AppealRow[] = [
  appeal({ id: 7, userId: 501, name: '赵同学', code: '2021000001', collegeName: '计算机学院', className: '软件2101', reason: '生病住院，有医院证明', taskId: 70, waitTime: '已等待1天2小时0分钟' }),
  appeal({ id: 8, userId: 502, name: '钱同学', code: '2021000002', reason: '忘记了', status: 3, opinion: '理由不充分', createdAt: '2026-11-10 08:00' }),
];

// The review verbs: POST /activity/report/audit and /blacklist/appeal/audit {ids, result, opinion?}.
const auditActivityReports = vi.fn();
const auditBlacklistAppeals = vi.fn();
beforeEach(() => {
  for (const verb of [auditActivityReports, auditBlacklistAppeals]) {
    verb.mockReset();
    verb.mockResolvedValue({ done: 1 });
  }
});

function render(page: 'report' | 'appeal') {
  const rows = page === 'report' ? reportRows : appealRows;
  const getList = vi.fn(async (_resource: string, _params: unknown) => ({ data: rows, total: rows.length }));
  const ui = page === 'report' ? <ReportAuditList /> : <AppealAuditList />;
  return { getList, ...renderWithAdmin(<>{ui}<Notification /></>, { dataProvider: testDataProvider({ getList, auditActivityReports, auditBlacklistAppeals } as never) }) };
}

describe('ReportAuditList', () => {
  it('shows the reported participants and their total hours', async () => {
    render('report');
    const row = await rowOf('读书分享会');
    expectTexts(row, '28 人', '56.00');
    expect(within(await rowOf('志愿清扫')).getByText('10.50')).toBeInTheDocument();
    expect(within(row).getByText('1/1 结项审核')).toBeInTheDocument();
  });

  it('offers 批量通过, 批量驳回 and 批量拒绝 for the checked rows', async () => {
    render('report');
    fireEvent.click(within(await rowOf('读书分享会')).getByRole('checkbox'));
    for (const name of ['批量通过', '批量驳回', '批量拒绝']) expect(await screen.findByRole('button', { name })).toBeEnabled();
  });

  it('refuses with a required reason and says the activity fails without hours', async () => {
    render('report');
    fireEvent.click(within(await rowOf('读书分享会')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('志愿清扫')).getByRole('checkbox'));
    const dialog = await openDialog('批量拒绝');
    expect(within(dialog).getByText('拒绝结项')).toBeInTheDocument();
    expect(within(dialog).getByTestId('audit-consequence')).toHaveTextContent('拒绝:活动失败,不发放学时');
    fireEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByText('拒绝必须填写原因')).toBeInTheDocument();
    expect(auditActivityReports).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/拒绝原因/), { target: { value: '活动未实际举办' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(auditActivityReports).toHaveBeenCalledWith({ ids: [11, 12], result: 'refuse', opinion: '活动未实际举办' }));
  });

  it('explains that a rejected report may be corrected and resubmitted', async () => {
    render('report');
    const dialog = await openDialog('驳回', '志愿清扫');
    expect(within(dialog).getByTestId('audit-consequence')).toHaveTextContent('驳回:可修改后重新提交');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('驳回必须填写原因')).toBeInTheDocument();
  });

  it('passes a report and tells how many students received hours', async () => {
    render('report');
    auditActivityReports.mockResolvedValueOnce({ done: 1, granted: 28 });
    const dialog = await openDialog('通过', '读书分享会');
    expect(within(dialog).getByTestId('audit-consequence')).toHaveTextContent('发放学时');
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditActivityReports).toHaveBeenCalledWith({ ids: [11], result: 'pass' }));
    expect(await screen.findByText('已处理 1 项，已为 28 名学生发放学时')).toBeInTheDocument();
  });
});

describe('AppealAuditList', () => {
  it('lists pending appeals by default with both reasons', async () => {
    const { getList } = render('appeal');
    const row = await rowOf('赵同学');
    expectTexts(row, '2021000001', '计算机学院 / 软件2101', '生病住院，有医院证明', '待审核', '已等待1天2小时0分钟');
    expect(getList.mock.calls[0][1]).toEqual(expect.objectContaining({ filter: { status: 1 } }));
  });

  it('decides only pending appeals', async () => {
    render('appeal');
    const done = await rowOf('钱同学');
    expectTexts(done, '已驳回', '理由不充分');
    expect(within(done).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(done).getByRole('checkbox')).toBeDisabled();
  });

  it('rejects an appeal only with a reason', async () => {
    render('appeal');
    const dialog = await openDialog('驳回', '赵同学');
    expect(within(dialog).getByText(/赵同学/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('驳回必须填写原因')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value: '证明材料无效' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(auditBlacklistAppeals).toHaveBeenCalledWith({ ids: [7], result: 'reject', opinion: '证明材料无效' }));
  });

  it('passes an appeal: the student leaves the blacklist', async () => {
    render('appeal');
    const dialog = await openDialog('通过', '赵同学');
    expect(within(dialog).getByTestId('audit-consequence')).toHaveTextContent('移出黑名单');
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditBlacklistAppeals).toHaveBeenCalledWith({ ids: [7], result: 'pass' }));
  });
});
