/**
 * An honour's page (/honors/my-list/details?id=; issue 21): what the reviewer reads (the honour,
 * its level and awarding body, the student, the review history) and 通过 only while it waits;
 * 驳回 needs a reason before it can be sent.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { GrowthDetail } from '../../common/honours';
import Details from '../../src/resources/honours/Details';
import { mod } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

const getOne = vi.fn();
const auditGrowth = vi.fn();
const detail = (over: Partial<GrowthDetail> = {}): GrowthDetail => ({
  id: 7, kind: 1, userId: 3, studentName: '王小明', studentCode: '2021000001', collegeName: '计算机学院', className: '计科2101', title: '国家奖学金', level: 1,
  levelName: '国家级', issuer: '教育部', job: '', jobKind: null, jobKindName: '', startDate: '2025-12-10', endDate: null, status: 1, statusName: '审核中', opinion: '',
  createTime: '2026-11-20 10:00:00', remarks: '', files: [], canAudit: true,
  history: [{ id: 1, action: 'submit', actionName: '提交申报', stepName: '', actorName: '王小明', opinion: '', fromStatus: null, toStatus: 1, time: '2026-11-20 10:00:00' }],
  ...over,
});

beforeEach(() => {
  getOne.mockReset();
  auditGrowth.mockReset();
  auditGrowth.mockResolvedValue({ count: 1, approved: 0, advanced: 0, rejected: 1 });
});

const render = (d: GrowthDetail) => {
  getOne.mockResolvedValue({ data: d });
  return renderWithAdmin(<Details kind="honour" />, { path: '/honors/my-list/details?id=7', modules: [mod(2101, '/honors/list')], dataProvider: testDataProvider({ getOne, auditGrowth } as never) });
};

describe('an honour’s page', () => {
  it('shows the honour and its history, and sends a rejection only with its reason', async () => {
    render(detail());
    expect(await screen.findByRole('heading', { name: '国家奖学金' })).toBeInTheDocument();
    expect(screen.getByText('国家级')).toBeInTheDocument();
    expect(screen.getByText('教育部')).toBeInTheDocument();
    expect(screen.getByText('提交申报')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: '驳回' });
    expect(send).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '驳回原因' }), { target: { value: '缺少证书' } });
    fireEvent.click(send);
    await waitFor(() => expect(auditGrowth).toHaveBeenCalledWith({ kind: 'honour', ids: [7], result: 'reject', opinion: '缺少证书' }));
  });

  it('offers no decision once it is decided, and shows a list row standing in before the detail arrives', async () => {
    // react-admin may hand the page the list's row (no files, no history) before GET /honors/detail answers.
    render({ ...detail({ status: 2, statusName: '已通过' }), canAudit: undefined, files: undefined, history: undefined } as never);
    expect(await screen.findByRole('heading', { name: '国家奖学金' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
  });
});
