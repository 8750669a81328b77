/**
 * 新建项目 / 编辑项目 (/communist/project/edit): the rules a user meets (spec §5 date range: the start
 * may not be after the end; at least one 奖项级别; hours above 0), nothing is sent while a rule is
 * broken, a valid form posts the ProjectInput and opens the project, an edit keeps the options' ids,
 * and the server's refusal is shown.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { testDataProvider } from 'react-admin';
import { ApiError } from '../../src/dataProvider/errors';
import ProjectEdit from '../../src/resources/declarations/projects/ProjectEdit';
import { emptyProjectValues, newOption, projectFormSchema, type ProjectValues } from '../../src/resources/declarations/projects/projectForm';
import { buildI18nProvider } from '../../src/i18n';
import { managerModules, projectDetail } from './declarations-fixtures';
import { renderWithAdmin, providerMocks } from './shell-harness';
import { enterDate } from './date-helpers';

// The provider: the form's choices (GET /project/form/options), getOne('projects') (GET
// /project/detail) and saving as create / update('projects') (POST /project/add | /project/update).
const { getProjectFormOptions, getOne, create, update } = providerMocks('getProjectFormOptions', 'getOne', 'create', 'update');
const expectNothingSent = () => {
  expect(create).not.toHaveBeenCalled();
  expect(update).not.toHaveBeenCalled();
};

const classifies = [
  { id: 20, name: '创新创业', parentId: 0, limitType: 0, children: [{ id: 21, name: '学科竞赛', parentId: 20, limitType: 0, children: [] }] },
];

beforeEach(() => {
  getProjectFormOptions.mockResolvedValue({ classifies, organizations: [{ id: 3, name: '校团委' }], flows: [{ id: 5, name: '申报审核' }] });
  getOne.mockImplementation(async (resource: string) => ({ data: resource === 'projects' ? projectDetail() : null }));
  create.mockResolvedValue({ data: { id: 42 } });
  update.mockImplementation(async (_r: string, params: { id: number; data: object }) => ({ data: { ...params.data, id: params.id } }));
});

function setup(path = '/communist/project/edit') {
  return renderWithAdmin(
    <Routes>
      <Route path="/communist/project/edit" element={<ProjectEdit />} />
      <Route path="/communist/project/detail" element={<div>project page</div>} />
    </Routes>,
    { path, modules: managerModules, dataProvider: testDataProvider({ getProjectFormOptions, getOne, create, update } as never) },
  );
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

async function fillValid() {
  await screen.findByRole('combobox', { name: '分类' });
  type(/项目名称/, '全国大学生英语竞赛');
  await choose('分类', '学科竞赛');
  enterDate('申报开始时间', '2026-11-01 08:00');
  enterDate('申报结束时间', '2026-12-31 18:00');
  type(/第 1 项名称/, '特等奖');
  type(/第 1 项学时/, '10');
}

describe('the project form rules (projectForm.ts)', () => {
  const t = buildI18nProvider('zh-CN').translate;
  const valid = { ...emptyProjectValues(), name: 'A', classifyId: 1, flowTemplateId: 5, applyStart: '2026-11-01 08:00', applyEnd: '2026-11-02 08:00', options: [newOption('一等奖', '4')] };
  /** The problems the form shows, by field ('options' for the list's own problem); {} when it may be sent. */
  const validateProject = (v: ProjectValues) => {
    const r = projectFormSchema(t).safeParse(v);
    const out: Record<string, string> = {};
    for (const issue of r.error?.issues ?? []) {
      const path = issue.path.join('.') === 'options.root' ? 'options' : issue.path.join('.');
      if (!path.startsWith('options.')) out[path] ??= issue.message;
    }
    return out;
  };

  it('accepts a complete form', () => {
    expect(validateProject(valid)).toEqual({});
  });
  it('refuses a start after the end, on both fields', () => {
    expect(validateProject({ ...valid, applyStart: '2026-11-03 08:00' })).toEqual({ applyStart: '开始时间不能晚于结束时间', applyEnd: '结束时间不能早于开始时间' });
  });
  it('refuses no options, hours ≤ 0 and repeated names', () => {
    expect(validateProject({ ...valid, options: [] }).options).toBe('请至少添加一个奖项级别');
    expect(validateProject({ ...valid, options: [newOption('一等奖', '0')] }).options).toBe('请检查奖项级别的名称和学时');
    expect(validateProject({ ...valid, options: [newOption('一等奖', '-2')] }).options).toBe('请检查奖项级别的名称和学时');
    expect(validateProject({ ...valid, options: [newOption('一等奖', '2'), newOption('一等奖', '1')] }).options).toBe('请检查奖项级别的名称和学时');
  });
});

describe('ProjectEdit', () => {
  it('shows every missing field next to it and sends nothing', async () => {
    setup();
    await screen.findByRole('combobox', { name: '分类' });
    save();
    expect(await screen.findByText('请填写项目名称')).toBeInTheDocument();
    expect(screen.getByText('请选择分类')).toBeInTheDocument();
    expect(screen.getByText('请填写申报开始时间')).toBeInTheDocument();
    expect(screen.getByText('请填写奖项级别名称')).toBeInTheDocument();
    expect(screen.getByText('请填写学时')).toBeInTheDocument();
    expectNothingSent();
  });

  it('refuses a start time after the end time (spec §5)', async () => {
    setup();
    await fillValid();
    enterDate('申报开始时间', '2027-01-05 08:00');
    save();
    expect(await screen.findByText('开始时间不能晚于结束时间')).toBeInTheDocument();
    expect(screen.getByText('结束时间不能早于开始时间')).toBeInTheDocument();
    expectNothingSent();
  });

  it('refuses hours of 0 or below under the option', async () => {
    setup();
    await fillValid();
    type(/第 1 项学时/, '0');
    save();
    const row = screen.getAllByTestId('option-row')[0];
    expect(await within(row).findByText('学时必须大于0')).toBeInTheDocument();
    type(/第 1 项学时/, '-3');
    // The resolver checks again as the value changes (asynchronously).
    expect(await within(row).findByText('学时须为数字，最多两位小数')).toBeInTheDocument();
    expectNothingSent();
  });

  it('refuses a project without options', async () => {
    setup();
    await fillValid();
    fireEvent.click(screen.getByRole('button', { name: '删除第 1 项' }));
    expect(screen.queryAllByTestId('option-row')).toHaveLength(0);
    save();
    expect(await screen.findByText('请至少添加一个奖项级别')).toBeInTheDocument();
    expectNothingSent();
  });

  it('creates the project with its options, preselecting the only enabled 申报审核 flow, then opens it', async () => {
    const { location } = setup();
    await fillValid();
    expect(screen.getByRole('combobox', { name: '审核流程' })).toHaveTextContent('申报审核');
    fireEvent.click(screen.getByRole('button', { name: '添加奖项级别' }));
    type(/第 2 项名称/, '一等奖');
    type(/第 2 项学时/, '6.5');
    await choose('组织', '校团委');
    save();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('projects', expect.objectContaining({
        data: {
          name: '全国大学生英语竞赛', classifyId: 21, organizationId: 3, flowTemplateId: 5, description: '', evidence: '',
          applyStart: '2026-11-01 08:00', applyEnd: '2026-12-31 18:00',
          options: [{ name: '特等奖', hours: '10' }, { name: '一等奖', hours: '6.5' }],
        },
        meta: { silent: true },
      })),
    );
    await waitFor(() => expect(location().pathname).toBe('/communist/project/detail'));
    expect(location().search).toBe('?id=42');
  });

  it('edits a project keeping the ids of its options', async () => {
    setup('/communist/project/edit?id=7');
    expect(await screen.findByDisplayValue('挑战杯全国大学生课外学术科技作品竞赛')).toBeInTheDocument();
    expect(screen.getAllByTestId('option-row')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: '删除第 4 项' }));
    type(/第 1 项学时/, '25');
    save();
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(create).not.toHaveBeenCalled();
    const [resource, params] = update.mock.calls[0] as [string, Record<string, unknown>];
    expect(resource).toBe('projects');
    expect(params).toMatchObject({
      id: 7,
      data: {
        classifyId: 21, flowTemplateId: 5, applyStart: '2026-11-01 00:00', applyEnd: '2026-12-31 23:59', evidence: '获奖证书扫描件',
        options: [{ id: 1, name: '国家级一等奖', hours: '25' }, { id: 2, name: '国家级二等奖', hours: '16' }, { id: 3, name: '国家级三等奖', hours: '12' }],
      },
      meta: { silent: true },
    });
  });

  it("shows the server's refusal under the field it names", async () => {
    create.mockRejectedValueOnce(new ApiError(10002, '参数错误: name 已存在同名项目'));
    setup();
    await fillValid();
    save();
    expect(await screen.findByText('已存在同名项目')).toBeInTheDocument();
  });
});
