/**
 * Declaration review (issue 5; spec §4 "Declarations can be passed or rejected singly or in batch
 * for the same project"): the queue (mine / all, project, name), pass and reject (reason required),
 * batches of one project in one transaction (mixed projects refused, one bad id rolls everything
 * back), the two-step flow with each step's own auditor, the ledger under the highest-level-once
 * rule (lower after higher → 0, higher after lower → the difference, both in one batch), ledger
 * idempotence, the history, and permission refusals.
 */
import { describe, expect, it } from 'vitest';
import { DECLARATION_MESSAGES, type DeclarationQueueRow } from '../../common/declarations.js';
import type { Page } from '../../common/envelope.js';
import { approveDeclaration } from '../../server/modules/declarations/grant.js';
import { call, fileApp } from './helpers.js';
import { makeStaff, userIdOf } from './activity-fixture.js';
import { writeImportRows } from '../../server/modules/declarations/import.js';
import { audit, createProject, declare, detail, hoursOf, ledgerOf, makeDeclWorld, optionOf, S, students, unique } from './declarations-helpers.js';

const t = await fileApp();
const w = await makeDeclWorld(t);

const queue = (token: string, params: Record<string, unknown> = {}) => call<Page<DeclarationQueueRow>>(t, 'GET', '/declare/audit/list', { current: 1, size: 40, ...params }, token);
const statusOf = async (id: number) => (await t.db.selectFrom('declarations').select(['status', 'grantedHours', 'opinion', 'auditedBy']).where('id', '=', id).executeTakeFirstOrThrow());

describe('the review queue', () => {
  it('lists the caller’s own open steps oldest first, by project and by student name or number; all for project managers only', async () => {
    const p = await createProject(t, w);
    const q = await createProject(t, w);
    const [s1, s2, s3] = await students(t, 3);
    const d1 = await declare(t, s1, p, '国家级');
    const d2 = await declare(t, s2, q, '省级');
    const d3 = await declare(t, s3, p, '校级');
    const mine = (await queue(w.auditorA.token, { projectId: p.id })).data;
    expect(mine.list.map((r) => r.id)).toEqual([d1, d3]);
    expect(mine.list[0]).toMatchObject({ stepName: '申报审核', stepNo: 1, stepCount: 1, projectName: p.name, userName: '测试学生1', status: 1 });
    expect(mine.list[0].waitTime).toMatch(/^已等待/);
    expect((await queue(w.auditorA.token, { projectId: q.id })).data.list.map((r) => r.id)).toEqual([d2]);
    const code = (await t.db.selectFrom('students').select('code').where('userId', '=', s3.userId).executeTakeFirstOrThrow()).code;
    expect((await queue(w.auditorA.token, { name: code })).data.list.map((r) => r.id)).toEqual([d3]);
    expect((await queue(w.auditorA.token, { name: '测试学生2', projectId: q.id })).data.list.map((r) => r.id)).toEqual([d2]);
    expect((await queue(w.auditorB.token, { projectId: p.id })).data.total).toBe(0);
    expect((await queue(w.auditorB.token, { scope: 'all' })).code).toBe(10003);
    const reviewerManager = await makeStaff(t, S, ['/proceeding/wait/declare/first/auditing', '/communist/project']);
    expect((await queue(reviewerManager.token, { scope: 'all', projectId: p.id })).data.list.map((r) => r.id)).toEqual([d1, d3]);
    expect((await queue(reviewerManager.token, { projectId: p.id })).data.total).toBe(0);
  });
});

describe('POST /declare/audit', () => {
  it('pass on the last step approves: status 2, auditor and ledger row in the project’s category; history says who and what', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const before = await hoursOf(t, me.userId);
    const id = await declare(t, me, p, '省级');
    expect(await audit(t, w.auditorA.token, [id], 1, '同意')).toMatchObject({ code: 0, data: { count: 1, approved: 1, advanced: 0, rejected: 0 } });
    const d = (await detail(t, me.token, id)).data;
    expect(d).toMatchObject({ status: 2, statusName: '已通过', grantedHours: '8.00', auditor: expect.stringContaining('测试职工'), opinion: '同意', stepName: '', canWithdraw: false });
    expect(d.history.map((h) => [h.action, h.actionName, h.stepName, h.opinion, h.toStatus])).toEqual([
      ['create', '提交申报', '', '', 1], ['approveStep', '审核通过', '申报审核', '同意', 2],
    ]);
    const ledger = await ledgerOf(t, id);
    expect(ledger).toEqual([{ userId: me.userId, classifyId: w.classifyId, termId: expect.any(Number), requestedHours: '8.00', grantedHours: '8.00', issuedBy: w.auditorA.userId }]);
    expect(Number(await hoursOf(t, me.userId)) - Number(before)).toBe(8);
    expect(await audit(t, w.auditorA.token, [id], 1)).toMatchObject({ code: 10002, msg: `测试学生1申报${p.name}: 该事项已处理或不在审核中` });
  });

  it('reject needs a reason and ends it as 3 with the reason, no hours', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const id = await declare(t, me, p, '国家级');
    expect(await audit(t, w.auditorA.token, [id], 2)).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.rejectReason });
    expect(await audit(t, w.auditorA.token, [id], 2, '   ')).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.rejectReason });
    expect(await audit(t, w.auditorA.token, [id], 2, '证书不清晰')).toMatchObject({ code: 0, data: { rejected: 1 } });
    expect(await statusOf(id)).toMatchObject({ status: 3, opinion: '证书不清晰', grantedHours: null, auditedBy: w.auditorA.userId });
    expect(await ledgerOf(t, id)).toEqual([]);
    expect((await detail(t, me.token, id)).data).toMatchObject({ statusName: '已驳回', opinion: '证书不清晰' });
  });

  it('checks its params: ids 1–100 distinct, result 1 or 2', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ids: [], result: 1 }, '参数错误: ids 不能为空'],
      [{ ids: [1, 1], result: 1 }, '参数错误: ids 不能重复'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), result: 1 }, '参数错误: ids 一次最多 100 项'],
      [{ ids: [1], result: 3 }, '参数错误: result 格式不正确'],
      [{ ids: [1] }, '参数错误: result 不能为空'],
    ];
    for (const [body, msg] of bad) expect(await call(t, 'POST', '/declare/audit', body, w.auditorA.token)).toMatchObject({ code: 10002, msg });
  });

  it('decides a batch of one project; refuses mixed projects; one bad id rolls the whole batch back', async () => {
    const p = await createProject(t, w);
    const q = await createProject(t, w);
    const [a, b, c, d] = await students(t, 4);
    const ids = [await declare(t, a, p, '国家级'), await declare(t, b, p, '省级'), await declare(t, c, p, '校级')];
    const other = await declare(t, d, q, '校级');
    expect(await audit(t, w.auditorA.token, [ids[0], other], 1)).toMatchObject({ code: 10002, msg: DECLARATION_MESSAGES.batchSameProject });
    // The third is decided already: the batch fails on it and nothing of the batch stays.
    await audit(t, w.auditorA.token, [ids[2]], 2, '重复提交');
    const env = await audit(t, w.auditorA.token, ids, 1);
    expect(env).toMatchObject({ code: 10002, msg: `测试学生3申报${p.name}: 该事项已处理或不在审核中` });
    for (const id of ids.slice(0, 2)) {
      expect((await statusOf(id)).status).toBe(1);
      expect(await ledgerOf(t, id)).toEqual([]);
    }
    expect((await queue(w.auditorA.token, { projectId: p.id })).data.list.map((r) => r.id)).toEqual(ids.slice(0, 2));
    // An id of nobody (or of another school) also fails the batch.
    expect(await audit(t, w.auditorA.token, [ids[0], 99999999], 1)).toMatchObject({ code: 10002, msg: '申报不存在' });
    expect(await audit(t, w.auditorA.token, ids.slice(0, 2), 1, '批量通过')).toMatchObject({ code: 0, data: { count: 2, approved: 2 } });
    expect((await ledgerOf(t, ids[0]))[0].grantedHours).toBe('12.00');
    expect((await ledgerOf(t, ids[1]))[0].grantedHours).toBe('8.00');
  });

  it('the two-step flow: step 1’s auditor advances it to step 2, whose auditor approves; each acts on their own step only', async () => {
    const p = await createProject(t, w, { flowTemplateId: w.flowTwo });
    const [me] = await students(t, 1);
    const id = await declare(t, me, p, '国家级');
    expect((await audit(t, w.auditorB.token, [id], 1)).code).toBe(10003);
    expect(await audit(t, w.auditorA.token, [id], 1, '初审通过')).toMatchObject({ code: 0, data: { count: 1, advanced: 1, approved: 0 } });
    expect(await statusOf(id)).toMatchObject({ status: 1, grantedHours: null });
    expect((await detail(t, me.token, id)).data).toMatchObject({ status: 1, stepName: '团委复审', auditor: '' });
    expect((await audit(t, w.auditorA.token, [id], 1)).code).toBe(10003);
    expect((await queue(w.auditorB.token, { projectId: p.id })).data.list.map((r) => [r.id, r.stepNo, r.stepCount])).toEqual([[id, 2, 2]]);
    expect(await audit(t, w.auditorB.token, [id], 1, '复审通过')).toMatchObject({ code: 0, data: { approved: 1 } });
    const d = (await detail(t, me.token, id)).data;
    expect(d.history.map((h) => [h.action, h.stepName, h.opinion, h.toStatus])).toEqual([
      ['create', '', '', 1], ['approveStep', '学院初审', '初审通过', 1], ['approveStep', '团委复审', '复审通过', 2],
    ]);
    expect(d.grantedHours).toBe('12.00');
  });

  it('is refused (10003) to a teacher without the review module and to a student', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const id = await declare(t, me, p, '校级');
    // A teacher role holding the award modules but not the review module (103).
    const teacher = await makeStaff(t, S, ['/dashboard', '/project', '/communist/project', '/communist/project/apply']);
    expect((await audit(t, teacher.token, [id], 1)).code).toBe(10003);
    expect((await queue(teacher.token)).code).toBe(10003);
    expect((await audit(t, me.token, [id], 1)).code).toBe(10003);
    // Holding the module without being the step's auditor is not enough either.
    const other = await makeStaff(t, S, ['/proceeding/wait/declare/first/auditing']);
    expect(await audit(t, other.token, [id], 1)).toMatchObject({ code: 10003, msg: `测试学生1申报${p.name}: 您不是当前步骤的审核人` });
    expect(await audit(t, w.admin2, [id], 1)).toMatchObject({ code: 10002, msg: '申报不存在' });
    expect((await statusOf(id)).status).toBe(1);
  });
});

describe('highest level once, per student and project', () => {
  it('a lower level approved after a higher one adds nothing (the higher one was imported meanwhile)', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const low = await declare(t, me, p, '校级');
    const adminId = await userIdOf(t, S, 'admin');
    await t.db.transaction().execute((trx) =>
      writeImportRows(trx, { schoolId: S, userId: adminId }, [
        { row: 2, userId: me.userId, projectId: p.id, classifyId: w.classifyId, optionId: optionOf(p, '省级'), hours: '8', description: '', applyTime: null },
      ], new Date()),
    );
    const before = await hoursOf(t, me.userId);
    expect(await audit(t, w.auditorA.token, [low], 1)).toMatchObject({ code: 0, data: { approved: 1 } });
    expect(await statusOf(low)).toMatchObject({ status: 2, grantedHours: '0.00' });
    expect(await ledgerOf(t, low)).toEqual([]);
    expect(await hoursOf(t, me.userId)).toBe(before);
  });

  it('a higher level after a lower one adds the difference; the project total equals the highest level', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const before = Number(await hoursOf(t, me.userId));
    const low = await declare(t, me, p, '校级');
    await audit(t, w.auditorA.token, [low], 1);
    const high = await declare(t, me, p, '国家级');
    await audit(t, w.auditorA.token, [high], 1);
    expect((await ledgerOf(t, low))[0].grantedHours).toBe('4.00');
    expect((await ledgerOf(t, high))[0]).toMatchObject({ requestedHours: '8.00', grantedHours: '8.00' });
    expect((await detail(t, me.token, high)).data).toMatchObject({ hours: '12.00', grantedHours: '8.00' });
    expect(Number(await hoursOf(t, me.userId)) - before).toBe(12);
  });

  it('works inside one batch holding two declarations of the same student (lower then higher, and higher then lower)', async () => {
    const p = await createProject(t, w);
    const [me, you] = await students(t, 2);
    // The API keeps one pending declaration per student and project; data from before that rule
    // (e.g. migrated) can hold two, and the batch must still grant each project's highest level once.
    const pending = async (userId: number, option: number, hours: string) => {
      const { id } = await t.db.insertInto('declarations').values({ schoolId: S, projectId: p.id, optionId: p.options[option].id, userId, hours, status: 1, createdBy: userId }).returning('id').executeTakeFirstOrThrow();
      await t.db.insertInto('auditTasks').values({
        schoolId: S, sourceType: 3, relationId: id, flowTemplateId: w.flowOne, stepNo: 1, stepCount: 1, stepName: '申报审核', auditorIds: [w.auditorA.userId],
        applicantId: userId, taskName: '迁移的申报', appliedAt: new Date(), createdAt: new Date(),
      }).execute();
      return id;
    };
    // In id order: me 校级 then 国家级 (4, then +8); you 国家级 then 校级 (12, then +0).
    const lowMe = await pending(me.userId, 2, '4');
    const highMe = await pending(me.userId, 0, '12');
    const highYou = await pending(you.userId, 0, '12');
    const lowYou = await pending(you.userId, 2, '4');
    const before = { me: Number(await hoursOf(t, me.userId)), you: Number(await hoursOf(t, you.userId)) };
    expect(await audit(t, w.auditorA.token, [lowYou, highMe, lowMe, highYou], 1)).toMatchObject({ code: 0, data: { count: 4, approved: 4 } });
    expect([(await statusOf(lowMe)).grantedHours, (await statusOf(highMe)).grantedHours]).toEqual(['4.00', '8.00']);
    expect([(await statusOf(highYou)).grantedHours, (await statusOf(lowYou)).grantedHours]).toEqual(['12.00', '0.00']);
    expect(Number(await hoursOf(t, me.userId)) - before.me).toBe(12);
    expect(Number(await hoursOf(t, you.userId)) - before.you).toBe(12);
  });

  it('writes one ledger row per declaration however often the approval runs', async () => {
    const p = await createProject(t, w);
    const [me] = await students(t, 1);
    const id = await declare(t, me, p, '省级');
    await audit(t, w.auditorA.token, [id], 1);
    const hours = await hoursOf(t, me.userId);
    await t.db.transaction().execute(async (trx) => {
      const again = await approveDeclaration(trx, { id, schoolId: S, userId: me.userId, projectId: p.id, hours: '8', termId: null }, w.classifyId, w.auditorA.userId, '', new Date());
      expect(again).toBe('8.00');
    });
    expect((await ledgerOf(t, id)).length).toBe(1);
    expect(await hoursOf(t, me.userId)).toBe(hours);
  });
});

describe('to-do lists', () => {
  it('route declaration tasks as source type 3 and drop them once decided', async () => {
    const auditor = await makeStaff(t, S, ['/dashboard', '/proceeding', '/proceeding/wait/declare/first/auditing']);
    const flow = (await call<{ id: number }>(t, 'POST', '/flow/template/add', { name: unique('待办流程'), kind: 3, steps: [{ name: '审核', auditorType: 3, userIds: [auditor.userId] }] }, w.admin)).data.id;
    const p = await createProject(t, w, { flowTemplateId: flow });
    const [me] = await students(t, 1);
    const id = await declare(t, me, p, '校级');
    const items = await call<{ sourceType: number; ct: number; taskName: string; userName: string }[]>(t, 'GET', '/desk/needDealt/list', {}, auditor.token);
    expect(items.data).toEqual([expect.objectContaining({ sourceType: 3, ct: 1, taskName: `测试学生1申报${p.name}`, userName: '测试学生1' })]);
    await audit(t, auditor.token, [id], 1);
    expect((await call<unknown[]>(t, 'GET', '/desk/needDealt/list', {}, auditor.token)).data).toEqual([]);
  });
});
