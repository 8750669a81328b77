/**
 * The report pages (/report/{id} summary, /reportDetail/{id} detailed; without the shell) and the
 * student's 我的成绩单: what they load, 签发并下载PDF / 下载PDF (issue, then the PDF of the issued one,
 * whose QR then shows), the layout switch, the student's issued list, and who may open them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { isBareLayoutPath } from '../../src/layout/bareLayout';
import { pluginRoutes } from '../../src/plugins';
import plugin from '../../src/plugins/transcripts';
import { DetailedReportPage, SummaryReportPage } from '../../src/resources/transcripts/ReportPage';
import StudentTranscriptPage from '../../src/resources/transcripts/StudentTranscriptPage';
import { renderWithAdmin, providerMocks } from './shell-harness';
import { issuedTranscript, transcriptContent, transcriptRow } from './transcripts-fixtures';

// The provider's transcript verbs (src/dataProvider/transcripts.ts) and the PDF download (files.ts).
const { getTranscriptPreview, getMyTranscriptPreview, getIssuedTranscripts, issueTranscript, revokeTranscript } = providerMocks('getTranscriptPreview', 'getMyTranscriptPreview', 'getIssuedTranscripts', 'issueTranscript', 'revokeTranscript');
const download = vi.fn(async () => 'x.pdf');
const dataProvider = () =>
  testDataProvider({ getTranscriptPreview, getMyTranscriptPreview, getIssuedTranscripts, issueTranscript, revokeTranscript, downloadFile: download } as never);

beforeEach(() => {
  download.mockClear();
  getTranscriptPreview.mockImplementation(async () => transcriptContent());
  getMyTranscriptPreview.mockImplementation(async () => transcriptContent());
  // The student's own (GET /student/transcript/list), or a student's for staff (GET /transcript/list {userId}).
  getIssuedTranscripts.mockImplementation(async (userId?: number) =>
    userId === undefined
      ? [transcriptRow(), transcriptRow({ id: 71, status: 'revoked', revokeReason: '信息有误', code: 'QRST2345EFGH6789' })]
      : [transcriptRow({ id: 72, status: 'valid', issuedByName: '系统管理员' })],
  );
  issueTranscript.mockResolvedValue(issuedTranscript());
  revokeTranscript.mockResolvedValue(null);
});

const mod = (id: number, name: string, path: string) => ({ id, name, path, parentId: 0, orderId: id, isBtn: 0 as const, icon: '', children: [] });
/** A holder of 学生列表 and 成绩单导出 (the seeded admin). */
const exporter = [mod(1, '学生列表', '/usermng/student/list'), mod(2, '成绩单导出', '/usermng/export/transcript/list')];
/** A holder of 学生列表 only: may look and print, not issue. */
const viewer = [mod(1, '学生列表', '/usermng/student/list')];

const reportRoutes = (
  <Routes>
    <Route path="/report/:id" element={<SummaryReportPage />} />
    <Route path="/reportDetail/:id" element={<DetailedReportPage />} />
  </Routes>
);

describe('report pages', () => {
  it('/reportDetail/{id} shows the detailed transcript of that student', async () => {
    renderWithAdmin(reportRoutes, { dataProvider: dataProvider(), path: '/reportDetail/501' });
    expect(await screen.findByRole('table', { name: '学时明细（共 2 条）' })).toBeInTheDocument();
    expect(getTranscriptPreview).toHaveBeenCalledWith(501);
    expect(screen.getByRole('button', { name: '明细版' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to the one-page summary at /report/{id}', async () => {
    const view = renderWithAdmin(reportRoutes, { dataProvider: dataProvider(), path: '/reportDetail/501' });
    await screen.findByRole('table', { name: '学时明细（共 2 条）' });
    fireEvent.click(screen.getByRole('button', { name: '概要版' }));
    await waitFor(() => expect(view.location().pathname).toBe('/report/501'));
    await waitFor(() => expect(screen.getByRole('article', { name: '第二课堂成绩单' })).toHaveAttribute('data-layout', 'summary'));
    expect(screen.queryByRole('table', { name: /学时明细/ })).toBeNull();
  });

  it('签发并下载PDF issues for the student, downloads that PDF and then shows its QR and code', async () => {
    renderWithAdmin(reportRoutes, { dataProvider: dataProvider(), path: '/report/501', modules: exporter });
    await screen.findByRole('article', { name: '第二课堂成绩单' });
    expect(screen.queryByRole('img', { name: '成绩单验证二维码' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '签发并下载PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/transcript/pdf', { id: 77 }, '2021000001_张晓明.pdf'));
    expect(issueTranscript).toHaveBeenCalledWith(501);
    expect(await screen.findByRole('img', { name: '成绩单验证二维码' })).toBeInTheDocument();
    expect(screen.getByTestId('transcript-code')).toHaveTextContent('ABCD-2345-EFGH-6789');
  });

  it('学生列表 alone may look and print but not issue', async () => {
    renderWithAdmin(reportRoutes, { dataProvider: dataProvider(), path: '/report/501', modules: viewer });
    await screen.findByRole('article', { name: '第二课堂成绩单' });
    expect(screen.getByRole('button', { name: '打印' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '签发并下载PDF' })).toBeNull();
    expect(getIssuedTranscripts).not.toHaveBeenCalled();
  });

  it("lists the student's issued transcripts and revokes one with a reason", async () => {
    renderWithAdmin(reportRoutes, { dataProvider: dataProvider(), path: '/report/501', modules: exporter });
    const row = await screen.findByTestId('issued-row');
    expect(getIssuedTranscripts).toHaveBeenCalledWith(501);
    expect(row).toHaveTextContent('有效');
    expect(row).toHaveTextContent('签发人：系统管理员');
    fireEvent.click(within(row).getByRole('button', { name: '撤销' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销成绩单' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定撤销' }));
    expect(await within(dialog).findByText('请填写撤销原因')).toBeInTheDocument();
    expect(revokeTranscript).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /撤销原因/ }), { target: { value: '信息有误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定撤销' }));
    await waitFor(() => expect(revokeTranscript).toHaveBeenCalledWith(72, '信息有误'));
  });

  it('打印 opens the browser print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWithAdmin(reportRoutes, { dataProvider: dataProvider(), path: '/report/501' });
    await screen.findByRole('article', { name: '第二课堂成绩单' });
    fireEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says so when the student cannot be loaded', async () => {
    getTranscriptPreview.mockRejectedValue(new Error('10003'));
    renderWithAdmin(reportRoutes, { dataProvider: dataProvider(), path: '/report/999' });
    expect(await screen.findByText('成绩单加载失败，请返回后重试')).toBeInTheDocument();
  });

  it('are bare pages with one id segment', () => {
    for (const p of ['/report/501', '/report2/501', '/reportDetail/501', '/reportDetail/501/', '/qzreportDetail/7']) expect(isBareLayoutPath(p)).toBe(true);
    for (const p of ['/report', '/reportDetail', '/report/501/x', '/reports/501', '/usermng/export/transcript/list']) expect(isBareLayoutPath(p)).toBe(false);
  });

  it('are routes of the group, mounted for 学生列表 or 成绩单导出 holders', () => {
    const paths = pluginRoutes(plugin).map((r) => (r.props as { path: string }).path);
    expect(paths).toEqual(expect.arrayContaining(['/usermng/export/transcript/list', '/report/:id', '/report2/:id', '/reportDetail/:id']));
    expect(plugin.basePaths).toEqual(['/usermng/export/transcript/list', '/usermng/student/list']);
  });

  it('show 权限警告 to a user holding neither module', async () => {
    const modules = [{ id: 1, name: '活动列表', path: '/communist/activity', parentId: 0, orderId: 1, isBtn: 0 as const, icon: '', children: [] }];
    renderWithAdmin(<Routes>{pluginRoutes(plugin)}</Routes>, { modules, dataProvider: dataProvider(), path: '/report/501' });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '第二课堂成绩单' })).toBeNull();
    expect(getTranscriptPreview).not.toHaveBeenCalled();
  });
});

describe('我的成绩单', () => {
  it("shows the student's own transcript in the school's layout and the issued ones", async () => {
    getMyTranscriptPreview.mockResolvedValue(transcriptContent({ school: { scoreReportModel: 2 } }));
    renderWithAdmin(<StudentTranscriptPage />, { dataProvider: dataProvider(), path: '/student/transcript' });
    expect(await screen.findByRole('table', { name: '学时明细（共 2 条）' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('issued-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026-11-01已被新版本取代');
    expect(rows[0]).toHaveTextContent('验证码：WXYZ-2345-EFGH-6789');
    expect(rows[0]).toHaveTextContent('总学时：30.0 · 分数：80.0');
    expect(rows[1]).toHaveTextContent('已撤销');
    expect(rows[1]).toHaveTextContent('撤销原因：信息有误');
    expect(within(rows[1]).getByRole('link', { name: '核验' })).toHaveAttribute('href', '/verify/QRST-2345-EFGH-6789');
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'PDF' }));
    expect(download).toHaveBeenCalledWith('/transcript/pdf', { id: 70 }, '2021000001_张晓明.pdf');
  });

  it('下载PDF issues the own transcript, then downloads it', async () => {
    renderWithAdmin(<StudentTranscriptPage />, { dataProvider: dataProvider(), path: '/student/transcript' });
    await screen.findByRole('article', { name: '第二课堂成绩单' });
    fireEvent.click(screen.getByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/transcript/pdf', { id: 77 }, '2021000001_张晓明.pdf'));
    expect(issueTranscript).toHaveBeenCalledWith(undefined);
    expect(await screen.findByRole('img', { name: '成绩单验证二维码' })).toBeInTheDocument();
  });
});
