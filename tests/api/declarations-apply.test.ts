/**
 * The student side of declarations (issue 5; spec §3 self-declaration row, §4 status, §5 "at most 9"
 * attachments): open projects with the student's own state, declaring (window, option, description,
 * files of their own, an activity they enrolled in, one pending at a time, never the same or a lower
 * level than one approved), withdrawing, their own list, the detail's readers, and refusals: staff
 * on student routes, students on staff routes, a student reading another's declaration.
 */
import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../common/activities.js';
import { DECLARATION_MESSAGES, type DeclarationRow, type StudentProjectRow } from '../../common/declarations.js';
import type { Page } from '../../common/envelope.js';
import { call, fileApp, signInAs } from './helpers.js';
import { createActivity, enrollStudents, makeStaff, tokenFor, userIdOf } from './activity-fixture.js';
import { uploadEnvelope } from './student-helpers.js';
import { apply, audit, createProject, declare, detail, makeDeclWorld, optionOf, S, students, unique, wireTime } from './declarations-helpers.js';

const t = await fileApp({ tmpDataDir: 'sc-decl-' });
const w = await makeDeclWorld(t);

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const uploadPdf = async (token: string, name = '证书.pdf') => {
  const env = await uploadEnvelope<UploadedFile>(t, '/upload/file', [{ name, content: PDF, type: 'application/pdf' }], {}, token);
  if (env.code !== 0) throw new Error(JSON.stringify(env));
  return env.data;
};
const openList = (token: string, params: Record<string, unknown> = {}) => call<Page<StudentProjectRow>>(t, 'GET', '/student/project/list', { current: 1, size: 40, ...params }, token);
const ownList = (token: string, params: Record<string, unknown> = {}) => call<Page<DeclarationRow>>(t, 'GET', '/student/project/apply/list', { current: 1, size: 40, ...params }, token);
const withdraw = (token: string, id: number) => call<{ id: number; status: number }>(t, 'POST', '/project/apply/withdraw', { id }, token);

describe('GET /student/project/list', () => {
  it('lists open projects only (enabled, within the window), closing soonest first, with the student’s own declaration', async () => {
    const tag = unique('开放');
    const late = await createProject(t, w, { name: `${tag}晚`, applyEnd: wireTime(20 * DAY) });
    const soon = await createProject(t, w, { name: `${tag}早`, applyEnd: wireTime(2 * DAY) });
    await createProject(t, w, { name: `${tag}未开始`, applyStart: wireTime(DAY), applyEnd: wireTime(3 * DAY) });
    await createProject(t, w, { name: `${tag}已截止`, applyStart: wireTime(-3 * DAY), applyEnd: wireTime(-DAY) });
    const off = await createProject(t, w, { name: `${tag}停用` });
    await call(t, 'POST', '/project/enable', { id: off.id, enabled: 0 }, w.admin);
    const [me] = await students(t, 1);
    const env = await openList(me.token, { name: tag });
    expect(env.data.list.map((r) => [r.name, r.open, r.myDeclaration])).toEqual([[soon.name, true, null], [late.name, true, null]]);
    expect(env.data.total).toBe(2);
    const id = await declare(t, me, late, '省级');
    const row = (await openList(me.token, { name: tag })).data.list.find((r) => r.id === late.id)!;
    expect(row.myDeclaration).toEqual({ id, status: 1, optionId: optionOf(late, '省级'), optionName: '省级', hours: '8.00' });
    expect(row.options.map((o) => o.name)).toEqual(['国家级', '省级', '校级']);
    // The declare form shows what the project is about and the evidence it wants before the student picks.
    expect([row.description, row.evidence]).toEqual(['测试用项目', '获奖证书']);
  });
});

describe('POST /project/apply', () => {
  it('creates a pending self declaration at step 1 with its attachments, and a to-do item for the auditor', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const files = [await uploadPdf(me.token, '证书一.pdf'), await uploadPdf(me.token, '证书二.pdf')];
    const id = await declare(t, me, p, '国家级', { description: '  获得国家级一等奖  ', fileIds: files.map((f) => f.id) });
    const d = (await detail(t, me.token, id)).data;
    expect(d).toMatchObject({
      userId: me.userId, projectId: p.id, projectName: p.name, optionName: '国家级', category: '学科竞赛', hours: '12.00', grantedHours: null,
      status: 1, statusName: '待审核', type: 1, auditor: '', description: '获得国家级一等奖', evidence: '获奖证书', stepName: '申报审核',
      canAudit: false, canWithdraw: true,
    });
    expect(d.attachments.map((a) => [a.id, a.name, a.type])).toEqual([[files[0].id, '证书一.pdf', 5], [files[1].id, '证书二.pdf', 5]]);
    expect(d.history.map((h) => [h.action, h.actionName, h.toStatus])).toEqual([['create', '提交申报', 1]]);
    expect(d.applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const task = await t.db.selectFrom('auditTasks').selectAll().where('sourceType', '=', 3).where('relationId', '=', id).where('doneAt', 'is', null).executeTakeFirstOrThrow();
    expect(task).toMatchObject({ stepNo: 1, stepCount: 1, auditorIds: [w.auditorA.userId], applicantId: me.userId, taskName: `测试学生1申报${p.name}` });
    const todo = await call<{ sourceType: number; ct: number }[]>(t, 'GET', '/desk/needDealt/list', {}, w.auditorA.token);
    expect(todo.data.find((i) => i.sourceType === 3)?.ct).toBeGreaterThanOrEqual(1);
    expect((await detail(t, w.auditorA.token, id)).data.canAudit).toBe(true);
  });

  it('refuses outside the window or a disabled project, an option of another project, and names bad fields', async () => {
    const [me] = await students(t, 1);
    const closed = await createProject(t, w, { applyStart: wireTime(-3 * DAY), applyEnd: wireTime(-DAY) });
    const later = await createProject(t, w, { applyStart: wireTime(DAY), applyEnd: wireTime(3 * DAY) });
    const off = await createProject(t, w);
    await call(t, 'POST', '/project/enable', { id: off.id, enabled: 0 }, w.admin);
    for (const p of [closed, later, off])
      expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id })).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.outsideWindow });
    const p = await createProject(t, w);
    expect(await apply(t, me.token, { projectId: p.id, optionId: closed.options[0].id })).toMatchObject({ code: 10002, msg: '参数错误: optionId 奖项级别不存在' });
    expect(await apply(t, me.token, { projectId: 99999999, optionId: 1 })).toMatchObject({ code: 10002, msg: '项目不存在' });
    expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, description: '   ' })).toMatchObject({ code: 10002, msg: '请填写申报说明' });
    expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, description: '字'.repeat(1001) })).toMatchObject({ code: 10002, msg: '参数错误: description 最多1000个字' });
    expect(await apply(t, me.token, { projectId: p.id })).toMatchObject({ code: 10002, msg: '参数错误: optionId 不能为空' });
    expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, fileIds: 'x' })).toMatchObject({ code: 10002, msg: '参数错误: fileIds 格式不正确' });
    expect(await t.db.selectFrom('declarations').select('id').where('userId', '=', me.userId).execute()).toEqual([]);
  });

  it('takes at most 9 files, only the student’s own uploads of the school', async () => {
    const p = await createProject(t, w);
    const [me, other] = await students(t, 2);
    const mine = await uploadPdf(me.token);
    const theirs = await uploadPdf(other.token);
    const ten = Array.from({ length: 10 }, (_, i) => mine.id + i * 1000);
    expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, fileIds: ten })).toMatchObject({ code: 10002, msg: '附件最多9个' });
    expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, fileIds: [mine.id, theirs.id] })).toMatchObject({ code: 10002, msg: '参数错误: fileIds 文件不存在,请重新上传' });
    const admin2File = await uploadPdf(w.admin2);
    expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, fileIds: [admin2File.id] })).toMatchObject({ code: 10002, msg: '参数错误: fileIds 文件不存在,请重新上传' });
    expect((await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, fileIds: [mine.id, mine.id] })).code).toBe(0);
  });

  it('relates an activity only when the student holds a seat in it', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const went = await createActivity(t, { status: 12, name: unique('参加过的活动') });
    const notMine = await createActivity(t, { status: 12 });
    const cancelled = await createActivity(t, { status: 12 });
    await enrollStudents(t, went, [me.userId], { signedIn: true });
    await enrollStudents(t, cancelled, [me.userId], { status: 3 });
    for (const a of [notMine.id, cancelled.id, 99999999])
      expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id, relateActivityId: a })).toMatchObject({ code: 10002, msg: '关联活动不存在' });
    const id = await declare(t, me, p, '国家级', { relateActivityId: went.id });
    expect((await detail(t, me.token, id)).data).toMatchObject({ relateActivityId: went.id, relateActivityName: went.name });
  });

  it('allows one pending declaration per project, and never one at the same or a lower level than an approved one', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const first = await declare(t, me, p, '省级');
    expect(await apply(t, me.token, { projectId: p.id, optionId: optionOf(p, '国家级') })).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.pendingExists });
    await audit(t, w.auditorA.token, [first], 1);
    expect(await apply(t, me.token, { projectId: p.id, optionId: optionOf(p, '省级') })).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.alreadyHigher });
    expect(await apply(t, me.token, { projectId: p.id, optionId: optionOf(p, '校级') })).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.alreadyHigher });
    expect((await apply(t, me.token, { projectId: p.id, optionId: optionOf(p, '国家级') })).code).toBe(0);
  });

  it('refuses a project without a flow', async () => {
    const p = await createProject(t, w);
    await t.db.updateTable('declarationProjects').set({ flowTemplateId: null }).where('id', '=', p.id).execute();
    const [me] = await students(t, 1);
    expect(await apply(t, me.token, { projectId: p.id, optionId: p.options[0].id })).toMatchObject({ code: 10002, msg: '该项目未配置审核流程' });
  });
});

describe('withdraw and the own list', () => {
  it('withdraws a pending declaration: status 4, its task closed, gone from every list; a decided one cannot be withdrawn', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const id = await declare(t, me, p, '校级');
    expect(await withdraw(me.token, id)).toMatchObject({ code: 0, data: { id, status: 4 } });
    expect(await t.db.selectFrom('auditTasks').select('id').where('sourceType', '=', 3).where('relationId', '=', id).where('doneAt', 'is', null).execute()).toEqual([]);
    expect((await ownList(me.token)).data.list).toEqual([]);
    expect((await call<Page<DeclarationRow>>(t, 'GET', '/project/apply/list', { current: 1, size: 40, userId: me.userId }, w.admin)).data.total).toBe(0);
    expect((await detail(t, me.token, id)).data.history.map((h) => [h.action, h.actionName, h.toStatus])).toEqual([['create', '提交申报', 1], ['withdraw', '撤回申报', 4]]);
    expect(await withdraw(me.token, id)).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.notPending });
    const again = await declare(t, me, p, '校级');
    await audit(t, w.auditorA.token, [again], 2, '材料不全');
    expect(await withdraw(me.token, again)).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.notPending });
  });

  it('lists the student’s own declarations newest first, by status', async () => {
    const a = await createProject(t, w);
    const b = await createProject(t, w);
    const [me, other] = await students(t, 2);
    const first = await declare(t, me, a, '国家级');
    const second = await declare(t, me, b, '校级');
    await declare(t, other, a, '省级');
    await audit(t, w.auditorA.token, [first], 1);
    const env = await ownList(me.token);
    expect(env.data.list.map((r) => [r.id, r.status, r.statusName, r.type])).toEqual([[second, 1, '待审核', 1], [first, 2, '已通过', 1]]);
    expect((await ownList(me.token, { status: 2 })).data.list.map((r) => r.id)).toEqual([first]);
    expect((await ownList(me.token, { status: 3 })).data.total).toBe(0);
  });
});

describe('refusals', () => {
  it('staff may not use the student routes; students may not use the staff routes', async () => {
    const p = await createProject(t, w);
    for (const [method, url, params] of [
      ['GET', '/student/project/list', {}], ['POST', '/project/apply', { projectId: p.id, optionId: p.options[0].id, description: 'x' }],
      ['POST', '/project/apply/withdraw', { id: 1 }], ['GET', '/student/project/apply/list', {}],
    ] as const)
      expect((await call(t, method, url, params, w.admin)).code, url).toBe(10003);
    // A staff account given the student module is still no student.
    const staffWithStudentModule = await makeStaff(t, S, ['/student/declare']);
    expect((await call(t, 'GET', '/student/project/list', {}, staffWithStudentModule.token)).code).toBe(10003);
    const student = await signInAs(t, 'student');
    for (const [method, url, params] of [
      ['GET', '/project/apply/list', {}], ['GET', '/project/apply/export', {}], ['GET', '/declare/audit/list', {}],
      ['POST', '/declare/audit', { ids: [1], result: 1 }], ['GET', '/project/apply/import-template', {}], ['POST', '/project/add', {}],
    ] as const)
      expect((await call(t, method, url, params, student)).code, url).toBe(10003);
  });

  it('a student never reads or withdraws another student’s declaration; another school gets 10002', async () => {
    const p = await createProject(t, w);
    const [me, other] = await students(t, 2);
    const id = await declare(t, me, p, '省级');
    expect((await detail(t, other.token, id)).code).toBe(10003);
    expect((await withdraw(other.token, id)).code).toBe(10003);
    expect((await ownList(other.token)).data.list.some((r) => r.id === id)).toBe(false);
    const nobody = await makeStaff(t, S, ['/dashboard']);
    expect((await detail(t, nobody.token, id)).code).toBe(10003);
    expect(await detail(t, w.admin2, id)).toMatchObject({ code: 10002, msg: '申报不存在' });
    const otherSchoolStudent = await tokenFor(t, 10002, await userIdOf(t, 10002, (await t.db.selectFrom('students').select('code').where('schoolId', '=', 10002).orderBy('code').executeTakeFirstOrThrow()).code));
    expect(await withdraw(otherSchoolStudent, id)).toMatchObject({ code: 10002, msg: '申报不存在' });
    expect(await apply(t, otherSchoolStudent, { projectId: p.id, optionId: p.options[0].id })).toMatchObject({ code: 10002, msg: '项目不存在' });
    expect((await detail(t, me.token, id)).code).toBe(0);
  });

  it('a staff list reader sees details of students in their data scope only', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const id = await declare(t, me, p, '省级');
    const college = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', me.userId).executeTakeFirstOrThrow()).collegeId!;
    const otherCollege = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', college).where('parentId', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
    const inside = await makeStaff(t, S, ['/communist/project/apply'], 2, college);
    const outside = await makeStaff(t, S, ['/communist/project/apply'], 2, otherCollege);
    expect((await detail(t, inside.token, id)).data.id).toBe(id);
    expect((await detail(t, outside.token, id)).code).toBe(10003);
  });
});

