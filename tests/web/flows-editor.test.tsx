/**
 * 流程配置 (/system/flow, issue 4 "Review processes"): the flow list, and the flow editor — form
 * checks, ordered steps (add, move, remove), auditor type with a role select, and the saved body —
 * on a fake data provider.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FlowTemplateDetail, FlowTemplateRow } from '../../common/flows';
import { createDataProvider } from '../../src/dataProvider';
import FlowList from '../../src/resources/flows/FlowList';
import { renderWithAdmin, expectTexts, rowOf, providerMocks, openDialog, itShowsNoData } from './shell-harness';

const rows: FlowTemplateRow[] = [
  { id: 1, name: '活动审核-两级', kind: 1, stepCount: 2, enabled: true, remarks: '组织负责人初审,审核员复审' },
  { id: 2, name: '旧结项流程', kind: 2, stepCount: 1, enabled: false, remarks: '' },
];
const detail: FlowTemplateDetail = {
  ...rows[0],
  steps: [
    { orderNo: 1, name: '组织负责人审核', auditorType: 2, roleId: null, roleName: '', userIds: [], userNames: [] },
    { orderNo: 2, name: '审核员审核', auditorType: 1, roleId: 3, roleName: '审核员', userIds: [], userNames: [] },
  ],
};

/** The role choices of a step (GET /system/role/options). */
const roleOptions = async (path: string) => (path === '/system/role/options' ? [{ id: 3, name: '审核员' }, { id: 4, name: '指导教师' }] : []);

// The flows resource (getOne, create, update, delete of /flow/template/*) and getFlowAuditorOptions.
const { getOne, create, update, deleteFlow, getFlowAuditorOptions } = providerMocks('getOne', 'create', 'update', 'deleteFlow', 'getFlowAuditorOptions');
const expectNothingSent = () => {
  for (const f of [create, update, deleteFlow]) expect(f).not.toHaveBeenCalled();
};
beforeEach(() => {
  getOne.mockImplementation(async (resource: string) => ({ data: resource === 'flows' ? detail : null }));
  create.mockImplementation(async (_r: string, params: { data: object }) => ({ data: { ...params.data, id: 9 } }));
  update.mockImplementation(async (_r: string, params: { id: number; data: object }) => ({ data: { ...params.data, id: params.id } }));
  deleteFlow.mockImplementation(async (_r: string, params: { id: number }) => ({ data: { id: params.id } }));
  getFlowAuditorOptions.mockResolvedValue([{ id: 11, name: '张老师（t1001）' }]);
});

function setup(list = rows) {
  const getList = vi.fn(async () => ({ data: list, total: list.length }));
  const client = { get: vi.fn(roleOptions), post: vi.fn() };
  const dataProvider = { ...createDataProvider(client as never), getList: getList as never, getOne, create, update, delete: deleteFlow, getFlowAuditorOptions };
  return { getList, ...renderWithAdmin(<FlowList />, { path: '/system/flow', dataProvider }) };
}

const stepGroups = (dialog: HTMLElement) => within(dialog).getAllByRole('group', { name: /^第\d+步$/ });

describe('FlowList', () => {
  it('lists flows with their type, step count and state', async () => {
    setup();
    const two = await rowOf('活动审核-两级');
    expectTexts(two, '活动审核', '2', '启用');
    expect(within(screen.getByText('旧结项流程').closest('tr')!).getByText('停用')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 2 条');
  });

  itShowsNoData('shows 暂无数据 when there are no flows', () => setup([]));

  it('creates a flow: checks the form, then saves the ordered steps', async () => {
    setup();
    const dialog = await openDialog('新增流程');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入流程名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入步骤名称')).toBeInTheDocument();
    expectNothingSent();

    fireEvent.change(within(dialog).getByLabelText(/流程名称/), { target: { value: '三级审核' } });
    const [first] = stepGroups(dialog);
    fireEvent.change(within(first).getByLabelText('步骤名称'), { target: { value: '审核员初审' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择审核角色')).toBeInTheDocument();
    fireEvent.mouseDown(within(first).getByLabelText('审核角色'));
    fireEvent.click(await screen.findByRole('option', { name: '审核员' }));

    fireEvent.click(within(dialog).getByRole('button', { name: '添加步骤' }));
    const second = stepGroups(dialog)[1];
    fireEvent.change(within(second).getByLabelText('步骤名称'), { target: { value: '组织复核' } });
    fireEvent.mouseDown(within(second).getByLabelText('审核人类型'));
    fireEvent.click(await screen.findByRole('option', { name: '组织负责人' }));
    expect(within(second).getByText('由活动所属组织的负责人审核')).toBeInTheDocument();
    // Move the organisation step first.
    fireEvent.click(within(second).getByRole('button', { name: '上移' }));
    expect(within(stepGroups(dialog)[0]).getByLabelText('步骤名称')).toHaveValue('组织复核');

    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('flows', expect.objectContaining({
      data: {
        name: '三级审核', kind: 1, remarks: '', enabled: true,
        steps: [
          { name: '组织复核', auditorType: 2 },
          { name: '审核员初审', auditorType: 1, roleId: 3 },
        ],
      },
    }));
  });

  it('edits a flow: loads its steps, removes one and saves with the id', async () => {
    setup();
    const row = await rowOf('活动审核-两级');
    const dialog = await openDialog('编辑', row);
    expect(await within(dialog).findByText('编辑流程：活动审核-两级')).toBeInTheDocument();
    await waitFor(() => expect(stepGroups(dialog)).toHaveLength(2));
    fireEvent.click(within(stepGroups(dialog)[0]).getByRole('button', { name: '删除步骤' }));
    expect(stepGroups(dialog)).toHaveLength(1);
    expect(within(stepGroups(dialog)[0]).getByRole('button', { name: '删除步骤' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('flows', expect.objectContaining({
      id: 1,
      data: expect.objectContaining({ id: 1, name: '活动审核-两级', steps: [{ name: '审核员审核', auditorType: 1, roleId: 3 }] }),
    }));
  });

  it('asks before deleting', async () => {
    setup();
    const row = await rowOf('旧结项流程');
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/确定删除流程“旧结项流程”吗/)).toBeInTheDocument();
    expectNothingSent();
    fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(deleteFlow).toHaveBeenCalledWith('flows', expect.objectContaining({ id: 2 })));
  });
});
