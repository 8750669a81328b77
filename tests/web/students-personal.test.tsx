/**
 * Personal data masked by default on the student pages (issue 14 defect 8): the page shows the
 * masked values; 显示完整信息 appears only with 查看完整个人信息, asks first (saying the view is
 * recorded) and then shows the values from dataProvider.getStudentPersonalData; the export offers
 * 完整导出身份证号和手机号 only to holders; the edit form accepts the masked values it loaded.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { testDataProvider } from 'react-admin';
import type { ModuleItem } from '../../common/api';
import type { StudentDetail } from '../../common/students';
import { idCheckDigit } from '../../common/validators/idcard';
import { ExportDialog } from '../../src/resources/students/ExportDialog';
import StudentShow from '../../src/resources/students/StudentShow';
import { validateStudent } from '../../src/resources/students/studentForm';
import { renderWithAdmin } from './shell-harness';

/** The export job as getJobStatus (GET /jobs/status) reports it once done. */
const getJobStatus = vi.fn();
beforeEach(() => {
  getJobStatus.mockReset();
  getJobStatus.mockResolvedValue({ id: 'job-1', kind: 'student-export', status: 'done', progress: 100, total: 3, processed: 3, result: { rows: 3 }, hasFile: true, fileName: 'x.xlsx' });
});

const FULL_ID = `33020319900101611${idCheckDigit('33020319900101611')}`;
const MASKED_ID = `330203********${FULL_ID.slice(-4)}`;
const FULL_MOBILE = '13800000001';

const detail: StudentDetail = {
  id: 7, name: '张三', code: '2021000007', gender: 1, idType: 0, idNumber: MASKED_ID, birthday: '1990-01-01', mobile: '138****0001',
  politics: 1, campusId: 1, campusName: '南湖校区', collegeId: 10, collegeName: '计算机学院', majorId: 100, majorName: '软件工程', classId: 1000,
  className: '软件工程2101班', grade: '2021', status: 1, modL: 1, hours: '0', score: '0', credit: '100', scoreReportModel: 1, cardPhoto: '',
  lastLoginTime: null, createdAt: '2026-11-21 10:00:00', organizations: [], majorChanges: [],
};

const button = (id: number, path: string): ModuleItem => ({ id, name: path, path, parentId: 0, orderId: id, isBtn: 1, icon: '', children: [] });
const PERSONAL = button(9, '/click/student/personal');

function showPage(modules: ModuleItem[]) {
  const getStudentPersonalData = vi.fn(async () => ({ idNumber: FULL_ID, mobile: FULL_MOBILE }));
  const dataProvider = testDataProvider({ getOne: (async () => ({ data: detail })) as never, getStudentPersonalData } as never);
  renderWithAdmin(
    <Routes>
      <Route path="/usermng/student/show/:id" element={<StudentShow />} />
    </Routes>,
    { path: '/usermng/student/show/7', modules, dataProvider },
  );
  return getStudentPersonalData;
}

describe('student page', () => {
  it('shows masked values and no 显示完整信息 without the permission', async () => {
    const reveal = showPage([button(1, '/click/student/edit')]);
    expect(await screen.findByText(MASKED_ID)).toBeInTheDocument();
    expect(screen.getByText('138****0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '显示完整信息' })).toBeNull();
    expect(reveal).not.toHaveBeenCalled();
  });

  it('asks first, says the view is recorded, then shows the full values; 隐藏完整信息 masks them again', async () => {
    const reveal = showPage([PERSONAL]);
    fireEvent.click(await screen.findByRole('button', { name: '显示完整信息' }));
    expect(await screen.findByText(/本次查看会被记录/)).toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(FULL_ID)).toBeInTheDocument();
    expect(screen.getByText(FULL_MOBILE)).toBeInTheDocument();
    expect(reveal).toHaveBeenCalledTimes(1);
    expect(reveal).toHaveBeenCalledWith(7);
    // findByRole: the confirmation's closing transition keeps the page aria-hidden for a moment.
    fireEvent.click(await screen.findByRole('button', { name: '隐藏完整信息' }));
    expect(await screen.findByText(MASKED_ID)).toBeInTheDocument();
    expect(screen.queryByText(FULL_ID)).toBeNull();
  });

  it('cancelling the question shows nothing in full', async () => {
    const reveal = showPage([PERSONAL]);
    fireEvent.click(await screen.findByRole('button', { name: '显示完整信息' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/本次查看会被记录/)).toBeNull());
    expect(reveal).not.toHaveBeenCalled();
    expect(screen.queryByText(FULL_ID)).toBeNull();
  });
});

describe('export dialog', () => {
  function exportDialog(modules: ModuleItem[]) {
    const startStudentExport = vi.fn(async () => ({ id: 'job-1' }));
    renderWithAdmin(<ExportDialog open filter={{ collegeId: 10, name: '' }} onClose={() => undefined} />, {
      modules,
      dataProvider: testDataProvider({ startStudentExport, getJobStatus } as never),
    });
    return startStudentExport;
  }

  it('exports masked at once for staff without the permission', async () => {
    const start = exportDialog([button(2, '/click/student/export')]);
    await waitFor(() => expect(start).toHaveBeenCalledWith({ collegeId: 10 }, false));
    expect(screen.queryByLabelText('完整导出身份证号和手机号')).toBeNull();
    expect(await screen.findByText('已导出 3 名学生')).toBeInTheDocument();
    expect(getJobStatus).toHaveBeenCalledWith('job-1');
  });

  it('offers 完整导出身份证号和手机号 to holders, unticked by default', async () => {
    const start = exportDialog([button(2, '/click/student/export'), PERSONAL]);
    const box = await screen.findByLabelText('完整导出身份证号和手机号');
    expect(box).not.toBeChecked();
    expect(screen.getByText(/完整导出会被记录/)).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: '开始导出' }));
    await waitFor(() => expect(start).toHaveBeenCalledWith({ collegeId: 10 }, true));
  });
});

describe('edit form with masked values', () => {
  const loaded = { name: '张三', code: '2021000007', idType: 0, idNumber: MASKED_ID, mobile: '138****0001', campusId: 1, collegeId: 1, majorId: 1, classId: 1, grade: '2021' };

  it('accepts the masked values it loaded and refuses other masked values', () => {
    expect(validateStudent(loaded, loaded)).toEqual({});
    expect(validateStudent({ ...loaded, idNumber: `330203********${FULL_ID.slice(-4, -1)}${FULL_ID.endsWith('1') ? '2' : '1'}` }, loaded)).toEqual({ idNumber: 'students.validation.idMasked' });
    expect(validateStudent({ ...loaded, idType: 1, gender: 1, idNumber: 'E1****78' }, loaded)).toEqual({ idNumber: 'students.validation.idMasked' });
    expect(validateStudent({ ...loaded, mobile: '139****0001' }, loaded)).toEqual({ mobile: 'students.validation.mobile' });
    expect(validateStudent(loaded)).toEqual({ idNumber: 'students.validation.idMasked', mobile: 'students.validation.mobile' });
    expect(validateStudent({ ...loaded, idNumber: FULL_ID, mobile: FULL_MOBILE }, loaded)).toEqual({});
  });
});
