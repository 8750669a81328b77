/**
 * Volunteering (issue 19; server/modules/voluntary): a student registers as a volunteer with a
 * per-school number; staff list, filter, open and export volunteers; the organiser records service
 * hours from sign-in/sign-out, corrects them with a reason and submits them into the volunteer-hours
 * review (source type 7); approval writes the ledger once (source 5, 志愿服务) so the hours reach
 * the student's hours; statistics by team, college and term. Refusals: 10003 without the module or
 * for staff on student endpoints, another school's ids not found, bad input naming the field.
 */
import { describe, expect, it } from 'vitest';
import { SourceType, type NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { FlowKind } from '../../common/flows.js';
import { LedgerSource } from '../../common/ledger.js';
import type { MyVolunteer, ServiceHoursQueueRow, ServiceHoursRow, VolunteerDetail, VolunteerRow, VolunteerStats } from '../../common/voluntary.js';
import { launch, makeWorld, forceStatus } from './activities-helpers.js';
import { cleanStudents, sessionFor } from './blacklist-helpers.js';
import { migrations } from '../../server/db/migrations/index.js';
import { rebuildServiceStats } from '../../server/modules/voluntary/repository.js';
import { call, fileApp } from './helpers.js';
import { addFlow, addRole, addStaff, signInStaff } from './staff-helpers.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';

const SCHOOL = 10001;
const t = await fileApp();
const w = await makeWorld(t);
const college = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', SCHOOL).orderBy('id').executeTakeFirstOrThrow();
// The organiser may launch (202) and holds 志愿活动 (205); the reviewer holds 志愿审核 (1204) and is named in the flow.
const organiserRole = await addRole(t, w.admin, { name: '志愿发起', permission: '1,200,202,1200,205', dataScope: 2, scopeCollegeId: college.id });
await addStaff(t, w.admin, { code: 'vo9001', name: '志愿发起人', roleIds: [organiserRole.id] });
const organiserId = (await t.db.selectFrom('users').select('id').where('schoolId', '=', SCHOOL).where('username', '=', 'vo9001').executeTakeFirstOrThrow()).id;
const organiser = await signInStaff(t, SCHOOL, 'vo9001');
const reviewRole = await addRole(t, w.admin, { name: '志愿审核', permission: '1,1200,1201,1204', dataScope: 1 });
const reviewerStaff = await addStaff(t, w.admin, { code: 'vr9001', name: '志愿审核人', roleIds: [reviewRole.id] });
const reviewer = await signInStaff(t, SCHOOL, 'vr9001');
await t.db.updateTable('flowTemplates').set({ enabled: false }).where('schoolId', '=', SCHOOL).where('kind', '=', FlowKind.VOLUNTEER_HOURS).execute();
await addFlow(t, w.admin, { name: '志愿时长测试', kind: FlowKind.VOLUNTEER_HOURS, steps: [{ name: '时长审核', auditorType: 3, userIds: [reviewerStaff.id] }] });
const team = (await t.db.insertInto('organizations').values({ schoolId: SCHOOL, name: '测试志愿服务队', nature: 3, userId: organiserId }).returning('id').executeTakeFirstOrThrow()).id;
const [alice, bob] = await cleanStudents(t, SCHOOL, 2, 5);
const aliceToken = await sessionFor(t, SCHOOL, alice.userId);
const bobToken = await sessionFor(t, SCHOOL, bob.userId);

const register = (token: string, body: object) => call<VolunteerRow>(t, 'POST', '/volunteer/register', body, token);

describe('registration', () => {
  it('refuses a bad phone, a team that is not a volunteer organisation, and staff', async () => {
    expect(await register(aliceToken, { organizationId: team, phone: '123' })).toMatchObject({ code: 10002, msg: '手机号格式不正确' });
    expect(await register(aliceToken, { organizationId: w.orgA, phone: '13800138000' })).toMatchObject({ code: 10002, msg: '参数错误: organizationId 志愿组织不存在' });
    expect(await register(aliceToken, { phone: '13800138000' })).toMatchObject({ code: 10002, msg: '请选择志愿组织' });
    expect(await register(w.admin, { organizationId: team, phone: '13800138000' })).toMatchObject({ code: 10003, msg: '仅限学生使用' });
  });

  it('registers once with the next number of the school', async () => {
    const a = await register(aliceToken, { organizationId: team, phone: '13800138000', intentions: '支教' });
    expect(a.code).toBe(0);
    expect(a.data).toMatchObject({ userId: alice.userId, organizationName: '测试志愿服务队', intentions: '支教', status: 1, totalHours: '0.00' });
    const b = await register(bobToken, { organizationId: team, phone: '13900139000' });
    expect(b.data.volunteerNo).toMatch(/^V\d{9}$/);
    expect(Number(b.data.volunteerNo.slice(5))).toBe(Number(a.data.volunteerNo.slice(5)) + 1);
    expect(await register(aliceToken, { organizationId: team, phone: '13800138000' })).toMatchObject({ code: 10002, msg: '您已注册为志愿者' });
    const mine = await call<MyVolunteer>(t, 'GET', '/volunteer/mine', {}, aliceToken);
    expect(mine.data.volunteer?.volunteerNo).toBe(a.data.volunteerNo);
    expect(mine.data.teams.map((x) => x.name)).toContain('测试志愿服务队');
  });
});

describe('the volunteer list', () => {
  it('filters by name, number and team; refuses without the module', async () => {
    const byTeam = await call<Page<VolunteerRow>>(t, 'GET', '/voluntary/volunteer/list', { organizationId: team }, reviewer);
    expect(byTeam.data.list.map((v) => v.name).sort()).toEqual([alice.name, bob.name].sort());
    const byName = await call<Page<VolunteerRow>>(t, 'GET', '/voluntary/volunteer/list', { organizationId: team, name: alice.name }, reviewer);
    expect(byName.data.list.map((v) => v.userId)).toEqual([alice.userId]);
    const no = byName.data.list[0].volunteerNo;
    expect((await call<Page<VolunteerRow>>(t, 'GET', '/voluntary/volunteer/list', { volunteerNo: no }, reviewer)).data.total).toBe(1);
    expect((await call(t, 'GET', '/voluntary/volunteer/list', { status: 9 }, reviewer)).code).toBe(10002);
    expect((await call(t, 'GET', '/voluntary/volunteer/list', {}, w.outsider.token)).code).toBe(10003);
    expect((await call(t, 'GET', '/voluntary/volunteer/list', {}, aliceToken)).code).toBe(10003);
  });

  it('exports the filtered list as xlsx', async () => {
    const env = await call<{ id: string }>(t, 'GET', '/voluntary/volunteer/export', { organizationId: team }, reviewer);
    expect(env.code).toBe(0);
    expect(await waitJob(t, env.data.id, reviewer)).toMatchObject({ status: 'done', result: { rows: 2 } });
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: env.data.id }, reviewer)).rawPayload);
    expect(sheet[0].slice(0, 3)).toEqual(['志愿者编号', '姓名', '学号']);
    expect(sheet.slice(1).map((r) => r[1]).sort()).toEqual([alice.name, bob.name].sort());
  });

  it('offers the volunteer organisations as the team filter', async () => {
    const teams = await call<{ id: number; name: string }[]>(t, 'GET', '/voluntary/team/options', {}, reviewer);
    expect(teams.data).toContainEqual({ id: team, name: '测试志愿服务队' });
    expect(teams.data.map((x) => x.id)).not.toContain(w.orgA);
    expect((await call(t, 'GET', '/voluntary/team/options', {}, w.outsider.token)).code).toBe(10003);
  });

  it('follows the data scope: a college administrator sees only the volunteers of their college', async () => {
    const theirs = await t.db.selectFrom('students').select('collegeId').where('userId', 'in', [alice.userId, bob.userId]).execute();
    const other = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', SCHOOL).where('id', 'not in', theirs.map((r) => r.collegeId!)).orderBy('id').executeTakeFirstOrThrow();
    const role = await addRole(t, w.admin, { name: '院系志愿管理', permission: '1,1200,1201', dataScope: 2, scopeCollegeId: other.id });
    await addStaff(t, w.admin, { code: 'vc9001', name: '院系志愿管理员', roleIds: [role.id] });
    const collegeAdmin = await signInStaff(t, SCHOOL, 'vc9001');
    expect((await call<Page<VolunteerRow>>(t, 'GET', '/voluntary/volunteer/list', { organizationId: team }, collegeAdmin)).data.total).toBe(0);
    const id = (await call<Page<VolunteerRow>>(t, 'GET', '/voluntary/volunteer/list', { organizationId: team, name: alice.name }, reviewer)).data.list[0].id;
    expect(await call(t, 'GET', '/voluntary/volunteer/detail', { id }, collegeAdmin)).toMatchObject({ code: 10002, msg: '志愿者不存在' });
  });

  it('opens a volunteer; another school sees no such volunteer', async () => {
    const id = (await call<Page<VolunteerRow>>(t, 'GET', '/voluntary/volunteer/list', { organizationId: team, name: alice.name }, reviewer)).data.list[0].id;
    expect((await call<VolunteerDetail>(t, 'GET', '/voluntary/volunteer/detail', { id }, reviewer)).data.volunteer.userId).toBe(alice.userId);
    expect(await call(t, 'GET', '/voluntary/volunteer/detail', { id }, w.admin2)).toMatchObject({ code: 10002, msg: '志愿者不存在' });
  });
});

describe('service hours', () => {
  const at = (hm: string) => new Date(`2027-10-10T${hm}:00+08:00`);
  let activityId = 0;
  const list = async () => (await call<Page<ServiceHoursRow>>(t, 'GET', '/voluntary/hours/list', { activityId }, organiser)).data.list;

  it('are recorded from sign-in and sign-out once the activity is under way, only for volunteer activities', async () => {
    activityId = (await launch(t, w, { organizationId: team, name: '社区敬老志愿' }, organiser)).id;
    const club = (await launch(t, w, { name: '社团活动' }, w.organiser.token)).id;
    // 志愿审核's activity tab: the activity review queue narrowed to volunteer organisations.
    const queue = await call<Page<{ id: number }>>(t, 'GET', '/activity/audit/first/list', { nature: 3, size: 40 }, w.auditorA.token);
    expect(queue.data.list.map((r) => r.id)).toContain(activityId);
    expect(queue.data.list.map((r) => r.id)).not.toContain(club);
    expect(await call(t, 'POST', '/voluntary/hours/record', { activityId }, organiser)).toMatchObject({ code: 10002, msg: '活动尚未开始，不能登记时长' });
    await forceStatus(t, activityId, 7);
    expect(await call(t, 'POST', '/voluntary/hours/record', { activityId }, organiser)).toMatchObject({ code: 10002, msg: '没有可登记的签到记录' });
    await t.db.insertInto('activityEnrollments').values([
      { schoolId: SCHOOL, activityId, userId: alice.userId, status: 1, signInAt: at('09:00'), signOutAt: at('11:30'), signWay: 1 },
      { schoolId: SCHOOL, activityId, userId: bob.userId, status: 1, signInAt: at('09:10'), signWay: 1 },
    ]).execute();
    expect((await call(t, 'POST', '/voluntary/hours/record', { activityId }, organiser)).data).toEqual({ created: 2 });
    expect((await call(t, 'POST', '/voluntary/hours/record', { activityId }, organiser)).data).toEqual({ created: 0 });
    const rows = await list();
    expect(rows.map((r) => [r.name, r.servedMinutes, r.hours, r.status])).toEqual(
      expect.arrayContaining([[alice.name, 150, '2.50', 0], [bob.name, 0, '0.00', 0]]),
    );
    await forceStatus(t, club, 7);
    expect(await call(t, 'POST', '/voluntary/hours/record', { activityId: club }, w.admin)).toMatchObject({ code: 10002, msg: '该活动不是志愿活动' });
    expect((await call(t, 'POST', '/voluntary/hours/record', { activityId }, w.outsider.token)).code).toBe(10003);
    expect((await call(t, 'POST', '/voluntary/hours/record', { activityId }, w.admin2)).code).toBe(10002);
  });

  it('are corrected only with a reason', async () => {
    const bobRow = (await list()).find((r) => r.userId === bob.userId)!;
    expect(await call(t, 'POST', '/voluntary/hours/correct', { id: bobRow.id, minutes: 60 }, organiser)).toMatchObject({ code: 10002, msg: '修改时长必须填写原因' });
    expect((await call(t, 'POST', '/voluntary/hours/correct', { id: bobRow.id, minutes: 2000, reason: 'x' }, organiser)).code).toBe(10002);
    const fixed = await call<ServiceHoursRow>(t, 'POST', '/voluntary/hours/correct', { id: bobRow.id, minutes: 60, reason: '忘记签退' }, organiser);
    expect(fixed.data).toMatchObject({ minutes: 60, servedMinutes: 0, hours: '1.00', correctionReason: '忘记签退' });
  });

  it('are reviewed in batch; approval writes the ledger once and reaches the student', async () => {
    const rows = await list();
    const ids = rows.map((r) => r.id);
    expect((await call(t, 'POST', '/voluntary/hours/submit', { ids }, organiser)).data).toEqual({ done: 2 });
    expect((await call(t, 'POST', '/voluntary/hours/submit', { ids }, organiser)).code).toBe(10002);
    const desk = await call<NeedDealtItem[]>(t, 'GET', '/desk/needDealt/list', {}, reviewer);
    expect(desk.data.some((i) => i.sourceType === SourceType.VOLUNTEER_HOURS)).toBe(true);
    const queue = await call<Page<ServiceHoursQueueRow>>(t, 'GET', '/voluntary/hours/audit/list', {}, reviewer);
    expect(queue.data.list.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await call(t, 'GET', '/voluntary/hours/audit/list', {}, organiser)).code).toBe(10003);
    expect(await call(t, 'POST', '/voluntary/hours/audit', { ids, result: 'reject' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    const aliceRow = rows.find((r) => r.userId === alice.userId)!;
    const bobRow = rows.find((r) => r.userId === bob.userId)!;
    // Holding 志愿审核 is not enough: only the open step's auditors decide it.
    await addStaff(t, w.admin, { code: 'vr9002', name: '另一志愿审核人', roleIds: [reviewRole.id] });
    const otherReviewer = await signInStaff(t, SCHOOL, 'vr9002');
    expect(await call(t, 'POST', '/voluntary/hours/audit', { ids: [aliceRow.id], result: 'pass' }, otherReviewer)).toMatchObject({ code: 10003, msg: `社区敬老志愿 · ${alice.name}: 您不是当前步骤的审核人` });
    expect((await call(t, 'POST', '/voluntary/hours/audit', { ids: [aliceRow.id], result: 'pass' }, reviewer)).data).toEqual({ done: 1 });
    expect((await call(t, 'POST', '/voluntary/hours/audit', { ids: [bobRow.id], result: 'reject', opinion: '时长不实' }, reviewer)).data).toEqual({ done: 1 });
    const again = await call(t, 'POST', '/voluntary/hours/audit', { ids: [aliceRow.id], result: 'pass' }, reviewer);
    expect(again.code).toBe(10002);
    expect(again.msg).toContain('该事项已处理或不在审核中');
    const ledger = await t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours', 'classifyId', 'relationId'])
      .where('schoolId', '=', SCHOOL).where('sourceType', '=', LedgerSource.VOLUNTEER).where('relationId', 'in', ids).execute();
    expect(ledger.map((l) => [l.userId, l.grantedHours])).toEqual([[alice.userId, '2.50']]);
    const classify = await t.db.selectFrom('classifies').select('name').where('id', '=', ledger[0].classifyId).executeTakeFirstOrThrow();
    expect(classify.name).toBe('志愿服务');
    const records = await call<Page<{ sourceType: number; hours: string; sourceName?: string }>>(t, 'GET', '/student/hours/records', { current: 1, size: 40 }, aliceToken);
    expect(records.data.list.some((r) => r.sourceType === LedgerSource.VOLUNTEER)).toBe(true);
    // The verifiable transcript lists the service under the activity's name (the volunteer's record).
    const transcript = JSON.stringify((await call(t, 'GET', '/student/transcript/preview', {}, aliceToken)).data);
    expect(transcript).toContain('志愿服务：社区敬老志愿');
    const bobNow = (await list()).find((r) => r.userId === bob.userId)!;
    expect(bobNow).toMatchObject({ status: 3, reason: '时长不实' });
    await call(t, 'POST', '/voluntary/hours/correct', { id: bobRow.id, minutes: 45, reason: '核实后45分钟' }, organiser);
    expect((await call(t, 'POST', '/voluntary/hours/submit', { ids: [bobRow.id] }, organiser)).code).toBe(0);
    expect((await call(t, 'POST', '/voluntary/hours/audit', { ids: [bobRow.id], result: 'pass' }, reviewer)).code).toBe(0);
    const mine = await call<MyVolunteer>(t, 'GET', '/volunteer/mine', {}, bobToken);
    expect(mine.data.volunteer?.totalHours).toBe('0.75');
    expect(mine.data.records.map((r) => [r.activityName, r.status])).toEqual([['社区敬老志愿', 2]]);
    expect((await call(t, 'POST', '/voluntary/hours/audit', { ids: [bobRow.id], result: 'pass' }, w.admin2)).code).toBe(10002);
  });

  it('add up by team, college and term', async () => {
    const stats = await call<VolunteerStats>(t, 'GET', '/voluntary/volunteer/stats', {}, reviewer);
    expect(stats.data.byTeam.find((r) => r.key === team)).toMatchObject({ name: '测试志愿服务队', volunteers: 2, hours: '3.25' });
    expect(stats.data.byCollege.length).toBeGreaterThan(0);
    expect(stats.data.byTerm.length).toBeGreaterThan(0);
    const termId = (await t.db.selectFrom('activities').select('termId').where('name', '=', '社区敬老志愿').executeTakeFirstOrThrow()).termId!;
    const ofTerm = await call<VolunteerStats>(t, 'GET', '/voluntary/volunteer/stats', { termId }, reviewer);
    expect(ofTerm.data.byTeam.find((r) => r.key === team)).toMatchObject({ volunteers: 2, hours: '3.25' });
    expect(ofTerm.data.byTerm.find((r) => r.key === termId)?.volunteers).toBeGreaterThanOrEqual(2);
    // The summary the approvals maintained equals one computed afresh from the approved records.
    await rebuildServiceStats(t.db, SCHOOL);
    expect((await call<VolunteerStats>(t, 'GET', '/voluntary/volunteer/stats', {}, reviewer)).data).toEqual(stats.data);
    expect((await call<VolunteerStats>(t, 'GET', '/voluntary/volunteer/stats', { termId }, reviewer)).data).toEqual(ofTerm.data);
    expect((await call(t, 'GET', '/voluntary/volunteer/stats', { termId: 'x' }, reviewer)).code).toBe(10002);
  });
});

describe('migration 20261126_021000_volunteering', () => {
  it('adds the menu entries to an existing tree, moves 志愿活动 under 志愿服务 and grants them to 系统管理员', async () => {
    const m = migrations['20261126_021000_volunteering'];
    // The certificates and statistics (20261126_036000) hang on volunteers: undone first, redone after.
    const later = migrations['20261126_036000_volunteer_certificates'];
    await later.down!(t.db);
    await m.down!(t.db);
    expect(await t.db.selectFrom('modules').select('id').where('id', 'in', [1200, 1201, 1005]).execute()).toEqual([]);
    expect((await t.db.selectFrom('modules').select('parentId').where('id', '=', 205).executeTakeFirstOrThrow()).parentId).toBe(200);
    await m.up(t.db);
    await later.up(t.db);
    const rows = await t.db.selectFrom('modules').select(['id', 'parentId', 'path', 'identity']).where('id', 'in', [1200, 1201, 1204, 205, 1005]).orderBy('id').execute();
    expect(rows.map((r) => [r.id, r.parentId, r.path, r.identity])).toEqual([
      [205, 1200, '/voluntary/practice/list', 0], [1005, null, '/volunteer', 2], [1200, null, '/voluntary', 0],
      [1201, 1200, '/voluntary/management/list', 0], [1204, 1200, '/voluntary/practice/examine/list', 0],
    ]);
    const admin = await t.db.selectFrom('roleModules as rm').innerJoin('roles as r', 'r.id', 'rm.roleId').select('rm.moduleId')
      .where('r.schoolId', '=', SCHOOL).where('r.code', '=', 'admin').where('rm.moduleId', 'in', [1200, 1201, 1204]).execute();
    expect(admin).toHaveLength(3);
    expect((await call(t, 'GET', '/voluntary/volunteer/list', {}, w.admin)).data).toEqual({ list: [], total: 0 });
  });
});
