/**
 * 结项审核详情 (issue 18 item 3 "the 结项审核 row opens it; the auditor's page shows the whole report
 * beside the decision buttons"): a row of the queue opens the report's page; the page shows the
 * summary, the photos (a thumbnail opening a viewer), the attachments, each participant's sign-in,
 * sign-out, hours and the reason they were lowered, the planned and actual times; 通过 / 驳回 / 拒绝
 * only when the caller may decide, with the reason rules of every review — on a fake data provider
 * (getActivityReport, auditActivityReports, getList).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { ActivityReport } from '../../common/activities';
import ReportReviewPage from '../../src/resources/activities/report/ReportReviewPage';
import ReportAuditList from '../../src/resources/audits/ReportAuditList';
import type { ReportAuditRow } from '../../src/resources/audits/types';
import { activityDetail } from './activities-fixtures';
import { firstRows } from './audits-fixtures';
import { expectRowOpens, renderWithAdmin } from './shell-harness';

const getActivityReport = vi.fn(); // GET /activity/report/detail
const auditActivityReports = vi.fn(); // POST /activity/report/audit

const report = (actions: string[]): ActivityReport => ({
  activity: activityDetail({ id: 7, status: 9, hours: '3.00', startTime: '2026-11-20 13:15', endTime: '2026-11-20 14:10', actualStartTime: '2026-11-20 12:47', actualEndTime: '2026-11-20 12:50', actions }),
  submitted: true,
  summary: '活动按计划开展,三十名志愿者参与了迎新服务,现提交结项材料。',
  submittedAt: '2026-11-20 15:00:00',
  photos: [{ id: 31, url: '/api/files/photo-key.png', name: '合影.png', type: 1, size: 2048 }],
  attachments: [{ id: 32, url: '/api/files/sheet-key.pdf', name: '签到表.pdf', type: 5, size: 4096 }],
  participants: [
    { userId: 1, name: '张三', code: '2021000001', collegeName: '计算机学院', className: '软件2101', signInAt: '2026-11-20 13:10:00', signOutAt: '2026-11-20 14:12:00', signWay: 1, hours: '3.00', reason: '' },
    { userId: 2, name: '李四', code: '2021000002', collegeName: '计算机学院', className: '软件2101', signInAt: '2026-11-20 13:40:00', signOutAt: null, signWay: 2, hours: '1.50', reason: '迟到半小时' },
  ],
  totalHours: '4.50',
});

beforeEach(() => {
  getActivityReport.mockReset();
  auditActivityReports.mockReset();
  auditActivityReports.mockResolvedValue({ done: 1, granted: 2 });
});

const open = () =>
  renderWithAdmin(<ReportReviewPage />, {
    path: '/proceeding/wait/activity/report/auditing/detail?id=7',
    dataProvider: testDataProvider({ getActivityReport, auditActivityReports } as never),
  });

describe('ReportReviewPage', () => {
  it('shows the whole report: summary, photo viewer, attachments, hours with reasons, planned and actual times', async () => {
    getActivityReport.mockResolvedValue(report(['approveReport', 'rejectReport', 'refuseReport']));
    open();
    expect(await screen.findByTestId('report-summary')).toHaveTextContent('三十名志愿者参与了迎新服务');
    expect(getActivityReport).toHaveBeenCalledWith(7);
    expect(screen.getByRole('link', { name: '签到表.pdf' })).toHaveAttribute('href', '/api/files/sheet-key.pdf');
    const late = screen.getByTestId('report-row-2021000002');
    expect(within(late).getByText('李四')).toBeInTheDocument();
    expect(within(late).getByText('1.50')).toBeInTheDocument();
    expect(within(late).getByText('迟到半小时')).toBeInTheDocument();
    expect(within(late).getByText('补录')).toBeInTheDocument();
    expect(within(screen.getByTestId('report-row-2021000001')).getByText('11-20 14:12')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 13:15 – 14:10')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 12:47')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20 12:50')).toBeInTheDocument();
    // The photo's thumbnail opens the viewer.
    fireEvent.click(screen.getByRole('button', { name: /合影\.png/ }));
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: '合影.png' })).toHaveAttribute('src', '/api/files/photo-key.png');
  });

  it('decides from the page: 驳回 needs a reason, 通过 sends the decision', async () => {
    getActivityReport.mockResolvedValue(report(['approveReport', 'rejectReport', 'refuseReport']));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('驳回必须填写原因')).toBeInTheDocument();
    expect(auditActivityReports).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditActivityReports).toHaveBeenCalledWith({ ids: [7], result: 'pass' }));
  });

  it('offers no decision to a reader who is not the step’s auditor', async () => {
    getActivityReport.mockResolvedValue(report([]));
    open();
    expect(await screen.findByText('当前不是您的审核步骤，仅可查看。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });
});

describe('结项审核 queue', () => {
  it('opens the report’s review page from a row', async () => {
    const rows: ReportAuditRow[] = [{ ...firstRows[0], status: 9, stepNo: 1, stepCount: 1, stepName: '结项审核', participantCount: 2, totalHours: '4.50' }];
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    const { location } = renderWithAdmin(<ReportAuditList />, { dataProvider: testDataProvider({ getList, auditActivityReports } as never) });
    await expectRowOpens(location, rows[0].name, '/proceeding/wait/activity/report/auditing/detail', `?id=${rows[0].id}`);
  });
});
