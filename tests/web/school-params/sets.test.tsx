/**
 * 参数设置's requirement sets against a fake data provider: the sets with the cohorts they govern,
 * editing a minimum going through the preview (counts, sample) and saving only after 确认保存, a
 * 10002 naming a field shown under that field, adding a cohort version, deleting one, and a module
 * never counting as both campus activities and social practice.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../src/dataProvider';
import SchoolParamsPage from '../../../src/resources/schoolParams/SchoolParamsPage';
import { nextFromGrade } from '../../../src/resources/schoolParams/setForm';
import { change, fieldRefusal, input, params, pause, renderPage, schoolRoutes } from './fixtures';

const render = (overrides = {}) => renderPage(<SchoolParamsPage />, schoolRoutes(overrides));

async function openEdit(fromGrade: number) {
  const card = await screen.findByTestId(`set-${fromGrade}`);
  fireEvent.click(within(card).getByRole('button', { name: /^编辑/ }));
  return screen.findByRole('dialog');
}

describe('参数设置 — requirement sets', () => {
  it('shows one card per set, newest first, with the cohorts each governs and its numbers', async () => {
    render();
    const newest = await screen.findByTestId('set-2024');
    const base = screen.getByTestId('set-0');
    expect(newest.compareDocumentPosition(base) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(newest).getByRole('heading', { name: '适用于 2024 级及以后' })).toBeInTheDocument();
    expect(within(base).getByRole('heading', { name: '适用于所有更早的年级' })).toBeInTheDocument();
    expect(within(base).getByText('基础规则')).toBeInTheDocument();
    expect(within(screen.getByTestId('cohorts-2024')).getAllByText(/ 级 /).map((e) => e.textContent)).toEqual(['2024 级 1,250 人', '2025 级 1,302 人']);
    expect(within(screen.getByTestId('cohorts-0')).getAllByText(/ 级 /).map((e) => e.textContent)).toEqual(['2022 级 1,200 人', '2023 级 1,180 人']);
    expect(within(newest).getByText('第 1–3 学年修满 180 学时，可得 2 学分')).toBeInTheDocument();
    expect(within(newest).getByText('不少于 100 学时（社会实践）')).toBeInTheDocument();
    expect(within(newest).getByText('不少于 80 学时（思想素养、创新创业、文化体育）')).toBeInTheDocument();
    expect(within(newest).getByText('志愿服务 10')).toBeInTheDocument();
    expect(within(base).getByText('最后一学年 5 月前补足')).toBeInTheDocument();
    // Only a cohort version can be deleted.
    expect(within(newest).getByRole('button', { name: /^删除/ })).toBeInTheDocument();
    expect(within(base).queryByRole('button', { name: /^删除/ })).toBeNull();
  });

  it('shows skeletons while loading, then the refusal with 重试 when the parameters cannot be read', async () => {
    let fail = true;
    const { calls } = render({
      'GET /system/setparams': () => {
        if (fail) throw new ApiError(10003, '暂无权限');
        return params();
      },
    });
    expect(screen.getByTestId('params-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('暂无权限')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('set-2024')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/system/setparams')).toHaveLength(2);
  });

  it('previews a changed minimum, shows the counts and the sample, and saves only after 确认保存', async () => {
    const { calls } = render();
    const dialog = await openEdit(0);
    expect(within(dialog).getByText('编辑规则：适用于所有更早的年级')).toBeInTheDocument();
    expect(input('socialPracticeMinHours').value).toBe('100');
    change('socialPracticeMinHours', '60');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    const confirm = await screen.findByTestId('preview-dialog');
    const previews = calls.filter((c) => c.path === '/system/setparams/preview');
    expect(previews).toHaveLength(1);
    expect(previews[0].params.set).toMatchObject({ id: 1, fromGrade: 0, socialPracticeMinHours: 60, requiredHours: 200, socialPracticeClassifyIds: [4], moduleMinimums: [] });
    expect(calls.some((c) => c.path === '/system/setparams/save')).toBe(false);
    expect(within(confirm).getByText('将影响 23 名学生的认定结论（2 人由达标变为未达标，21 人由未达标变为达标）')).toBeInTheDocument();
    expect(within(confirm).getByText('该规则保存后适用于 2380 名学生。')).toBeInTheDocument();
    const li = within(confirm).getByTestId('preview-row-2022000002');
    expect(within(li).getByText('李四')).toBeInTheDocument();
    expect(within(li).getByText('外国语学院')).toBeInTheDocument();
    expect(within(li).getByText('社会实践学时还差 12.00')).toBeInTheDocument();
    expect(within(li).getByText('2 → 0')).toBeInTheDocument();
    expect(within(confirm).getByText(`仅列出按学号排序的前 2 名（共 23 名），完整名单请下载。`)).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: '下载全部名单' })).toBeInTheDocument();

    fireEvent.click(within(confirm).getByRole('button', { name: '确认保存' }));
    expect(await screen.findByText('规则已保存，23 名学生的认定结论已更新')).toBeInTheDocument();
    const saves = calls.filter((c) => c.path === '/system/setparams/save');
    expect(saves).toHaveLength(1);
    expect(saves[0].params.set).toEqual(previews[0].params.set);
    await waitFor(() => expect(screen.queryByTestId('preview-dialog')).toBeNull());
    // The page reads the sets and the change log again.
    await waitFor(() => expect(calls.filter((c) => c.path === '/system/setparams').length).toBeGreaterThanOrEqual(2));
    expect(calls.filter((c) => c.path === '/system/setparams/changes').length).toBeGreaterThanOrEqual(2);
  });

  it('下载全部名单 starts the export job with the set and offers the file when done', async () => {
    const { calls } = render({
      'GET /system/setparams/preview/export': () => ({ id: 'job-1' }),
      'GET /jobs/status': () => ({
        id: 'job-1', kind: 'rule-preview-export', status: 'done', progress: 100, total: 23, processed: 23, result: { rows: 23 }, error: null, createdBy: 1, fileName: '规则变更影响学生-x.xlsx', hasFile: true, createdAt: '', finishedAt: '',
      }),
    });
    const dialog = await openEdit(0);
    change('socialPracticeMinHours', '60');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const confirm = await screen.findByTestId('preview-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '下载全部名单' }));
    expect(await within(confirm).findByText('名单已生成，共 23 人')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: '下载' })).toBeInTheDocument();
    const started = calls.find((c) => c.path === '/system/setparams/preview/export')!;
    expect(started.params.set).toMatchObject({ id: 1, socialPracticeMinHours: 60 });
    expect(calls.find((c) => c.path === '/jobs/status')!.params).toEqual({ id: 'job-1' });
    // Exporting saves nothing.
    expect(calls.some((c) => c.path === '/system/setparams/save')).toBe(false);
  });

  it('取消 in the preview saves nothing and keeps the form', async () => {
    const { calls } = render();
    const dialog = await openEdit(2024);
    change('campusMinHours', '90');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const confirm = await screen.findByTestId('preview-dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('preview-dialog')).toBeNull());
    expect(input('campusMinHours').value).toBe('90');
    expect(calls.some((c) => c.path === '/system/setparams/save')).toBe(false);
  });

  it('says when no verdict changes and still asks', async () => {
    const { calls } = render({ 'POST /system/setparams/preview': () => ({ governed: 2380, changed: 0, lost: 0, gained: 0, sample: [] }), 'POST /system/setparams/save': (p: Record<string, unknown>) => ({ set: p.set, changed: 0 }) });
    const dialog = await openEdit(0);
    change('makeUpMonth', '6');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const confirm = await screen.findByTestId('preview-dialog');
    expect(within(confirm).getByText('此次修改不会改变任何学生的认定结论。')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/system/setparams/save')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认保存' }));
    expect(await screen.findByText('规则已保存，没有学生的认定结论发生变化')).toBeInTheDocument();
  });

  it('checks the form before asking the server', async () => {
    const { calls } = render();
    const dialog = await openEdit(0);
    change('socialPracticeMinHours', '250');
    expect(await within(dialog).findByText('不能大于总学时要求')).toBeInTheDocument();
    change('requiredHours', '1.234');
    expect(await within(dialog).findByText('请输入大于 0 的数字，最多两位小数')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await pause();
    expect(calls.some((c) => c.path === '/system/setparams/preview')).toBe(false);
  });

  it('shows a 10002 under the field it names, mapping a module minimum to its module', async () => {
    let refusal = fieldRefusal('set.moduleMinimums.0.minHours', '不能大于总学时要求（测试）');
    const { calls } = render({
      'POST /system/setparams/preview': () => {
        throw refusal;
      },
    });
    const dialog = await openEdit(0);
    change('module-minimum-6', '12');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const message = await within(dialog).findByText('不能大于总学时要求（测试）');
    expect(calls.find((c) => c.path === '/system/setparams/preview')!.params.set).toMatchObject({ moduleMinimums: [{ classifyId: 6, minHours: 12 }] });
    // The message is the helper text of 技能特长's field.
    const field = input('module-minimum-6').closest('.MuiFormControl-root') as HTMLElement;
    expect(field).toContainElement(message);
    expect(screen.queryByTestId('preview-dialog')).toBeNull();

    refusal = fieldRefusal('set.socialPracticeClassifyIds', '不能与校园活动的模块重复');
    change('module-minimum-6', '');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const second = await within(dialog).findByText('不能与校园活动的模块重复');
    expect(within(screen.getByTestId('socialPracticeClassifyIds')).getByText('不能与校园活动的模块重复')).toBe(second);
  });

  it('adds a version for new cohorts, prefilled from the newest set', async () => {
    const { calls } = render();
    fireEvent.click(await screen.findByRole('button', { name: '新增年级规则' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增年级规则')).toBeInTheDocument();
    expect(input('fromGrade').value).toBe(String(nextFromGrade(params())));
    expect(input('requiredHours').value).toBe('180');
    expect(input('module-minimum-5').value).toBe('10');
    change('fromGrade', '2024');
    expect(await within(dialog).findByText('已有从 2024 级起的规则')).toBeInTheDocument();
    change('fromGrade', '2030');
    change('requiredHours', '190');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    const confirm = await screen.findByTestId('preview-dialog');
    expect(within(confirm).getByText('规则：适用于 2030 级及以后')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: '确认保存' }));
    await screen.findByText('规则已保存，23 名学生的认定结论已更新');
    const save = calls.find((c) => c.path === '/system/setparams/save')!;
    expect(save.params.set).toMatchObject({ id: 0, fromGrade: 2030, requiredHours: 190, moduleMinimums: [{ classifyId: 5, minHours: 10 }], socialPracticeMinHours: 100 });
  });

  it('deletes a cohort version after asking', async () => {
    const { calls } = render({ 'POST /system/setparams/delete': () => ({ changed: 7 }) });
    const card = await screen.findByTestId('set-2024');
    fireEvent.click(within(card).getByRole('button', { name: /^删除/ }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText(/确定删除「适用于 2024 级及以后」的规则吗/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/system/setparams/delete')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('规则已删除，7 名学生的认定结论已更新')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/system/setparams/delete')!.params).toEqual({ id: 2 });
  });

  it('never lets a module count as both campus activities and social practice', async () => {
    render();
    await openEdit(0);
    const campus = screen.getByTestId('campusClassifyIds');
    const social = screen.getByTestId('socialPracticeClassifyIds');
    const box = (group: HTMLElement, name: string) => within(group).getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
    // 思想素养 counts as campus: disabled on the social side, and said why.
    expect(box(campus, '思想素养').checked).toBe(true);
    expect(box(social, '思想素养')).toBeDisabled();
    expect(within(social).getAllByText('已计入校园活动')).toHaveLength(3);
    expect(box(campus, '社会实践')).toBeDisabled();
    // Moving it: unchecked on the campus side, it can be checked on the social side, which then locks the campus side.
    fireEvent.click(box(campus, '思想素养'));
    expect(box(social, '思想素养')).not.toBeDisabled();
    fireEvent.click(box(social, '思想素养'));
    expect(box(social, '思想素养').checked).toBe(true);
    expect(box(campus, '思想素养')).toBeDisabled();
  });

  it('asks for modules when a minimum is above 0', async () => {
    render();
    const dialog = await openEdit(0);
    const social = screen.getByTestId('socialPracticeClassifyIds');
    fireEvent.click(within(social).getByRole('checkbox', { name: /^社会实践/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(social).findByText('最低学时大于 0 时，请至少选择一个模块')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-dialog')).toBeNull();
  });
});
