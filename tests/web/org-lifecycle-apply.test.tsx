/**
 * 组织申请 form (issue 19; src/resources/orgLifecycle/ApplyDialog.tsx): what a founder meets — a
 * volunteer team asks for its 服务领域, nothing is sent while a required field is empty, a valid
 * founding is sent with the founders as typed; a 年审 shows the counts the system computed; the
 * server's refusal naming a field shows under it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { ApiError } from '../../src/dataProvider/errors';
import { ApplyDialog, yearChoices } from '../../src/resources/orgLifecycle/ApplyDialog';
import { providerMocks, renderWithAdmin } from './shell-harness';

const { applyOrganization, getOrgApplyOptions, getOrgAdvisors, getStructureOptions, getOrgYearSummary } = providerMocks(
  'applyOrganization', 'getOrgApplyOptions', 'getOrgAdvisors', 'getStructureOptions', 'getOrgYearSummary',
);
const onSaved = vi.fn();

beforeEach(() => {
  applyOrganization.mockResolvedValue({ id: 7 });
  getOrgApplyOptions.mockResolvedValue([{ id: 3, name: '摄影协会', nature: 2 }]);
  getOrgAdvisors.mockResolvedValue([{ id: 11, name: '赵老师（a1001）' }]);
  getStructureOptions.mockResolvedValue([]);
  getOrgYearSummary.mockResolvedValue({ activityCount: 4, memberCount: 12 });
});

function setup(kind?: number) {
  return renderWithAdmin(<ApplyDialog open onClose={() => undefined} onSaved={onSaved} kind={kind} />, {
    path: '/organization/apply',
    modules: [],
    dataProvider: testDataProvider({ applyOrganization, getOrgApplyOptions, getOrgAdvisors, getStructureOptions, getOrgYearSummary } as never),
  });
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

describe('founding', () => {
  it('asks a volunteer team for its 服务领域 and sends nothing until the required fields are there', async () => {
    setup();
    type(/组织名称/, '敬老助残志愿服务队');
    expect(screen.queryByLabelText(/服务领域/)).toBeNull();
    await choose(/组织类别/, '志愿组织');
    await screen.findByLabelText(/服务领域/);
    submit();
    await screen.findAllByText('必填');
    expect(applyOrganization).not.toHaveBeenCalled();
    type(/服务领域/, '社区养老');
    type(/组织章程/, '每周走进社区');
    type(/创始成员学号/, '2021000002, 2021000003');
    submit();
    await waitFor(() => expect(applyOrganization).toHaveBeenCalledTimes(1));
    expect(applyOrganization.mock.calls[0][0]).toMatchObject({ kind: 1, name: '敬老助残志愿服务队', nature: 3, serviceArea: '社区养老', charter: '每周走进社区', founderCodes: '2021000002, 2021000003' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
  });

  it('shows the server\'s refusal under the field it names', async () => {
    applyOrganization.mockRejectedValue(new ApiError(10002, '参数错误: name 已有同名组织或待审核的同名成立申请'));
    setup();
    type(/组织名称/, '摄影协会');
    await choose(/组织类别/, '社团协会');
    type(/组织章程/, '章程');
    submit();
    await screen.findByText(/已有同名组织或待审核的同名成立申请/);
  });
});

describe('annual review', () => {
  it('shows the year\'s counts computed by the system for the chosen organisation', async () => {
    setup(3);
    await choose(/^组织/, '摄影协会');
    expect(await screen.findByTestId('year-counts')).toHaveTextContent('本学年活动 4 场，当前成员 12 人');
    expect(getOrgYearSummary).toHaveBeenCalledWith(3, yearChoices()[0].id);
  });

  it('offers this academic year (from August) and the previous one', () => {
    expect(yearChoices(new Date(2026, 7, 1)).map((y) => y.name)).toEqual(['2026-2027学年', '2025-2026学年']);
    expect(yearChoices(new Date(2026, 6, 31)).map((y) => y.id)).toEqual([2025, 2024]);
  });
});
