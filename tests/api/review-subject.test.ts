/**
 * The shape every reviewed application of issue 19 follows (server/modules/audits/subject.ts):
 * submitted into the school's flow of its kind, then passed step by step, rejected or refused;
 * the to-do list shows the open step; each decision is in the history; a school without the flow
 * is told to configure it.
 */
import { describe, expect, it } from 'vitest';
import { SourceType, type NeedDealtItem } from '../../common/activities.js';
import { FlowKind } from '../../common/flows.js';
import { decideReviewStep, noFlowMessage, submitForReview } from '../../server/modules/audits/subject.js';
import { historyRows } from '../../server/modules/audits/repository.js';
import { ApiError } from '../../server/protocol/errors.js';
import { call, fileAppAs } from './helpers.js';
import { addFlow, addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';

const { t, admin } = await fileAppAs('admin');
const SCHOOL = 10001;
const auditorRole = await roleIdByCode(t, SCHOOL, 'auditor');
const reviewer = await addStaff(t, admin, { code: 'rs9001', name: '场地审核甲', roleIds: [auditorRole] });
const reviewerToken = await signInStaff(t, SCHOOL, 'rs9001');
const applicant = (await t.db.selectFrom('users').select('id').where('schoolId', '=', SCHOOL).where('username', '=', '2021000001').executeTakeFirstOrThrow()).id;
const statuses = { pending: 1, approved: 2, rejected: 3, refused: 4 };
let nextId = 900_000;
const subject = () => ({ schoolId: SCHOOL, sourceType: SourceType.SITE_APPLY, relationId: ++nextId });

const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(ApiError);
  return { code: (e as ApiError).code, msg: (e as ApiError).message };
};

describe('submitForReview', () => {
  it('opens step 1 of the seeded flow of its kind, which the to-do list shows', async () => {
    const s = subject();
    const task = await submitForReview(t.db, { ...s, organizationId: null, applicantId: applicant, taskName: '报告厅 预约', toStatus: 1 });
    expect([task.stepNo, task.stepCount, task.stepName]).toEqual([1, 1, '审核员审核']);
    expect(task.auditorIds).toContain(reviewer.id);
    const desk = await call<NeedDealtItem[]>(t, 'GET', '/desk/needDealt/list', {}, reviewerToken);
    expect(desk.data.find((i) => i.sourceType === SourceType.SITE_APPLY)?.taskName).toBe('报告厅 预约');
  });

  it('tells a school without an enabled flow of the kind to configure one', async () => {
    await t.db.updateTable('flowTemplates').set({ enabled: false }).where('schoolId', '=', SCHOOL).where('kind', '=', FlowKind.ORG_CANCEL).execute();
    const s = { ...subject(), sourceType: SourceType.ORG_CANCEL };
    expect(await refusal(submitForReview(t.db, { ...s, organizationId: null, applicantId: applicant, taskName: 'x' }))).toEqual({ code: 10002, msg: noFlowMessage(FlowKind.ORG_CANCEL) });
    expect(noFlowMessage(FlowKind.ORG_CANCEL)).toBe('未配置组织注销审核流程，请先在「流程配置」中添加');
  });
});

describe('decideReviewStep', () => {
  const decide = (s: ReturnType<typeof subject>, decision: 'pass' | 'reject' | 'refuse', opinion = '', auditorId = reviewer.id) =>
    decideReviewStep(t.db, { ...s, auditorId, decision, opinion, fromStatus: 1, statuses });

  it('advances through a two-step flow, then approves, recording each step', async () => {
    const flow = await addFlow(t, admin, { name: '场地两级', kind: FlowKind.SITE_APPLY, steps: [{ name: '初审', auditorType: 3, userIds: [reviewer.id] }, { name: '终审', auditorType: 3, userIds: [reviewer.id] }] });
    const s = subject();
    await submitForReview(t.db, { ...s, flowTemplateId: flow, organizationId: null, applicantId: applicant, taskName: '两级' });
    const first = await decide(s, 'pass', '同意');
    expect([first.outcome, first.status, first.task.stepName]).toEqual(['advanced', 1, '初审']);
    const second = await decide(s, 'pass');
    expect([second.outcome, second.status, second.task.stepName]).toEqual(['approved', 2, '终审']);
    const history = await historyRows(t.db, SCHOOL, [SourceType.SITE_APPLY], s.relationId);
    expect(history.map((h) => [h.action, h.stepName, h.toStatus])).toEqual([['submit', '', null], ['approveStep', '初审', 1], ['approveStep', '终审', 2]]);
    expect(await refusal(decide(s, 'pass'))).toEqual({ code: 10002, msg: '该事项已处理或不在审核中' });
  });

  it('rejects with a reason and refuses for good; a blank reason or a stranger is refused', async () => {
    const s = subject();
    await submitForReview(t.db, { ...s, organizationId: null, applicantId: applicant, taskName: '驳回' });
    expect(await refusal(decide(s, 'reject', '  '))).toEqual({ code: 10002, msg: '驳回必须填写原因' });
    expect(await refusal(decide(s, 'pass', '', applicant))).toEqual({ code: 10003, msg: '您不是当前步骤的审核人' });
    expect((await decide(s, 'reject', '时间冲突')).outcome).toBe('rejected');
    const s2 = subject();
    await submitForReview(t.db, { ...s2, organizationId: null, applicantId: applicant, taskName: '拒绝' });
    expect(await refusal(decide(s2, 'refuse', ''))).toEqual({ code: 10002, msg: '拒绝必须填写原因' });
    const refused = await decide(s2, 'refuse', '不符合要求');
    expect([refused.outcome, refused.status]).toEqual(['refused', 4]);
  });
});
