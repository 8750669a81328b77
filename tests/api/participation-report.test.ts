/**
 * The completion report (issue 4 "Completion report: the activity administrator submits
 * participants and hours; the report review approves it (hours written to the ledger in one
 * transaction), rejects it with a reason (it may be resubmitted) or refuses it with a reason (the
 * activity failed; no hours)"; "issuing twice or retrying gives one grant per student"):
 * POST /activity/report/submit, GET /activity/report/audit/list, POST /activity/report/audit.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityDetail } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { grantHours } from '../../server/modules/hours/ledger.js';
import type { ReportQueueRow } from '../../server/modules/participation/lists.js';
import { activityRow, classifyIdOf, createActivity, enrollStudents, makeStaff, makeStudents, tokenFor, userIdOf, type FixtureActivity } from './activity-fixture.js';
import { call, fileAppAs, signInAs } from './helpers.js';

// applyNoShows runs after grantHours in the approval's transaction: failing it once simulates a
// crash after the grant, so the retry can be checked.
const control = vi.hoisted(() => ({ failNoShowsOnce: false }));
vi.mock('../../server/modules/blacklist/integrity.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/modules/blacklist/integrity.js')>();
  return {
    ...real,
    applyNoShows: (...args: Parameters<typeof real.applyNoShows>) => {
      if (control.failNoShowsOnce) {
        control.failNoShowsOnce = false;
        throw new Error('simulated failure after the grant');
      }
      return real.applyNoShows(...args);
    },
  };
});

let organiser: { userId: number; token: string };
let auditor: string;
let volunteering: number;
const S = 10001;
// Inside the seeded term 2025-2026学年第一学期 (the ledger rows need a term).
const WINDOWS = {
  enrollStart: new Date('2025-11-01T01:00:00Z'), enrollEnd: new Date('2025-11-05T01:00:00Z'),
  startTime: new Date('2025-11-10T02:00:00Z'), endTime: new Date('2025-11-10T06:00:00Z'),
};

const { t, admin } = await fileAppAs('admin');
beforeAll(async () => {
  const id = await userIdOf(t, S, 't1002');
  organiser = { userId: id, token: await tokenFor(t, S, id) };
  auditor = await tokenFor(t, S, await userIdOf(t, S, 't1001'));
  volunteering = await classifyIdOf(t, S, '志愿服务');
});

const SUMMARY = '活动顺利完成,参与同学表现积极,现提交结项材料。';
/** Submits the report; the participants whose hours were lowered get a reason (issue 18 requires one). */
async function submit(id: number, token = organiser.token, summary = SUMMARY) {
  const lowered = await t.db.selectFrom('activityEnrollments').select(['userId', 'hours']).where('activityId', '=', id)
    .where('status', '=', 1).where('signInAt', 'is not', null).where('hours', 'is not', null).execute();
  const items = lowered.map((l) => ({ userId: l.userId, hours: l.hours, reason: '中途离开' }));
  return call<ActivityDetail>(t, 'POST', '/activity/report/submit', { id, summary, items }, token);
}
const audit = (ids: number[], result: string, opinion?: string, token = auditor) => call<{ done: number; granted: number }>(t, 'POST', '/activity/report/audit', { ids, result, opinion }, token);
const queue = (token = auditor, params: object = {}) => call<Page<ReportQueueRow>>(t, 'GET', '/activity/report/audit/list', { current: 1, size: 40, ...params }, token);
const ledgerOf = (activityId: number) =>
  t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours', 'requestedHours', 'sourceType', 'classifyId']).where('relationId', '=', activityId).where('sourceType', '=', 1).orderBy('userId').execute();
const hoursOf = async (userId: number) => (await t.db.selectFrom('students').select('hours').where('userId', '=', userId).executeTakeFirstOrThrow()).hours;
const creditOf = async (userId: number) => (await t.db.selectFrom('students').select(['credit', 'noShowCount']).where('userId', '=', userId).executeTakeFirstOrThrow());

/**
 * An ended activity (status 8) organised by t1002 with: two QR sign-ins (one with hours lowered to
 * 1.5), one back-fill, one no-show and one cancelled enrollment.
 */
async function endedActivity(extra: Partial<Parameters<typeof createActivity>[1]> = {}) {
  const a = await createActivity(t, { status: 8, createdBy: organiser.userId, classifyId: volunteering, hours: '3', ...WINDOWS, ...extra });
  const [qr1, qr2, filled, absent, cancelled] = await makeStudents(t, S, 5);
  await enrollStudents(t, a, [qr1.userId, qr2.userId], { signedIn: WINDOWS.startTime });
  await enrollStudents(t, a, [filled.userId], { signedIn: WINDOWS.startTime, signWay: 2 });
  await enrollStudents(t, a, [absent.userId]);
  await enrollStudents(t, a, [cancelled.userId], { status: 3 });
  await t.db.updateTable('activityEnrollments').set({ hours: '1.5' }).where('activityId', '=', a.id).where('userId', '=', qr2.userId).execute();
  return { a, qr1, qr2, filled, absent, cancelled };
}

describe('submit and approve', () => {
  it('previews who the report would grant hours to and their total, for the organiser only', async () => {
    const { a } = await endedActivity({ name: '结项预览活动' });
    const preview = (token: string) => call<{ participantCount: number; totalHours: string }>(t, 'GET', '/activity/report/preview', { id: a.id }, token);
    expect(await preview(organiser.token)).toMatchObject({ code: 0, data: { participantCount: 3, totalHours: '7.50' } });
    const student = (await makeStudents(t, S, 1))[0];
    expect((await preview(await tokenFor(t, S, student.userId))).code).toBe(10003);
    const other = await signInAs(t, 'admin2');
    expect(await preview(other)).toMatchObject({ code: 10002, msg: '活动不存在' });
  });

  it('submits the report (8 → 9) into the report flow, lists it for the auditors with its totals', async () => {
    const { a } = await endedActivity({ name: '结项提交活动' });
    const env = await submit(a.id, organiser.token);
    expect(env.code).toBe(0);
    expect(env.data).toMatchObject({ status: 9, reportSummary: SUMMARY, stepNo: 1 });
    expect(env.data.history.map((h) => h.action)).toContain('submitReport');
    const task = await t.db.selectFrom('auditTasks').selectAll().where('relationId', '=', a.id).where('sourceType', '=', 2).where('doneAt', 'is', null).executeTakeFirstOrThrow();
    expect([task.stepNo, task.stepCount, task.stepName]).toEqual([1, 1, '审核员审核']);
    const mine = await queue();
    const row = mine.data.list.find((r) => r.id === a.id)!;
    expect(row).toMatchObject({ name: '结项提交活动', participantCount: 3, totalHours: '7.50', stepName: '审核员审核', stepNo: 1, stepCount: 1, taskId: task.id });
    expect(row.waitTime).toMatch(/^已等待/);
    expect(await submit(a.id)).toMatchObject({ code: 10002, msg: '当前状态「结项审核中」不能执行「提交结项」' });
  });

  it('approval grants each participant their hours once, updates totals and applies the no-shows', async () => {
    const { a, qr1, qr2, filled, absent, cancelled } = await endedActivity();
    await submit(a.id);
    const creditBefore = await creditOf(absent.userId);
    expect(await audit([a.id], 'pass', '同意')).toMatchObject({ code: 0, data: { done: 1, granted: 3 } });
    const row = await activityRow(t, a.id);
    expect([row.status, row.stepNo]).toEqual([12, 0]);
    expect((await ledgerOf(a.id)).map((l) => [l.userId, l.grantedHours, l.classifyId])).toEqual(
      [[qr1.userId, '3.00', volunteering], [qr2.userId, '1.50', volunteering], [filled.userId, '3.00', volunteering]].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    expect(await hoursOf(qr1.userId)).toBe('3.00');
    expect(await hoursOf(qr2.userId)).toBe('1.50');
    expect(await hoursOf(absent.userId)).toBe('0.00');
    expect(await hoursOf(cancelled.userId)).toBe('0.00');
    const creditAfter = await creditOf(absent.userId);
    expect(creditAfter.noShowCount).toBe(creditBefore.noShowCount + 1);
    expect(Number(creditAfter.credit)).toBeLessThan(Number(creditBefore.credit));
    // Approving again is refused and grants nothing more.
    expect(await audit([a.id], 'pass')).toMatchObject({ code: 10002, msg: `活动「${row.name}」: 该活动不在结项审核中` });
    expect((await ledgerOf(a.id)).length).toBe(3);
    expect(await hoursOf(qr1.userId)).toBe('3.00');
    // The student sees the granted hours.
    const my = await call<Page<{ id: number; grantedHours: string | null }>>(t, 'GET', '/activity/my/list', { current: 1, size: 10 }, qr1.token);
    expect(my.data.list.find((r) => r.id === a.id)?.grantedHours).toBe('3.00');
  });

  it('a retry after a failure inside the approval grants once', async () => {
    const { a, qr1 } = await endedActivity();
    await submit(a.id);
    control.failNoShowsOnce = true;
    expect((await audit([a.id], 'pass')).code).toBe(50000);
    // Everything rolled back: still under review, task open, no ledger rows, totals untouched.
    expect((await activityRow(t, a.id)).status).toBe(9);
    expect(await ledgerOf(a.id)).toEqual([]);
    expect(await hoursOf(qr1.userId)).toBe('0.00');
    expect(await t.db.selectFrom('auditTasks').select('id').where('relationId', '=', a.id).where('sourceType', '=', 2).where('doneAt', 'is', null).executeTakeFirst()).toBeDefined();
    expect(await audit([a.id], 'pass')).toMatchObject({ code: 0, data: { granted: 3 } });
    expect((await ledgerOf(a.id)).length).toBe(3);
    expect(await hoursOf(qr1.userId)).toBe('3.00');
    // Issuing the same grants again writes nothing.
    const termId = await activityTermId();
    const again = await t.db.transaction().execute((trx) =>
      grantHours(trx, { schoolId: S, issuedBy: null, sourceType: 1, relationId: a.id, classifyId: volunteering, termId, grants: [{ userId: qr1.userId, hours: 3 }] }),
    );
    expect(again).toMatchObject({ granted: 0, alreadyIssued: 1 });
    expect(await hoursOf(qr1.userId)).toBe('3.00');
  });

  it('refuses an approval when the activity date has no term, and rolls back', async () => {
    const { a } = await endedActivity({ startTime: new Date('2031-05-01T02:00:00Z'), endTime: new Date('2031-05-01T04:00:00Z'), enrollStart: new Date('2031-04-01T00:00:00Z'), enrollEnd: new Date('2031-04-02T00:00:00Z') });
    await submit(a.id);
    expect(await audit([a.id], 'pass')).toMatchObject({ code: 10002, msg: `活动「${a.name}」: 活动开始日期不在任何学期内,请先设置学期` });
    expect((await activityRow(t, a.id)).status).toBe(9);
  });
});

async function activityTermId(): Promise<number> {
  return (await t.db.selectFrom('terms').select('id').where('schoolId', '=', S).where('name', '=', '2025-2026学年第一学期').executeTakeFirstOrThrow()).id;
}

describe('reject, resubmit, refuse', () => {
  it('reject needs a reason, goes to 10 with it; the organiser lowers hours and resubmits; approval grants the new hours', async () => {
    const { a, qr1, absent } = await endedActivity();
    await submit(a.id);
    expect(await audit([a.id], 'reject')).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    expect(await audit([a.id], 'reject', '签到名单有误')).toMatchObject({ code: 0, data: { done: 1, granted: 0 } });
    let row = await activityRow(t, a.id);
    expect([row.status, row.reason]).toEqual([10, '签到名单有误']);
    expect(await ledgerOf(a.id)).toEqual([]);
    // The organiser fixes attendance and hours, then resubmits: step 1 opens again.
    expect((await call(t, 'POST', '/activity/participants/hours', { id: a.id, items: [{ userId: qr1.userId, hours: '2' }] }, organiser.token)).code).toBe(0);
    expect((await call(t, 'POST', '/activity/backfill', { id: a.id, userIds: [absent.userId], reason: '签到表漏记' }, organiser.token)).code).toBe(0);
    expect((await submit(a.id)).data).toMatchObject({ status: 9, stepNo: 1 });
    const open = await t.db.selectFrom('auditTasks').select('stepNo').where('relationId', '=', a.id).where('sourceType', '=', 2).where('doneAt', 'is', null).execute();
    expect(open).toEqual([{ stepNo: 1 }]);
    expect(await audit([a.id], 'pass')).toMatchObject({ code: 0, data: { granted: 4 } });
    row = await activityRow(t, a.id);
    expect(row.status).toBe(12);
    const ledger = await ledgerOf(a.id);
    expect(ledger.find((l) => l.userId === qr1.userId)?.grantedHours).toBe('2.00');
    expect(ledger.find((l) => l.userId === absent.userId)?.grantedHours).toBe('3.00');
    const detail = await call<ActivityDetail>(t, 'GET', '/activity/detail', { id: a.id }, organiser.token);
    expect(detail.data.history.map((h) => h.action)).toEqual(expect.arrayContaining(['submitReport', 'rejectReport', 'backfill', 'approveReport']));
  });

  it('refuse needs a reason, goes to 11, grants nothing and applies no penalties', async () => {
    const { a, absent } = await endedActivity();
    await submit(a.id);
    const before = await creditOf(absent.userId);
    expect(await audit([a.id], 'refuse', '  ')).toMatchObject({ code: 10002, msg: '拒绝必须填写原因' });
    expect(await audit([a.id], 'refuse', '活动未按计划举办')).toMatchObject({ code: 0, data: { done: 1, granted: 0 } });
    const row = await activityRow(t, a.id);
    expect([row.status, row.reason]).toEqual([11, '活动未按计划举办']);
    expect(await ledgerOf(a.id)).toEqual([]);
    expect(await creditOf(absent.userId)).toEqual(before);
    expect(await submit(a.id)).toMatchObject({ code: 10002 });
  });
});

describe('batches and multi-step flows', () => {
  it('decides a batch in one transaction: one failure rolls back all and names the activity', async () => {
    const x = await endedActivity({ name: '批量甲' });
    const y = await endedActivity({ name: '批量乙' });
    const z = await endedActivity({ name: '批量丙' });
    for (const e of [x, y]) await submit(e.a.id);
    expect(await audit([x.a.id, y.a.id, z.a.id], 'pass')).toMatchObject({ code: 10002, msg: '活动「批量丙」: 该活动不在结项审核中' });
    expect((await activityRow(t, x.a.id)).status).toBe(9);
    expect(await ledgerOf(x.a.id)).toEqual([]);
    expect(await audit([y.a.id, x.a.id], 'pass')).toMatchObject({ code: 0, data: { done: 2, granted: 6 } });
    expect([(await activityRow(t, x.a.id)).status, (await activityRow(t, y.a.id)).status]).toEqual([12, 12]);
  });

  it('runs every step of a two-step report flow before granting', async () => {
    const named = await userIdOf(t, S, 't1003');
    const auditorRole = await t.db.selectFrom('roles').select('id').where('schoolId', '=', S).where('code', '=', 'auditor').executeTakeFirstOrThrow();
    const { id: flow } = await t.db.insertInto('flowTemplates').values({ schoolId: S, name: '结项两级', kind: 2 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('flowSteps').values([
      { schoolId: S, templateId: flow, orderNo: 1, name: '审核员初审', auditorType: 1, roleId: auditorRole.id },
      { schoolId: S, templateId: flow, orderNo: 2, name: '指定教师复审', auditorType: 3, userIds: [named] },
    ]).execute();
    const { a } = await endedActivity({ reportFlowTemplateId: flow });
    await submit(a.id);
    expect(await audit([a.id], 'pass')).toMatchObject({ code: 0, data: { done: 1, granted: 0 } });
    let row = await activityRow(t, a.id);
    expect([row.status, row.stepNo]).toEqual([9, 2]);
    // Someone with the module who is neither this step's auditor nor an activity administrator.
    const first = await makeStaff(t, S, ['/proceeding/wait/activity/report/auditing'], 3);
    expect(await audit([a.id], 'pass', undefined, first.token)).toMatchObject({ code: 10003, msg: `活动「${a.name}」: 您不是当前步骤的审核人` });
    const second = await makeStaff(t, S, ['/proceeding/wait/activity/report/auditing'], 3);
    await t.db.updateTable('auditTasks').set({ auditorIds: [named, second.userId] }).where('relationId', '=', a.id).where('sourceType', '=', 2).where('doneAt', 'is', null).execute();
    expect((await queue(second.token)).data.list.map((r) => [r.id, r.stepNo, r.stepName])).toEqual([[a.id, 2, '指定教师复审']]);
    expect(await audit([a.id], 'pass', '复审通过', second.token)).toMatchObject({ code: 0, data: { granted: 3 } });
    row = await activityRow(t, a.id);
    expect([row.status, row.stepNo]).toEqual([12, 0]);
    const records = await t.db.selectFrom('auditRecords').select(['action', 'stepName', 'toStatus']).where('relationId', '=', a.id).where('sourceType', '=', 2).orderBy('id').execute();
    expect(records.map((r) => [r.action, r.stepName, r.toStatus])).toEqual([
      ['submitReport', '', 9], ['approveReport', '审核员初审', 9], ['approveReport', '指定教师复审', 12],
    ]);
  });
});

describe('who may submit and audit', () => {
  let a: FixtureActivity;
  beforeAll(async () => {
    a = (await endedActivity()).a;
  });

  it('submit: organiser or administrator only; needs a report flow', async () => {
    const outsider = await makeStaff(t, S, ['/activity/launch', '/communist/activity'], 3);
    expect((await submit(a.id, outsider.token)).code).toBe(10003);
    const [student] = await makeStudents(t, S, 1);
    expect((await submit(a.id, student.token)).code).toBe(10003);
    expect(await submit(a.id, await signInAs(t, 'admin2'))).toMatchObject({ code: 10002, msg: '活动不存在' });
    const noFlow = await createActivity(t, { status: 8, createdBy: organiser.userId, reportFlowTemplateId: null });
    expect(await submit(noFlow.id)).toMatchObject({ code: 10002, msg: '该活动未设置结项审核流程' });
    expect((await submit(a.id, admin)).data.status).toBe(9);
  });

  it('audit and its list: the module is required; another school sees nothing; the step auditor or an administrator decides', async () => {
    const teacher = await tokenFor(t, S, organiser.userId);
    expect((await queue(teacher)).code).toBe(10003);
    expect((await audit([a.id], 'pass', undefined, teacher)).code).toBe(10003);
    const [student] = await makeStudents(t, S, 1);
    expect((await audit([a.id], 'pass', undefined, student.token)).code).toBe(10003);
    const admin2 = await signInAs(t, 'admin2');
    expect((await queue(admin2)).data.list).toEqual([]);
    expect(await audit([a.id], 'pass', undefined, admin2)).toMatchObject({ code: 10002, msg: `活动「${a.id}」: 活动不存在` });
    const notAuditor = await makeStaff(t, S, ['/proceeding/wait/activity/report/auditing'], 3);
    expect((await queue(notAuditor.token)).data.list.some((r) => r.id === a.id)).toBe(false);
    expect((await queue(notAuditor.token, { scope: 'all' })).code).toBe(10003);
    expect((await audit([a.id], 'pass', undefined, notAuditor.token)).code).toBe(10003);
    expect((await queue(admin, { scope: 'all' })).data.list.some((r) => r.id === a.id)).toBe(true);
    expect(await audit([a.id], 'pass', undefined, admin)).toMatchObject({ code: 0, data: { granted: 3 } });
  });
});
