/**
 * The student organiser's pages reusing the admin ones (on a fake data provider): launching from
 * /student/activity/launch lands on /student/activity/manage?id=, ?id= edits and ?copyId= copies;
 * the manage page's 编辑 / 复制 / 签到二维码 stay on the student side; /student/activity/qr is a
 * bare, guarded route that shows the rotating code.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { isBareLayoutPath } from '../../src/layout/bareLayout';
import { pluginRoutes } from '../../src/plugins';
import studentActivityPlugin from '../../src/plugins/studentActivity';
import { StudentLaunchPage, StudentManagePage, StudentQrPage } from '../../src/resources/participation/organiser/OrganiserPages';
import { activityDetail } from './activities-fixtures';
import { renderWithAdmin } from './shell-harness';
import { dateInput, enterDate } from './date-helpers';

// The provider methods the pages call, each standing for its endpoint.
const getActivityOptions = vi.fn(); // GET /activity/options
const getOne = vi.fn(); // GET /activity/detail
const create = vi.fn(); // POST /activity/add
const update = vi.fn(); // POST /activity/update
const getActivityQr = vi.fn(); // GET /activity/qr
const countActivitySignedIn = vi.fn(); // GET /activity/participants {signed: 1} → total
const getList = vi.fn(async () => ({ data: [], total: 0 }));
const dataProvider = () => testDataProvider({ getActivityOptions, getOne, create, update, getActivityQr, countActivitySignedIn, getList } as never);

const options = {
  organizations: [{ id: 3, name: '读书社' }],
  flows: [{ id: 1, name: '活动审核-一级', kind: 1 }, { id: 2, name: '结项审核', kind: 2 }],
  classifies: [{ id: 60, name: '文化活动', parentId: 0, limitType: 2, children: [] }],
  administrators: [{ id: 11, name: '张老师' }],
  colleges: [],
};
let detail = activityDetail();

beforeEach(() => {
  detail = activityDetail();
  for (const fn of [getActivityOptions, getOne, create, update, getActivityQr, countActivitySignedIn]) fn.mockReset();
  getActivityOptions.mockResolvedValue(options);
  getOne.mockImplementation(async () => ({ data: detail }));
  getActivityQr.mockResolvedValue({ token: '7.in.1.abcd', expiresIn: 60, refreshIn: 30, url: '/student/activity/sign?token=7.in.1.abcd' });
  countActivitySignedIn.mockResolvedValue(5);
  update.mockImplementation(async () => ({ data: activityDetail() }));
  create.mockImplementation(async () => ({ data: { ...activityDetail(), id: 21 } }));
});

const launch = (path: string) => renderWithAdmin(<StudentLaunchPage />, { path, dataProvider: dataProvider() });
const text = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const time = enterDate;

describe('/student/activity/launch', () => {
  it('launches an activity for the led organisation and lands on the manage page', async () => {
    const view = launch('/student/activity/launch');
    await screen.findByRole('textbox', { name: '活动名称' });
    text('活动名称', '周末读书会');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /模块\/分类/ }));
    fireEvent.click(await screen.findByRole('option', { name: '文化活动' }));
    text('学时', '2');
    text('名额', '30');
    time('报名开始时间', '2026-11-20 08:00');
    time('报名截止时间', '2026-11-28 18:00');
    time('活动开始时间', '2026-12-01 09:00');
    time('活动结束时间', '2026-12-01 12:00');
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('activities', expect.objectContaining({ meta: { silent: true } })));
    // The only organisation and the only flows are preselected.
    expect(create.mock.calls[0][1].data).toMatchObject({ name: '周末读书会', organizationId: 3, flowTemplateId: 1, reportFlowTemplateId: 2, classifyId: 60 });
    await waitFor(() => expect(view.location().pathname).toBe('/student/activity/manage'));
    expect(view.location().search).toBe('?id=21');
  });

  it('edits with ?id= through /activity/update and returns to the manage page', async () => {
    detail = activityDetail({ status: 3, actions: ['edit'] });
    const view = launch('/student/activity/launch?id=7');
    expect(await screen.findByRole('textbox', { name: '活动名称' })).toHaveValue('迎新志愿服务7');
    fireEvent.click(screen.getByRole('button', { name: '保存并提交' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('activities', expect.objectContaining({ id: 7, meta: { silent: true } })));
    await waitFor(() => expect(view.location().pathname).toBe('/student/activity/manage'));
    expect(view.location().search).toBe('?id=7');
  });

  it('copies with ?copyId=: the source named …（复制）, its windows blank', async () => {
    launch('/student/activity/launch?copyId=7');
    expect(await screen.findByRole('textbox', { name: '活动名称' })).toHaveValue('迎新志愿服务7（复制）');
    expect(dateInput('活动开始时间')).toHaveValue('');
    expect(getOne).toHaveBeenCalledWith('activities', expect.objectContaining({ id: 7 }));
  });
});

describe('/student/activity/manage', () => {
  const manage = () => renderWithAdmin(<StudentManagePage />, { path: '/student/activity/manage?id=7', dataProvider: dataProvider() });

  it('opens the QR on the student side and edits on the student launch page', async () => {
    detail = activityDetail({ status: 7, actions: ['qr', 'edit', 'copy'] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = manage();
    fireEvent.click(await screen.findByRole('button', { name: '签到二维码' }));
    expect(open).toHaveBeenCalledWith('/student/activity/qr?id=7&kind=in', '_blank', 'noopener');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(view.location().pathname).toBe('/student/activity/launch'));
    expect(view.location().search).toBe('?id=7');
  });

  it('copies to /student/activity/launch?copyId=', async () => {
    detail = activityDetail({ status: 12, actions: ['copy'] });
    const view = manage();
    fireEvent.click(await screen.findByRole('button', { name: '复制' }));
    await waitFor(() => expect(view.location().search).toBe('?copyId=7'));
    expect(view.location().pathname).toBe('/student/activity/launch');
  });
});

describe('/student/activity/qr', () => {
  it('is a bare page guarded by the student module', () => {
    expect(isBareLayoutPath('/student/activity/qr')).toBe(true);
    expect(isBareLayoutPath('/student/activity/manage')).toBe(false);
    // The guard is react-admin's <CanAccess> asking authProvider.canAccess for the module path.
    const routes = pluginRoutes(studentActivityPlugin).filter(isValidElement) as ReactElement<{ path: string; element: ReactElement<{ resource: string }> }>[];
    const qr = routes.find((r) => r.props.path === '/student/activity/qr');
    expect(qr?.props.element.props.resource).toBe('/student/activity');
    expect(routes.map((r) => r.props.path)).toEqual(expect.arrayContaining(['/student/activity/launch', '/student/activity/manage']));
  });

  it('shows the rotating code of the sign-in address and the signed-in count', async () => {
    detail = activityDetail({ status: 7 });
    renderWithAdmin(<StudentQrPage />, { path: '/student/activity/qr?id=7&kind=in', dataProvider: dataProvider() });
    const code = await screen.findByRole('img', { name: /签到/ });
    expect(code.getAttribute('data-token')).toBe('7.in.1.abcd');
    expect(getActivityQr).toHaveBeenCalledWith('7', 'in');
    expect(await screen.findByText(/已签到 5 人/)).toBeInTheDocument();
  });
});
