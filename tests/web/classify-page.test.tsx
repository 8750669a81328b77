/**
 * 模块分类 (/system/classify, issue 4 "Categories and rules"): the category tree with children
 * indented under their modules, the spec §1 hours rule from the school's numbers, and minHours
 * edited in place — invalid values refused before saving, the saved body sent — through the data
 * provider on a fake API client.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ClassifyNode } from '../../common/classify';
import { DEFAULT_HOURS_RULES, hoursRuleText } from '../../common/hoursRules';
import { createDataProvider, type DataClient } from '../../src/dataProvider';
import ClassifyPage from '../../src/resources/classify/ClassifyPage';
import { renderWithAdmin } from './shell-harness';

/** A fake API client under the real data provider: requests reach `get` / `post` as the server would see them. */
const get = vi.fn();
const post = vi.fn();
const api = { get, post } as unknown as DataClient;

const node = (id: number, name: string, parentId: number, extra: Partial<ClassifyNode> = {}): ClassifyNode => ({
  id, name, parentId, limitType: 2, orderNumber: id, isAssociation: 0, isExistence: 1, minHours: '0.00',
  moduleKind: 'culture', capGroup: 'campusCulture', campus: true, children: [], ...extra,
});
const tree: ClassifyNode[] = [
  node(1, '思想素养', 0, { moduleKind: 'ideology', capGroup: null, limitType: 1, minHours: '30.00', children: [node(2, '理论学习', 1, { moduleKind: 'ideology', capGroup: null, limitType: 1 })] }),
  node(3, '文化活动', 0, { minHours: '30.00', children: [node(4, '校园文化', 3)] }),
];

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(async (path: string) => (path === '/system/rules' ? DEFAULT_HOURS_RULES : tree) as never);
});

describe('ClassifyPage', () => {
  it('shows modules and their children with labels, and the hours rule', async () => {
    renderWithAdmin(<ClassifyPage />, { path: '/system/classify', dataProvider: createDataProvider(api) });
    expect(await screen.findByText('理论学习')).toBeTruthy();
    expect(screen.getByText(hoursRuleText(DEFAULT_HOURS_RULES))).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows.map((t) => t?.split(/必修|选修/)[0])).toEqual(['思想素养', '理论学习', '文化活动', '校园文化']);
    expect(rows[2]).toContain('校园文化(每学期上限)');
    expect(screen.getAllByText('必修').length).toBe(2);
  });

  it('refuses an invalid warning value and saves a valid one', async () => {
    post.mockResolvedValue({ ...tree[1], minHours: '36.50', children: [] } as never);
    renderWithAdmin(<ClassifyPage />, { path: '/system/classify', dataProvider: createDataProvider(api) });
    const input = (await screen.findByLabelText('文化活动的预警学时')) as HTMLInputElement;
    expect(input.value).toBe('30.00');
    const saveButtons = () => screen.getAllByRole('button', { name: '保存' }) as HTMLButtonElement[];
    expect(saveButtons()[2].disabled).toBe(true);
    fireEvent.change(input, { target: { value: '-3' } });
    expect(screen.getByText('请输入不小于0的数字,最多两位小数')).toBeTruthy();
    expect(saveButtons()[2].disabled).toBe(true);
    fireEvent.change(input, { target: { value: '36.5' } });
    expect(saveButtons()[2].disabled).toBe(false);
    fireEvent.click(saveButtons()[2]);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/activity/classify/update', { id: 3, minHours: '36.5' }));
    await waitFor(() => expect(input.value).toBe('36.50'));
  });

  it('shows the empty state when the school has no categories', async () => {
    get.mockImplementation(async (path: string) => (path === '/system/rules' ? DEFAULT_HOURS_RULES : []) as never);
    renderWithAdmin(<ClassifyPage />, { path: '/system/classify', dataProvider: createDataProvider(api) });
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
