/**
 * Social practice proposals (issue 19 "Social practice"; spec §2 /society/practice/creat, list,
 * my-list, examine/list and their show pages): a team proposes a project with leader, members
 * across colleges, advisor, destination, dates in a term whose kind is the type, plan, budget and
 * the safety pledge; it is reviewed through the school's flow (source type 8) in batch; it is
 * listed with filters and exported; the team and advisor find it under their own projects.
 */
import { describe, expect, it } from 'vitest';
import { SourceType, type NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { PracticeStatus, type PracticeFormOptions, type PracticeQueueRow, type PracticeRow } from '../../common/practice.js';
import { call, fileApp } from './helpers.js';
import { makeStaff } from './activity-fixture.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';
import { approvedProject, audit, detail, makePracticeWorld, proposal, propose, S } from './practice-helpers.js';

const t = await fileApp();
const w = await makePracticeWorld(t, 'a');
const [leader, member, outsider] = w.students;
const list = (params: object, token = w.viewer.token) => call<Page<PracticeRow>>(t, 'GET', '/practice/list', params, token);

describe('POST /practice/add', () => {
  it('proposes with the leader, members and the term’s type, and opens the review in the to-do list', async () => {
    const env = await propose(t, leader.token, proposal(w, { name: '恩施支教队' }));
    expect(env.code, JSON.stringify(env)).toBe(0);
    const d = await detail(t, leader.token, env.data.id);
    expect(d).toMatchObject({ name: '恩施支教队', status: PracticeStatus.PENDING, statusName: '立项审核中', type: 2, typeName: '暑期社会实践', budget: '3000.50', safetyPledge: true, memberCount: 2, stepName: '审核员审核' });
    expect(d.members.map((m) => [m.userId, m.role])).toEqual([[leader.userId, 1], [member.userId, 2]]);
    expect(d.history.map((h) => h.actionName)).toEqual(['提交']);
    const desk = await call<NeedDealtItem[]>(t, 'GET', '/desk/needDealt/list', {}, w.reviewer.token);
    expect(desk.data.find((i) => i.sourceType === SourceType.PRACTICE_PROJECT && i.relationId === env.data.id)?.taskName).toBe('恩施支教队 立项申请');
  });

  it('takes the type from the term: a winter term gives 寒假, a regular one 学期中', async () => {
    const winter = await propose(t, leader.token, proposal(w, { termId: w.terms.winter.id, classifyId: w.winterClassify, startDate: '2026-01-20', endDate: '2026-02-05' }));
    expect((await detail(t, leader.token, winter.data.id)).typeName).toBe('寒假社会实践');
    const regular = await propose(t, leader.token, proposal(w, { termId: w.terms.regular.id, classifyId: w.surveyClassify, startDate: '2025-10-01', endDate: '2025-10-07' }));
    expect((await detail(t, leader.token, regular.data.id)).typeName).toBe('学期中社会实践');
  });

  it('lets staff with 申报实践 propose for a team named by its leader’s number; others are refused', async () => {
    const creator = await makeStaff(t, S, ['/society/practice/creat']);
    const env = await propose(t, creator.token, proposal(w, { leaderCode: member.code, memberCodes: [leader.code] }));
    expect(env.code, JSON.stringify(env)).toBe(0);
    expect((await detail(t, w.admin, env.data.id)).leaderId).toBe(member.userId);
    expect(await propose(t, w.viewer.token, proposal(w, { leaderCode: member.code }))).toMatchObject({ code: 10003 });
    expect(await propose(t, creator.token, proposal(w))).toMatchObject({ code: 10002, msg: '参数错误: leaderCode 请填写队长学号' });
  });

  it('names the field of bad input and requires the safety pledge', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ safetyPledge: false }, '请阅读并勾选安全承诺'],
      [{ name: '' }, '参数错误: name 不能为空'],
      [{ startDate: '2026-07-20', endDate: '2026-07-10' }, '开始日期不能晚于结束日期'],
      [{ startDate: '2026-13-01' }, '参数错误: startDate 日期格式应为 yyyy-MM-dd'],
      [{ startDate: '2026-06-20' }, '参数错误: startDate 实践日期须在所选学期之内'],
      [{ budget: '-1' }, '参数错误: budget 预算须为不超过999999.99的金额'],
      [{ memberCodes: ['0000000000'] }, '参数错误: memberCodes 学号不存在: 0000000000'],
      [{ advisorId: leader.userId }, '参数错误: advisorId 指导教师不存在'],
      [{ classifyId: 1 }, '参数错误: classifyId 请选择社会实践模块下的分类'],
    ];
    for (const [over, msg] of cases) expect(await propose(t, leader.token, proposal(w, over)), JSON.stringify(over)).toMatchObject({ code: 10002, msg });
  });

  it('does not accept another school’s term or advisor', async () => {
    const theirTerm = await t.db.selectFrom('terms').select('id').where('schoolId', '=', 10002).executeTakeFirstOrThrow();
    expect(await propose(t, leader.token, proposal(w, { termId: theirTerm.id }))).toMatchObject({ code: 10002, msg: '参数错误: termId 学期不存在' });
  });
});

describe('review of proposals', () => {
  it('lists the caller’s queue and approves in batch; the project then runs', async () => {
    const a = (await propose(t, leader.token, proposal(w, { name: '批量甲' }))).data.id;
    const b = (await propose(t, member.token, proposal(w, { name: '批量乙', memberCodes: [] }))).data.id;
    const queue = await call<Page<PracticeQueueRow>>(t, 'GET', '/practice/audit/project/list', { name: '批量' }, w.reviewer.token);
    expect(queue.data.list.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(queue.data.list[0]).toMatchObject({ stepName: '审核员审核', stepNo: 1, stepCount: 1 });
    expect((await audit(t, w.reviewer.token, { stage: 'project', ids: [a, b], result: 'pass', opinion: '同意' })).data).toEqual({ count: 2, approved: 2, advanced: 0, rejected: 0 });
    const d = await detail(t, leader.token, a);
    expect([d.status, d.statusName, d.canJournal, d.canFinish]).toEqual([PracticeStatus.APPROVED, '实践中', true, true]);
    expect(d.history.map((h) => [h.actionName, h.stepName])).toEqual([['提交', ''], ['审核通过', '审核员审核']]);
    expect(await audit(t, w.reviewer.token, { stage: 'project', ids: [a], result: 'pass' })).toMatchObject({ code: 10002, msg: '批量甲: 该事项已处理或不在审核中' });
  });

  it('rejects with a reason; the leader changes and resubmits it', async () => {
    const id = (await propose(t, leader.token, proposal(w, { name: '驳回再交' }))).data.id;
    expect(await audit(t, w.reviewer.token, { stage: 'project', ids: [id], result: 'reject', opinion: ' ' })).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    expect((await audit(t, w.reviewer.token, { stage: 'project', ids: [id], result: 'reject', opinion: '预算过高' })).data.rejected).toBe(1);
    const rejected = await detail(t, leader.token, id);
    expect([rejected.statusName, rejected.opinion, rejected.canEdit]).toEqual(['立项驳回', '预算过高', true]);
    expect((await call(t, 'POST', '/practice/update', { id, ...proposal(w, { name: '驳回再交', budget: '800' }) }, member.token)).code).toBe(10003);
    const again = await call(t, 'POST', '/practice/update', { id, ...proposal(w, { name: '驳回再交', budget: '800' }) }, leader.token);
    expect(again.code, JSON.stringify(again)).toBe(0);
    const d = await detail(t, leader.token, id);
    expect([d.status, d.budget]).toEqual([PracticeStatus.PENDING, '800.00']);
    expect(d.history.map((h) => h.actionName)).toEqual(['提交', '审核驳回', '重新提交']);
    expect(await call(t, 'POST', '/practice/update', { id, ...proposal(w) }, leader.token)).toMatchObject({ code: 10002, msg: '只有被驳回的立项申请可以修改' });
  });

  it('refuses strangers, callers without the module, other schools’ ids and the whole queue without the list module', async () => {
    const id = (await propose(t, leader.token, proposal(w, { name: '拒绝他人' }))).data.id;
    const stranger = await makeStaff(t, S, ['/society/practice/examine/list']);
    expect(await audit(t, stranger.token, { stage: 'project', ids: [id], result: 'pass' })).toMatchObject({ code: 10003, msg: '拒绝他人: 您不是当前步骤的审核人' });
    expect(await audit(t, w.viewer.token, { stage: 'project', ids: [id], result: 'pass' })).toMatchObject({ code: 10003 });
    expect(await audit(t, w.admin2, { stage: 'project', ids: [id], result: 'pass' })).toMatchObject({ code: 10002, msg: '实践项目不存在' });
    expect(await call(t, 'GET', '/practice/audit/project/list', { scope: 'all' }, stranger.token)).toMatchObject({ code: 10003, msg: '只有实践项目管理员可以查看全部待审核项目' });
    expect(await call(t, 'GET', '/practice/audit/finish/list', {}, stranger.token)).toMatchObject({ code: 10003 });
    expect(await audit(t, w.reviewer.token, { stage: 'other' as 'project', ids: [id], result: 'pass' })).toMatchObject({ code: 10002, msg: expect.stringContaining('stage') });
    expect(await audit(t, w.reviewer.token, { stage: 'project', ids: [], result: 'pass' })).toMatchObject({ code: 10002, msg: expect.stringContaining('ids') });
  });
});

describe('lists, detail and export', () => {
  it('filters the staff list and shows the team; other schools and callers without a module see nothing', async () => {
    const id = await approvedProject(t, w, { name: '筛选专用队', destination: '贵州遵义' });
    const found = await list({ name: '筛选专用', destination: '遵义', status: PracticeStatus.APPROVED, type: 2 });
    expect(found.data.list.map((r) => r.id)).toEqual([id]);
    expect(found.data.list[0]).toMatchObject({ leaderName: expect.any(String), memberCount: 2, advisorName: '实践审核员', termName: expect.stringContaining('暑期') });
    expect((await list({ name: '筛选专用', type: 3 })).data.total).toBe(0);
    expect((await list({ name: '筛选专用' }, w.admin2)).data.total).toBe(0);
    expect(await list({}, leader.token)).toMatchObject({ code: 10003 });
    expect(await list({ status: 9 })).toMatchObject({ code: 10002, msg: expect.stringContaining('status') });
    expect(await call(t, 'GET', '/practice/detail', { id }, w.admin2)).toMatchObject({ code: 10002, msg: '实践项目不存在' });
    expect(await call(t, 'GET', '/practice/detail', { id }, outsider.token)).toMatchObject({ code: 10003 });
  });

  it('lists my projects for the leader, members and the advisor', async () => {
    const id = await approvedProject(t, w, { name: '我的项目队' });
    const mine = (token: string) => call<Page<PracticeRow>>(t, 'GET', '/practice/my/list', { size: 40 }, token);
    expect((await mine(leader.token)).data.list.map((r) => r.id)).toContain(id);
    expect((await mine(member.token)).data.list.map((r) => r.id)).toContain(id);
    expect((await mine(outsider.token)).data.list.map((r) => r.id)).not.toContain(id);
    expect(await mine(w.viewer.token)).toMatchObject({ code: 10003 });
  });

  it('exports the filtered list as 社会实践项目.xlsx', async () => {
    const id = await approvedProject(t, w, { name: '导出专用队' });
    const env = await call<{ id: string }>(t, 'GET', '/practice/export', { name: '导出专用' }, w.viewer.token);
    expect(env.code).toBe(0);
    const job = await waitJob<{ rows: number }>(t, env.data.id, w.viewer.token);
    expect(job).toMatchObject({ status: 'done', kind: 'practice-export', fileName: '社会实践项目.xlsx', result: { rows: 1 } });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, w.viewer.token)).rawPayload);
    expect(sheet[0].slice(0, 3)).toEqual(['项目编号', '项目名称', '类型']);
    expect([Number(sheet[1][0]), sheet[1][1], sheet[1][2], sheet[1][15]]).toEqual([id, '导出专用队', '暑期社会实践', '实践中']);
    expect(await call(t, 'GET', '/practice/export', {}, leader.token)).toMatchObject({ code: 10003 });
  });

  it('offers the form’s terms, practice categories and advisors', async () => {
    const env = await call<PracticeFormOptions>(t, 'GET', '/practice/form/options', {}, leader.token);
    expect(env.data.classifies.map((c) => c.name)).toEqual(['暑期社会实践', '寒假社会实践', '社会调研']);
    expect(env.data.terms.find((x) => x.id === w.terms.summer.id)?.kind).toBe(2);
    expect(env.data.advisors.map((a) => a.id)).toContain(w.advisorId);
  });
});
