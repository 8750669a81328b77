/**
 * 活动列表 / 历史活动 (spec §2, §3 activity row, §4 status labels, §5 date range, §7 filters): the
 * columns a user reads, the dashboard's ?id= preset, the date-range rule, the launch button's
 * permission, the row link and the export job — on a fake data provider (getList, the options, the
 * export and job verbs).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import type { ActivityRow } from '../../common/activities';
import ActivityList, { HistoryActivityList } from '../../src/resources/activities/ActivityList';
import { activityRow, listOnlyModules, organiserModules } from './activities-fixtures';
import { renderWithAdmin, expectTexts, rowOf, itShowsNoData } from './shell-harness';
import { enterDate } from './date-helpers';

// The provider methods besides getList, each standing for its endpoint.
const getActivityOptions = vi.fn(); // GET /activity/options
const startActivityExport = vi.fn(); // GET /activity/export
const getJobStatus = vi.fn(); // GET /jobs/status
const downloadFile = vi.fn(); // GET /jobs/download

const options = {
  organizations: [{ id: 3, name: '青年志愿者协会' }, { id: 4, name: '学生会' }],
  flows: [{ id: 1, name: '活动审核-两级', kind: 1 }, { id: 2, name: '结项审核', kind: 2 }],
  classifies: [{ id: 50, name: '志愿公益', parentId: 0, limitType: 2, children: [{ id: 52, name: '校内志愿', parentId: 50, limitType: 2, children: [] }] }],
  administrators: [{ id: 11, name: '张老师' }],
};

beforeEach(() => {
  for (const fn of [getActivityOptions, startActivityExport, getJobStatus, downloadFile]) fn.mockReset();
  getActivityOptions.mockResolvedValue(options);
  startActivityExport.mockResolvedValue({ id: 'job-1' });
  getJobStatus.mockResolvedValue({ id: 'job-1', status: 'done', progress: 100, total: 2, processed: 2, result: { rows: 2 }, fileName: 'activities.xlsx', hasFile: true });
  downloadFile.mockResolvedValue('activities.xlsx');
});

const rows: ActivityRow[] = [
  activityRow(1, { ecology: 1 }),
  activityRow(2, { name: '读书分享会', classifyNameS: '', classifyName: '文化活动', limitType: 2, status: 7, hours: '2.5', endTime: '2026-12-03 17:00', enrollCount: 30 }),
];

function setup(ui = <ActivityList />, path = '/communist/activity', modules = organiserModules, list = rows) {
  const getList = vi.fn(async (_r: string, _p: GetListParams) => ({ data: list, total: list.length }));
  const dataProvider = testDataProvider({ getList, getActivityOptions, startActivityExport, getJobStatus, downloadFile } as never);
  const view = renderWithAdmin(ui, { path, modules, dataProvider });
  return { ...view, getList, lastFilter: () => getList.mock.calls.at(-1)![1].filter };
}

describe('ActivityList', () => {
  it('shows the activity row of spec §3 with status chips of §4', async () => {
    localStorage.setItem('compulsoryName', '必修课');
    localStorage.setItem('electiveName', '选修课');
    setup();
    const first = await rowOf('迎新志愿服务1');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['活动名称', '主办组织', '负责人', '所属模块', '修读类型', '学时', '活动时间', '报名/名额', '状态']);
    expectTexts(first, '青年志愿者协会', '志愿公益 / 校内志愿', '必修课', '4.00', '2026-12-01 09:00 – 12:00', '12/30', '报名中', '生态行为');
    const second = screen.getByText('读书分享会').closest('tr')!;
    expectTexts(second, '文化活动', '选修课', '2026-12-01 09:00 – 2026-12-03 17:00', '进行中');
  });

  it('asks for the current activities (type 1) and opens the detail on a row click', async () => {
    const { getList, location } = setup();
    fireEvent.click(await screen.findByText('读书分享会'));
    expect(getList.mock.calls[0][1].filter).toEqual({ type: 1 });
    await waitFor(() => expect(location().pathname).toBe('/communist/activity/detail'));
    expect(location().search).toBe('?id=2');
  });

  it('preselects status 7 from ?id=7 (dashboard link)', async () => {
    const { lastFilter } = setup(<ActivityList />, '/communist/activity?id=7');
    await screen.findByText('迎新志愿服务1');
    expect(lastFilter()).toEqual({ type: 1, status: 7 });
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveTextContent('进行中');
  });

  it('treats ?id=0 as all statuses', async () => {
    const { lastFilter } = setup(<ActivityList />, '/communist/activity?id=0');
    await screen.findByText('迎新志愿服务1');
    expect(lastFilter()).toEqual({ type: 1 });
  });

  it('offers only the §4 statuses of the list and filters by one', async () => {
    const { lastFilter } = setup();
    await screen.findByText('迎新志愿服务1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(names).toEqual(['全部', '审核中', '已驳回', '待报名', '报名中', '待开始', '进行中', '待结项', '结项审核中', '结项驳回']);
    fireEvent.click(screen.getByRole('option', { name: '待结项' }));
    await waitFor(() => expect(lastFilter()).toEqual({ type: 1, status: 8 }));
  });

  it('refuses a start date after the end date and applies a valid range (spec §5)', async () => {
    const { lastFilter } = setup();
    await screen.findByText('迎新志愿服务1');
    enterDate('结束日期', '2026-11-30');
    await waitFor(() => expect(lastFilter()).toEqual({ type: 1, endDate: '2026-11-30' }), { timeout: 2000 });
    enterDate('开始日期', '2026-12-05');
    expect(await screen.findByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期');
    await new Promise((r) => setTimeout(r, 700));
    expect(lastFilter()).toEqual({ type: 1, endDate: '2026-11-30' });
    enterDate('开始日期', '2026-11-01');
    await waitFor(() => expect(lastFilter()).toEqual({ type: 1, startDate: '2026-11-01', endDate: '2026-11-30' }), { timeout: 2000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters by module with the options of GET /activity/options', async () => {
    const { lastFilter } = setup();
    await screen.findByText('迎新志愿服务1');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '模块' }));
    fireEvent.click(await screen.findByRole('option', { name: '志愿公益' }));
    await waitFor(() => expect(lastFilter()).toEqual({ type: 1, classify: 50 }));
  });

  it('shows 发起活动 and 活动模板 to holders of /activity/launch', async () => {
    const { location } = setup();
    await screen.findByText('迎新志愿服务1');
    expect(screen.getByRole('button', { name: '活动模板' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发起活动' }));
    await waitFor(() => expect(location().pathname).toBe('/activity/launch'));
  });

  it('hides them (and the option filters) from a list-only user', async () => {
    getActivityOptions.mockRejectedValue(new Error('10003'));
    setup(<ActivityList />, '/communist/activity', listOnlyModules);
    await screen.findByText('迎新志愿服务1');
    expect(screen.queryByRole('button', { name: '发起活动' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '模块' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('exports with the current filters and offers the file when the job is done', async () => {
    setup(<ActivityList />, '/communist/activity?id=7');
    await screen.findByText('迎新志愿服务1');
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('已导出 2 条活动')).toBeInTheDocument();
    expect(startActivityExport).toHaveBeenCalledWith({ type: 1, status: 7 });
    expect(getJobStatus).toHaveBeenCalledWith('job-1');
    fireEvent.click(within(dialog).getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('/jobs/download', { id: 'job-1' }, 'activities.xlsx'));
  });

  itShowsNoData('shows 暂无数据 for an empty list', () => setup(<ActivityList />, '/communist/activity', organiserModules, []));
});

describe('HistoryActivityList', () => {
  it('asks for type 2 and offers only 结项拒绝 and 已完成', async () => {
    const { getList } = setup(<HistoryActivityList />, '/communist/historyActivity', organiserModules, [activityRow(3, { status: 12 })]);
    expect(await screen.findByText('已完成')).toBeInTheDocument();
    expect(getList.mock.calls[0][1].filter).toEqual({ type: 2 });
    expect(screen.queryByRole('button', { name: '发起活动' })).not.toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['全部', '结项拒绝', '已完成']);
  });
});
