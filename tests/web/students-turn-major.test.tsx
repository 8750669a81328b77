/**
 * 学生转专业 (/usermng/turnMajor, spec §2): opened with ?id= (the student page's 转专业 link) it reads
 * that student and opens the dialog at once; without it, a student number finds the student.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import TurnMajorPage from '../../src/resources/students/TurnMajorPage';
import { renderWithAdmin } from './shell-harness';

const student = { id: 7, name: '张三', code: '2021000007', collegeId: 10, collegeName: '计算机学院', majorId: 100, majorName: '软件工程', classId: 1000, className: '软件工程2101班' };

function render(path: string) {
  const getOne = vi.fn(async () => ({ data: student }));
  const getList = vi.fn(async () => ({ data: [student], total: 1 }));
  const getStructureOptions = vi.fn(async () => []);
  renderWithAdmin(<TurnMajorPage />, { path, dataProvider: testDataProvider({ getOne, getList, getStructureOptions } as never) });
  return { getOne, getList };
}

describe('TurnMajorPage', () => {
  it('opens the dialog for the student of ?id=', async () => {
    const { getOne } = render('/usermng/turnMajor?id=7');
    expect(await screen.findByText('转专业 · 张三（2021000007）')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledTimes(1);
    expect(getOne).toHaveBeenCalledWith('students', { id: '7' });
  });

  it('finds a student by number, and says so when there is none', async () => {
    const { getList } = render('/usermng/turnMajor');
    expect(await screen.findByText('学生转专业', { selector: 'h1' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('学号'), { target: { value: '2021009999' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(await screen.findByText('未找到该学号的学生')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('学号'), { target: { value: '2021000007' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(await screen.findByText('转专业 · 张三（2021000007）')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('students', expect.objectContaining({ filter: { code: '2021000007' } }));
  });
});
