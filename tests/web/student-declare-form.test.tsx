/**
 * 我要申报 (/student/declare/apply) against a fake school API: the open projects to pick from, the
 * picked project's window, module, description and evidence requirement, its award levels with hours,
 * the optional related activity (attended ones only), the required statement, attachments (≤ 9,
 * spec §5), the DeclarationInput sent, the success toast and the way back, and the server's refusal.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { dataProvider } from '../../src/dataProvider';
import { NotifyBridge } from '../../src/dataProvider/notify';
import DeclareForm from '../../src/resources/declarations/student/DeclareForm';
import { serveApi, type Handler, type SeenRequest } from './auth-helpers';
import { renderWithAdmin } from './shell-harness';
import { project } from './student-fixtures';

const projects = [project(1, '全国大学生数学建模竞赛'), project(2, '挑战杯', { evidence: '', description: '', options: [{ id: 21, name: '校级', hours: '2.5', orderNo: 1 }] })];
const mine = [
  { id: 31, name: '社区清扫', status: 12, myStatus: 1, startTime: '2026-10-01 09:00', signInAt: '2026-10-01 09:02', grantedHours: '4.00' },
  { id: 32, name: '未签到的讲座', status: 12, myStatus: 1, startTime: '2026-10-05 09:00', signInAt: null, grantedHours: null },
];

let seen: SeenRequest[] = [];
function serve(extra: Record<string, Handler> = {}) {
  seen = serveApi({
    'GET /student/project/list': (req) => {
      const list = req.params.name ? projects.filter((p) => p.name.includes(String(req.params.name))) : projects;
      return { code: 0, data: { list, total: list.length } };
    },
    'GET /activity/my/list': () => ({ code: 0, data: { list: mine, total: mine.length } }),
    'POST /project/apply': () => ({ code: 0, data: { id: 77 } }),
    'POST /upload/file': () => ({ code: 0, data: { id: 501, url: '/files/501', name: '证书.pdf', type: 5, size: 1024 } }),
    ...extra,
  });
}
const calls = (key: string) => seen.filter((r) => `${r.method} ${r.path}` === key);

function setup(path = '/student/declare/apply') {
  return renderWithAdmin(
    <>
      <DeclareForm />
      <Notification />
      <NotifyBridge />
    </>,
    { path, dataProvider },
  );
}

async function pickProject(name: string) {
  const box = await screen.findByRole('combobox', { name: /申报项目/ });
  fireEvent.mouseDown(box);
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
const statement = () => screen.getByRole('textbox', { name: /申报说明/ });

beforeEach(() => serve());

describe('我要申报', () => {
  it('shows the picked project with its window, module, evidence requirement and award levels with hours', async () => {
    setup();
    await pickProject('全国大学生数学建模竞赛');
    const facts = screen.getByTestId('project-facts');
    expect(facts).toHaveTextContent('创新创业');
    expect(facts).toHaveTextContent('2026-11-01 00:00 – 2026-12-31 23:59');
    expect(facts).toHaveTextContent('获奖证书扫描件及公示文件');
    expect(facts).toHaveTextContent('面向全校学生的学科竞赛。');
    expect(screen.getByRole('radio', { name: '国家级一等奖 · 20.00 学时' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '省级一等奖 · 8.00 学时' })).toBeInTheDocument();
    expect(calls('GET /student/project/list')[0].params).toEqual({ current: 1, size: 40 });
  });

  it('says 无特别要求 without an evidence requirement and picks a single award level by itself', async () => {
    setup();
    await pickProject('挑战杯');
    expect(screen.getByTestId('project-facts')).toHaveTextContent('无特别要求');
    expect(screen.getByRole('radio', { name: '校级 · 2.50 学时' })).toBeChecked();
  });

  it('searches open projects by name as the student types, and offers all again once one is picked', async () => {
    setup();
    const box = await screen.findByRole('combobox', { name: /申报项目/ });
    box.focus();
    fireEvent.change(box, { target: { value: '挑战' } });
    await waitFor(() => expect(calls('GET /student/project/list').at(-1)!.params).toEqual({ current: 1, size: 40, name: '挑战' }));
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('挑战杯')]));
    fireEvent.click(screen.getByRole('option', { name: /挑战杯/ }));
    expect(box).toHaveValue('挑战杯');
    await waitFor(() => expect(calls('GET /student/project/list').at(-1)!.params).toEqual({ current: 1, size: 40 }));
    fireEvent.mouseDown(box);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
  });

  it('requires a project, an award level and a statement before sending anything', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('请选择申报项目')).toBeInTheDocument();
    expect(screen.getByText('请填写申报说明')).toBeInTheDocument();
    await pickProject('全国大学生数学建模竞赛');
    fireEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('请选择奖项级别')).toBeInTheDocument();
    expect(calls('POST /project/apply')).toEqual([]);
  });

  it('offers only attended activities as the related activity', async () => {
    setup();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '关联活动' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: '社区清扫（2026-10-01）' })).toBeInTheDocument());
    expect(within(list).getByRole('option', { name: '不关联活动' })).toBeInTheDocument();
    expect(within(list).queryByRole('option', { name: /未签到的讲座/ })).toBeNull();
  });

  it('submits the declaration with its attachments, then returns to 我的申报 with a toast', async () => {
    const { location } = setup();
    await pickProject('全国大学生数学建模竞赛');
    fireEvent.click(screen.getByRole('radio', { name: '省级一等奖 · 8.00 学时' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '关联活动' }));
    fireEvent.click(await screen.findByRole('option', { name: '社区清扫（2026-10-01）' }));
    fireEvent.change(statement(), { target: { value: '  本人担任队长。 ' } });
    const file = new File(['%PDF-1.4'], '证书.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('上传附件', { selector: 'input' }), { target: { files: [file] } });
    expect(await screen.findByText('证书.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('申报已提交，请等待审核')).toBeInTheDocument();
    expect(calls('POST /project/apply')[0].params).toEqual({ projectId: 1, optionId: 12, relateActivityId: 31, description: '本人担任队长。', fileIds: [501] });
    await waitFor(() => expect(location().pathname).toBe('/student/declare'));
  });

  it('sends relateActivityId null without a related activity', async () => {
    setup();
    await pickProject('挑战杯');
    fireEvent.change(statement(), { target: { value: '校内赛获奖' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申报' }));
    await waitFor(() => expect(calls('POST /project/apply')).toHaveLength(1));
    expect(calls('POST /project/apply')[0].params).toEqual({ projectId: 2, optionId: 21, relateActivityId: null, description: '校内赛获奖', fileIds: [] });
  });

  it("shows the server's refusal and stays on the form", async () => {
    serve({ 'POST /project/apply': () => ({ code: 10002, msg: '该项目已有待审核的申报' }) });
    const { location } = setup();
    await pickProject('挑战杯');
    fireEvent.change(statement(), { target: { value: '校内赛获奖' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申报' }));
    expect(await screen.findByText('该项目已有待审核的申报')).toBeInTheDocument();
    expect(location().pathname).toBe('/student/declare/apply');
    expect(screen.getByRole('button', { name: '提交申报' })).toBeEnabled();
  });

  it('preselects ?projectId= and refuses an attachment of a type spec §5 does not allow', async () => {
    setup('/student/declare/apply?projectId=1');
    expect(await screen.findByTestId('project-facts')).toHaveTextContent('获奖证书扫描件及公示文件');
    fireEvent.change(screen.getByLabelText('上传附件', { selector: 'input' }), { target: { files: [new File(['x'], 'a.exe')] } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls('POST /upload/file')).toEqual([]);
  });

  it('rules out the award levels the student cannot declare: up to an approved one, all while one is pending', async () => {
    const approved = project(3, '优秀志愿者', { myDeclaration: { id: 5, status: 2, optionId: 32, optionName: '省级一等奖', hours: '8.00' } });
    const pending = project(4, '优秀学生干部', { myDeclaration: { id: 6, status: 1, optionId: 41, optionName: '国家级一等奖', hours: '20.00' } });
    serve({ 'GET /student/project/list': () => ({ code: 0, data: { list: [approved, pending], total: 2 } }) });
    setup();
    await pickProject('优秀志愿者');
    expect(screen.getByTestId('my-declaration')).toHaveTextContent('您已申报过该项目（省级一等奖，已通过），只能申报更高级别的奖项。');
    expect(screen.getByRole('radio', { name: '国家级一等奖 · 20.00 学时' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '省级一等奖 · 8.00 学时' })).toBeDisabled();
    await pickProject('优秀学生干部');
    expect(screen.getByTestId('my-declaration')).toHaveTextContent('（国家级一等奖，待审核），审核完成前不能再次申报。');
    expect(screen.getByRole('radio', { name: '国家级一等奖 · 20.00 学时' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '省级一等奖 · 8.00 学时' })).toBeDisabled();
  });

  it('says when no project is open', async () => {
    serve({ 'GET /student/project/list': () => ({ code: 0, data: { list: [], total: 0 } }) });
    setup();
    expect(await screen.findByTestId('no-projects')).toHaveTextContent('当前没有可申报的项目');
  });
});
