/** The students list (spec §2 /usermng/student/list, §3 row, §5 jump rule, §9 paging) on a fake dataProvider.getList. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import type { StudentRow } from '../../common/api';
import StudentList from '../../src/resources/students/StudentList';
import { renderWithAdmin, expectTexts, itShowsNoData } from './shell-harness';

const row = (i: number, extra: Partial<StudentRow> = {}): StudentRow => ({
  id: i,
  name: `学生${i}`,
  code: `20210000${String(i).padStart(2, '0')}`,
  gender: 2,
  politics: 1,
  campusName: '东校区',
  collegeName: '计算机学院',
  majorName: '软件工程',
  grade: '2021',
  className: '软件2101',
  credit: '100',
  hours: '12.5',
  score: '1',
  status: 1,
  scoreReportModel: 1,
  ...extra,
});

function setup(total = 200, rows: StudentRow[] = [row(1), row(2, { gender: 1, politics: 9, status: 3 })]) {
  const getList = vi.fn(async (_resource: string, _params: GetListParams) => ({ data: rows, total }));
  const view = renderWithAdmin(<StudentList />, {
    path: '/usermng/student/list',
    dataProvider: testDataProvider({ getList: getList as never }),
  });
  const lastParams = () => getList.mock.calls.at(-1)![1];
  return { ...view, getList, lastParams };
}

describe('StudentList', () => {
  it('renders the rows with the spec columns and labels', async () => {
    setup();
    expect(await screen.findByText('学生1')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['姓名', '学号', '性别', '政治面貌', '校区', '学院', '专业', '年级', '班级', '学时', '学分', '诚信值', '状态']);
    const first = screen.getByText('学生1').closest('tr')!;
    expectTexts(first, '女', '共青团员', '12.50', '正常');
    const second = screen.getByText('学生2').closest('tr')!;
    expect(within(second).getByText('男')).toBeInTheDocument();
    expect(within(second).getByText('群众')).toBeInTheDocument(); // unknown politics code reads as masses
    expect(within(second).getByText('毕业')).toBeInTheDocument();
    expect(screen.getByTestId('pagination-total')).toHaveTextContent('共 200 条');
  });

  it("titles the score column 分数 when the school's score unit is points", async () => {
    localStorage.setItem('scoreUnit', '分数');
    setup();
    await screen.findByText('学生1');
    expect(screen.getByRole('columnheader', { name: '分数' })).toBeInTheDocument();
  });

  it('asks for page 1 of 10 first, then follows next page and page size', async () => {
    const { getList, lastParams } = setup();
    await screen.findByText('学生1');
    expect(getList).toHaveBeenCalledWith('students', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(lastParams().pagination).toEqual({ page: 2, perPage: 10 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '每页条数：' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页']);
    fireEvent.click(screen.getByRole('option', { name: '20 条/页' }));
    await waitFor(() => expect(lastParams().pagination?.perPage).toBe(20));
  });

  it('jumps to a typed page, keeps −3 and 0 on page 1 and past the end on the last, and ignores letters (issue 18 item 9)', async () => {
    const { lastParams, getList } = setup(200);
    await screen.findByText('学生1');
    const jump = screen.getByLabelText('跳转页码');
    const jumpTo = async (value: string, page: number) => {
      fireEvent.change(jump, { target: { value } });
      fireEvent.keyDown(jump, { key: 'Enter' });
      await waitFor(() => expect(lastParams().pagination).toEqual({ page, perPage: 10 }));
    };

    await jumpTo('3', 3);
    await jumpTo('-3', 1);
    await jumpTo('5', 5);
    await jumpTo('0', 1);
    await jumpTo('4', 4);
    fireEvent.change(jump, { target: { value: 'abc' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(jump).toHaveValue('');
    await jumpTo('2', 2);
    // No typed value ever led to page 10 (the spec's old reading of a bad input).
    expect(getList.mock.calls.map(([, p]) => p.pagination?.page)).not.toContain(10);

    fireEvent.change(jump, { target: { value: '999' } });
    fireEvent.blur(jump);
    await waitFor(() => expect(lastParams().pagination).toEqual({ page: 20, perPage: 10 })); // kept within the last page
  });

  it('filters by name and student number, with status 正常 by default (spec §7)', async () => {
    const { lastParams } = setup();
    await screen.findByText('学生1');
    expect(lastParams().filter).toEqual({ status: 1 });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '张' } });
    await waitFor(() => expect(lastParams().filter).toEqual({ status: 1, name: '张' }), { timeout: 2000 });
    fireEvent.change(screen.getByLabelText('学号'), { target: { value: '2021' } });
    await waitFor(() => expect(lastParams().filter).toEqual({ status: 1, name: '张', code: '2021' }), { timeout: 2000 });
    expect(lastParams().pagination?.page).toBe(1);
  });

  itShowsNoData('shows 暂无数据 when the school has no students', () => setup(0, []));
});
