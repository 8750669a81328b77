/**
 * The student page and form (issue 3; spec §5): the page shows the profile, organisations and the
 * change-of-major history with the actions the user may take; the form derives birthday and gender
 * live from a resident ID number and shows the §5 messages before sending anything.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { testDataProvider } from 'react-admin';
import type { ModuleItem } from '../../common/api';
import type { StudentDetail } from '../../common/students';
import { idCheckDigit } from '../../common/validators/idcard';
import type { DataClient } from '../../src/dataProvider';
import { studentMethods } from '../../src/dataProvider/students';
import { StudentCreate } from '../../src/resources/students/StudentEdit';
import StudentShow from '../../src/resources/students/StudentShow';
import { validateStudent } from '../../src/resources/students/studentForm';
import { renderWithAdmin } from './shell-harness';
import { dateInput } from './date-helpers';

/** The structure selects' choices (none here) and the password reset, as data-provider methods. */
const getStructureOptions = vi.fn();
const resetStudentPasswords = vi.fn();
beforeEach(() => {
  getStructureOptions.mockReset();
  getStructureOptions.mockResolvedValue([]);
  resetStudentPasswords.mockReset();
});

const detail: StudentDetail = {
  id: 7, name: '张三', code: '2021000007', gender: 2, idType: 0, idNumber: '11010519491231002X', birthday: '1949-12-31', mobile: '13912345678',
  politics: 1, campusId: 1, campusName: '南湖校区', collegeId: 10, collegeName: '计算机学院', majorId: 100, majorName: '软件工程', classId: 1000,
  className: '软件工程2101班', grade: '2021', status: 1, modL: 0, hours: '12.5', score: '1', credit: '98', scoreReportModel: 1, cardPhoto: '',
  lastLoginTime: null, createdAt: '2026-11-21 10:00:00',
  organizations: [{ id: 3, name: '校学生会', nature: 1, isLeader: true, joinedAt: '2026-09-01 08:00:00' }],
  majorChanges: [{ id: 1, fromCollegeName: '文学院', fromMajorName: '新闻学', fromClassName: '新闻2101班', toCollegeName: '计算机学院', toMajorName: '软件工程', toClassName: '软件工程2101班', reason: '个人兴趣', changedByName: '系统管理员', changedAt: '2026-10-01 09:00:00' }],
};

const button = (id: number, path: string): ModuleItem => ({ id, name: path, path, parentId: 0, orderId: id, isBtn: 1, icon: '', children: [] });

function showPage(modules: ModuleItem[]) {
  const getOne = vi.fn(async () => ({ data: detail }));
  renderWithAdmin(
    <Routes>
      <Route path="/usermng/student/show/:id" element={<StudentShow />} />
    </Routes>,
    { path: '/usermng/student/show/7', modules, dataProvider: testDataProvider({ getOne, getStructureOptions, resetStudentPasswords } as never) },
  );
  return getOne;
}

describe('StudentShow', () => {
  it('shows the profile, organisations and major changes, with the permitted actions only', async () => {
    const getOne = showPage([button(1, '/click/student/edit'), button(2, '/usermng/turnMajor')]);
    expect(await screen.findByText('张三（2021000007）')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('students', expect.objectContaining({ id: '7' }));
    expect(screen.getByText('11010519491231002X')).toBeInTheDocument();
    expect(screen.getByText('校学生会')).toBeInTheDocument();
    expect(screen.getByText('负责人')).toBeInTheDocument();
    expect(screen.getByText('文学院 / 新闻学 / 新闻2101班')).toBeInTheDocument();
    expect(screen.getByText('个人兴趣')).toBeInTheDocument();
    expect(screen.getByText('未修改')).toBeInTheDocument(); // modL 0
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '转专业' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重置密码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改状态' })).toBeNull();
  });

  it('asks before resetting the password and then shows the new initial password', async () => {
    resetStudentPasswords.mockResolvedValue({ count: 1, rule: "初始密码为 'Sc@' 加身份证号后6位", list: [{ id: 7, code: '2021000007', name: '张三', password: 'Sc@31002X' }] });
    showPage([button(3, '/click/student/reset')]);
    fireEvent.click(await screen.findByRole('button', { name: '重置密码' }));
    expect(await screen.findByText(/确定将 1 名学生的密码重置为初始密码吗/)).toBeInTheDocument();
    expect(resetStudentPasswords).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '重置密码' }).at(-1)!);
    expect(await screen.findByText('Sc@31002X')).toBeInTheDocument();
    expect(resetStudentPasswords).toHaveBeenCalledWith([7]);
  });
});

describe('student form', () => {
  it('validateStudent returns the §5 message keys', () => {
    const ok = { name: '张三', code: '2021000001', idType: 0, idNumber: '11010519491231002X', campusId: 1, collegeId: 1, majorId: 1, classId: 1, grade: '2021' };
    expect(validateStudent(ok)).toEqual({});
    expect(validateStudent({ ...ok, idNumber: '11010519491231002x' })).toEqual({});
    expect(validateStudent({ ...ok, idNumber: '110105194912310021' })).toEqual({ idNumber: 'students.validation.idCheckDigit' });
    expect(validateStudent({ ...ok, idType: 1, idNumber: 'E1' })).toEqual({ gender: 'students.validation.gender' });
    expect(validateStudent({ ...ok, mobile: '12345678901' })).toEqual({ mobile: 'students.validation.mobile' });
  });

  it('derives birthday and gender live from the ID number and blocks a bad one with its reason', async () => {
    const create = vi.fn();
    renderWithAdmin(<StudentCreate />, { path: '/usermng/student/create', dataProvider: testDataProvider({ create, getStructureOptions } as never) });
    const idInput = await screen.findByLabelText('证件号码');
    const first17 = '42010220040229123';
    fireEvent.change(idInput, { target: { value: first17 + idCheckDigit(first17) } });
    await waitFor(() => expect(dateInput('出生日期')).toHaveValue('2004-02-29'));
    expect(screen.getByRole('radio', { name: '男' })).toBeChecked(); // 3 is odd
    fireEvent.change(idInput, { target: { value: first17 + '0' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('身份证号码校验位错误')).toBeInTheDocument();
    expect(screen.getByText('手机号格式不正确')).toBeInTheDocument();
    expect(screen.getByText('请填写姓名')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('student data-provider verbs', () => {
  it('send the students’ ids comma-joined, as the server reads them', async () => {
    const client = { get: vi.fn(), post: vi.fn(async () => ({ count: 2 })) };
    const methods = studentMethods(client as unknown as DataClient);
    await methods.resetStudentPasswords([7, 8]);
    expect(client.post).toHaveBeenCalledWith('/school/student/reset-password', { ids: '7,8' });
    expect(await methods.setStudentStatus([7, 8], 2)).toEqual({ count: 2 });
    expect(client.post).toHaveBeenCalledWith('/school/student/status', { ids: '7,8', status: 2 });
    await methods.turnStudentMajor({ id: 7, collegeId: 10, majorId: 100, classId: 1000, reason: '个人兴趣' });
    expect(client.post).toHaveBeenCalledWith('/school/student/turnMajor', { id: 7, collegeId: 10, majorId: 100, classId: 1000, reason: '个人兴趣' });
  });
});
