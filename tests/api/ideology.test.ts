/**
 * Party and league work (issue 20 "/ideology"), part 1: branches in the organisation tree, the
 * league and party rosters with stages, applications reviewed through the flows of kinds 16/17
 * (only the next stage; approval dates the new stage), dues (rule, payments, arrears, export) and
 * branch meetings (QR sign-in by code, minutes and photos, hours only when the school's setting
 * says so, once). Refusals without the module and for another school's ids.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { ArrearsRow, DuesRuleRow, MeetingDetail, MeetingRow, MemberDetail, MemberRow, MyIdeology, StageQueueRow } from '../../common/ideology.js';
import { LedgerSource } from '../../common/ledger.js';
import { chinaDay, formatMinute } from '../../common/time.js';
import { chinaToday } from '../../common/terms.js';
import { call, fileApp } from './helpers.js';
import { makeIdeologyWorld, PNG, S } from './ideology-helpers.js';
import { ok } from './structure-helpers.js';
import { getFile, readSheet, uploadEnvelope, waitJob } from './student-helpers.js';

const t = await fileApp();
const w = await makeIdeologyWorld(t, 'a');
const { admin, admin2, auditor, students } = w;
const [s1, s2] = students as [(typeof students)[0], (typeof students)[0]];
const today = chinaToday();

describe('league stages (/ideology/group)', () => {
  it('a student joins as 入团申请人, applies for 入团积极分子, and the reviewer moves the stage', async () => {
    const mine0 = await ok<MyIdeology>(t, 'GET', '/ideology/my', {}, s1.token);
    expect(mine0.branches.map((b) => b.id)).toContain(w.league);
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/my/join', { kind: 1, branchId: w.league }, s1.token);
    expect((await call(t, 'POST', '/ideology/my/join', { kind: 1, branchId: w.league }, s1.token)).msg).toBe('参数错误: kind 该用户已有此类党团员记录');
    expect((await call(t, 'POST', '/ideology/my/apply', { kind: 1, memberId: id, toStage: 3 }, s1.token)).msg).toBe('参数错误: toStage 只能申请进入下一阶段');
    await ok(t, 'POST', '/ideology/my/apply', { kind: 1, memberId: id, toStage: 2, reason: '积极向团组织靠拢' }, s1.token);
    expect((await call(t, 'POST', '/ideology/my/apply', { kind: 1, memberId: id, toStage: 2 }, s1.token)).msg).toBe('已有审核中的申请');
    expect((await call(t, 'POST', '/ideology/my/apply', { kind: 1, memberId: id, toStage: 2 }, s2.token)).msg).toBe('党团员不存在');

    const roster = await ok<Page<MemberRow>>(t, 'GET', '/ideology/group/member/list', { branchId: w.league }, admin);
    expect(roster.list.map((r) => [r.userId, r.stageName, r.stageDate, r.pendingStage])).toEqual([[s1.userId, '入团申请人', today, 2]]);

    const queue = await ok<Page<StageQueueRow>>(t, 'GET', '/ideology/group/member/audit/list', {}, auditor.token);
    const row = queue.list.find((r) => r.memberId === id)!;
    expect([row.fromStageName, row.toStageName, row.stepName, row.reason]).toEqual(['入团申请人', '入团积极分子', '审核员审核', '积极向团组织靠拢']);
    expect((await call(t, 'POST', '/ideology/group/member/audit', { ids: [row.id], result: 'reject' }, auditor.token)).msg).toContain('驳回必须填写原因');
    await ok(t, 'POST', '/ideology/group/member/audit', { ids: [row.id], result: 'pass' }, auditor.token);

    const d = await ok<MemberDetail>(t, 'GET', '/ideology/group/member/detail', { id }, admin);
    expect([d.stage, d.stageName, d.pendingStage]).toEqual([2, '入团积极分子', null]);
    expect(d.history.map((h) => [h.stageName, h.date])).toEqual([['入团申请人', today], ['入团积极分子', today]]);
    expect(d.applications.map((a) => a.statusName)).toEqual(['已通过']);
    // The party roster does not show a league member; the other kind's endpoints refuse the id.
    expect((await call(t, 'GET', '/ideology/party/member/detail', { id }, admin)).msg).toBe('党团员不存在');
  });

  it('a league 团员 does not apply for 超龄离团 themselves (the branch records it), and the page offers no next stage', async () => {
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/group/member/add', { userId: s2.userId, branchId: w.league, stage: 4, stageDate: '2025-05-04' }, admin);
    expect((await call(t, 'POST', '/ideology/my/apply', { kind: 1, memberId: id, toStage: 5 }, s2.token)).msg).toBe('已是最后阶段');
    const mine = await ok<MyIdeology>(t, 'GET', '/ideology/my', {}, s2.token);
    expect(mine.members.find((m) => m.id === id)?.nextStage).toBeNull();
    // Staff may still record it on the member's behalf.
    await ok(t, 'POST', '/ideology/group/member/apply', { memberId: id, toStage: 5, reason: '年满28周岁' }, admin);
  });

  it('staff enter a party member at a stage; the last stage cannot move on; rejection keeps the stage', async () => {
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/party/member/add', { userId: s2.userId, branchId: w.party, stage: 4, stageDate: '2025-07-01' }, admin);
    expect((await call(t, 'POST', '/ideology/party/member/add', { userId: s2.userId, branchId: w.party, stage: 1, stageDate: '2025-07-01' }, admin)).msg).toBe('参数错误: userId 该用户已有此类党团员记录');
    expect((await call(t, 'POST', '/ideology/party/member/add', { userId: s1.userId, branchId: w.league, stage: 1, stageDate: '2025-07-01' }, admin)).msg).toBe('参数错误: branchId 支部不存在');
    expect((await call(t, 'POST', '/ideology/party/member/add', { userId: s1.userId, branchId: w.party, stage: 6, stageDate: '2025-07-01' }, admin)).msg).toMatch(/^参数错误: stage/);
    expect((await call(t, 'POST', '/ideology/party/member/add', { userId: s1.userId, branchId: w.party, stage: 1, stageDate: '2025-02-30' }, admin)).msg).toBe('参数错误: stageDate 日期格式应为 yyyy-MM-dd');
    const { id: appId } = await ok<{ id: number }>(t, 'POST', '/ideology/party/member/apply', { memberId: id, toStage: 5, reason: '预备期满' }, admin);
    // The party queue holds it, the league queue does not.
    const partyQueue = await ok<Page<StageQueueRow>>(t, 'GET', '/ideology/party/member/audit/list', { name: '测试学生2' }, auditor.token);
    expect(partyQueue.list.map((r) => [r.id, r.fromStageName, r.toStageName, r.reason, r.stepName])).toEqual([[appId, '预备党员', '正式党员', '预备期满', '审核员审核']]);
    expect((await ok<Page<StageQueueRow>>(t, 'GET', '/ideology/group/member/audit/list', {}, auditor.token)).list.map((r) => r.id)).not.toContain(appId);
    expect((await call(t, 'GET', '/ideology/party/member/audit/list', {}, w.outsider.token)).code).toBe(10003);
    await ok(t, 'POST', '/ideology/party/member/audit', { ids: [appId], result: 'reject', opinion: '材料不全' }, auditor.token);
    let d = await ok<MemberDetail>(t, 'GET', '/ideology/party/member/detail', { id }, admin);
    expect([d.stageName, d.stageDate, d.applications[0]!.statusName]).toEqual(['预备党员', '2025-07-01', '已驳回']);
    const { id: again } = await ok<{ id: number }>(t, 'POST', '/ideology/party/member/apply', { memberId: id, toStage: 5 }, admin);
    await ok(t, 'POST', '/ideology/party/member/audit', { ids: [again], result: 'pass' }, auditor.token);
    d = await ok<MemberDetail>(t, 'GET', '/ideology/party/member/detail', { id }, admin);
    expect([d.stageName, d.stageDate]).toEqual(['正式党员', today]);
    expect((await call(t, 'POST', '/ideology/party/member/apply', { memberId: id, toStage: 6 }, admin)).msg).toMatch(/^参数错误: toStage/);
    expect((await call(t, 'POST', '/ideology/party/member/apply', { memberId: id, toStage: 5 }, admin)).msg).toBe('已是最后阶段');

    // Moved to another 党支部 and back: the stage stays, the rosters follow; a 团支部 is no party branch.
    const second = (await ok<{ id: number }>(t, 'POST', '/ideology/party/branch/add', { name: '党支部a二' }, admin)).id;
    const moved = await ok<MemberDetail>(t, 'POST', '/ideology/party/member/update', { id, branchId: second }, admin);
    expect([moved.branchId, moved.branchName, moved.stageName, moved.history.length]).toEqual([second, '党支部a二', '正式党员', 2]);
    expect((await ok<Page<MemberRow>>(t, 'GET', '/ideology/party/member/list', { branchId: second }, admin)).list.map((r) => r.id)).toEqual([id]);
    expect((await call(t, 'POST', '/ideology/party/member/update', { id, branchId: w.league }, admin)).msg).toBe('参数错误: branchId 支部不存在');
    expect((await call(t, 'POST', '/ideology/party/member/update', { id, branchId: 'x' }, admin)).msg).toMatch(/^参数错误: branchId/);
    expect((await call(t, 'POST', '/ideology/party/member/update', { id, branchId: w.party }, admin2)).msg).toBe('党团员不存在');
    await ok(t, 'POST', '/ideology/party/member/update', { id, branchId: w.party }, admin);
    expect((await ok<Page<MemberRow>>(t, 'GET', '/ideology/party/member/list', { branchId: second }, admin)).total).toBe(0);
  });

  it('refuses without the module and for another school', async () => {
    expect((await call(t, 'GET', '/ideology/group/member/list', {}, w.outsider.token)).code).toBe(10003);
    expect((await call(t, 'GET', '/ideology/my', {}, w.outsider.token)).code).toBe(10003);
    const anyMember = (await ok<Page<MemberRow>>(t, 'GET', '/ideology/group/member/list', {}, admin)).list[0]!;
    expect((await call(t, 'GET', '/ideology/group/member/detail', { id: anyMember.id }, admin2)).msg).toBe('党团员不存在');
    expect((await call(t, 'POST', '/ideology/group/member/update', { id: anyMember.id, branchId: w.league }, admin2)).msg).toBe('党团员不存在');
    expect((await call(t, 'POST', '/ideology/group/member/add', { userId: s1.userId, branchId: w.league, stage: 1, stageDate: today }, admin2)).msg).toBe('参数错误: userId 用户不存在');
    expect((await call(t, 'POST', '/ideology/party/member/update', { id: anyMember.id, branchId: w.party }, admin)).msg).toBe('党团员不存在');

    // Each kind's page offers its own branches, of the school only; any signed-in user reads all branches with their kind.
    const own = { group: w.league, party: w.party };
    for (const slug of ['group', 'party'] as const) {
      const ids = (await ok<{ id: number; name: string }[]>(t, 'GET', `/ideology/${slug}/branch/options`, {}, admin)).map((b) => b.id);
      expect([ids.includes(own[slug]), ids.includes(own[slug === 'group' ? 'party' : 'group'])]).toEqual([true, false]);
      expect((await ok<{ id: number }[]>(t, 'GET', `/ideology/${slug}/branch/options`, {}, admin2)).map((b) => b.id)).not.toContain(own[slug]);
      expect((await call(t, 'GET', `/ideology/${slug}/branch/options`, {}, w.outsider.token)).code).toBe(10003);
    }
    const all = await ok<{ id: number; name: string; kind: number }[]>(t, 'GET', '/ideology/branch/options', {}, s1.token);
    expect(all.filter((b) => b.id === w.league || b.id === w.party).sort((a, b) => a.id - b.id)).toEqual([{ id: w.league, name: '团支部a', kind: 1 }, { id: w.party, name: '党支部a', kind: 2 }]);
    expect((await ok<{ id: number }[]>(t, 'GET', '/ideology/branch/options', {}, admin2)).map((b) => b.id)).not.toContain(w.league);
    expect((await call(t, 'GET', '/ideology/branch/options', {}, null)).code).toBe(10001);
  });
});

describe('dues (/ideology/fees)', () => {
  it('keeps a rule per stage, records payments once per month, lists and exports arrears', async () => {
    const rules = await ok<DuesRuleRow[]>(t, 'POST', '/ideology/dues/rule/save', { kind: 2, rules: [{ stage: 4, amount: '0.50' }, { stage: 5, amount: 1 }] }, admin);
    expect(rules.filter((r) => r.kind === 2 && Number(r.amount) > 0).map((r) => [r.stageName, r.amount])).toEqual([['预备党员', '0.50'], ['正式党员', '1.00']]);
    expect((await call(t, 'POST', '/ideology/dues/rule/save', { kind: 2, rules: [{ stage: 4, amount: 'x' }] }, admin)).msg).toMatch(/^参数错误: rules\.0\.amount/);
    const member = (await ok<Page<MemberRow>>(t, 'GET', '/ideology/party/member/list', { branchId: w.party }, admin)).list[0]!;
    const month = today.slice(0, 7);
    let owing = await ok<Page<ArrearsRow>>(t, 'GET', '/ideology/dues/arrears', { kind: 2, fromMonth: month, toMonth: month }, admin);
    expect(owing.list.filter((r) => r.memberId === member.id).map((r) => [r.months, r.amount])).toEqual([[[month], '1.00']]);
    await ok(t, 'POST', '/ideology/dues/pay', { memberId: member.id, month }, admin);
    expect((await call(t, 'POST', '/ideology/dues/pay', { memberId: member.id, month }, admin)).msg).toBe('该月已缴纳');
    expect((await call(t, 'POST', '/ideology/dues/pay', { memberId: member.id, month: '2026-13' }, admin)).msg).toBe('月份格式应为 YYYY-MM');
    const paid = await ok<Page<{ memberId: number; amount: string }>>(t, 'GET', '/ideology/dues/list', { month }, admin);
    expect(paid.list.map((p) => [p.memberId, p.amount])).toEqual([[member.id, '1.00']]);
    owing = await ok<Page<ArrearsRow>>(t, 'GET', '/ideology/dues/arrears', { kind: 2, fromMonth: month, toMonth: month }, admin);
    expect(owing.list.some((r) => r.memberId === member.id)).toBe(false);
    expect((await call(t, 'GET', '/ideology/dues/arrears', { fromMonth: '2026-05', toMonth: '2026-04' }, admin)).msg).toBe('参数错误: toMonth 不能早于开始月份');

    const other = await ok<{ id: number }>(t, 'POST', '/ideology/party/member/add', { userId: students[2]!.userId, branchId: w.party, stage: 5, stageDate: '2020-01-01' }, admin);
    const env = await ok<{ id: string }>(t, 'GET', '/ideology/dues/arrears/export', { kind: 2, fromMonth: month, toMonth: month }, admin);
    const job = await waitJob<{ rows: number }>(t, env.id, admin);
    expect(job.status).toBe('done');
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    expect(sheet[0]).toEqual(['类别', '姓名', '学号/工号', '支部', '阶段', '欠缴月份', '欠缴金额(元)']);
    expect(sheet.slice(1).map((r) => [r[3], r[4], r[5]])).toContainEqual(['党支部a', '正式党员', month]);
    expect(other.id).toBeGreaterThan(0);
    expect((await call(t, 'GET', '/ideology/dues/list', {}, w.outsider.token)).code).toBe(10003);
    expect((await call(t, 'POST', '/ideology/dues/pay', { memberId: member.id, month }, admin2)).msg).toBe('党团员不存在');
  });
});

describe('meetings (/ideology/meeting, /ideology/thematic/meeting)', () => {
  const DAY = 86_400_000;
  const at = (ms: number) => formatMinute(new Date(Date.now() + ms));

  it('plans a meeting, members sign in with the code, minutes and photos are kept; hours only when the setting is on', async () => {
    const input = { kind: 1, branchId: w.league, title: '支部大会', startTime: at(-10 * 60_000), endTime: at(60 * 60_000), place: '团委会议室', agenda: '1. 学习 2. 讨论' };
    expect((await call(t, 'POST', '/ideology/meeting/add', { ...input, kind: 6 }, admin)).msg).toBe('参数错误: kind 会议类型不属于本页面');
    expect((await call(t, 'POST', '/ideology/meeting/add', { ...input, endTime: at(-20 * 60_000) }, admin)).msg).toBe('结束时间必须晚于开始时间');
    expect((await call(t, 'POST', '/ideology/meeting/add', { ...input, title: '' }, admin)).msg).toBe('参数错误: title 不能为空');
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/meeting/add', input, admin);
    const detail = await ok<MeetingDetail>(t, 'GET', '/ideology/meeting/detail', { id }, admin);
    expect(detail.signCode).toMatch(/^\d{6}$/);
    expect((await call(t, 'GET', '/ideology/thematic/meeting/detail', { id }, admin)).msg).toBe('会议不存在');

    const mine = await ok<MyIdeology>(t, 'GET', '/ideology/my', {}, s1.token);
    expect(mine.meetings.map((m) => [m.id, m.signed])).toContainEqual([id, false]);
    expect((await call(t, 'POST', '/ideology/my/meeting/sign', { id, code: '000000' }, s1.token)).msg).toBe('参数错误: code 签到码错误');
    expect((await call(t, 'POST', '/ideology/my/meeting/sign', { id, code: detail.signCode }, students[3]!.token)).msg).toBe('你不是该支部的成员');
    await ok(t, 'POST', '/ideology/my/meeting/sign', { id, code: detail.signCode }, s1.token);
    const ledger = () => t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours as hours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.IDEOLOGY).where('relationId', '=', id).execute();
    expect(await ledger()).toEqual([]);

    await ok(t, 'POST', '/ideology/settings/save', { meetingHours: true, meetingHoursValue: '0.5' }, admin);
    await ok(t, 'POST', '/ideology/meeting/attend', { id, userIds: [s1.userId, s2.userId] }, admin);
    await ok(t, 'POST', '/ideology/meeting/attend', { id, userIds: [s2.userId] }, admin);
    expect((await ledger()).map((r) => [r.userId, Number(r.hours)])).toEqual([[s2.userId, 0.5]]);
    await ok(t, 'POST', '/ideology/settings/save', { meetingHours: false, meetingHoursValue: '0.5' }, admin);

    const up = await uploadEnvelope<{ id: number }>(t, '/upload/image', [{ name: 'm.png', content: PNG }], {}, admin);
    const saved = await ok<MeetingDetail>(t, 'POST', '/ideology/meeting/minutes', { id, minutes: '会议通过了年度计划', photoIds: [up.data.id] }, admin);
    expect([saved.minutes, saved.photos.length, saved.attendees.map((a) => a.userId).sort()]).toEqual(['会议通过了年度计划', 1, [s1.userId, s2.userId].sort()]);
    expect((await call(t, 'POST', '/ideology/meeting/minutes', { id, minutes: 'x', photoIds: [999999] }, admin)).msg).toBe('参数错误: photoIds 文件不存在,请重新上传');

    const late = await ok<{ id: number }>(t, 'POST', '/ideology/thematic/meeting/add', { ...input, kind: 6, title: '主题团日', startTime: at(2 * DAY), endTime: at(2 * DAY + 3_600_000) }, admin);
    const code = (await ok<MeetingDetail>(t, 'GET', '/ideology/thematic/meeting/detail', { id: late.id }, admin)).signCode;
    expect((await call(t, 'POST', '/ideology/my/meeting/sign', { id: late.id, code }, s1.token)).msg).toBe('不在签到时间内');
    const list = await ok<Page<{ id: number; kindName: string }>>(t, 'GET', '/ideology/thematic/meeting/list', {}, admin);
    expect(list.list.map((m) => [m.id, m.kindName])).toEqual([[late.id, '主题团日']]);
    expect(chinaDay(new Date())).toBe(today);
    expect((await call(t, 'GET', '/ideology/meeting/detail', { id }, admin2)).msg).toBe('会议不存在');
    expect((await call(t, 'GET', '/ideology/meeting/list', {}, w.outsider.token)).code).toBe(10003);
  });

  it('changes, records and deletes meetings on both pages; each page refuses the other page’s meeting; granted hours stay', async () => {
    const base = { branchId: w.party, startTime: at(-30 * 60_000), endTime: at(30 * 60_000), place: '党员活动室' };
    const reg = (await ok<{ id: number }>(t, 'POST', '/ideology/meeting/add', { ...base, kind: 4, title: '党课' }, admin)).id;
    const them = (await ok<{ id: number }>(t, 'POST', '/ideology/thematic/meeting/add', { ...base, kind: 7, title: '主题党日' }, admin)).id;
    const changed = await ok<MeetingDetail>(t, 'POST', '/ideology/meeting/update', { ...base, id: reg, kind: 2, title: '支委会', place: '会议室B', agenda: '换届' }, admin);
    expect([changed.kindName, changed.title, changed.place, changed.agenda, changed.branchName]).toEqual(['支委会', '支委会', '会议室B', '换届', '党支部a']);
    expect((await ok<Page<MeetingRow>>(t, 'GET', '/ideology/meeting/list', { title: '支委' }, admin)).list.map((m) => [m.id, m.place])).toEqual([[reg, '会议室B']]);
    expect((await call(t, 'POST', '/ideology/meeting/update', { ...base, id: reg, kind: 7, title: 'x' }, admin)).msg).toBe('参数错误: kind 会议类型不属于本页面');
    expect((await call(t, 'POST', '/ideology/meeting/update', { ...base, id: reg, kind: 2, title: 'x', endTime: at(-40 * 60_000) }, admin)).msg).toBe('结束时间必须晚于开始时间');
    expect((await call(t, 'POST', '/ideology/meeting/update', { ...base, id: them, kind: 2, title: 'x' }, admin)).msg).toBe('会议不存在');
    const thematic = await ok<MeetingDetail>(t, 'POST', '/ideology/thematic/meeting/update', { ...base, id: them, kind: 8, title: '专题学习会' }, admin);
    expect([thematic.kindName, thematic.title]).toEqual(['专题会议', '专题学习会']);
    expect((await call(t, 'POST', '/ideology/thematic/meeting/update', { ...base, id: reg, kind: 8, title: 'x' }, admin)).msg).toBe('会议不存在');
    expect((await call(t, 'POST', '/ideology/thematic/meeting/update', { ...base, id: them, kind: 8, title: 'x' }, admin2)).msg).toBe('会议不存在');

    const up = await uploadEnvelope<{ id: number }>(t, '/upload/image', [{ name: 't.png', content: PNG }], {}, admin);
    const saved = await ok<MeetingDetail>(t, 'POST', '/ideology/thematic/meeting/minutes', { id: them, minutes: '学习了党章', photoIds: [up.data.id] }, admin);
    expect([saved.minutes, saved.photos.map((p) => p.id)]).toEqual(['学习了党章', [up.data.id]]);
    expect((await call(t, 'POST', '/ideology/thematic/meeting/minutes', { id: reg, minutes: 'x', photoIds: [] }, admin)).msg).toBe('会议不存在');
    expect((await call(t, 'POST', '/ideology/thematic/meeting/minutes', { id: them, minutes: '', photoIds: [] }, admin)).msg).toMatch(/^参数错误: minutes/);
    await ok(t, 'POST', '/ideology/settings/save', { meetingHours: true, meetingHoursValue: '1' }, admin);
    expect(await ok(t, 'POST', '/ideology/thematic/meeting/attend', { id: them, userIds: [s1.userId, s2.userId, auditor.userId] }, admin)).toEqual({ added: 3 });
    expect(await ok(t, 'POST', '/ideology/thematic/meeting/attend', { id: them, userIds: [s1.userId] }, admin)).toEqual({ added: 0 });
    expect((await call(t, 'POST', '/ideology/thematic/meeting/attend', { id: them, userIds: [999999] }, admin)).msg).toBe('参数错误: userIds 用户不存在');
    expect((await call(t, 'POST', '/ideology/thematic/meeting/attend', { id: reg, userIds: [s1.userId] }, admin)).msg).toBe('会议不存在');
    await ok(t, 'POST', '/ideology/settings/save', { meetingHours: false, meetingHoursValue: '0.5' }, admin);
    const listed = await ok<Page<MeetingRow>>(t, 'GET', '/ideology/thematic/meeting/list', { title: '专题' }, admin);
    expect(listed.list.map((m) => [m.id, m.attendance, m.minutes, m.photoIds])).toEqual([[them, 3, '学习了党章', [up.data.id]]]);
    const ledger = () => t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.IDEOLOGY).where('relationId', '=', them).orderBy('userId').execute();
    expect((await ledger()).map((r) => [r.userId, Number(r.grantedHours)])).toEqual([[s1.userId, 1], [s2.userId, 1]].sort((a, b) => a[0]! - b[0]!));

    expect((await call(t, 'POST', '/ideology/thematic/meeting/delete', { id: reg }, admin)).msg).toBe('会议不存在');
    expect((await call(t, 'POST', '/ideology/meeting/delete', { id: them }, admin)).msg).toBe('会议不存在');
    expect((await call(t, 'POST', '/ideology/meeting/delete', { id: reg }, admin2)).msg).toBe('会议不存在');
    expect((await call(t, 'POST', '/ideology/thematic/meeting/delete', { id: them }, w.outsider.token)).code).toBe(10003);
    await ok(t, 'POST', '/ideology/meeting/delete', { id: reg }, admin);
    await ok(t, 'POST', '/ideology/thematic/meeting/delete', { id: them }, admin);
    expect((await call(t, 'GET', '/ideology/meeting/detail', { id: reg }, admin)).msg).toBe('会议不存在');
    expect((await ok<Page<MeetingRow>>(t, 'GET', '/ideology/thematic/meeting/list', {}, admin)).list.map((m) => m.id)).not.toContain(them);
    expect(await ledger()).toHaveLength(2);
  });
});
