/**
 * The student list's filter cascade (issue 3; spec §7): 校区 → 学院 → 专业 → 班级 read their choices
 * from getStructureOptions (GET /school/structure/options) with the parent chosen above; a child waits for its parent;
 * changing a parent clears the filters below it; /student/list?id={userCode} opens filtered.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import StudentList from '../../src/resources/students/StudentList';
import { renderWithAdmin } from './shell-harness';

const OPTIONS: Record<string, (p: Record<string, unknown>) => { id: number | string; name: string }[]> = {
  campus: () => [{ id: 1, name: '南湖校区' }, { id: 2, name: '光谷校区' }],
  college: (p) => (p.campusId === 2 ? [{ id: 10, name: '计算机学院' }] : [{ id: 10, name: '计算机学院' }, { id: 20, name: '外国语学院' }]),
  major: (p) => (p.collegeId === 10 ? [{ id: 100, name: '软件工程' }, { id: 101, name: '网络工程' }] : [{ id: 200, name: '英语' }]),
  class: (p) => (p.majorId === 100 ? [{ id: 1000, name: '软件工程2101班' }] : [{ id: 2000, name: '英语2101班' }]),
  grade: () => [{ id: '2021', name: '2021级' }, { id: '2022', name: '2022级' }],
};

const getStructureOptions = vi.fn();
beforeEach(() => {
  getStructureOptions.mockReset();
  getStructureOptions.mockImplementation(async (params: Record<string, unknown>) => OPTIONS[String(params.kind)](params));
});

function setup(path = '/usermng/student/list') {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: [], total: 0 }));
  const view = renderWithAdmin(<StudentList />, { path, dataProvider: testDataProvider({ getList, getStructureOptions } as never) });
  return { ...view, getList, lastFilter: () => getList.mock.calls.at(-1)![1].filter };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const optionCalls = (kind: string) => getStructureOptions.mock.calls.filter(([p]) => (p as { kind: string }).kind === kind).map(([p]) => p);

describe('filter cascade', () => {
  it('narrows each select by the one above and clears the ones below when a parent changes', async () => {
    const { lastFilter } = setup();
    await screen.findByText('暂无数据');
    // No majors or classes before their parents are chosen.
    expect(screen.getByRole('combobox', { name: '专业' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '班级' })).toBeDisabled();
    expect(optionCalls('major')).toEqual([]);

    await choose('学院', '计算机学院');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 1, collegeId: 10 }), { timeout: 2000 });
    await choose('专业', '软件工程');
    expect(optionCalls('major')).toContainEqual({ kind: 'major', collegeId: 10 });
    await choose('班级', '软件工程2101班');
    expect(optionCalls('class')).toContainEqual({ kind: 'class', majorId: 100 });
    await waitFor(() => expect(lastFilter()).toEqual({ status: 1, collegeId: 10, majorId: 100, classId: 1000 }), { timeout: 2000 });

    // Another college: major and class are cleared.
    await choose('学院', '外国语学院');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 1, collegeId: 20 }), { timeout: 2000 });
    await choose('专业', '英语');
    await waitFor(() => expect(lastFilter()).toMatchObject({ collegeId: 20, majorId: 200 }), { timeout: 2000 });

    // A campus narrows the colleges and clears everything below.
    await choose('校区', '光谷校区');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 1, campusId: 2 }), { timeout: 2000 });
    expect(optionCalls('college')).toContainEqual({ kind: 'college', campusId: 2 });
  });

  it('filters by grade and status', async () => {
    const { lastFilter } = setup();
    await screen.findByText('暂无数据');
    await choose('年级', '2022级');
    await choose('状态', '毕业');
    await waitFor(() => expect(lastFilter()).toEqual({ status: 3, grade: '2022' }), { timeout: 2000 });
  });

  it('opens filtered by the student number of /student/list?id={userCode}', async () => {
    const { getList } = setup('/student/list?id=2021000001');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList.mock.calls[0][1].filter).toEqual({ status: 1, code: '2021000001' });
  });
});
