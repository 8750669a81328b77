/**
 * 申报审核 (/proceeding/wait/declare/first/auditing; spec §4 "Declarations can be passed or rejected
 * singly or in batch for the same project"): what a reviewer reads, a batch of one project posts
 * {ids, result: 1}, a selection spanning two projects disables the batch buttons with
 * '批量审核只能选择同一项目的申报', 驳回 refuses a blank reason ('驳回必须填写原因') and then posts
 * result 2 with it, the server's refusal stays in the dialog, the project filter and the scope switch.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification, testDataProvider, type GetListParams } from 'react-admin';
import type { ModuleItem } from '../../common/api';
import type { DeclarationQueueRow } from '../../common/declarations';
import DeclarationAuditList from '../../src/resources/declarations/DeclarationAuditList';
import { expectRefusalInDialog, rejectWithReason } from './audit-dialog-helpers';
import { auditorModules, managerModules, queueRow } from './declarations-fixtures';
import { renderWithAdmin, expectRowOpens, expectTexts, rowOf, openDialog } from './shell-harness';

// The provider's verbs: the project filter's choices (GET /project/options) and POST /declare/audit.
const getProjectOptions = vi.fn();
const auditDeclarations = vi.fn();

beforeEach(() => {
  getProjectOptions.mockReset();
  auditDeclarations.mockReset();
  getProjectOptions.mockResolvedValue([{ id: 7, name: '挑战杯' }, { id: 8, name: '优秀志愿者' }]);
  auditDeclarations.mockResolvedValue({ count: 1, approved: 1, advanced: 0, rejected: 0 });
});

const rows: DeclarationQueueRow[] = [
  queueRow(31),
  queueRow(32, { userName: '陈静', code: '2021000002', optionName: '国家级三等奖', hours: '12.00', stepNo: 2, stepCount: 2, stepName: '团委复审', waitTime: '已等待4天1小时' }),
  queueRow(33, { userName: '赵磊', code: '2021000003', projectId: 8, projectName: '优秀志愿者', optionName: '校级', hours: '4.00' }),
];

function setup(modules: ModuleItem[] = auditorModules) {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: rows, total: rows.length }));
  const view = renderWithAdmin(<><DeclarationAuditList /><Notification /></>, {
    path: '/proceeding/wait/declare/first/auditing', modules, dataProvider: testDataProvider({ getList, getProjectOptions, auditDeclarations } as never),
  });
  return { ...view, getList };
}

const check = async (name: string) => fireEvent.click(within(await rowOf(name)).getByRole('checkbox'));

describe('DeclarationAuditList', () => {
  it('lists the waiting declarations with project, level, hours, step and waiting time', async () => {
    setup();
    const row = await rowOf('陈静');
    expectTexts(row, '2021000002', '计算机学院', '计科2101', '挑战杯全国大学生课外学术科技作品竞赛', '国家级三等奖', '12.00', '2/2 团委复审', '已等待4天1小时');
  });

  it('passes a batch of one project with result 1', async () => {
    setup();
    await check('王小明');
    await check('陈静');
    const batch = await screen.findByRole('button', { name: '批量通过' });
    expect(batch).toBeEnabled();
    expect(screen.queryByTestId('batch-hint')).not.toBeInTheDocument();
    fireEvent.click(batch);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定通过选中的 2 项吗？')).toBeInTheDocument();
    auditDeclarations.mockResolvedValueOnce({ count: 2, approved: 1, advanced: 1, rejected: 0 });
    fireEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditDeclarations).toHaveBeenCalledWith({ ids: [31, 32], result: 1 }));
    expect(await screen.findByText('已处理 2 项：1 项审核完成并计入学时，1 项进入下一审核步骤')).toBeInTheDocument();
  });

  it('disables the batch buttons when the selection spans two projects', async () => {
    setup();
    await check('王小明');
    await check('赵磊');
    expect(await screen.findByTestId('batch-hint')).toHaveTextContent('批量审核只能选择同一项目的申报');
    expect(screen.getByRole('button', { name: '批量通过' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '批量驳回' })).toBeDisabled();
    await check('赵磊');
    await waitFor(() => expect(screen.getByRole('button', { name: '批量通过' })).toBeEnabled());
    expect(screen.queryByTestId('batch-hint')).not.toBeInTheDocument();
  });

  it('refuses to reject without a reason, then posts result 2 with it', async () => {
    setup();
    const dialog = await openDialog('驳回', '赵磊');
    expect(within(dialog).getByText(/赵磊（优秀志愿者 · 校级）/)).toBeInTheDocument();
    auditDeclarations.mockResolvedValueOnce({ count: 1, approved: 0, advanced: 0, rejected: 1 });
    await rejectWithReason(dialog, auditDeclarations, '  ', '证书照片不清晰');
    await waitFor(() => expect(auditDeclarations).toHaveBeenCalledWith({ ids: [33], result: 2, opinion: '证书照片不清晰' }));
    expect(await screen.findByText('已驳回 1 项')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    setup();
    await expectRefusalInDialog(auditDeclarations, '王小明', '批量审核只能选择同一项目的申报');
  });

  it('opens the declaration from a row', async () => {
    const { location } = setup();
    await expectRowOpens(location, '赵磊', '/proceeding/wait/declare/show', '?id=33');
  });

  it('filters by project and student', async () => {
    const { getList } = setup();
    await rowOf('王小明');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '项目名称' }));
    fireEvent.click(await screen.findByRole('option', { name: '优秀志愿者' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ projectId: 8 }));
    fireEvent.change(screen.getByLabelText('学生'), { target: { value: '2021000003' } });
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ projectId: 8, name: '2021000003' }), { timeout: 2000 });
  });

  it('lets holders of 项目列表 switch between 我的待办 and 全部; auditors only see their own', async () => {
    const { getList, unmount } = setup(managerModules);
    await rowOf('王小明');
    expect(getList.mock.calls.at(-1)![1].filter).toEqual({ scope: 'mine' });
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(getList.mock.calls.at(-1)![1].filter).toEqual({ scope: 'all' }));
    unmount();
    const auditor = setup(auditorModules);
    await rowOf('王小明');
    expect(screen.queryByRole('button', { name: '全部' })).not.toBeInTheDocument();
    expect(auditor.getList.mock.calls.at(-1)![1].filter).toEqual({});
  });
});
