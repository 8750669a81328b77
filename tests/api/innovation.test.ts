/**
 * Innovation and entrepreneurship (issue 20 "Innovation and entrepreneurship"; spec §2 /innovate,
 * /innovation): a project from 立项 through 中期检查 to 结题 with hours for its members, each stage
 * reviewed through the school's flows (sources 21–23); a competition result that counts once per
 * student and competition at its highest award (source 24, the declarations' rule); incubation
 * (25), dictionaries, bonuses, banners, lists, refusals and bad input.
 */
import { describe, expect, it } from 'vitest';
import type { NeedDealtItem } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import {
  ProjectStatus, type BannerRow, type BonusRow, type CompetitionRow, type DictRow, type GuidanceRow, type HatchingRow, type InnovationOptions, type InnovationProjectDetail,
  type InnovationQueueRow, type MemberRow, type MyInnovation, type ResultRow, type StudentRecordRow, type TeamRow,
} from '../../common/innovation.js';
import { LedgerSource } from '../../common/ledger.js';
import { SourceType } from '../../common/sourceTypes.js';
import { call, fileApp, signInAs } from './helpers.js';
import { classifyIdOf, makeStaff, makeStudents } from './activity-fixture.js';
import { PNG } from './ideology-helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';
import { uploadEnvelope } from './student-helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const admin2 = await signInAs(t, 'admin2');
const reviewerCode = `inn${process.pid % 1000}`;
const reviewerRow = await addStaff(t, admin, { code: reviewerCode, name: '创新审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const made = await makeStudents(t, S, 3);
const codes = await t.db.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', S).where('userId', 'in', made.map((m) => m.userId)).execute();
const [leader, member, other] = made.map((m) => ({ ...m, code: codes.find((c) => c.userId === m.userId)!.code }));
const research = await classifyIdOf(t, S, '科研训练');
const contest = await classifyIdOf(t, S, '学科竞赛');

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const ledger = (userId: number) =>
  t.db.selectFrom('hoursLedger').select(['relationId', 'grantedHours']).where('schoolId', '=', S).where('userId', '=', userId).where('sourceType', '=', LedgerSource.INNOVATION).orderBy('relationId').execute();
const project = (over: Record<string, unknown> = {}) => ({
  name: '智能垃圾分类装置', level: 2, type: 1, classifyId: research, memberCodes: [member.code], teacherIds: [reviewerRow.id],
  startDate: '2026-03-01', endDate: '2026-12-31', plan: '研制样机并在校园试点。', budget: '20000', ...over,
});

describe('an innovation project from 立项 to 结题', () => {
  it('is filed by its leader, reviewed three times and grants its members the hours once', async () => {
    const { id } = await ok(post('/innovation/project/add', project(), leader.token));
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.INNOVATION_APPROVAL && i.relationId === id)?.taskName).toBe('智能垃圾分类装置 立项申请');
    const queue = await ok(get<Page<InnovationQueueRow>>('/innovation/audit/list', { stage: 'approval' }, reviewer));
    expect(queue.list.find((r) => r.id === id)).toMatchObject({ name: '智能垃圾分类装置', detail: '省级', stepName: '审核员审核' });
    expect(await post('/innovation/project/midterm', { id, report: '早了' }, leader.token)).toMatchObject({ code: 10002, msg: '只有在研或中期检查被驳回的项目可以提交中期检查' });
    await ok(post('/innovation/audit', { stage: 'approval', ids: [id], result: 'pass' }, reviewer));
    expect(await post('/innovation/project/midterm', { id, report: '进展' }, member.token)).toMatchObject({ code: 10003 });
    await ok(post('/innovation/project/midterm', { id, report: '样机完成' }, leader.token));
    expect(await post('/innovation/audit', { stage: 'midterm', ids: [id], result: 'reject' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    await ok(post('/innovation/audit', { stage: 'midterm', ids: [id], result: 'reject', opinion: '补充测试数据' }, reviewer));
    await ok(post('/innovation/project/midterm', { id, report: '补充了测试数据' }, leader.token));
    await ok(post('/innovation/audit', { stage: 'midterm', ids: [id], result: 'pass' }, reviewer));
    expect(await post('/innovation/project/finish', { id, report: '结题', hours: '0' }, leader.token)).toMatchObject({ code: 10002, msg: '参数错误: hours 学时须为大于0且不超过50的数' });
    await ok(post('/innovation/project/finish', { id, report: '成果已转化', hours: '6' }, leader.token));
    expect(await ledger(leader.userId)).toEqual([]);
    const result = await ok(post('/innovation/audit', { stage: 'finish', ids: [id], result: 'pass' }, reviewer));
    expect(result).toEqual({ count: 1, approved: 1, advanced: 0, rejected: 0 });
    const d = await ok(get<InnovationProjectDetail>('/innovation/project/detail', { id }, leader.token));
    expect([d.status, d.statusName, d.levelName, d.typeName, d.teacherNames]).toEqual([ProjectStatus.FINISHED, '已结题', '省级', '创新训练', '创新审核员']);
    expect(d.members.map((m) => [m.userId, m.roleName, m.grantedHours])).toEqual([[leader.userId, '负责人', '6.00'], [member.userId, '成员', '6.00'], [reviewerRow.id, '指导教师', null]]);
    expect(d.history.map((h) => h.actionName)).toEqual(['提交', '审核通过', '提交', '审核驳回', '重新提交', '审核通过', '提交', '审核通过']);
    expect(await ledger(member.userId)).toEqual([{ relationId: id, grantedHours: '6.00' }]);
    // Deciding again is refused and grants nothing more.
    expect(await post('/innovation/audit', { stage: 'finish', ids: [id], result: 'pass' }, reviewer)).toMatchObject({ code: 10002 });
    const mine = await ok(get<MyInnovation>('/innovation/my/record', {}, member.token));
    expect([mine.hours, mine.projects.map((p) => p.id)]).toEqual(['6.00', [id]]);
  });

  it('names the field of bad input and refuses strangers, other schools and staff without the module', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '参数错误: name 不能为空'],
      [{ level: 4 }, '参数错误: level'],
      [{ classifyId: await classifyIdOf(t, S, '暑期社会实践') }, '参数错误: classifyId 请选择创新创业模块下的分类'],
      [{ memberCodes: ['0000000000'] }, '参数错误: memberCodes 学号不存在: 0000000000'],
      [{ teacherIds: [] }, '参数错误: teacherIds 请选择1至3名指导教师'],
      [{ teacherIds: [member.userId] }, '参数错误: teacherIds 指导教师不存在'],
      [{ startDate: '2026-12-01', endDate: '2026-01-01' }, '开始日期不能晚于结束日期'],
    ];
    for (const [over, msg] of cases) {
      const env = await post('/innovation/project/add', project(over), leader.token);
      expect(env.code, JSON.stringify(over)).toBe(10002);
      expect(env.msg, JSON.stringify(over)).toContain(msg);
    }
    const { id } = await ok(post('/innovation/project/add', project({ leaderCode: other.code, memberCodes: [] })));
    expect(await get('/innovation/project/detail', { id }, leader.token)).toMatchObject({ code: 10003 });
    expect(await get('/innovation/project/detail', { id }, admin2)).toMatchObject({ code: 10002, msg: '创新项目不存在' });
    const plain = await makeStaff(t, S, ['/society/practice/list']);
    expect(await get('/innovation/project/list', {}, plain.token)).toMatchObject({ code: 10003 });
    expect(await post('/innovation/project/add', project({ leaderCode: other.code }), plain.token)).toMatchObject({ code: 10003 });
    const reviewOnly = await makeStaff(t, S, ['/innovate/project/review']);
    expect(await get('/innovation/audit/list', { stage: 'approval', scope: 'all' }, reviewOnly.token)).toMatchObject({ code: 10003, msg: '只有创新项目管理员可以查看全部待审核事项' });
    expect(await get('/innovation/audit/list', { stage: 'result' }, reviewOnly.token)).toMatchObject({ code: 10003 });
    expect(await post('/innovation/audit', { stage: 'approval', ids: [id], result: 'pass' }, admin2)).toMatchObject({ code: 10002, msg: '创新项目不存在' });
    const list = await ok(get<Page<{ id: number }>>('/innovation/project/list', { level: 2 }));
    expect(list.list.map((r) => r.id)).toContain(id);
    const members = await ok(get<Page<MemberRow>>('/innovation/member/list', { name: other.code }));
    expect(members.list.map((m) => [m.projectId, m.roleName])).toEqual([[id, '负责人']]);
    const guidance = await ok(get<Page<GuidanceRow>>('/innovation/guidance/list', { name: '创新审核员' }));
    expect(guidance.list.every((g) => g.teacherId === reviewerRow.id && g.kind === 'project')).toBe(true);
    const teachers = await ok(get<Page<MemberRow>>('/innovation/teacher/list', { name: '创新审核员' }));
    // Newest project first: this one, then the one of the first test.
    expect([teachers.total, teachers.list[0]!.projectId, teachers.list.map((m) => [m.userId, m.roleName, m.projectStatusName])]).toEqual([2, id, [[reviewerRow.id, '指导教师', '立项审核中'], [reviewerRow.id, '指导教师', '已结题']]]);
    expect((await ok(get<Page<MemberRow>>('/innovation/teacher/list', { name: other.code }))).total).toBe(0);
    expect(await get('/innovation/teacher/list', {}, plain.token)).toMatchObject({ code: 10003 });
    expect(await get('/innovation/teacher/list', { name: '创新审核员' }, admin2)).toMatchObject({ code: 0, data: { total: 0 } });
  });
});

describe('competition results count once per student and competition, at the highest award', () => {
  it('grants the difference when a higher award follows a lower one and nothing for a lower one after', async () => {
    const { id: undertakerId } = await ok(post('/innovation/undertaker/save', { name: '计算机学院', contact: '张老师' }));
    const { id: fieldId } = await ok(post('/innovation/field/save', { name: '人工智能' }));
    expect(await post('/innovation/field/save', { name: '人工智能' })).toMatchObject({ code: 10002, msg: '参数错误: name 名称已存在' });
    const competition = { name: '“挑战杯”全国大学生课外学术科技作品竞赛', level: 1, organizer: '共青团中央', undertakerId, fieldId, classifyId: contest, startDate: '2026-04-01', endDate: '2026-10-31' };
    const { id: cid } = await ok(post('/innovation/competition/save', competition));
    expect(await post('/innovation/competition/save', { ...competition, classifyId: research, undertakerId: 999999 })).toMatchObject({ code: 10002, msg: '参数错误: undertakerId 承办单位不存在' });
    const { id: teamId } = await ok(post('/innovation/team/add', { competitionId: cid, name: '星火队', memberCodes: [member.code], teacherId: reviewerRow.id }, leader.token));
    const third = await ok(post('/innovation/result/add', { competitionId: cid, studentCode: leader.code, awardLevel: 4, teamId }));
    expect(await post('/innovation/result/add', { competitionId: cid, studentCode: leader.code, awardLevel: 4 })).toMatchObject({ code: 10002, msg: '该学生在本竞赛已有同一奖项的成绩' });
    expect(await post('/innovation/result/add', { competitionId: cid, studentCode: other.code, awardLevel: 2, teamId })).toMatchObject({ code: 10002, msg: '参数错误: teamId 该学生不在所选团队中' });
    await ok(post('/innovation/audit', { stage: 'result', ids: [third.id], result: 'pass' }, reviewer));
    const before = (await ledger(leader.userId)).length;
    const first = await ok(post('/innovation/result/add', { competitionId: cid, studentCode: leader.code, awardLevel: 2, teamId }));
    const excellent = await ok(post('/innovation/result/add', { competitionId: cid, studentCode: leader.code, awardLevel: 5 }));
    await ok(post('/innovation/audit', { stage: 'result', ids: [first.id, excellent.id], result: 'pass' }, reviewer));
    const rows = (await ok(get<Page<ResultRow>>('/innovation/result/list', { competitionId: cid }))).list;
    const byAward = Object.fromEntries(rows.map((r) => [r.awardName, [r.hours, r.grantedHours, r.statusName]]));
    // 国家级: 三等奖 6, 一等奖 10 (adds 4), 优秀奖 4 (adds nothing): 10 in all, the highest award.
    expect(byAward).toEqual({ 三等奖: ['6.00', '6.00', '已通过'], 一等奖: ['10.00', '4.00', '已通过'], 优秀奖: ['4.00', '0.00', '已通过'] });
    const grants = (await ledger(leader.userId)).slice(before);
    expect(grants.reduce((n, g) => n + Number(g.grantedHours), 0) + 6).toBe(10);
    expect(await post('/innovation/field/delete', { id: fieldId })).toMatchObject({ code: 10002, msg: '人工智能已被使用,不能删除' });
    expect(await get('/innovation/result/list', { competitionId: cid }, admin2)).toMatchObject({ code: 0, data: { total: 0 } });
    const records = await ok(get<Page<StudentRecordRow>>('/innovation/student/list', { name: leader.code }));
    expect(records.list[0]).toMatchObject({ code: leader.code, projectCount: 1, resultCount: 3, hours: '16.00' });

    // The lists of competitions, teams and the two dictionaries, with their filters and use counts.
    const comps = await ok(get<Page<CompetitionRow>>('/innovation/competition/list', { name: '挑战杯', level: 1 }));
    expect(comps.list.map((c) => [c.id, c.levelName, c.undertakerName, c.fieldName, c.classifyName, c.teamCount, c.resultCount])).toEqual([[cid, '国家级', '计算机学院', '人工智能', '学科竞赛', 1, 3]]);
    expect((await ok(get<Page<CompetitionRow>>('/innovation/competition/list', { name: '挑战杯', level: 2 }))).total).toBe(0);
    expect(await get('/innovation/competition/list', { level: 4 })).toMatchObject({ code: 10002, msg: expect.stringMatching(/^参数错误: level/) });
    const teams = await ok(get<Page<TeamRow>>('/innovation/team/list', { competitionId: cid }));
    expect(teams.list.map((x) => [x.id, x.name, x.leaderName, x.teacherName, x.memberCount])).toEqual([[teamId, '星火队', '测试学生1', '创新审核员', 2]]);
    expect((await ok(get<Page<TeamRow>>('/innovation/team/list', { name: '星火' }, admin2))).total).toBe(0);
    expect(await get('/innovation/team/list', {}, leader.token)).toMatchObject({ code: 10003 });
    const fields = await ok(get<Page<DictRow>>('/innovation/field/list', { name: '人工' }));
    expect(fields.list.map((f) => [f.id, f.name, f.useCount])).toEqual([[fieldId, '人工智能', 1]]);
    const { id: spare } = await ok(post('/innovation/undertaker/save', { name: '备用承办单位', contact: '李老师' }));
    const undertakers = await ok(get<Page<DictRow>>('/innovation/undertaker/list', {}));
    expect(undertakers.list.map((u) => [u.id, u.name, u.contact, u.useCount])).toEqual([[undertakerId, '计算机学院', '张老师', 1], [spare, '备用承办单位', '李老师', 0]]);
    expect(await get('/innovation/undertaker/list', {}, leader.token)).toMatchObject({ code: 10003 });
    expect(await post('/innovation/undertaker/delete', { id: undertakerId })).toMatchObject({ code: 10002, msg: '计算机学院已被使用,不能删除' });
    expect(await post('/innovation/undertaker/delete', { id: spare }, admin2)).toMatchObject({ code: 10002, msg: '记录不存在' });
    expect(await post('/innovation/undertaker/delete', { id: spare }, leader.token)).toMatchObject({ code: 10003 });
    await ok(post('/innovation/undertaker/delete', { id: spare }));
    expect((await ok(get<Page<DictRow>>('/innovation/undertaker/list', {}))).list.map((u) => u.id)).toEqual([undertakerId]);
    // The forms' choices, for any signed-in user of the school.
    const options = await ok(get<InnovationOptions>('/innovation/options', {}, leader.token));
    expect([options.fields, options.undertakers, options.competitions.find((c) => c.id === cid)]).toEqual([[{ id: fieldId, name: '人工智能' }], [{ id: undertakerId, name: '计算机学院' }], { id: cid, name: competition.name, level: 1 }]);
    expect([options.classifies.map((c) => c.id), options.teachers.map((x) => x.id)]).toEqual([expect.arrayContaining([research, contest]), expect.arrayContaining([reviewerRow.id])]);
    expect(options.teachers.map((x) => x.id)).not.toContain(leader.userId);
    const elsewhere = await ok(get<InnovationOptions>('/innovation/options', {}, admin2));
    expect([elsewhere.fields, elsewhere.competitions]).toEqual([[], []]);
    expect(await call(t, 'GET', '/innovation/options', {}, null)).toMatchObject({ code: 10001 });
  });
});

describe('incubation, bonuses and banners', () => {
  it('reviews a start-up, keeps bonus records and refuses a banner without an image', async () => {
    const { id } = await ok(post('/innovation/hatching/add', { name: '校园二手书平台', stage: 1, mentorId: reviewerRow.id, description: '循环利用教材。' }, leader.token));
    expect(await post('/innovation/hatching/add', { name: 'x', stage: 9, mentorId: reviewerRow.id, description: 'y' }, leader.token)).toMatchObject({ code: 10002 });
    await ok(post('/innovation/audit', { stage: 'hatching', ids: [id], result: 'pass' }, reviewer));
    const { id: bonusId } = await ok(post('/innovation/bonus/save', { studentCode: leader.code, title: '创业之星', amount: '500', awardedOn: '2026-06-01' }));
    expect(await post('/innovation/bonus/save', { studentCode: 'nobody', title: '创业之星', amount: '500', awardedOn: '2026-06-01' })).toMatchObject({ code: 10002, msg: '参数错误: studentCode 学号不存在: nobody' });
    const mine = await ok(get<MyInnovation>('/innovation/my/record', {}, leader.token));
    expect([mine.hatchings.map((h) => h.statusName), mine.bonuses.map((b) => b.title), mine.teams.map((x) => x.name)]).toEqual([['孵化中'], ['创业之星'], ['星火队']]);
    const hatchings = await ok(get<Page<HatchingRow>>('/innovation/hatching/list', { name: '二手书', stage: 1 }));
    expect(hatchings.list.map((h) => [h.id, h.stageName, h.leaderName, h.mentorName, h.statusName])).toEqual([[id, '种子期', '测试学生1', '创新审核员', '孵化中']]);
    expect((await ok(get<Page<HatchingRow>>('/innovation/hatching/list', { name: '二手书', status: 1 }))).total).toBe(0);
    expect(await get('/innovation/hatching/list', { stage: 5 })).toMatchObject({ code: 10002, msg: expect.stringMatching(/^参数错误: stage/) });
    expect(await get('/innovation/hatching/list', {}, leader.token)).toMatchObject({ code: 10003 });
    const bonuses = await ok(get<Page<BonusRow>>('/innovation/bonus/list', { name: leader.code }));
    expect(bonuses.list.map((b) => [b.id, b.studentName, b.title, b.amount, b.awardedOn])).toEqual([[bonusId, '测试学生1', '创业之星', '500.00', '2026-06-01']]);
    expect((await ok(get<Page<BonusRow>>('/innovation/bonus/list', { name: '创业之星' }, admin2))).total).toBe(0);
    expect(await get('/innovation/bonus/list', {}, leader.token)).toMatchObject({ code: 10003 });
    expect(await post('/innovation/bonus/delete', { id: bonusId }, admin2)).toMatchObject({ code: 10002, msg: '记录不存在' });
    await ok(post('/innovation/bonus/delete', { id: bonusId }));
    expect((await ok(get<Page<BonusRow>>('/innovation/bonus/list', { name: leader.code }))).total).toBe(0);
    expect(await post('/innovation/banner/save', { title: '创新周', fileId: 999999, enabled: true })).toMatchObject({ code: 10002, msg: '参数错误: fileId 请上传图片' });
    expect(await ok(get('/innovation/banner/list', {}, leader.token))).toEqual([]);
    const image = await uploadEnvelope<{ id: number }>(t, '/upload/image', [{ name: 'b.png', content: PNG }], {}, admin);
    const { id: bannerId } = await ok(post('/innovation/banner/save', { title: '创新周', fileId: image.data.id, enabled: true }));
    expect((await ok(get<BannerRow[]>('/innovation/banner/list', {}, leader.token))).map((b) => [b.id, b.title])).toEqual([[bannerId, '创新周']]);
    expect(await post('/innovation/banner/delete', { id: bannerId }, admin2)).toMatchObject({ code: 10002, msg: '记录不存在' });
    expect(await post('/innovation/banner/delete', { id: bannerId }, leader.token)).toMatchObject({ code: 10003 });
    await ok(post('/innovation/banner/delete', { id: bannerId }));
    expect(await ok(get('/innovation/banner/list', {}, leader.token))).toEqual([]);
    expect(await post('/innovation/banner/delete', { id: bannerId })).toMatchObject({ code: 10002, msg: '记录不存在' });
    const overview = await ok(get<{ projects: { finished: number }; hatchings: number }>('/innovation/overview', {}));
    expect([overview.projects.finished, overview.hatchings]).toEqual([1, 1]);
    expect(await get('/innovation/overview', {}, leader.token)).toMatchObject({ code: 10003 });
  });
});
