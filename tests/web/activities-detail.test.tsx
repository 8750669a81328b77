/**
 * 活动详情 (/communist/activity/detail?id=): the header's actions exactly as `actions` allows, the
 * transitions with their confirmation, 基本信息 (attachments, geofence, lottery seed, college), 参与人员
 * (sign-in way, back-fill with a required reason, hours while awaiting the report), 审核记录 and
 * the completion report dialog — on a fake data provider (getOne, getList and the activity verbs).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import type { ActivityDetail, ActivityReport, ParticipantRow } from '../../common/activities';
import { ApiError } from '../../src/dataProvider';
import ActivityDetailPage from '../../src/resources/activities/detail/ActivityDetailPage';
import { activityDetail, organiserModules, participant } from './activities-fixtures';
import { renderWithAdmin, expectTexts, rowOf, openDialog, pickStudent } from './shell-harness';

// The provider methods the page calls (src/dataProvider/activities.ts), each standing for its endpoint.
const getOne = vi.fn(); // GET /activity/detail
const transitionActivity = vi.fn(); // POST /activity/transition
const resubmitActivity = vi.fn(); // POST /activity/resubmit
const backfillActivityAttendance = vi.fn(); // POST /activity/backfill
const setActivityParticipantHours = vi.fn(); // POST /activity/participants/hours
const submitActivityReport = vi.fn(); // POST /activity/report/submit
const getActivityReport = vi.fn(); // GET /activity/report/detail
const searchStudentsForPicker = vi.fn(); // GET /school/students
const verbs = { transitionActivity, resubmitActivity, backfillActivityAttendance, setActivityParticipantHours, submitActivityReport };

let detail: ActivityDetail;
let people: ParticipantRow[];
beforeEach(() => {
  detail = activityDetail();
  people = [
    participant(1),
    participant(2, { signInAt: '2026-12-01 09:20', signWay: 2, backfillReason: '手机没电', hours: '4.00' }),
    participant(3, { signInAt: null, signWay: null, noShow: true }),
  ];
  for (const verb of Object.values(verbs)) {
    verb.mockReset();
    verb.mockResolvedValue({ done: 1 });
  }
  getOne.mockReset();
  getOne.mockImplementation(async () => ({ data: detail }));
  getActivityReport.mockReset();
  // The draft: the seat holders who signed in, with their hours (issue 18).
  getActivityReport.mockImplementation(async (): Promise<ActivityReport> => {
    const signed = people.filter((r) => r.status === 1 && r.signInAt);
    return {
      activity: detail, submitted: false, summary: '', submittedAt: null, photos: [], attachments: [],
      participants: signed.map((r) => ({ ...r, reason: '' })),
      totalHours: signed.reduce((sum, r) => sum + Number(r.hours), 0).toFixed(2),
    };
  });
  searchStudentsForPicker.mockReset();
  searchStudentsForPicker.mockResolvedValue({ list: [{ id: 9, name: '赵六', code: '2021000009', className: '软件2102', collegeName: '计算机学院' }], total: 1 });
});

function setup() {
  const getList = vi.fn(async (_r: string, p: GetListParams) => {
    const rows = people.filter((r) => (p.filter.signed === undefined ? true : p.filter.signed === 1 ? !!r.signInAt : !r.signInAt)).map((r) => ({ ...r, id: r.userId }));
    return { data: rows, total: rows.length };
  });
  const dataProvider = testDataProvider({ getList, getOne, getActivityReport, searchStudentsForPicker, ...verbs } as never);
  const view = renderWithAdmin(<ActivityDetailPage />, { path: '/communist/activity/detail?id=7', modules: organiserModules, dataProvider });
  return { ...view, getList };
}

describe('ActivityDetailPage', () => {
  it('shows the header with the status chip and only the allowed actions', async () => {
    detail = activityDetail({ status: 5, actions: ['closeEnrollment', 'copy'] });
    setup();
    expect(await screen.findByRole('heading', { name: '迎新志愿服务7' })).toBeInTheDocument();
    expect(screen.getByText('报名中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '截止报名' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制' })).toBeInTheDocument();
    for (const absent of ['编辑', '开始活动', '结束活动', '提交结项', '重新提交', '签到二维码'])
      expect(screen.queryByRole('button', { name: absent })).not.toBeInTheDocument();
  });

  it('fires a transition after the confirmation and reloads the detail', async () => {
    detail = activityDetail({ status: 6, actions: ['start', 'qr'] });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '开始活动' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('确定现在开始活动“迎新志愿服务7”吗？')).toBeInTheDocument();
    expect(transitionActivity).not.toHaveBeenCalled();
    detail = activityDetail({ status: 7, actions: ['end', 'qr', 'backfill'] });
    fireEvent.click(within(confirm).getByRole('button', { name: '开始活动' }));
    await waitFor(() => expect(transitionActivity).toHaveBeenCalledWith(7, 'start'));
    expect(await screen.findByRole('button', { name: '结束活动' })).toBeInTheDocument();
    expect(screen.getByText('进行中')).toBeInTheDocument();
  });

  it('resubmits a rejected activity and shows the rejection reason', async () => {
    detail = activityDetail({ status: 3, reason: '时间与考试冲突', actions: ['edit', 'resubmit', 'copy'] });
    const { location } = setup();
    expect(await screen.findByText('驳回原因：时间与考试冲突')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(resubmitActivity).toHaveBeenCalledWith(7));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(location().pathname).toBe('/communist/activity/launch'));
    expect(location().search).toBe('?id=7');
  });

  it('opens the full-screen QR in a new tab', async () => {
    detail = activityDetail({ status: 7, actions: ['qr'] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '签到二维码' }));
    expect(open).toHaveBeenCalledWith('/communist/onlyActivity?id=7&kind=in', '_blank', 'noopener');
  });

  it('shows the basic information with attachments, geofence and the lottery seed', async () => {
    setup();
    await screen.findByRole('heading', { name: '迎新志愿服务7' });
    expect(screen.getByRole('link', { name: '活动方案.pdf' })).toHaveAttribute('href', '/api/files/plan-key');
    expect(screen.getByText('200.0 KB')).toBeInTheDocument();
    expect(screen.getByText('30.5728, 114.3655')).toBeInTheDocument();
    expect(screen.getByText('200 米内')).toBeInTheDocument();
    expect(screen.getByText('截止后抽签')).toBeInTheDocument();
    expect(screen.getByText('签到和签退')).toBeInTheDocument();
    expect(screen.getByText('a1b2c3d4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '活动海报' })).toHaveAttribute('src', '/api/files/poster-key');
    expect(screen.getByText('2026-11-20 08:00 – 2026-11-28 18:00')).toBeInTheDocument();
  });

  it('names the college of a college-level activity, and no college otherwise', async () => {
    detail = activityDetail({ activityLevel: 2, collegeId: 8, collegeName: '外国语学院' });
    const view = setup();
    await screen.findByRole('heading', { name: '迎新志愿服务7' });
    expect(screen.getByText('院级')).toBeInTheDocument();
    expect(screen.getByText('所属学院')).toBeInTheDocument();
    expect(screen.getByText('外国语学院')).toBeInTheDocument();
    view.unmount();
    detail = activityDetail();
    setup();
    await screen.findByRole('heading', { name: '迎新志愿服务7' });
    expect(screen.getByText('校级')).toBeInTheDocument();
    expect(screen.queryByText('所属学院')).not.toBeInTheDocument();
  });

  it('lists participants with the sign-in way and the back-fill reason', async () => {
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: /参与人员/ }));
    const backfilled = await rowOf('学生2');
    expectTexts(backfilled, '补录', '补录原因：手机没电');
    expect(within(screen.getByText('学生1').closest('tr')!).getByText('扫码')).toBeInTheDocument();
    expect(within(screen.getByText('学生3').closest('tr')!).getByText('缺席')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '签退时间' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '补录签到' })).not.toBeInTheDocument();
  });

  it('back-fills chosen students only with a reason', async () => {
    detail = activityDetail({ status: 7, signMode: 1, actions: ['end', 'backfill'] });
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: /参与人员/ }));
    const dialog = await openDialog('补录签到');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请选择要补录的学生')).toBeInTheDocument();
    expect(within(dialog).getByText('补录必须填写原因')).toBeInTheDocument();
    await pickStudent(dialog, '2021000009', '赵六（2021000009）');
    expect(searchStudentsForPicker).toHaveBeenCalledWith({ current: 1, size: 20, status: 1, code: '2021000009' });
    fireEvent.change(within(dialog).getByLabelText(/补录原因/), { target: { value: '现场签到设备故障' } });
    expect(within(dialog).queryByLabelText('同时补录签退')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backfillActivityAttendance).toHaveBeenCalledWith({ id: 7, userIds: [9], reason: '现场签到设备故障' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('back-fills the rows selected in the list', async () => {
    detail = activityDetail({ status: 8, signMode: 1, actions: ['report', 'backfill'] });
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: /参与人员/ }));
    const absent = await rowOf('学生3');
    fireEvent.click(within(absent).getByRole('checkbox'));
    const dialog = await openDialog('补录所选学生');
    expect(within(dialog).getByText('学生3（2021000003）')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/补录原因/), { target: { value: '签到表为证' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backfillActivityAttendance).toHaveBeenCalledWith({ id: 7, userIds: [3], reason: '签到表为证' }));
  });

  it('keeps a back-fill refusal in the dialog', async () => {
    detail = activityDetail({ status: 8, actions: ['report', 'backfill'] });
    backfillActivityAttendance.mockRejectedValueOnce(new ApiError(10002, '报名人数已满'));
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: /参与人员/ }));
    const dialog = await openDialog('补录签到');
    await pickStudent(dialog, '赵', '赵六（2021000009）');
    fireEvent.change(within(dialog).getByLabelText(/补录原因/), { target: { value: '漏扫' } });
    fireEvent.click(within(dialog).getByLabelText('同时补录签退'));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('报名人数已满')).toBeInTheDocument();
    expect(backfillActivityAttendance).toHaveBeenCalledWith({ id: 7, userIds: [9], reason: '漏扫', signOut: true });
  });

  it('lets the organiser lower hours while the report is pending, within 0 and the activity hours', async () => {
    detail = activityDetail({ status: 8, actions: ['report', 'backfill'] });
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: /参与人员/ }));
    const hours = await screen.findByLabelText('学生1的学时');
    expect(screen.queryByLabelText('学生3的学时')).not.toBeInTheDocument(); // never signed in
    const save = screen.getByRole('button', { name: '保存学时' });
    expect(save).toBeDisabled();
    fireEvent.change(hours, { target: { value: '5' } });
    expect(await screen.findByText('学时须在 0 至 4.00 之间，最多两位小数')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(hours, { target: { value: '2.5' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(setActivityParticipantHours).toHaveBeenCalledWith(7, [{ userId: 1, hours: '2.5' }]));
  });

  it('shows the review history as a timeline', async () => {
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: '审核记录' }));
    const items = within(screen.getByRole('list', { name: '审核记录' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]).getByText('步骤：组织负责人审核')).toBeInTheDocument();
    expect(within(items[1]).getByText('李老师 · 2026-11-11 09:30:00')).toBeInTheDocument();
    expect(within(items[1]).getByText('意见：同意')).toBeInTheDocument();
    expect(within(items[2]).getByText('待报名')).toBeInTheDocument();
  });

  it('submits the completion report: a summary of 20 characters, lowered hours with a reason', async () => {
    detail = activityDetail({ status: 8, hours: '4.00', actions: ['report', 'backfill'] });
    people = [participant(1), participant(2, { hours: '4.00', signWay: 2 }), participant(3, { signInAt: null, signWay: null })];
    setup();
    const dialog = await openDialog('提交结项');
    await waitFor(() => expect(within(dialog).getByTestId('report-count')).toHaveTextContent('2'));
    expect(within(dialog).getByTestId('report-hours')).toHaveTextContent('8.00');
    expect(within(dialog).getByText('补录')).toBeInTheDocument();
    // A short summary and a lowered hours without reason are refused here, nothing is sent.
    fireEvent.change(within(dialog).getByLabelText(/结项总结/), { target: { value: '活动顺利完成' } });
    const first = people[0];
    fireEvent.change(within(dialog).getByLabelText(`${first.name}的学时`), { target: { value: '1.5' } });
    expect(within(dialog).getByTestId('report-hours')).toHaveTextContent('5.50');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    expect(await within(dialog).findByText('结项总结不能少于20个字')).toBeInTheDocument();
    expect(within(dialog).getByText('学时低于活动学时，请填写原因')).toBeInTheDocument();
    expect(submitActivityReport).not.toHaveBeenCalled();
    const summary = '活动顺利完成,参与同学表现积极,现提交结项材料。';
    fireEvent.change(within(dialog).getByLabelText(/结项总结/), { target: { value: summary } });
    fireEvent.change(within(dialog).getByLabelText(`${first.name}的调低原因`), { target: { value: '中途离开' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(submitActivityReport).toHaveBeenCalledWith({
      id: 7, summary, photoIds: [], fileIds: [],
      items: [{ userId: first.userId, hours: '1.5', reason: '中途离开' }, { userId: people[1].userId, hours: '4.00', reason: '' }],
    }));
  });

  it('says so when the activity cannot be read', async () => {
    getOne.mockRejectedValue(new Error('10003'));
    setup();
    expect(await screen.findByText('活动不存在或无权查看')).toBeInTheDocument();
  });
});
