/**
 * 我的志愿 (/volunteer) against a fake school API behind the real client and data provider: before
 * registering the page offers 注册志愿者; the dialog sends the team, phone and intentions, shows the
 * server's refusal in place, and after success the page shows the volunteer number, the total and
 * the service record.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyVolunteer, ServiceHoursRow, VolunteerRow } from '../../common/voluntary';
import { createDataProvider } from '../../src/dataProvider';
import MyVolunteerPage from '../../src/resources/voluntary/student/MyVolunteer';
import { serveApi } from './auth-helpers';
import { mod } from './analysis-fixtures';
import { renderWithAdmin } from './shell-harness';

const teams = [{ id: 1020, name: '青年志愿者协会' }, { id: 1030, name: '环保服务队' }];
const volunteer: VolunteerRow = {
  id: 7, userId: 42, volunteerNo: 'V202600007', name: '林毅坤', studentCode: '2021000001', collegeName: '计算机学院', organizationId: 1030,
  organizationName: '环保服务队', intentions: '环保', phone: '13912345678', status: 1, totalHours: '3.50', registeredAt: '2026-11-20 10:00:00',
};
const record: ServiceHoursRow = {
  id: 3, activityId: 12, activityName: '河道清洁行动', organizationName: '环保服务队', userId: 42, name: '林毅坤', studentCode: '2021000001',
  signInAt: '2026-11-21 09:00:00', signOutAt: '2026-11-21 12:30:00', servedMinutes: 210, minutes: 210, hours: '3.50', correctionReason: '', status: 2, reason: '', serviceDate: '2026-11-21',
};

describe('我的志愿', () => {
  it('registers, shows the refusal in place, then the number, total and record', async () => {
    let mine: MyVolunteer = { volunteer: null, records: [], teams };
    const seen = serveApi({
      'GET /volunteer/mine': () => ({ code: 0, data: mine }),
      'POST /volunteer/register': (req) => {
        if (req.params.phone !== '13912345678') return { code: 10002, msg: '手机号格式不正确' };
        mine = { volunteer, records: [record], teams };
        return { code: 0, data: volunteer };
      },
    });
    renderWithAdmin(<MyVolunteerPage />, { path: '/volunteer', modules: [mod(1005, '/volunteer')], dataProvider: createDataProvider() });
    fireEvent.click(await screen.findByRole('button', { name: '注册志愿者' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /加入的志愿组织/ }));
    fireEvent.click(await screen.findByRole('option', { name: '环保服务队' }));
    fireEvent.change(within(dialog).getByLabelText(/联系电话/), { target: { value: '139' } });
    fireEvent.change(within(dialog).getByLabelText(/服务意向/), { target: { value: '环保' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交注册' }));
    expect(await within(dialog).findByText('手机号格式不正确')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/联系电话/), { target: { value: '13912345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交注册' }));
    await waitFor(() => expect(screen.getByTestId('my-volunteer-hours')).toHaveTextContent('3.50 小时'));
    expect(seen.filter((r) => r.path === '/volunteer/register').at(-1)!.params).toEqual({ organizationId: 1030, phone: '13912345678', intentions: '环保' });
    expect(screen.getByText('志愿者编号 V202600007 · 环保服务队')).toBeInTheDocument();
    expect(screen.getByText('河道清洁行动')).toBeInTheDocument();
    expect(screen.getByText('已通过')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '注册志愿者' })).toBeNull();
  });

  it('says so when the school has no volunteer organisation', async () => {
    serveApi({ 'GET /volunteer/mine': () => ({ code: 0, data: { volunteer: null, records: [], teams: [] } }) });
    renderWithAdmin(<MyVolunteerPage />, { path: '/volunteer', modules: [mod(1005, '/volunteer')], dataProvider: createDataProvider() });
    expect(await screen.findByText('本校暂无志愿组织')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '注册志愿者' })).toBeNull();
  });
});
