/**
 * 发起活动 / 编辑 / 复制 (/activity/launch, /communist/activity/launch?id=, /activity/copy?id=): the
 * form's checks next to the fields, the saved body, the server's 10002 under its field, the §5
 * upload rules with their messages, and the templates — on a fake data provider.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { ApiError } from '../../src/dataProvider';
import { LaunchPage } from '../../src/resources/activities/launch/LaunchPage';
import { activityDetail, organiserModules } from './activities-fixtures';
import { renderWithAdmin } from './shell-harness';
import { dateInput, enterDate } from './date-helpers';

// The provider methods the form calls, each standing for its endpoint.
const getActivityOptions = vi.fn(); // GET /activity/options
const getOne = vi.fn(); // GET /activity/detail
const getList = vi.fn(); // GET /activity/template/list
const create = vi.fn(); // POST /activity/add
const update = vi.fn(); // POST /activity/update
const applyActivityTemplate = vi.fn(); // POST /activity/template/use
const saveActivityTemplate = vi.fn(); // POST /activity/template/save
const upload = vi.fn(); // POST /upload/image (uploadImage) and /upload/file (uploadFile)
const uploadImage = vi.fn((file: File) => upload('/upload/image', file));
const uploadFile = vi.fn((file: File) => upload('/upload/file', file));
/** The saving calls (create or update), as the old POST mock saw them. */
const saves = () => [...create.mock.calls, ...update.mock.calls];

const options = {
  organizations: [{ id: 3, name: '青年志愿者协会' }],
  flows: [{ id: 1, name: '活动审核-两级', kind: 1 }, { id: 5, name: '活动审核-一级', kind: 1 }, { id: 2, name: '结项审核', kind: 2 }],
  classifies: [
    { id: 50, name: '志愿公益', parentId: 0, limitType: 2, children: [{ id: 52, name: '校内志愿', parentId: 50, limitType: 1, children: [] }] },
    { id: 60, name: '文化活动', parentId: 0, limitType: 2, children: [] },
  ],
  administrators: [{ id: 11, name: '张老师' }, { id: 12, name: '李老师' }],
  colleges: [{ id: 7, name: '计算机学院' }, { id: 8, name: '外国语学院' }],
};

beforeEach(() => {
  for (const fn of [getActivityOptions, getOne, getList, create, update, applyActivityTemplate, saveActivityTemplate, upload]) fn.mockReset();
  getActivityOptions.mockResolvedValue(options);
  getOne.mockImplementation(async () => ({ data: activityDetail({ status: 3, actions: ['edit'] }) }));
  getList.mockResolvedValue({ data: [{ id: 4, name: '读书会模板', classifyName: '文化活动', orgName: '学生会', hours: '2', createdAt: '2026-11-01 10:00' }], total: 1 });
  applyActivityTemplate.mockResolvedValue({ name: '读书会', organizationId: 3, classifyId: 60, flowTemplateId: 5, reportFlowTemplateId: 2, hours: '2', capacity: 40, enrollMode: 3, signMode: 1, description: '每月一次' });
  saveActivityTemplate.mockResolvedValue({ id: 8 });
  create.mockImplementation(async () => ({ data: { ...activityDetail(), id: 21 } }));
  update.mockImplementation(async () => ({ data: { ...activityDetail(), id: 21 } }));
});

const render = (mode: 'create' | 'edit' | 'copy', path = '/activity/launch') => {
  const dataProvider = testDataProvider({ getActivityOptions, getOne, getList, create, update, applyActivityTemplate, saveActivityTemplate, uploadImage, uploadFile } as never);
  return renderWithAdmin(<LaunchPage mode={mode} />, { path, modules: organiserModules, dataProvider });
};

const text = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const time = enterDate;
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
async function fillValid() {
  text('活动名称', '迎新志愿服务');
  await choose(/模块\/分类/, '校内志愿');
  await choose(/活动审核流程/, '活动审核-两级');
  text('学时', '4');
  text('名额', '30');
  time('报名开始时间', '2026-11-20 08:00');
  time('报名截止时间', '2026-11-28 18:00');
  time('活动开始时间', '2026-12-01 09:00');
  time('活动结束时间', '2026-12-01 12:00');
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交审核' }));

describe('LaunchPage (create)', () => {
  it('shows each problem next to its field and sends nothing', async () => {
    render('create');
    await screen.findByRole('textbox', { name: '活动名称' });
    submit();
    expect(await screen.findByText('请填写活动名称')).toBeInTheDocument();
    expect(screen.getByText('请选择模块/分类')).toBeInTheDocument();
    expect(screen.getByText('请选择活动审核流程')).toBeInTheDocument();
    expect(screen.getByText('请填写学时')).toBeInTheDocument();
    expect(screen.getByText('请填写名额')).toBeInTheDocument();
    expect(screen.getByText('请选择报名开始时间')).toBeInTheDocument();
    expect(screen.queryByText('请选择主办组织')).not.toBeInTheDocument(); // the only organisation is preselected
    expect(screen.queryByText('请选择结项审核流程')).not.toBeInTheDocument(); // the only kind-2 flow too
    expect(saves()).toEqual([]);
  });

  it('checks the order of the windows, the hours, seats and geofence', async () => {
    render('create');
    await screen.findByRole('textbox', { name: '活动名称' });
    await fillValid();
    time('报名截止时间', '2026-11-19 08:00');
    text('学时', '0');
    text('名额', '2.5');
    text('签到半径（米）', '200');
    submit();
    expect(await screen.findByText('报名截止时间不能早于报名开始时间')).toBeInTheDocument();
    expect(screen.getByText('学时须大于0，最多两位小数')).toBeInTheDocument();
    expect(screen.getByText('名额须为正整数')).toBeInTheDocument();
    expect(screen.getByText('设置签到半径需同时填写经纬度')).toBeInTheDocument();
    time('报名截止时间', '2026-11-28 18:00');
    time('活动结束时间', '2026-12-01 08:00');
    submit();
    expect(await screen.findByText('活动结束时间不能早于活动开始时间')).toBeInTheDocument();
    expect(saves()).toEqual([]);
  });

  it('submits the activity and opens its detail', async () => {
    const view = render('create');
    await screen.findByRole('textbox', { name: '活动名称' });
    await fillValid();
    // Choosing the category takes its limit type (校内志愿: 必修).
    expect(screen.getByRole('combobox', { name: /修读类型/ })).toHaveTextContent('必修');
    await choose(/报名方式/, '组织者审核');
    await choose(/签到方式/, '签到和签退');
    text('纬度', '30.5728');
    text('经度', '114.3655');
    text('签到半径（米）', '150');
    fireEvent.click(screen.getByLabelText('生态行为'));
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledWith('activities', expect.objectContaining({ meta: { silent: true } })));
    expect(create.mock.calls[0][1].data).toEqual({
      name: '迎新志愿服务', organizationId: 3, classifyId: 52, flowTemplateId: 1, reportFlowTemplateId: 2,
      limitType: 1, hours: '4', capacity: 30, activityLevel: 1, ecology: 1, isRecommend: 0,
      enrollStart: '2026-11-20 08:00', enrollEnd: '2026-11-28 18:00', startTime: '2026-12-01 09:00', endTime: '2026-12-01 12:00',
      address: '', latitude: 30.5728, longitude: 114.3655, radiusM: 150, enrollMode: 3, signMode: 2,
      description: '', posterUrl: '', attachments: [],
    });
    await waitFor(() => expect(view.location().pathname).toBe('/communist/activity/detail'));
    expect(view.location().search).toBe('?id=21');
  });

  it('asks for the college of a college-level activity (院级) and sends it', async () => {
    render('create');
    await screen.findByRole('textbox', { name: '活动名称' });
    await fillValid();
    expect(screen.queryByRole('combobox', { name: /学院/ })).not.toBeInTheDocument();
    await choose(/活动级别/, '院级');
    const college = screen.getByRole('combobox', { name: /学院/ });
    expect(college.closest('.MuiFormControl-root')!.querySelector('label')).toHaveTextContent('学院 *');
    submit();
    expect(await screen.findByText('请选择学院')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    await choose(/学院/, '外国语学院');
    submit();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('activities', expect.objectContaining({ data: expect.objectContaining({ activityLevel: 2, collegeId: 8 }), meta: { silent: true } })),
    );
    // Back at school level the select goes away and no college is sent.
    create.mockClear();
    await choose(/活动级别/, '校级');
    expect(screen.queryByRole('combobox', { name: /学院/ })).not.toBeInTheDocument();
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledWith('activities', expect.objectContaining({ meta: { silent: true } })));
    expect(create.mock.calls[0][1].data).toMatchObject({ activityLevel: 1 });
    expect(create.mock.calls[0][1].data).not.toHaveProperty('collegeId');
  });

  it("puts the server's 10002 message under the field it names, or above the buttons", async () => {
    create.mockRejectedValueOnce(new ApiError(10002, '参数错误: capacity 必须是正整数'));
    render('create');
    await screen.findByRole('textbox', { name: '活动名称' });
    await fillValid();
    submit();
    expect(await screen.findByText('必须是正整数')).toBeInTheDocument();
    create.mockRejectedValueOnce(new ApiError(10002, '所选流程没有审核步骤'));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('所选流程没有审核步骤');
  });

  it('checks the poster (spec §5) before uploading, then previews it', async () => {
    render('create');
    const input = await screen.findByLabelText('上传海报');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.bmp', { type: 'image/bmp' })] } });
    expect(await screen.findByText('Only GIF, JPG, JPEG, PNG images allowed')).toBeInTheDocument();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('海报图片不能超过3MB')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    upload.mockResolvedValueOnce({ id: 1, url: '/api/files/null', name: 'p.png', type: 1, size: 10 });
    fireEvent.change(input, { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image upload failed, please contact the person in charge')).toBeInTheDocument();
    upload.mockResolvedValueOnce({ id: 2, url: '/api/files/poster-1', name: 'p.png', type: 1, size: 10 });
    fireEvent.change(input, { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: '活动海报' })).toHaveAttribute('src', '/api/files/poster-1');
    expect(uploadImage).toHaveBeenLastCalledWith(expect.any(File));
  });

  it('checks attachments: type, 5 MB each, at most 9; the server refusal is shown', async () => {
    render('create');
    const input = await screen.findByLabelText('上传附件');
    const big = new File(['x'], 'plan.pdf');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('attachment may not exceed 5MB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'run.exe')] } });
    expect(await screen.findByText('附件仅支持 gif、jpeg、png、jpg、doc、docx、xls、xlsx、pdf 格式')).toBeInTheDocument();
    let n = 0;
    upload.mockImplementation(async (_p: string, file: File) => ({ id: ++n, url: `/api/files/f${n}`, name: (file as File).name, type: 5, size: 1 }));
    const files = Array.from({ length: 10 }, (_, i) => new File(['x'], `f${i + 1}.pdf`));
    fireEvent.change(input, { target: { files } });
    expect(await screen.findByText('最多上传9个附件')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(9);
    expect(screen.getByText('f9.pdf')).toBeInTheDocument();
    expect(screen.queryByText('f10.pdf')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('移除附件 f1.pdf'));
    expect(screen.queryByText('f1.pdf')).not.toBeInTheDocument();
  });

  it('fills the form from a template (windows blank) and saves a template', async () => {
    render('create');
    await screen.findByRole('textbox', { name: '活动名称' });
    fireEvent.click(screen.getByRole('button', { name: '从模板创建' }));
    const picker = await screen.findByRole('dialog');
    fireEvent.click(await within(picker).findByText('读书会模板'));
    await waitFor(() => expect(applyActivityTemplate).toHaveBeenCalledWith(4));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '活动名称' })).toHaveValue('读书会'));
    expect(screen.getByRole('combobox', { name: /活动审核流程/ })).toHaveTextContent('活动审核-一级');
    expect(screen.getByRole('combobox', { name: /报名方式/ })).toHaveTextContent('组织者审核');
    expect(dateInput('报名开始时间')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: '保存为模板' }));
    const save = await screen.findByRole('dialog');
    fireEvent.click(within(save).getByLabelText('覆盖模板“读书会模板”'));
    fireEvent.click(within(save).getByRole('button', { name: '保存为模板' }));
    await waitFor(() => expect(saveActivityTemplate).toHaveBeenCalledWith(expect.objectContaining({ id: 4, name: '读书会', classifyId: 60, capacity: 40 })));
  });
});

describe('LaunchPage (edit, copy)', () => {
  it('edits an activity with its saved values and posts /activity/update', async () => {
    render('edit', '/communist/activity/launch?id=7');
    expect(await screen.findByRole('textbox', { name: '活动名称' })).toHaveValue('迎新志愿服务7');
    expect(dateInput('报名开始时间')).toHaveValue('2026-11-20 08:00');
    expect(screen.getByText('活动方案.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存并提交' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('activities', expect.objectContaining({ id: 7, data: expect.objectContaining({ name: '迎新志愿服务7', capacity: 30, radiusM: 200 }), meta: { silent: true } })),
    );
  });

  it('copies an activity: the name marked 复制 and the windows left blank', async () => {
    render('copy', '/activity/copy?id=7');
    expect(await screen.findByRole('textbox', { name: '活动名称' })).toHaveValue('迎新志愿服务7（复制）');
    expect(dateInput('活动开始时间')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '名额' })).toHaveValue('30');
  });
});
