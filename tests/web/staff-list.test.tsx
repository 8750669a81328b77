/**
 * 教师管理 (/teacher/user): the list with its columns and the ?id={userCode} entry, the create form's
 * validation (spec §5 phone rule), role assignment, and the confirmed reset / disable actions, on a
 * fake data provider over a fake API client; the random initial passwords of a create or reset are
 * shown once with copy buttons (issue 14). Mobiles come masked (issue 14 defect 8): holders of
 * 查看完整个人信息 may show one in full per row after a question saying the view is recorded, and the
 * edit form keeps the masked value it loaded unless the user types a whole new number.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import type { EmployeeCreated, EmployeeRow, InitialPassword, ModuleItem } from '../../common/api';
import { createDataProvider, type DataClient } from '../../src/dataProvider';
import StaffList from '../../src/resources/staff/StaffList';
import { renderWithAdmin, sampleModules, expectTexts, rowOf, openDialog, itShowsNoData } from './shell-harness';

/** A fake API client under the real data provider: requests reach `get` / `post` as the server would see them. */
const get = vi.fn();
const post = vi.fn();
const api = { get, post } as unknown as DataClient;

const row = (id: number, code: string, name: string, extra: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id, code, name, gender: 1, mobile: '139****5678', collegeId: 3, collegeName: '计算机学院', title: '讲师', roleIds: [2, 3],
  roleNames: '指导教师,审核员', status: 1, lastLoginTime: '2026-11-20 09:30:00', ...extra,
});
const rows = [row(11, 't1001', '王建国'), row(12, 't1002', '刘芳', { gender: 2, status: 0, lastLoginTime: null, roleIds: [], roleNames: '', mobile: '' })];

/** What the server would reply for account `id`: one random-looking password each. */
const PASSWORDS: Record<number, InitialPassword> = {
  11: { id: 11, username: 't1001', name: '王建国', password: 'Kp7#wQ3$zR9m' },
  12: { id: 12, username: 't1002', name: '刘芳', password: 'Hx4@bN8!tE2q' },
  31: { id: 31, username: 'T2024', name: '赵老师', password: 'Vd6%jS9?cM3w' },
};
const issued = (id: number) => PASSWORDS[id];

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => {
    if (path === '/system/role/options') return [{ id: 1, name: '系统管理员' }, { id: 2, name: '指导教师' }, { id: 3, name: '审核员' }];
    if (path === '/school/structure/options') return [{ id: 3, name: '计算机学院' }];
    return [];
  });
  post.mockImplementation(async (path: string, body?: object) => {
    if (path === '/system/employee/reset-password') {
      const ids = (body as { ids: number[] }).ids;
      return { count: ids.length, initialPasswords: ids.map((id) => issued(id)) };
    }
    if (path === '/system/employee/add') return { ...row(31, 'T2024', '赵老师'), initialPasswords: [issued(31)] } satisfies EmployeeCreated;
    if (path === '/system/employee/status') return { count: (body as { ids: number[] }).ids.length };
    return null;
  });
});

const FULL_MOBILE = '13912345678';
/** The button 查看完整个人信息 (under 学生列表 in the real tree). */
const PERSONAL: ModuleItem = { id: 99, name: '查看完整个人信息', path: '/click/student/personal', parentId: 11, orderId: 7, isBtn: 1, icon: '', children: [] };

function setup(path = '/teacher/user', list = rows, modules: ModuleItem[] = sampleModules) {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: list, total: list.length }));
  const getStaffPersonalData = vi.fn(async (_id: number | string) => ({ mobile: FULL_MOBILE }));
  // The app's data provider over the fake client (writes reach `post`), with the list and the reveal stubbed.
  const dataProvider = { ...createDataProvider(api), getList: getList as never, getStaffPersonalData };
  const view = renderWithAdmin(<StaffList />, { path, modules, dataProvider: dataProvider as never });
  return { ...view, getList, getStaffPersonalData, lastParams: () => getList.mock.calls.at(-1)![1] };
}

describe('StaffList', () => {
  it('shows the staff with 工号, roles, status and last sign-in', async () => {
    setup();
    const first = await rowOf('王建国');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent).filter(Boolean);
    expect(headers).toEqual(['工号', '姓名', '性别', '手机号', '所属院系', '职称', '角色', '状态', '最近登录', '操作']);
    expectTexts(first, 't1001', '指导教师，审核员', '启用', '2026-11-20 09:30:00');
    const second = screen.getByText('刘芳').closest('tr')!;
    expectTexts(second, '女', '禁用', '从未登录');
  });

  it('opens filtered by 工号 from /teacher/user?id={userCode} (spec §2)', async () => {
    const { getList } = setup('/teacher/user?id=t1001');
    await screen.findByText('王建国');
    expect(getList).toHaveBeenCalledWith('staff', expect.objectContaining({ filter: { code: 't1001' }, pagination: { page: 1, perPage: 10 } }));
    expect(screen.getByLabelText('工号')).toHaveValue('t1001');
  });

  itShowsNoData('shows 暂无数据 for an empty school', () => setup('/teacher/user', []));

  it('validates the create form before sending it', async () => {
    setup();
    const dialog = await openDialog('新增教师');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入工号')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/工号/), { target: { value: 'T2024' } });
    fireEvent.change(within(dialog).getByLabelText(/姓名/), { target: { value: '赵老师' } });
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '12345678901' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('手机号格式不正确')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13712345678' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '女' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/system/employee/add', {
        code: 'T2024', name: '赵老师', gender: 2, mobile: '13712345678', collegeId: null, title: '', roleIds: [],
      }),
    );
  });

  it('shows the new account’s initial password once, with a copy button and a warning', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '新增教师' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText('保存后系统将生成随机初始密码，只显示一次；该教师首次登录后须先修改密码。')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/工号/), { target: { value: 'T2024' } });
    fireEvent.change(within(form).getByLabelText(/姓名/), { target: { value: '赵老师' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));

    const shown = await screen.findByRole('dialog', { name: '初始密码' });
    expectTexts(shown, '初始密码只显示这一次，关闭后无法再次查看，遗失只能重新重置。', /首次登录后须先修改密码/);
    const line = within(shown).getByText('Vd6%jS9?cM3w').closest('tr')!;
    expectTexts(line, 'T2024', '赵老师');
    expect(within(shown).queryByRole('button', { name: '全部复制' })).not.toBeInTheDocument();
    fireEvent.click(within(line).getByRole('button', { name: '复制赵老师的初始密码' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Vd6%jS9?cM3w'));
    expect(await screen.findByText('已复制到剪贴板')).toBeInTheDocument();

    // Escape does not lose it; the button does, and nothing shows it again.
    fireEvent.keyDown(shown, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: '初始密码' })).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: '我已记下，关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '初始密码' })).not.toBeInTheDocument());
    expect(screen.queryByText('Vd6%jS9?cM3w')).not.toBeInTheDocument();
  });

  it('says so when the browser refuses to copy, and the password stays on screen', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '新增教师' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(/工号/), { target: { value: 'T2024' } });
    fireEvent.change(within(form).getByLabelText(/姓名/), { target: { value: '赵老师' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    const shown = await screen.findByRole('dialog', { name: '初始密码' });
    fireEvent.click(within(shown).getByRole('button', { name: '复制赵老师的初始密码' }));
    expect(await screen.findByText('复制失败，请手动选中密码后复制')).toBeInTheDocument();
    expect(within(shown).getByText('Vd6%jS9?cM3w')).toBeInTheDocument();
  });

  it('assigns roles from the school’s staff roles', async () => {
    setup();
    const first = await rowOf('王建国');
    const dialog = await openDialog('分配角色', first);
    expect(within(dialog).getByText('分配角色：王建国')).toBeInTheDocument();
    expect(await within(dialog).findByRole('checkbox', { name: '指导教师' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '审核员' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '系统管理员' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/employee/roles', { id: 11, roleIds: [2, 1] }));
  });

  it('resets a password only after confirmation', async () => {
    setup();
    const first = await rowOf('王建国');
    fireEvent.click(within(first).getByRole('button', { name: '更多操作 王建国' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '重置密码' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^确定重置 1 个账号的密码吗？系统将生成新的随机初始密码/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/employee/reset-password', { ids: [11] }));
    const shown = await screen.findByRole('dialog', { name: '初始密码' });
    expect(within(within(shown).getByText('Kp7#wQ3$zR9m').closest('tr')!).getByText('t1001')).toBeInTheDocument();
  });

  it('shows every new password of a bulk reset, and copies them all', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    fireEvent.click(within(await rowOf('王建国')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('刘芳').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '重置密码' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '重置密码' }));
    const shown = await screen.findByRole('dialog', { name: '初始密码' });
    expectTexts(shown, 'Kp7#wQ3$zR9m', 'Hx4@bN8!tE2q');
    fireEvent.click(within(shown).getByRole('button', { name: '全部复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('t1001\t王建国\tKp7#wQ3$zR9m\nt1002\t刘芳\tHx4@bN8!tE2q'));
  });

  it('disables the selected accounts after confirmation', async () => {
    setup();
    fireEvent.click(within(await rowOf('王建国')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('刘芳').closest('tr')!).getByRole('checkbox'));
    const dialog = await openDialog('禁用');
    expect(within(dialog).getByText('确定禁用选中的 2 个账号吗？禁用后这些账号将立即退出登录。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '禁用' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/employee/status', { ids: [11, 12], status: 0 }));
  });
});

describe('StaffList personal data (issue 14 defect 8)', () => {
  it('shows masked mobiles and no way to show them in full without 查看完整个人信息', async () => {
    const { getStaffPersonalData } = setup();
    const first = await rowOf('王建国');
    expect(within(first).getByText('139****5678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /显示完整手机号/ })).toBeNull();
    expect(getStaffPersonalData).not.toHaveBeenCalled();
  });

  it('asks first, saying the view is recorded, then shows that row’s mobile in full until hidden', async () => {
    const { getStaffPersonalData } = setup('/teacher/user', rows, [...sampleModules, PERSONAL]);
    const first = await rowOf('王建国');
    // No mobile, nothing to show.
    expect(within(screen.getByText('刘芳').closest('tr')!).queryByRole('button', { name: /显示完整手机号/ })).toBeNull();
    fireEvent.click(await within(first).findByRole('button', { name: '显示完整手机号 王建国' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText('将显示教师“王建国”完整的手机号。本次查看会被记录（查看人、时间和IP地址）。确定继续吗？')).toBeInTheDocument();
    expect(getStaffPersonalData).not.toHaveBeenCalled();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getStaffPersonalData).not.toHaveBeenCalled();

    fireEvent.click(within(first).getByRole('button', { name: '显示完整手机号 王建国' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await within(first).findByText(FULL_MOBILE)).toBeInTheDocument();
    expect(getStaffPersonalData).toHaveBeenCalledTimes(1);
    expect(getStaffPersonalData).toHaveBeenCalledWith(11);
    // findByRole: the confirmation's closing transition keeps the page aria-hidden for a moment.
    fireEvent.click(await within(first).findByRole('button', { name: '隐藏完整手机号 王建国' }));
    expect(await within(first).findByText('139****5678')).toBeInTheDocument();
    expect(within(first).queryByText(FULL_MOBILE)).toBeNull();
  });

  it('edits with the masked mobile and a hint; saving it untouched sends the masked value back', async () => {
    setup();
    const dialog = await openDialog('编辑', '王建国');
    expect(within(dialog).getByLabelText('手机号')).toHaveValue('139****5678');
    expect(within(dialog).getByText('手机号以脱敏形式显示，不修改则保持原值；如需修改，请填写完整的号码。')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/employee/update', expect.objectContaining({ id: 11, code: 't1001', mobile: '139****5678' })));
  });

  it('refuses a masked value that is not the one loaded, and accepts a whole new number', async () => {
    setup();
    const dialog = await openDialog('编辑', '王建国');
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '139****5679' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('手机号格式不正确')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('手机号'), { target: { value: '13712345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/system/employee/update', expect.objectContaining({ id: 11, mobile: '13712345678' })));
  });

  it('shows no hint when creating an account', async () => {
    setup();
    const dialog = await openDialog('新增教师');
    expect(within(dialog).queryByText(/以脱敏形式显示/)).toBeNull();
  });
});
