/**
 * 申报详情 (/communist/project/apply/detail?id=, /proceeding/wait/declare/show?id=) and the project
 * route group: what a reviewer reads (student, project, level, hours, statement, evidence
 * required), images previewed and files downloadable, the 审核记录, 通过 / 驳回 only when the caller
 * may decide (驳回 needs a reason); the /wait/declare redirects of spec §2 keep ?id=; pages a user
 * does not hold show 暂无权限！.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { mountedPlugins, pluginRoutes, plugins } from '../../src/plugins';
import project from '../../src/plugins/project';
import DeclarationDetailPage from '../../src/resources/declarations/DeclarationDetailPage';
import { auditorModules, declarationDetail, listOnlyModules, managerModules } from './declarations-fixtures';
import { renderWithAdmin, openDialog } from './shell-harness';

// The provider: getOne('declarations') (GET /project/apply/detail) and auditDeclarations (POST /declare/audit).
const getOne = vi.fn();
const auditDeclarations = vi.fn();
const dataProvider = () => testDataProvider({ getOne, auditDeclarations } as never);
const detailCalls = () => getOne.mock.calls.filter(([resource]) => resource === 'declarations');

let detail = declarationDetail();
beforeEach(() => {
  detail = declarationDetail();
  getOne.mockReset();
  auditDeclarations.mockReset();
  getOne.mockImplementation(async (resource: string) => ({ data: resource === 'declarations' ? detail : null }));
  auditDeclarations.mockResolvedValue({ count: 1, approved: 0, advanced: 0, rejected: 1 });
});

const renderDetail = (modules = managerModules) =>
  renderWithAdmin(<><DeclarationDetailPage /><Notification /></>, { path: '/communist/project/apply/detail?id=31', modules, dataProvider: dataProvider() });

describe('DeclarationDetailPage', () => {
  it('shows the declaration, its attachments and its history', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: '王小明 · 挑战杯全国大学生课外学术科技作品竞赛' })).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('declarations', expect.objectContaining({ id: '31' }));
    expect(screen.getByText('作品《校园节水系统》获国家级二等奖。')).toBeInTheDocument();
    expect(screen.getByText('获奖证书扫描件')).toBeInTheDocument();
    expect(screen.getByText('当前等待「审核员审核」审核')).toBeInTheDocument();
    expect(screen.getByText('未计入')).toBeInTheDocument();
    const file = screen.getByRole('link', { name: '作品报告.pdf' });
    expect(file).toHaveAttribute('href', '/api/files/report-key');
    expect(file).toHaveAttribute('download', '作品报告.pdf');
    fireEvent.click(screen.getByRole('button', { name: '预览 证书.jpg' }));
    const preview = await screen.findByRole('dialog', { name: '证书.jpg' });
    expect(within(preview).getByRole('img', { name: '证书.jpg' })).toHaveAttribute('src', '/api/files/cert-key');
    fireEvent.click(within(preview).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const history = screen.getByRole('list', { name: '审核记录' });
    expect(within(history).getByText('提交申报')).toBeInTheDocument();
  });

  it('rejects with a reason only', async () => {
    renderDetail();
    const dialog = await openDialog('驳回');
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('驳回必须填写原因')).toBeInTheDocument();
    expect(auditDeclarations).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/驳回原因/), { target: { value: '证书与奖项级别不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(auditDeclarations).toHaveBeenCalledWith({ ids: [31], result: 2, opinion: '证书与奖项级别不符' }));
    expect(await screen.findByText('已驳回 1 项')).toBeInTheDocument();
  });

  it('passes it after confirmation, with the optional opinion', async () => {
    auditDeclarations.mockResolvedValueOnce({ count: 1, approved: 1, advanced: 0, rejected: 0 });
    renderDetail(auditorModules);
    const dialog = await openDialog('通过');
    expect(within(dialog).getByTestId('audit-consequence')).toHaveTextContent('同一项目只按最高级别计入');
    fireEvent.change(within(dialog).getByLabelText('审核意见（选填）'), { target: { value: '材料齐全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditDeclarations).toHaveBeenCalledWith({ ids: [31], result: 1, opinion: '材料齐全' }));
    expect(await screen.findByText('已通过 1 项，学时已计入')).toBeInTheDocument();
    await waitFor(() => expect(detailCalls()).toHaveLength(2));
  });

  it('offers no decision when the caller may not decide, and shows the outcome', async () => {
    detail = declarationDetail({
      canAudit: false, status: 2, grantedHours: '4.00', auditor: '李审核', stepName: '',
      relateActivityId: 12, relateActivityName: '创新创业训练营',
    });
    renderDetail();
    expect(await screen.findByText('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '驳回' })).not.toBeInTheDocument();
    expect(screen.getByText('4.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '创新创业训练营' })).toHaveAttribute('href', '/communist/activity/detail?id=12');
  });

  it('shows the reject reason of a rejected declaration', async () => {
    detail = declarationDetail({ canAudit: false, status: 3, opinion: '证书照片不清晰' });
    renderDetail();
    expect(await screen.findByText('驳回原因：证书照片不清晰')).toBeInTheDocument();
  });
});

describe('project plugin', () => {
  it('mounts for the declaration list, the projects or the review queue', () => {
    for (const path of ['/communist/project', '/communist/project/apply', '/proceeding/wait/declare/first/auditing']) {
      expect(mountedPlugins(plugins, [path]).map((p) => p.name)).toContain('project');
    }
  });

  it.each([
    ['/wait/declare', '/proceeding/wait/declare/first/auditing', ''],
    ['/wait/declare/first/list', '/proceeding/wait/declare/first/auditing', ''],
    ['/wait/declare/first/detail?id=31', '/proceeding/wait/declare/show', '?id=31'],
  ])('redirects %s to %s', async (from, to, search) => {
    const { location } = renderWithAdmin(
      <Routes>
        {pluginRoutes(project)}
        <Route path="*" element={null} />
      </Routes>,
      { path: from, modules: auditorModules, dataProvider: testDataProvider() },
    );
    await waitFor(() => expect(location().pathname).toBe(to));
    expect(location().search).toBe(search);
  });

  it('shows 暂无权限！ on the project pages to a list-only user, and the declaration to a reviewer', async () => {
    const { unmount } = renderWithAdmin(<Routes>{pluginRoutes(project)}</Routes>, { path: '/communist/project/edit', modules: listOnlyModules, dataProvider: testDataProvider() });
    expect(await screen.findByText('暂无权限！')).toBeInTheDocument();
    unmount();
    renderWithAdmin(<Routes>{pluginRoutes(project)}</Routes>, { path: '/proceeding/wait/declare/show?id=31', modules: auditorModules, dataProvider: dataProvider() });
    expect(await screen.findByRole('heading', { name: '王小明 · 挑战杯全国大学生课外学术科技作品竞赛' })).toBeInTheDocument();
  });
});
