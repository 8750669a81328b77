/**
 * Evaluations (issue 21 "Evaluations"; spec §2 /communist/evaluate/*, §3 activity row starScore):
 * a student who signed in rates an ended activity once within 7 days, the activity row's starScore
 * follows, statistics per organisation and organiser in the caller's scope, comments hidden by
 * staff, evaluation projects and organisations' applications reviewed through flow kind 31 and the
 * to-do list, races on the three unique keys, refusals and bad input.
 */
import { PointsSource } from '../../common/points.js';
import { describe, expect, it } from 'vitest';
import type { ActivityRow, NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import type { ActivityScoreRow, EvaluationApplyRow, EvaluationQueueRow, EvaluationRow, EvaluationStatistics, MyEvaluations } from '../../common/evaluations.js';
import { SourceType } from '../../common/sourceTypes.js';
import { createActivity, enrollStudents, makeStaff, makeStudents, organizationIdOf } from './activity-fixture.js';
import { call, fileApp, signInAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';

const S = 10001;
const DAY = 24 * 3600_000;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const reviewerCode = `ev${process.pid % 1000}`;
await addStaff(t, admin, { code: reviewerCode, name: '评价审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const [alice, bob, carol, dan, ...crowd] = await makeStudents(t, S, 12);
const colleges = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).orderBy('id').limit(2).execute();
const [collegeA, collegeB] = colleges.map((c) => c.id);
const orgId = await organizationIdOf(t, S);

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const race = (path: string, body: object, tokens: string[]) => Promise.all(tokens.map((token) => post(path, body, token)));
const oneWinner = (replies: { code: number; msg: string }[], msg: string) => {
  expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
  expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array(replies.length - 1).fill([10002, msg]));
};
const starScoreOf = async (name: string) => (await ok(get<Page<ActivityRow>>('/activity/list', { current: 1, size: 10, name }))).list.find((r) => r.name === name)?.starScore;

// An activity that ended an hour ago (college A): alice, bob and the crowd signed in, carol only enrolled.
const ended = await createActivity(t, { status: 12, name: '秋季环湖徒步', collegeId: collegeA, organizationId: orgId });
await enrollStudents(t, ended, [alice, bob, dan, ...crowd].map((s) => s.userId), { signedIn: true });
await enrollStudents(t, ended, [carol.userId]);

describe('a student rates an activity they attended', () => {
  it('lists it as pending, accepts stars and a comment once, and the activity row shows the average', async () => {
    expect(await starScoreOf('秋季环湖徒步')).toBeNull();
    await ok(post('/points/rule/save', { source: PointsSource.EVALUATION, points: 3, perHour: false, enabled: true }));
    const before = await ok(get<MyEvaluations>('/evaluate/mine', {}, alice.token));
    expect(before.pending.map((p) => p.name)).toContain('秋季环湖徒步');
    await ok(post('/evaluate/add', { activityId: ended.id, score: 4, comment: '路线很美，补给点再多一些就更好了' }, alice.token));
    await ok(post('/evaluate/add', { activityId: ended.id, score: 5 }, bob.token));
    expect(await starScoreOf('秋季环湖徒步')).toBe('4.5');
    // The school's evaluation rule (/system/coin, 3 per evaluation) gives each rater their 活力值.
    const earned = await t.db.selectFrom('pointsLedger').select('points').where('schoolId', '=', 10001).where('source', '=', PointsSource.EVALUATION).where('relationId', '=', ended.id).where('userId', 'in', [alice.userId, bob.userId]).execute();
    expect(earned.map((r) => r.points)).toEqual([3, 3]);
    const after = await ok(get<MyEvaluations>('/evaluate/mine', {}, alice.token));
    expect(after.pending.map((p) => p.name)).not.toContain('秋季环湖徒步');
    expect(after.done.find((d) => d.activityId === ended.id)).toMatchObject({ score: 4, comment: '路线很美，补给点再多一些就更好了', hidden: false });
    expect(await post('/evaluate/add', { activityId: ended.id, score: 1 }, alice.token)).toMatchObject({ code: 10002, msg: '您已评价过该活动' });
  });

  it('refuses who did not sign in, before the end, after the 7-day window, staff and unknown activities', async () => {
    expect(await post('/evaluate/add', { activityId: ended.id, score: 5 }, carol.token)).toMatchObject({ code: 10003, msg: '只有签到参加了活动的学生可以评价' });
    const running = await createActivity(t, { status: 7 });
    await enrollStudents(t, running, [alice.userId], { signedIn: true });
    expect(await post('/evaluate/add', { activityId: running.id, score: 5 }, alice.token)).toMatchObject({ code: 10002, msg: '活动尚未结束，结束后才能评价' });
    const old = await createActivity(t, { status: 12, startTime: new Date(Date.now() - 9 * DAY), endTime: new Date(Date.now() - 8 * DAY) });
    await enrollStudents(t, old, [alice.userId], { signedIn: new Date(Date.now() - 9 * DAY) });
    expect(await post('/evaluate/add', { activityId: old.id, score: 5 }, alice.token)).toMatchObject({ code: 10002, msg: '评价已截止：活动结束7天内可以评价' });
    expect((await ok(get<MyEvaluations>('/evaluate/mine', {}, alice.token))).pending.map((p) => p.activityId)).not.toContain(old.id);
    expect(await post('/evaluate/add', { activityId: ended.id, score: 5 }, admin)).toMatchObject({ code: 10003 });
    expect(await post('/evaluate/add', { activityId: 99_999_999, score: 5 }, carol.token)).toMatchObject({ code: 10002, msg: '活动不存在' });
  });

  it('names the field of bad input', async () => {
    const cases: [object, string][] = [
      [{ activityId: ended.id, score: 6 }, 'score'],
      [{ activityId: ended.id, score: 0 }, 'score'],
      [{ activityId: ended.id }, 'score'],
      [{ score: 3 }, 'activityId'],
      [{ activityId: ended.id, score: 3, comment: '长'.repeat(301) }, '评价内容不能超过300个字'],
    ];
    for (const [body, text] of cases) {
      const env = await post('/evaluate/add', body, dan.token);
      expect(env.code, JSON.stringify(body)).toBe(10002);
      expect(env.msg).toContain(text);
    }
  });

  it('keeps one rating when the same student sends 8 at once', async () => {
    oneWinner(await race('/evaluate/add', { activityId: ended.id, score: 3, comment: '还可以' }, Array(8).fill(dan.token)), '您已评价过该活动');
    const rows = await t.db.selectFrom('activityEvaluations').select('id').where('schoolId', '=', S).where('activityId', '=', ended.id).where('userId', '=', dan.userId).execute();
    expect(rows).toHaveLength(1);
    expect(await starScoreOf('秋季环湖徒步')).toBe('4.0');
  });
});

describe('staff read ratings and statistics in their scope', () => {
  it('gives average, count and distribution per organisation and per organiser, and the activity scores', async () => {
    const byOrg = await ok(get<EvaluationStatistics>('/evaluate/statistics', { by: 'organization', name: '秋季环湖徒步' }));
    expect(byOrg.rows).toEqual([expect.objectContaining({ id: orgId, activityCount: 1, count: 3, average: '4.0', stars: [0, 0, 1, 1, 1] })]);
    expect([byOrg.total, byOrg.average, byOrg.stars]).toEqual([3, '4.0', [0, 0, 1, 1, 1]]);
    const byOrganiser = await ok(get<EvaluationStatistics>('/evaluate/statistics', { by: 'organiser', name: '秋季环湖徒步' }));
    expect(byOrganiser.rows).toEqual([expect.objectContaining({ id: ended.administratorId, count: 3, average: '4.0' })]);
    const scores = await ok(get<Page<ActivityScoreRow>>('/evaluate/activity/list', { current: 1, size: 10, name: '秋季环湖徒步' }));
    expect(scores.list).toEqual([expect.objectContaining({ id: ended.id, starScore: '4.0', count: 3 })]);
    const job = await ok(get<{ id: string }>('/evaluate/statistics/export', { by: 'organization' }));
    expect(job.id).toBeTruthy();
    expect(await get('/evaluate/statistics', { by: 'everyone' })).toMatchObject({ code: 10002 });
  });

  it('shows a college administrator only their college, and refuses staff without the module', async () => {
    const own = await makeStaff(t, S, ['/communist/evaluate/statistics'], 2, collegeA!);
    const other = await makeStaff(t, S, ['/communist/evaluate/statistics'], 2, collegeB!);
    const none = await makeStaff(t, S, ['/communist/activity']);
    expect((await ok(get<Page<EvaluationRow>>('/evaluate/list', { current: 1, size: 10, activityId: ended.id }, own.token))).total).toBe(3);
    expect((await ok(get<Page<EvaluationRow>>('/evaluate/list', { current: 1, size: 10, activityId: ended.id }, other.token))).total).toBe(0);
    expect((await ok(get<EvaluationStatistics>('/evaluate/statistics', { by: 'organization', name: '秋季环湖徒步' }, other.token))).rows).toEqual([]);
    expect(await get('/evaluate/statistics', { by: 'organization' }, none.token)).toMatchObject({ code: 10003 });
    expect(await get('/evaluate/list', { current: 1, size: 10 }, alice.token)).toMatchObject({ code: 10003 });
  });

  it('hides an abusive comment from everyone but keeps its stars', async () => {
    const list = await ok(get<Page<EvaluationRow>>('/evaluate/list', { current: 1, size: 10, activityId: ended.id }));
    const mine = list.list.find((r) => r.comment === '路线很美，补给点再多一些就更好了')!;
    expect(mine.studentName).toBeTruthy();
    const other = await makeStaff(t, S, ['/communist/evaluate/statistics'], 2, collegeB!);
    expect(await post('/evaluate/hide', { id: mine.id, hidden: true }, other.token)).toMatchObject({ code: 10002, msg: '评价不存在' });
    await ok(post('/evaluate/hide', { id: mine.id, hidden: true }));
    expect((await ok(get<MyEvaluations>('/evaluate/mine', {}, alice.token))).done.find((d) => d.id === mine.id)).toMatchObject({ hidden: true, comment: '' });
    expect(await starScoreOf('秋季环湖徒步')).toBe('4.0');
  });
});

describe('evaluation projects and applications', () => {
  const project = { name: '2026秋季活动质量评价', description: '本学期活动质量评价', criteria: '活动组织有序\n内容充实有收获', startDate: '2026-09-01', endDate: '2027-01-31' };

  it('saves a project once per name (also 8 at once) and names bad fields', async () => {
    oneWinner(await race('/evaluate/project/save', project, Array(8).fill(admin)), '已存在同名评价项目');
    expect(await post('/evaluate/project/save', project)).toMatchObject({ code: 10002, msg: '已存在同名评价项目' });
    expect(await post('/evaluate/project/save', { ...project, name: '倒序', startDate: '2027-02-01' })).toMatchObject({ code: 10002, msg: '参数错误: endDate 结束日期不能早于开始日期' });
    expect((await post('/evaluate/project/save', { ...project, name: '无要点', criteria: [] })).msg).toContain('criteria');
    expect(await post('/evaluate/project/save', { ...project, name: '学生建' }, alice.token)).toMatchObject({ code: 10003 });
    const rows = await t.db.selectFrom('evaluationProjects').select('criteria').where('schoolId', '=', S).where('name', '=', project.name).execute();
    expect(rows.map((r) => r.criteria)).toEqual([['活动组织有序', '内容充实有收获']]);
  });

  it('reviews an application through the to-do list; approved ratings count for the project', async () => {
    const { id: projectId } = (await t.db.selectFrom('evaluationProjects').select('id').where('schoolId', '=', S).where('name', '=', project.name).executeTakeFirstOrThrow());
    const org2 = (await t.db.selectFrom('organizations').select('id').where('schoolId', '=', S).where('id', '<>', orgId).orderBy('id').executeTakeFirstOrThrow()).id;
    oneWinner(await race('/evaluate/apply/add', { projectId, organizationId: orgId, reason: '希望参评' }, Array(8).fill(admin)), '该组织已申请此评价项目');
    const [app] = await t.db.selectFrom('evaluationApplications').select('id').where('schoolId', '=', S).where('projectId', '=', projectId).execute();
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.EVALUATION_APPLY && i.relationId === app!.id)?.taskName).toContain('2026秋季活动质量评价 参评申请');
    const queue = await ok(get<Page<EvaluationQueueRow>>('/evaluate/apply/audit/list', { current: 1, size: 10 }, reviewer));
    expect(queue.list.find((r) => r.id === app!.id)).toMatchObject({ projectName: '2026秋季活动质量评价', stepName: '审核员审核' });
    expect(await post('/evaluate/apply/audit', { ids: [app!.id], result: 'reject' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    await ok(post('/evaluate/apply/audit', { ids: [app!.id], result: 'pass', opinion: '同意' }, reviewer));
    const apps = await ok(get<Page<EvaluationApplyRow>>('/evaluate/apply/list', { current: 1, size: 10, projectId }));
    expect(apps.list.map((a) => [a.organizationId, a.statusName, a.opinion])).toEqual([[orgId, '已通过', '同意']]);
    // A rejected application is filed again on the same row.
    const { id: second } = await ok(post('/evaluate/apply/add', { projectId, organizationId: org2, reason: '参评' }));
    await ok(post('/evaluate/apply/audit', { ids: [second], result: 'reject', opinion: '材料不全' }, reviewer));
    expect(await ok(post('/evaluate/apply/add', { projectId, organizationId: org2, reason: '补充材料后再次申请' }))).toEqual({ id: second });
    // Ratings of the approved organisation's activities ending within the project's dates count for it.
    await ok(post('/evaluate/add', { activityId: ended.id, score: 5 }, crowd[0]!.token));
    const stats = await ok(get<EvaluationStatistics>('/evaluate/statistics', { by: 'organization', projectId }));
    expect([stats.total, stats.average]).toEqual([1, '5.0']);
  });

  it('lets organisation-scoped staff apply only for organisations they lead', async () => {
    const { id: projectId } = (await t.db.selectFrom('evaluationProjects').select('id').where('schoolId', '=', S).where('name', '=', project.name).executeTakeFirstOrThrow());
    const outsider = await makeStaff(t, S, ['/communist/evaluate/apply'], 3);
    expect(await post('/evaluate/apply/add', { projectId, organizationId: orgId, reason: '参评' }, outsider.token)).toMatchObject({ code: 10003, msg: '只能为您管理的组织申请' });
    expect(await post('/evaluate/apply/add', { projectId: 99_999_999, organizationId: orgId, reason: '参评' })).toMatchObject({ code: 10002, msg: '评价项目不存在' });
    expect((await post('/evaluate/apply/add', { projectId, organizationId: orgId })).msg).toContain('reason');
    expect((await ok(get<Page<EvaluationApplyRow>>('/evaluate/apply/list', { current: 1, size: 10 }, outsider.token))).total).toBe(0);
  });
  it('deletes a project set up by mistake, but not one organisations applied to', async () => {
    const { id: used } = (await t.db.selectFrom('evaluationProjects').select('id').where('schoolId', '=', S).where('name', '=', project.name).executeTakeFirstOrThrow());
    expect(await post('/evaluate/project/delete', { id: used })).toMatchObject({ code: 10002, msg: '该评价项目已有组织申请或评价，不能删除；可将其停用' });
    const { id } = await ok(post('/evaluate/project/save', { ...project, name: '误建的评价项目' }));
    expect(await post('/evaluate/project/delete', { id }, alice.token)).toMatchObject({ code: 10003 });
    await ok(post('/evaluate/project/delete', { id }));
    expect(await post('/evaluate/project/delete', { id })).toMatchObject({ code: 10002, msg: '评价项目不存在' });
    expect((await post('/evaluate/project/delete', { id: 'x' })).msg).toContain('id');
    const names = (await ok(get<Page<{ name: string }>>('/evaluate/project/list', { current: 1, size: 50 }))).list.map((r) => r.name);
    expect(names).toContain(project.name);
    expect(names).not.toContain('误建的评价项目');
  });
});
