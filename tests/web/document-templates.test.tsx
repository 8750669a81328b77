/**
 * 模板文件 (issue 21): the one generic page pair serves the six kinds — the list asks only for its
 * kind, toggles and deletes (after confirmation) naming it, shows an empty state; the /edit page
 * loads one template and saves it with its files; the system plugin mounts all twelve paths; the
 * forms' 下载模板 shows the enabled templates with files and nothing otherwise.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModuleItem } from '../../common/api';
import type { TemplateOption, TemplateRow } from '../../common/documentTemplates';
import { createDataProvider, type DataClient } from '../../src/dataProvider';
import { pluginRoutes } from '../../src/plugins/mount';
import system from '../../src/plugins/system';
import { TemplateDownloads } from '../../src/resources/documentTemplates/TemplateDownloads';
import TemplateEdit from '../../src/resources/documentTemplates/TemplateEdit';
import TemplateList from '../../src/resources/documentTemplates/TemplateList';
import { renderWithAdmin } from './shell-harness';

const get = vi.fn();
const post = vi.fn();
const dataProvider = () => createDataProvider({ get, post } as unknown as DataClient);
const modules: ModuleItem[] = [
  { id: 700, name: '系统设置', path: '/system', parentId: 0, orderId: 8, isBtn: 0, icon: '', children: [
    { id: 734, name: '创业孵化模板', path: '/system/hatch/template', parentId: 700, orderId: 14, isBtn: 0, icon: '', children: [] },
    { id: 732, name: '社会实践模板', path: '/system/practice/template', parentId: 700, orderId: 12, isBtn: 0, icon: '', children: [] },
  ] },
];
const FILE = { id: 31, url: '/api/files/abc.pdf', name: '申请书.pdf', type: 5 as const, size: 2048 };
const row = (over: Partial<TemplateRow> = {}): TemplateRow => ({
  id: 7, kind: 5, name: '创业孵化项目申请书', description: '入驻孵化基地时提交', files: [FILE], enabled: true, sort: 1, updatedAt: '2026-11-26 09:30', updatedByName: '系统管理员', ...over,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  post.mockResolvedValue(null);
});

describe('the list of one kind', () => {
  it('asks for its kind only, toggles and deletes after confirmation', async () => {
    get.mockResolvedValue({ list: [row()], total: 1 });
    renderWithAdmin(<TemplateList kind={5} />, { path: '/system/hatch/template', modules, dataProvider: dataProvider() });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('创业孵化项目申请书入驻孵化基地时提交申请书.pdf');
    expect(get.mock.calls[0]).toEqual(['/document/template/list', { current: 1, size: 10, kind: 5 }]);
    fireEvent.click(screen.getByRole('switch', { name: '启用 创业孵化项目申请书' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/document/template/enable', { kind: 5, id: 7, enabled: false }));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定删除模板「创业孵化项目申请书」吗');
    expect(post).not.toHaveBeenCalledWith('/document/template/delete', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/document/template/delete', { kind: 5, id: 7 }));
  });

  it('says so when the kind has no template', async () => {
    get.mockResolvedValue({ list: [], total: 0 });
    renderWithAdmin(<TemplateList kind={3} />, { path: '/system/practice/template', modules, dataProvider: dataProvider() });
    expect(await screen.findByText('还没有模板，点击「新增模板」上传第一个')).toBeInTheDocument();
  });
});

describe('the edit page', () => {
  it('loads the template of its kind and saves it with its files', async () => {
    get.mockResolvedValue(row({ kind: 3, name: '社会实践项目申报书' }));
    post.mockResolvedValue({ id: 7 });
    const { location } = renderWithAdmin(<TemplateEdit kind={3} />, { path: '/system/practice/template/edit?id=7', modules, dataProvider: dataProvider() });
    const name = await screen.findByRole('textbox', { name: /模板名称/ });
    expect(get).toHaveBeenCalledWith('/document/template/detail', { kind: 3, id: 7 });
    expect(screen.getByText('申请书.pdf')).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '社会实践项目申报书(2026版)' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/document/template/save', {
      id: 7, kind: 3, name: '社会实践项目申报书(2026版)', description: '入驻孵化基地时提交', fileIds: [31], enabled: true, sort: 1,
    }));
    await waitFor(() => expect(location().pathname).toBe('/system/practice/template'));
  });
});

describe('mounting and 下载模板', () => {
  it('mounts the list and edit page of every kind under /system', () => {
    const paths = pluginRoutes(system).map((r) => (r.props as { path?: string }).path);
    for (const p of ['/system/template', '/system/thought/template', '/system/practice/template', '/system/volunteer/template', '/system/hatch/template', '/system/organ/template']) {
      expect(paths).toContain(p);
      expect(paths).toContain(`${p}/edit`);
    }
  });

  it('lists the files of the enabled templates, and nothing without any', async () => {
    const options: TemplateOption[] = [{ id: 7, name: '社会实践项目申报书', description: '', files: [FILE] }, { id: 8, name: '无文件模板', description: '', files: [] }];
    get.mockResolvedValue(options);
    renderWithAdmin(<TemplateDownloads kind={3} />, { modules, dataProvider: dataProvider() });
    const link = await screen.findByRole('link', { name: '社会实践项目申报书（申请书.pdf）' });
    expect(link).toHaveAttribute('href', '/api/files/abc.pdf');
    expect(get).toHaveBeenCalledWith('/document/template/options', { kind: 3 });
    expect(screen.queryByText(/无文件模板/)).toBeNull();
  });

  it('shows nothing when the kind has no template', async () => {
    get.mockResolvedValue([]);
    const { container } = renderWithAdmin(<TemplateDownloads kind={6} />, { modules, dataProvider: dataProvider() });
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(container).not.toHaveTextContent('下载模板');
  });
});
