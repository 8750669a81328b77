/**
 * 阵地申请详情 (/system/field/apply/show?id=): the step's auditor decides with 通过 / 驳回, each asked
 * first and naming the organisation, field and days; 驳回 needs an opinion; cancelling sends nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { FieldApplyDetail } from '../../../common/fields';
import ApplyShow from '../../../src/resources/fields/ApplyShow';
import { renderWithAdmin } from '../shell-harness';

const detail = (over: Partial<FieldApplyDetail> = {}): FieldApplyDetail => ({
  id: 5, fieldId: 2, fieldName: '一食堂展板', kindName: '展板', organizationId: 3, organizationName: '读书社', collegeName: '文学院', applicantName: '李四',
  startDate: '2026-12-01', endDate: '2026-12-03', purpose: '读书节宣传', status: 1, statusName: '待审核', opinion: '', createTime: '2026-11-20 10:00:00',
  content: '三块展板', files: [], capacity: 2, overlapping: [], history: [], canAudit: true, canWithdraw: false, ...over,
});

const getOne = vi.fn();
const auditFieldApplications = vi.fn();
beforeEach(() => {
  getOne.mockReset();
  getOne.mockResolvedValue({ data: detail() });
  auditFieldApplications.mockReset();
  auditFieldApplications.mockResolvedValue({ count: 1, approved: 1, advanced: 0, rejected: 0 });
});

const render = () => renderWithAdmin(<ApplyShow />, { path: '/system/field/apply/show?id=5', dataProvider: testDataProvider({ getOne, auditFieldApplications } as never) });

describe('ApplyShow decisions', () => {
  it('asks before 通过, sends nothing when cancelled, then approves', async () => {
    render();
    const decision = await screen.findByTestId('decision');
    fireEvent.click(within(decision).getByRole('button', { name: '通过' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('确定通过「读书社」在 2026-12-01 ~ 2026-12-03 使用「一食堂展板」的申请吗?');
    fireEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(auditFieldApplications).not.toHaveBeenCalled();

    getOne.mockResolvedValue({ data: detail({ status: 2, statusName: '已通过', canAudit: false }) });
    fireEvent.click(within(decision).getByRole('button', { name: '通过' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(auditFieldApplications).toHaveBeenCalledWith([5], 'pass', undefined));
    expect(await screen.findByText('已通过', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByTestId('decision')).not.toBeInTheDocument();
  });

  it('rejects only with an opinion, after asking (one day named once)', async () => {
    getOne.mockResolvedValue({ data: detail({ endDate: '2026-12-01' }) });
    render();
    const decision = await screen.findByTestId('decision');
    const reject = within(decision).getByRole('button', { name: '驳回' });
    expect(reject).toBeDisabled();
    fireEvent.change(within(decision).getByRole('textbox', { name: '审核意见' }), { target: { value: '与校庆布置冲突' } });
    fireEvent.click(reject);
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('确定驳回「读书社」在 2026-12-01 使用「一食堂展板」的申请吗?驳回意见将告知申请人。');
    fireEvent.click(within(ask).getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(auditFieldApplications).toHaveBeenCalledWith([5], 'reject', '与校庆布置冲突'));
  });
});
