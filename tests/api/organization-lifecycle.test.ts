/**
 * The organisation lifecycle (issue 19 "Organisation lifecycle"; server/modules/orgLifecycle): 成立
 * of a volunteer team and of a club, 注册 (one per organisation and academic year, a database
 * constraint), 年审 with counts from the data, 评优 in batch, 注销 — each through its flow, with the
 * effect on the organisation, its history, rejected ones corrected and resubmitted; bad input names
 * the field; refusals without the module, outside the reach, or for another school's ids.
 */
import { describe, expect, it } from 'vitest';
import { SourceType, type NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import type { OrgApplicationDetail, OrgApplicationRow, OrgLifecycleDetail, OrgLifecycleInfo, OrgQueueRow } from '../../common/orgLifecycle.js';
import { call, fileAppAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';
import { ok } from './structure-helpers.js';
import { waitJob } from './student-helpers.js';

const { t, admin, admin2, teacher, student } = await fileAppAs('admin', 'admin2', 'teacher', 'student');
const SCHOOL = 10001;
const reviewer = await addStaff(t, admin, { code: 'ol9001', name: '组织审核甲', roleIds: [await roleIdByCode(t, SCHOOL, 'auditor')] });
const reviewerToken = await signInStaff(t, SCHOOL, 'ol9001');
await addStaff(t, admin, { code: 'ol9002', name: '无角色教师' });
const stranger = await signInStaff(t, SCHOOL, 'ol9002');

const orgId = async (name: string, schoolId = SCHOOL) =>
  (await t.db.selectFrom('organizations').select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow()).id;
const apply = (body: object, token = admin) => call<{ id: number }>(t, 'POST', '/organization/lifecycle/apply', body, token);
const applied = async (body: object, token = admin) => ok<{ id: number }>(t, 'POST', '/organization/lifecycle/apply', body, token);
const decide = (ids: number[], result: 1 | 2, opinion?: string, token = reviewerToken) => call<{ done: number; approved: number; rejected: number }>(t, 'POST', '/organization/lifecycle/audit', { ids, result, opinion }, token);
const queue = (sourceType: number, token = reviewerToken, extra: object = {}) => ok<Page<OrgQueueRow>>(t, 'GET', '/organization/lifecycle/audit/list', { sourceType, current: 1, size: 40, ...extra }, token);
const detail = (id: number, token = admin) => ok<OrgApplicationDetail>(t, 'GET', '/organization/lifecycle/detail', { id }, token);
const lifecycle = (id: number, token = admin) => ok<OrgLifecycleDetail>(t, 'GET', '/organization/lifecycle/organization', { id }, token);
const codes = (d: { code: number; msg: string }) => [d.code, d.msg];

describe('a volunteer team founded and approved', () => {
  it('goes to the team queue (source type 5), and once passed is a team with founders, leader, advisor and history', async () => {
    const { id } = await applied({
      kind: 1, name: '敬老助残志愿服务队', nature: 3, serviceArea: '社区养老', charter: '每周走进社区养老院。', advisorId: reviewer.id, founderCodes: '2021000002，2021000003',
    }, student);
    const row = (await queue(SourceType.VOLUNTEER_TEAM)).list.find((r) => r.id === id)!;
    expect(row).toMatchObject({ name: '敬老助残志愿服务队', kindName: '成立申请', statusName: '待审核', stepName: '审核员审核', stepNo: 1, stepCount: 1 });
    expect((await queue(SourceType.ORG_CREATE)).list.some((r) => r.id === id)).toBe(false);
    const desk = await call<NeedDealtItem[]>(t, 'GET', '/desk/needDealt/list', {}, reviewerToken);
    expect(desk.data.find((i) => i.sourceType === SourceType.VOLUNTEER_TEAM)?.taskName).toBe('敬老助残志愿服务队 成立申请');

    expect((await decide([id], 1, '同意成立')).data).toMatchObject({ done: 1, approved: 1 });
    const teams = await ok<Page<OrgLifecycleInfo>>(t, 'GET', '/voluntary/team/list', { current: 1, size: 10, name: '敬老' }, admin);
    expect(teams.list).toHaveLength(1);
    const team = teams.list[0];
    expect(team).toMatchObject({ serviceArea: '社区养老', advisorName: '组织审核甲', statusName: '正常', memberCount: 3, charter: '每周走进社区养老院。' });
    const shown = await ok<OrgLifecycleDetail>(t, 'GET', '/voluntary/team/detail', { id: team.id }, admin);
    expect(shown.members.map((m) => [m.code, m.isLeader])).toEqual([['2021000001', true], ['2021000002', false], ['2021000003', false]]);
    expect(shown.history.map((h) => [h.actionName, h.actorName])).toEqual([['提交申请', shown.members[0].name], ['审核通过', '组织审核甲']]);
    expect((await detail(id)).organizationId).toBe(team.id);
    expect((await detail(id, student)).statusName).toBe('已通过');
  });

  it('needs 服务领域 for a team and names the bad fields', async () => {
    expect(codes(await apply({ kind: 1, name: '无领域服务队', nature: 3, charter: '章程' }))).toEqual([10002, '参数错误: serviceArea 不能为空']);
    expect(codes(await apply({ kind: 1, nature: 2, charter: '章程' }))).toEqual([10002, '参数错误: name 不能为空']);
    expect(codes(await apply({ kind: 2, academicYear: 2025 }))).toEqual([10002, '参数错误: organizationId 不能为空']);
    expect((await apply({ kind: 9, organizationId: 1 })).msg).toBe('参数错误: kind 格式不正确');
    expect(codes(await apply({ kind: 4, organizationId: await orgId('吉他社'), requestedStar: 6 }))).toEqual([10002, '参数错误: requestedStar 格式不正确']);
    expect(codes(await apply({ kind: 1, name: '某社', nature: 2, charter: '章程', founderCodes: '2021000002,9999999' }))).toEqual([10002, '参数错误: founderCodes 以下学号不存在: 9999999']);
    const studentUser = await orgLeaderOf('摄影协会');
    expect(codes(await apply({ kind: 1, name: '某社', nature: 2, charter: '章程', advisorId: studentUser, founderCodes: '2021000002' }))).toEqual([10002, '参数错误: advisorId 指导教师必须是本校教职工']);
    expect(codes(await apply({ kind: 1, name: '摄影协会', nature: 2, charter: '章程', founderCodes: '2021000002' }))).toEqual([10002, '参数错误: name 已有同名组织或待审核的同名成立申请']);
  });
});

async function orgLeaderOf(name: string): Promise<number> {
  return (await t.db.selectFrom('organizations').select('userId').where('schoolId', '=', SCHOOL).where('name', '=', name).executeTakeFirstOrThrow()).userId!;
}

describe('registration, one per organisation and academic year', () => {
  it('is refused twice for a year, rejected with a reason, corrected, resubmitted and approved', async () => {
    const photo = await orgId('摄影协会');
    const { id } = await applied({ kind: 2, organizationId: photo, academicYear: 2025 });
    expect(codes(await apply({ kind: 2, organizationId: photo, academicYear: 2025 }))).toEqual([10002, '该组织已有待审核的同类申请']);
    expect((await decide([id], 2, '  ')).msg).toBe('摄影协会 注册申请: 驳回必须填写原因');
    expect((await decide([id], 2, '请写明指导教师')).data).toMatchObject({ rejected: 1 });
    expect(codes(await apply({ kind: 2, organizationId: photo, academicYear: 2025 }))).toEqual([10002, '该组织本学年已提交注册申请']);
    expect((await call(t, 'POST', '/organization/lifecycle/resubmit', { id, kind: 2, organizationId: photo, academicYear: 2025 }, student)).code).toBe(10003);
    expect((await ok<{ id: number }>(t, 'POST', '/organization/lifecycle/resubmit', { id, kind: 2, organizationId: photo, academicYear: 2025, advisorId: reviewer.id }, admin)).id).toBe(id);
    expect((await detail(id)).statusName).toBe('待审核');
    expect((await decide([id], 1)).data).toMatchObject({ approved: 1 });
    expect((await call(t, 'POST', '/organization/lifecycle/resubmit', { id, kind: 2, organizationId: photo, academicYear: 2025 }, admin)).msg).toBe('只有已驳回的申请可以修改后重新提交');
    const org = await lifecycle(photo);
    expect(org.registeredYear).toBe(2025);
    expect(org.history.map((h) => h.action)).toEqual(['submit', 'reject', 'resubmit', 'approveStep']);
    expect(org.applications.map((a) => a.kindName)).toEqual(['注册申请']);
  });

  it('is unique in the database too', async () => {
    const photo = await orgId('摄影协会');
    const user = await orgLeaderOf('摄影协会');
    const insert = () => t.db.insertInto('organizationApplications').values({ schoolId: SCHOOL, kind: 2, sourceType: 11, organizationId: photo, applicantId: user, name: 'x', nature: 2, academicYear: 2025 }).execute();
    await expect(insert()).rejects.toThrow(/organization_applications_register_uq/);
  });
});

describe('annual review, appraisal and deregistration', () => {
  it('reports the year\'s counts from the data', async () => {
    const robot = await orgId('机器人创新社');
    const members = await ok<Page<unknown>>(t, 'GET', '/organization/member/list', { organizationId: robot, current: 1, size: 10 }, admin);
    const { id } = await applied({ kind: 3, organizationId: robot, academicYear: 2025, financeSummary: '收入 3000 元' });
    expect(await detail(id)).toMatchObject({ memberCount: members.total, activityCount: 0, financeSummary: '收入 3000 元', academicYear: 2025 });
    expect(await ok(t, 'GET', '/organization/lifecycle/year/summary', { organizationId: robot, academicYear: 2025 }, admin)).toEqual({ activityCount: 0, memberCount: members.total });
  });

  it('appraises two organisations in one batch; all or nothing', async () => {
    const [guitar, chess] = [await orgId('吉他社'), await orgId('书法协会')];
    const a = await applied({ kind: 4, organizationId: guitar, requestedStar: 4, requestedExcellent: true });
    const b = await applied({ kind: 4, organizationId: chess, requestedStar: 3 });
    const decided = await applied({ kind: 4, organizationId: await orgId('动漫社'), requestedStar: 2 });
    await decide([decided.id], 1);
    expect((await decide([a.id, b.id, decided.id], 1)).msg).toBe('动漫社 评优申请: 该事项已处理或不在审核中');
    expect((await lifecycle(guitar)).star).toBeNull();
    expect((await decide([a.id, b.id], 1)).data).toMatchObject({ done: 2, approved: 2 });
    expect([(await lifecycle(guitar)).star, (await lifecycle(guitar)).excellent, (await lifecycle(chess)).star]).toEqual([4, true, 3]);
  });

  it('deregisters: the organisation stays, marked 已注销, and takes no more applications', async () => {
    const go = await orgId('围棋社');
    const { id } = await applied({ kind: 5, organizationId: go, reason: '成员毕业' });
    expect((await queue(SourceType.ORG_CANCEL)).list.map((r) => r.id)).toContain(id);
    await decide([id], 1);
    expect((await lifecycle(go)).statusName).toBe('已注销');
    expect(codes(await apply({ kind: 2, organizationId: go, academicYear: 2026 }))).toEqual([10002, '该组织已注销']);
    expect(codes(await apply({ kind: 5, organizationId: go }))).toEqual([10002, '参数错误: reason 不能为空']);
  });
});

describe('who may', () => {
  it('lets a leader apply for their organisation, not another one; a club founded by a student is theirs', async () => {
    const photo = await orgId('摄影协会');
    expect(codes(await apply({ kind: 4, organizationId: photo, requestedStar: 5 }, student))).toEqual([10003, '只有组织负责人或组织管理员可以提交申请']);
    const { id } = await applied({ kind: 1, name: '茶艺社', nature: 2, charter: '茶文化交流' }, student);
    const mine = await ok<Page<OrgApplicationRow>>(t, 'GET', '/organization/lifecycle/mine', { current: 1, size: 10 }, student);
    expect(mine.list.map((r) => r.name)).toContain('茶艺社');
    expect((await queue(SourceType.ORG_CREATE)).list.map((r) => r.id)).toContain(id);
    await decide([id], 1);
    const tea = await orgId('茶艺社');
    expect((await applied({ kind: 4, organizationId: tea, requestedStar: 2 }, student)).id).toBeGreaterThan(0);
    const options = await ok<{ id: number }[]>(t, 'GET', '/organization/lifecycle/options', {}, student);
    expect(options.map((o) => o.id)).toContain(tea);
  });

  it('refuses the queues, lists and decisions without their module (10003)', async () => {
    expect((await call(t, 'GET', '/organization/lifecycle/audit/list', { sourceType: 11, current: 1, size: 10 }, student)).code).toBe(10003);
    expect((await call(t, 'GET', '/organization/lifecycle/list', { current: 1, size: 10 }, teacher)).code).toBe(10003);
    expect((await call(t, 'GET', '/voluntary/team/list', { current: 1, size: 10 }, teacher)).code).toBe(10003);
    expect((await call(t, 'GET', '/voluntary/team/export', {}, teacher)).code).toBe(10003);
    const { id } = await applied({ kind: 4, organizationId: await orgId('篮球协会'), requestedStar: 1 });
    expect(codes(await decide([id], 1, undefined, admin))).toEqual([10003, '篮球协会 评优申请: 您不是当前步骤的审核人']);
    expect((await call(t, 'GET', '/organization/lifecycle/detail', { id }, stranger)).code).toBe(10003);
    expect((await call(t, 'GET', '/organization/lifecycle/organization', { id: await orgId('篮球协会') }, stranger)).code).toBe(10003);
    expect((await call(t, 'GET', '/organization/lifecycle/audit/list', { sourceType: 7, current: 1, size: 10 }, reviewerToken)).msg).toBe('参数错误: sourceType 格式不正确');
  });

  it('shows an administrator every open application with scope all', async () => {
    const all = await queue(SourceType.ORG_APPRAISING, admin, { scope: 'all' });
    expect(all.list.map((r) => r.name)).toContain('篮球协会');
    expect((await queue(SourceType.ORG_APPRAISING, admin)).list).toEqual([]);
  });

  it('never shows or decides another school\'s applications', async () => {
    const { id } = await applied({ kind: 4, organizationId: await orgId('英语角协会'), requestedStar: 1 });
    expect(codes(await call(t, 'GET', '/organization/lifecycle/detail', { id }, admin2))).toEqual([10002, '申请不存在']);
    expect(codes(await decide([id], 1, undefined, admin2))).toEqual([10002, '申请不存在']);
    expect((await call(t, 'GET', '/voluntary/team/detail', { id: await orgId('青年志愿者协会') }, admin2)).code).toBe(10002);
    expect(codes(await apply({ kind: 2, organizationId: await orgId('英语角协会'), academicYear: 2025 }, admin2))).toEqual([10002, '参数错误: organizationId 组织不存在']);
    const list = await ok<Page<OrgApplicationRow>>(t, 'GET', '/organization/lifecycle/list', { current: 1, size: 40 }, admin2);
    expect(list.total).toBe(0);
  });
});

describe('deleting what an organisation names', () => {
  it('clears the advisor of a deleted staff account, keeping the organisation and its application', async () => {
    const advisor = await addStaff(t, admin, { code: 'ol9003', name: '将离职教师' });
    const { id } = await applied({ kind: 1, name: '棋艺社', nature: 2, charter: '以棋会友', advisorId: advisor.id, founderCodes: '2021000005' });
    await decide([id], 1);
    const chess = await orgId('棋艺社');
    expect((await lifecycle(chess)).advisorName).toBe('将离职教师');
    expect((await call(t, 'POST', '/system/employee/delete', { id: advisor.id }, admin)).code).toBe(0);
    expect((await lifecycle(chess)).advisorId).toBeNull();
    expect((await detail(id)).advisorId).toBeNull();
  });
});

describe('the team list', () => {
  it('filters by status and exports the teams as xlsx', async () => {
    const active = await ok<Page<OrgLifecycleInfo>>(t, 'GET', '/voluntary/team/list', { current: 1, size: 40, status: 1 }, admin);
    expect(active.list.map((r) => r.name)).toEqual(expect.arrayContaining(['青年志愿者协会', '敬老助残志愿服务队']));
    expect((await ok<Page<OrgLifecycleInfo>>(t, 'GET', '/voluntary/team/list', { current: 1, size: 40, status: 2 }, admin)).total).toBe(0);
    const job = await ok<{ id: string }>(t, 'GET', '/voluntary/team/export', { name: '敬老' }, admin);
    const done = await waitJob<{ rows: number }>(t, job.id, admin);
    expect([done.status, done.result?.rows, done.fileName]).toEqual(['done', 1, '志愿服务队.xlsx']);
  });
});
