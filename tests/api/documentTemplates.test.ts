/**
 * Document templates (issue 21 "Route groups III"; /system/template and the per-feature template
 * pages): a kind's templates created with a file, edited, disabled and deleted by the holder of that
 * kind's page; kinds kept apart; the enabled ones offered to every signed-in user; refusals (another
 * school, no module) and bad input naming the field. Templates may share names (no race case).
 */
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../common/activities.js';
import { TEMPLATE_PATHS, type TemplateOption, type TemplateRow } from '../../common/documentTemplates.js';
import type { Page } from '../../common/envelope.js';
import { call, fileApp, signInAs } from './helpers.js';
import { makeStaff } from './activity-fixture.js';
import { uploadEnvelope } from './student-helpers.js';
import { seedDocumentTemplates } from '../../server/seed/documentTemplates.js';

const S = 10001;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const t = await fileApp({ tmpDataDir: 'doc-templates-' });
const admin = await signInAs(t, 'admin');
const admin2 = await signInAs(t, 'admin2');
const student = await signInAs(t, 'student');
const practiceStaff = await makeStaff(t, S, [TEMPLATE_PATHS[3]]);

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const upload = async (name: string, token = admin) => {
  const env = await uploadEnvelope<UploadedFile>(t, '/upload/file', [{ name, content: PDF, type: 'application/pdf' }], {}, token);
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const template = (over: Record<string, unknown> = {}) => ({ kind: 3, name: '社会实践项目申报书', description: '立项时提交', fileIds: [], enabled: 1, ...over });
const list = (kind: number, params: object = {}, token = admin) => ok(get<Page<TemplateRow>>('/document/template/list', { kind, ...params }, token));
const options = (kind: number, token = student) => ok(get<TemplateOption[]>('/document/template/options', { kind }, token));

describe('a kind’s templates on its page', () => {
  it('are created with files, edited, disabled and deleted by the holder of that page', async () => {
    const plan = await upload('申报书.pdf', practiceStaff.token);
    const { id } = await ok(post('/document/template/save', template({ fileIds: [plan.id], sort: 2 }), practiceStaff.token));
    const row = (await list(3, { name: '申报书' }, practiceStaff.token)).list.find((r) => r.id === id)!;
    expect(row).toMatchObject({ kind: 3, name: '社会实践项目申报书', description: '立项时提交', enabled: true, sort: 2 });
    expect(row.files).toEqual([{ id: plan.id, url: plan.url, name: '申报书.pdf', type: 5, size: PDF.length }]);
    expect(row.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Another staff member keeps the first file, adds one of theirs and renames it.
    const report = await upload('结题报告.pdf');
    await ok(post('/document/template/save', template({ id, name: '社会实践申报书(2026版)', fileIds: [report.id, plan.id] })));
    const edited = await ok(get<TemplateRow>('/document/template/detail', { kind: 3, id }, practiceStaff.token));
    expect([edited.name, edited.files.map((f) => f.name), edited.updatedByName]).toEqual(['社会实践申报书(2026版)', ['结题报告.pdf', '申报书.pdf'], '系统管理员']);
    // The file is served where the url says.
    const res = await t.app.inject({ method: 'GET', url: plan.url });
    expect([res.statusCode, res.rawPayload.equals(PDF)]).toEqual([200, true]);

    await ok(post('/document/template/enable', { kind: 3, id, enabled: 0 }, practiceStaff.token));
    expect((await list(3, { enabled: 0 })).list.map((r) => r.id)).toContain(id);
    expect((await list(3, { enabled: 1 })).list.map((r) => r.id)).not.toContain(id);
    await ok(post('/document/template/delete', { kind: 3, id }, practiceStaff.token));
    expect(await get('/document/template/detail', { kind: 3, id })).toMatchObject({ code: 10002, msg: '模板不存在' });
    expect(await post('/document/template/delete', { kind: 3, id })).toMatchObject({ code: 10002, msg: '模板不存在' });
  });

  it('may share a name within a kind', async () => {
    const a = await ok(post('/document/template/save', template({ name: '同名模板' })));
    const b = await ok(post('/document/template/save', template({ name: '同名模板' })));
    expect(a.id).not.toBe(b.id);
    expect((await list(3, { name: '同名模板' })).total).toBe(2);
  });
});

describe('kinds and schools kept apart', () => {
  it('lists, reads and changes only the kind asked for, and only with its page', async () => {
    const { id } = await ok(post('/document/template/save', template({ kind: 5, name: '创业孵化项目申请书' })));
    expect((await list(5)).list.map((r) => r.id)).toContain(id);
    expect((await list(3)).list.map((r) => r.id)).not.toContain(id);
    expect(await get('/document/template/detail', { kind: 3, id })).toMatchObject({ code: 10002, msg: '模板不存在' });
    expect(await post('/document/template/save', template({ id, kind: 3 }))).toMatchObject({ code: 10002, msg: '模板不存在' });
    expect(await post('/document/template/enable', { kind: 1, id, enabled: 0 })).toMatchObject({ code: 10002, msg: '模板不存在' });
    // The practice page's holder reaches no other kind.
    expect(await get('/document/template/list', { kind: 5 }, practiceStaff.token)).toMatchObject({ code: 10003 });
    expect(await get('/document/template/detail', { kind: 5, id }, practiceStaff.token)).toMatchObject({ code: 10003 });
    expect(await post('/document/template/delete', { kind: 5, id }, practiceStaff.token)).toMatchObject({ code: 10003 });
    expect(await post('/document/template/save', template({ kind: 1 }), practiceStaff.token)).toMatchObject({ code: 10003 });
    // A student holds no template page.
    expect(await get('/document/template/list', { kind: 3 }, student)).toMatchObject({ code: 10003 });
    expect(await post('/document/template/save', template(), student)).toMatchObject({ code: 10003 });
    // Another school's administrator: not found, and never in their lists.
    expect(await get('/document/template/detail', { kind: 5, id }, admin2)).toMatchObject({ code: 10002, msg: '模板不存在' });
    expect(await post('/document/template/save', template({ id, kind: 5 }), admin2)).toMatchObject({ code: 10002, msg: '模板不存在' });
    expect(await post('/document/template/delete', { kind: 5, id }, admin2)).toMatchObject({ code: 10002, msg: '模板不存在' });
    expect((await list(5, {}, admin2)).list.map((r) => r.id)).not.toContain(id);
    expect(await get('/document/template/detail', { kind: 5, id })).toMatchObject({ code: 0 });
  });
});

describe('the enabled templates of a kind (下载模板)', () => {
  it('are offered to any signed-in user of the school, in order, without the disabled ones', async () => {
    const file = await upload('志愿活动策划书.pdf');
    const second = await ok(post('/document/template/save', template({ kind: 4, name: '志愿服务活动策划书', fileIds: [file.id], sort: 2 })));
    const first = await ok(post('/document/template/save', template({ kind: 4, name: '志愿服务队成立申请表', sort: 1 })));
    const off = await ok(post('/document/template/save', template({ kind: 4, name: '旧版策划书', enabled: 0 })));
    const mine = (await options(4)).filter((o) => [first.id, second.id, off.id].includes(o.id));
    expect(mine.map((o) => o.name)).toEqual(['志愿服务队成立申请表', '志愿服务活动策划书']);
    expect(mine[1].files.map((f) => [f.name, f.url])).toEqual([['志愿活动策划书.pdf', file.url]]);
    expect((await options(6)).map((o) => o.id)).not.toContain(first.id);
    expect((await options(4, admin2)).map((o) => o.id)).not.toContain(first.id);
    expect(await call(t, 'GET', '/document/template/options', { kind: 4 })).toMatchObject({ code: 10001 });
  });
});

describe('bad input', () => {
  it('names the field', async () => {
    const foreign = await upload('别人的.pdf', practiceStaff.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 7 }, '参数错误: kind'],
      [{ kind: 'x' }, '参数错误: kind'],
      [{ name: '  ' }, '参数错误: name'],
      [{ name: '长'.repeat(51) }, '模板名称不能超过50个字'],
      [{ description: '长'.repeat(501) }, '模板说明不能超过500个字'],
      [{ fileIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, '参数错误: fileIds 模板文件最多9个'],
      [{ fileIds: [foreign.id] }, '参数错误: fileIds 文件不存在,请重新上传'],
      [{ fileIds: [999_999] }, '参数错误: fileIds 文件不存在,请重新上传'],
      [{ enabled: undefined }, '参数错误: enabled'],
      [{ sort: -1 }, '参数错误: sort'],
    ];
    for (const [over, msg] of cases) {
      const env = await post('/document/template/save', template(over));
      expect(env.code, JSON.stringify(over)).toBe(10002);
      expect(env.msg, JSON.stringify(over)).toContain(msg);
    }
    expect(await get('/document/template/options', {}, student)).toMatchObject({ code: 10002, msg: expect.stringContaining('参数错误: kind') });
    expect(await get('/document/template/list', { kind: 0 })).toMatchObject({ code: 10002, msg: expect.stringContaining('参数错误: kind') });
  });
});

describe('the menu', () => {
  it('has the six template pages under 系统设置, granted to the school administrator', async () => {
    const rows = await t.db.selectFrom('modules').select(['id', 'name', 'path', 'parentId']).where('id', 'in', [730, 731, 732, 733, 734, 735]).orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.name, r.path, r.parentId])).toEqual([
      [730, '模板文件', '/system/template', 700], [731, '思想成长模板', '/system/thought/template', 700], [732, '社会实践模板', '/system/practice/template', 700],
      [733, '志愿服务模板', '/system/volunteer/template', 700], [734, '创业孵化模板', '/system/hatch/template', 700], [735, '学生组织模板', '/system/organ/template', 700],
    ]);
    for (const kind of [1, 2, 3, 4, 5, 6]) expect(await get('/document/template/list', { kind })).toMatchObject({ code: 0 });
  });
});

describe('the demo seed', () => {
  it('writes two or three templates per kind for the demo school, once', async () => {
    for (let i = 0; i < 2; i++) await t.db.transaction().execute((trx) => seedDocumentTemplates(trx, S));
    const rows = await t.db.selectFrom('documentTemplates').select(['kind', 'name', 'enabled']).where('schoolId', '=', S).where('createdBy', '=', (await t.db.selectFrom('users').select('id').where('schoolId', '=', S).where('username', '=', 'admin').executeTakeFirstOrThrow()).id).execute();
    const seeded = rows.filter((r) => ['第二课堂活动申请表', '社会实践项目申报书', '学生组织章程范本', '活动总结报告模板（2025版）'].includes(r.name));
    expect(seeded.map((r) => [r.kind, r.name, r.enabled]).sort()).toEqual([[1, '活动总结报告模板（2025版）', false], [1, '第二课堂活动申请表', true], [3, '社会实践项目申报书', true], [6, '学生组织章程范本', true]]);
    expect((await options(3)).map((o) => o.name)).toEqual(expect.arrayContaining(['社会实践项目申报书', '社会实践结题报告模板', '社会实践安全承诺书']));
  });
});

