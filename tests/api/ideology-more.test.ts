/**
 * Party and league work (issue 20 "/ideology"), part 2: studios, the yearly selection of outstanding
 * members (nomination → review of kind 18 → publicity → published result), party/league activities
 * (found → 初审 → 复审 of the two-step flow of kind 19 → hours granted once to the participants who
 * are students, ledger source 7), banners and the overview. Refusals without the module, for another
 * school's ids and bad input naming the field.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { BannerRow, IdeologyActivityQueueRow, IdeologyActivityRow, IdeologyOverview, MyIdeology, NominationQueueRow, NominationRow, SelectionRow, StudioRow } from '../../common/ideology.js';
import { LedgerSource } from '../../common/ledger.js';
import { chinaToday } from '../../common/terms.js';
import { formatMinute } from '../../common/time.js';
import { call, fileApp } from './helpers.js';
import { makeIdeologyWorld, PNG, S } from './ideology-helpers.js';
import { ok } from './structure-helpers.js';
import { uploadEnvelope } from './student-helpers.js';

const t = await fileApp();
const w = await makeIdeologyWorld(t, 'b');
const { admin, admin2, auditor, students } = w;
const today = chinaToday();
const DAY = 86_400_000;
const day = (n: number) => chinaToday(new Date(Date.now() + n * DAY));

describe('studios (/ideology/studio)', () => {
  it('adds, lists, changes and deletes a studio; names are unique', async () => {
    const input = { name: '青年理论学习工作室', branchId: w.league, leaderId: auditor.userId, description: '理论学习', memberIds: [students[0]!.userId, students[1]!.userId] };
    const made = await ok<StudioRow>(t, 'POST', '/ideology/studio/add', input, admin);
    expect([made.branchName, made.leaderName, made.memberIds.length]).toEqual(['团支部b', '党团审核员', 2]);
    expect((await call(t, 'POST', '/ideology/studio/add', input, admin)).msg).toBe('参数错误: name 已存在同名工作室');
    expect((await call(t, 'POST', '/ideology/studio/add', { ...input, name: '新', leaderId: 999999 }, admin)).msg).toBe('参数错误: leaderId 用户不存在');
    const changed = await ok<StudioRow>(t, 'POST', '/ideology/studio/update', { ...input, id: made.id, memberIds: [students[2]!.userId] }, admin);
    expect(changed.memberIds).toEqual([students[2]!.userId]);
    expect((await ok<Page<StudioRow>>(t, 'GET', '/ideology/studio/list', { name: '理论' }, admin)).total).toBe(1);
    expect((await call(t, 'POST', '/ideology/studio/update', { ...input, id: made.id }, admin2)).msg).toBe('工作室不存在');
    expect((await call(t, 'GET', '/ideology/studio/list', {}, w.outsider.token)).code).toBe(10003);
    await ok(t, 'POST', '/ideology/studio/delete', { id: made.id }, admin);
    expect((await ok<Page<StudioRow>>(t, 'GET', '/ideology/studio/list', {}, admin)).total).toBe(0);
  });
});

describe('selection of outstanding members (/ideology/advanced/group)', () => {
  it('nominates, reviews, shows the publicity list and publishes the result after the window', async () => {
    const input = { year: 2026, title: '2026年度五四评优', nominateEnd: day(3), publicityStart: day(4), publicityEnd: day(10) };
    expect((await call(t, 'POST', '/ideology/group/selection/add', { ...input, publicityStart: day(2) }, admin)).msg).toBe('参数错误: publicityStart 公示开始不能早于提名截止');
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/group/selection/add', input, admin);
    expect((await call(t, 'POST', '/ideology/group/selection/add', input, admin)).msg).toBe('参数错误: title 已存在同名评选');
    const person = { selectionId: id, category: 2, userId: students[0]!.userId, reason: '表现突出' };
    expect((await call(t, 'POST', '/ideology/group/nominate', { ...person, category: 1 }, admin)).msg).toBe('参数错误: category 该评选不含此类别');
    expect((await call(t, 'POST', '/ideology/group/nominate', { ...person, userId: undefined }, admin)).msg).toBe('参数错误: userId 请选择被提名人');
    await ok(t, 'POST', '/ideology/group/nominate', person, admin);
    expect((await call(t, 'POST', '/ideology/group/nominate', person, admin)).msg).toBe('该对象已被提名');
    await ok(t, 'POST', '/ideology/group/nominate', { selectionId: id, category: 4, branchId: w.league, reason: '先进集体' }, admin);
    expect((await call(t, 'POST', '/ideology/party/nominate', { ...person, category: 1 }, admin)).msg).toBe('评选不存在');

    const queue = await ok<Page<NominationQueueRow>>(t, 'GET', '/ideology/group/nomination/audit/list', {}, auditor.token);
    expect(queue.list.map((n) => [n.categoryName, n.nominee])).toEqual([['优秀团员', '测试学生1'], ['先进团支部', '团支部b']]);
    await ok(t, 'POST', '/ideology/group/nomination/audit', { ids: [queue.list[0]!.id], result: 'pass' }, auditor.token);
    await ok(t, 'POST', '/ideology/group/nomination/audit', { ids: [queue.list[1]!.id], result: 'refuse', opinion: '不符合条件' }, auditor.token);

    expect((await call(t, 'POST', '/ideology/group/selection/publish', { id }, admin)).msg).toBe('公示期尚未结束');
    // Time passes: the publicity window is over.
    await t.db.updateTable('ideologySelections').set({ nominateEnd: day(-10), publicityStart: day(-8), publicityEnd: day(-1) }).where('schoolId', '=', S).where('id', '=', id).execute();
    expect((await call(t, 'POST', '/ideology/group/nominate', { ...person, userId: students[1]!.userId }, admin)).msg).toBe('提名已截止');
    const published = await ok<SelectionRow>(t, 'POST', '/ideology/group/selection/publish', { id }, admin);
    expect([published.phaseName, published.nominations, published.approved]).toEqual(['已公布', 2, 1]);
    expect((await call(t, 'POST', '/ideology/group/selection/publish', { id }, admin)).msg).toBe('结果已公布');
    const result = await ok<Page<NominationRow>>(t, 'GET', '/ideology/group/nomination/list', { selectionId: id }, admin);
    expect(result.list.map((n) => [n.categoryName, n.statusName, n.awarded])).toEqual([['优秀团员', '已通过', true], ['先进团支部', '已拒绝', false]]);
    expect((await call(t, 'GET', '/ideology/group/selection/list', {}, w.outsider.token)).code).toBe(10003);
  });

  it('runs the party campaign on its own pages: 优秀党员 only, its own queue, the publicity list and the result', async () => {
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/party/selection/add', { year: 2026, title: '2026年度七一评优', nominateEnd: day(3), publicityStart: day(4), publicityEnd: day(10) }, admin);
    const listed = await ok<Page<SelectionRow>>(t, 'GET', '/ideology/party/selection/list', { name: '七一' }, admin);
    expect(listed.list.map((s) => [s.id, s.kind, s.phaseName, s.nominations])).toEqual([[id, 2, '提名中', 0]]);
    expect((await ok<Page<SelectionRow>>(t, 'GET', '/ideology/group/selection/list', { name: '七一' }, admin)).total).toBe(0);
    expect((await ok<Page<SelectionRow>>(t, 'GET', '/ideology/party/selection/list', { name: '七一' }, admin2)).total).toBe(0);
    const person = (i: number) => ({ selectionId: id, category: 1, userId: students[i]!.userId, reason: '先锋模范' });
    expect((await call(t, 'POST', '/ideology/party/nominate', { ...person(2), category: 2 }, admin)).msg).toBe('参数错误: category 该评选不含此类别');
    await ok(t, 'POST', '/ideology/party/nominate', person(2), admin);
    await ok(t, 'POST', '/ideology/party/nominate', person(3), admin);

    const queue = await ok<Page<NominationQueueRow>>(t, 'GET', '/ideology/party/nomination/audit/list', {}, auditor.token);
    const mine = queue.list.filter((n) => n.selectionId === id);
    expect(mine.map((n) => [n.categoryName, n.nominee, n.stepName])).toEqual([['优秀党员', '测试学生3', '审核员审核'], ['优秀党员', '测试学生4', '审核员审核']]);
    const [pass, reject] = mine.map((n) => n.id) as [number, number];
    expect((await ok<Page<NominationQueueRow>>(t, 'GET', '/ideology/group/nomination/audit/list', {}, auditor.token)).list.map((n) => n.id)).not.toContain(pass);
    expect((await call(t, 'GET', '/ideology/party/nomination/audit/list', {}, w.outsider.token)).code).toBe(10003);
    expect((await call(t, 'POST', '/ideology/group/nomination/audit', { ids: [pass], result: 'pass' }, auditor.token)).msg).toContain(`评选不存在(编号${pass})`);
    expect((await call(t, 'POST', '/ideology/party/nomination/audit', { ids: [pass], result: 'maybe' }, auditor.token)).msg).toMatch(/^参数错误: result/);
    await ok(t, 'POST', '/ideology/party/nomination/audit', { ids: [pass], result: 'pass' }, auditor.token);
    await ok(t, 'POST', '/ideology/party/nomination/audit', { ids: [reject], result: 'reject', opinion: '材料不全' }, auditor.token);

    expect((await call(t, 'POST', '/ideology/party/selection/publish', { id }, admin)).msg).toBe('公示期尚未结束');
    await t.db.updateTable('ideologySelections').set({ nominateEnd: day(-10), publicityStart: day(-8), publicityEnd: day(-1) }).where('schoolId', '=', S).where('id', '=', id).execute();
    expect((await call(t, 'POST', '/ideology/group/selection/publish', { id }, admin)).msg).toBe('评选不存在');
    expect((await call(t, 'POST', '/ideology/party/selection/publish', { id }, admin2)).msg).toBe('评选不存在');
    const published = await ok<SelectionRow>(t, 'POST', '/ideology/party/selection/publish', { id }, admin);
    expect([published.phaseName, published.nominations, published.approved]).toEqual(['已公布', 2, 1]);
    expect((await ok<Page<SelectionRow>>(t, 'GET', '/ideology/party/selection/list', { name: '七一' }, admin)).list.map((s) => s.phaseName)).toEqual(['已公布']);
    const awarded = await ok<Page<NominationRow>>(t, 'GET', '/ideology/party/nomination/list', { selectionId: id, status: 2 }, admin);
    expect(awarded.list.map((n) => [n.nominee, n.statusName, n.awarded])).toEqual([['测试学生3', '已通过', true]]);
    const everyone = await ok<Page<NominationRow>>(t, 'GET', '/ideology/party/nomination/list', { selectionId: id }, admin);
    expect([everyone.total, everyone.list.map((n) => [n.nominee, n.statusName])]).toEqual([2, [['测试学生3', '已通过'], ['测试学生4', '已驳回']]]);
    expect((await ok<Page<NominationRow>>(t, 'GET', '/ideology/group/nomination/list', { selectionId: id }, admin)).total).toBe(0);
    expect((await call(t, 'GET', '/ideology/party/nomination/list', { status: 9 }, admin)).msg).toMatch(/^参数错误: status/);
  });
});

describe('party and league activities (/ideology/activity/*)', () => {
  const at = (ms: number) => formatMinute(new Date(Date.now() + ms));

  it('found → 初审 → 复审 → hours granted once to the students who took part', async () => {
    const input = { branchId: w.party, name: '重温入党誓词', startTime: at(-3 * 3_600_000), endTime: at(-3_600_000), place: '党员活动室', content: '集体学习', hours: '1.5', participantIds: [students[0]!.userId, auditor.userId] };
    expect((await call(t, 'POST', '/ideology/activity/add', { ...input, hours: '30' }, admin)).msg).toMatch(/^参数错误: hours/);
    expect((await call(t, 'POST', '/ideology/activity/add', { ...input, branchId: 999999 }, admin)).msg).toBe('参数错误: branchId 支部不存在');
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/activity/add', input, admin);
    await ok(t, 'POST', '/ideology/activity/submit', { id }, admin);
    expect((await call(t, 'POST', '/ideology/activity/update', { ...input, id }, admin)).msg).toBe('当前状态不能修改');
    expect((await ok<Page<IdeologyActivityQueueRow>>(t, 'GET', '/ideology/activity/second/examine/list', {}, auditor.token)).list.map((r) => r.id)).not.toContain(id);
    expect((await call(t, 'POST', '/ideology/activity/second/examine', { ids: [id], result: 'pass' }, auditor.token)).msg).toBe('重温入党誓词: 该活动不在本审核步骤');
    const first = await ok<Page<IdeologyActivityQueueRow>>(t, 'GET', '/ideology/activity/examine/list', {}, auditor.token);
    expect(first.list.filter((r) => r.id === id).map((r) => [r.stepName, r.stepNo, r.stepCount])).toEqual([['初审', 1, 2]]);
    await ok(t, 'POST', '/ideology/activity/examine', { ids: [id], result: 'pass' }, auditor.token);
    expect((await ok<IdeologyActivityRow>(t, 'GET', '/ideology/activity/detail', { id }, admin)).statusName).toBe('复审中');
    expect((await call(t, 'POST', '/ideology/activity/grant', { id }, admin)).msg).toBe('只有已通过的活动可以发放学时');
    await ok(t, 'POST', '/ideology/activity/second/examine', { ids: [id], result: 'pass' }, auditor.token);
    const d = await ok<IdeologyActivityRow & { history: { actionName: string; stepName: string }[] }>(t, 'GET', '/ideology/activity/detail', { id }, admin);
    expect([d.statusName, d.history.map((h) => h.stepName)]).toEqual(['已通过', ['', '初审', '复审']]);
    expect((await ok<Page<IdeologyActivityRow>>(t, 'GET', '/ideology/activity/grant/list', {}, admin)).list.map((r) => r.id)).toContain(id);
    // Who took part is corrected before the grant: two students and a staff member (who gets no hours).
    const takers = [students[0]!.userId, students[1]!.userId, auditor.userId];
    expect((await call(t, 'POST', '/ideology/activity/participants', { id, userIds: [999999] }, admin)).msg).toBe('参数错误: userIds 用户不存在');
    expect((await call(t, 'POST', '/ideology/activity/participants', { id, userIds: takers }, admin2)).msg).toBe('党团活动不存在');
    const who = await ok<IdeologyActivityRow>(t, 'POST', '/ideology/activity/participants', { id, userIds: takers }, admin);
    expect([who.participantIds.sort((a, b) => a - b), who.statusName]).toEqual([[...takers].sort((a, b) => a - b), '已通过']);
    expect(await ok(t, 'POST', '/ideology/activity/grant', { id }, admin)).toEqual({ granted: 2 });
    expect((await call(t, 'POST', '/ideology/activity/grant', { id }, admin)).msg).toBe('只有已通过的活动可以发放学时');
    expect((await call(t, 'POST', '/ideology/activity/participants', { id, userIds: [students[2]!.userId] }, admin)).msg).toBe('当前状态不能修改');
    const rows = await t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours']).where('schoolId', '=', S).where('sourceType', '=', LedgerSource.IDEOLOGY).where('relationId', '=', id).orderBy('userId').execute();
    expect(rows.map((r) => [r.userId, Number(r.grantedHours)])).toEqual([[students[0]!.userId, 1.5], [students[1]!.userId, 1.5]].sort((a, b) => a[0]! - b[0]!));
    const found = await ok<Page<IdeologyActivityRow>>(t, 'GET', '/ideology/activity/list', { name: '誓词' }, admin);
    expect(found.list.map((r) => [r.id, r.statusName, r.branchName, r.hours])).toEqual([[id, '已发放学时', '党支部b', '1.50']]);
    expect((await ok<Page<IdeologyActivityRow>>(t, 'GET', '/ideology/activity/list', { status: 4 }, admin)).list.map((r) => r.id)).not.toContain(id);
    expect((await ok<Page<IdeologyActivityRow>>(t, 'GET', '/ideology/activity/list', { name: '誓词' }, admin2)).total).toBe(0);
    expect((await call(t, 'GET', '/ideology/activity/list', {}, w.outsider.token)).code).toBe(10003);
    expect((await call(t, 'GET', '/ideology/activity/detail', { id }, admin2)).msg).toBe('党团活动不存在');
    expect((await call(t, 'POST', '/ideology/activity/examine', { ids: [id], result: 'pass' }, w.outsider.token)).code).toBe(10003);
  });

  it('a rejected activity returns to its founder, who changes and resubmits it', async () => {
    const input = { branchId: w.league, name: '主题团课', startTime: at(DAY), endTime: at(DAY + 3_600_000), place: '教室', hours: 1, participantIds: [] };
    const { id } = await ok<{ id: number }>(t, 'POST', '/ideology/activity/add', input, admin);
    await ok(t, 'POST', '/ideology/activity/submit', { id }, admin);
    expect((await call(t, 'POST', '/ideology/activity/examine', { ids: [id], result: 'reject' }, auditor.token)).msg).toContain('驳回必须填写原因');
    await ok(t, 'POST', '/ideology/activity/examine', { ids: [id], result: 'reject', opinion: '请补充内容' }, auditor.token);
    const changed = await ok<IdeologyActivityRow>(t, 'POST', '/ideology/activity/update', { ...input, id, content: '学习团章' }, admin);
    expect([changed.statusName, changed.kind]).toEqual(['已驳回', 1]);
    expect(await ok(t, 'POST', '/ideology/activity/submit', { id }, admin)).toEqual({ status: 2 });
    // Newest start first, ten to a page.
    const [p1, p2] = await Promise.all([1, 2].map((current) => ok<Page<IdeologyActivityRow>>(t, 'GET', '/ideology/activity/list', { size: 10, current }, admin)));
    expect([p1!.total, p1!.list.map((r) => [r.name, r.statusName]), p2!.list]).toEqual([2, [['主题团课', '初审中'], ['重温入党誓词', '已发放学时']], []]);
    expect((await call(t, 'GET', '/ideology/activity/list', { status: 8 }, admin)).msg).toMatch(/^参数错误: status/);
  });
});

describe('banners and overview (/ideology/banner, /ideology)', () => {
  it('shows enabled banners to students and counts members, arrears and activities', async () => {
    const up = await uploadEnvelope<{ id: number }>(t, '/upload/image', [{ name: 'b.png', content: PNG }], {}, admin);
    const b = await ok<BannerRow>(t, 'POST', '/ideology/banner/add', { title: '喜迎二十大', fileId: up.data.id, link: '', orderId: 1, enabled: true }, admin);
    await ok(t, 'POST', '/ideology/banner/add', { title: '草稿', fileId: up.data.id, enabled: false }, admin);
    expect((await call(t, 'POST', '/ideology/banner/add', { title: '坏', fileId: 999999, enabled: true }, admin)).msg).toBe('参数错误: fileId 文件不存在,请重新上传');
    expect((await ok<Page<BannerRow>>(t, 'GET', '/ideology/banner/list', {}, admin)).list.map((r) => r.title)).toEqual(['草稿', '喜迎二十大']);
    expect((await ok<MyIdeology>(t, 'GET', '/ideology/my', {}, students[0]!.token)).banners.map((r) => r.title)).toEqual(['喜迎二十大']);
    expect((await call(t, 'POST', '/ideology/banner/delete', { id: b.id }, admin2)).msg).toBe('横幅不存在');
    const changed = await ok<BannerRow>(t, 'POST', '/ideology/banner/update', { id: b.id, title: '喜迎国庆', fileId: up.data.id, link: 'https://example.org/a', orderId: 3, enabled: false }, admin);
    expect([changed.title, changed.link, changed.orderId, changed.enabled]).toEqual(['喜迎国庆', 'https://example.org/a', 3, false]);
    expect((await ok<Page<BannerRow>>(t, 'GET', '/ideology/banner/list', {}, admin)).list.map((r) => [r.title, r.enabled])).toEqual([['草稿', false], ['喜迎国庆', false]]);
    expect((await ok<MyIdeology>(t, 'GET', '/ideology/my', {}, students[0]!.token)).banners).toEqual([]);
    expect((await call(t, 'POST', '/ideology/banner/update', { id: b.id, title: '坏', fileId: 999999, enabled: true }, admin)).msg).toBe('参数错误: fileId 文件不存在,请重新上传');
    expect((await call(t, 'POST', '/ideology/banner/update', { id: b.id, title: '', fileId: up.data.id, enabled: true }, admin)).msg).toMatch(/^参数错误: title/);
    expect((await call(t, 'POST', '/ideology/banner/update', { id: b.id, title: '别校', fileId: up.data.id, enabled: true }, admin2)).msg).toBe('横幅不存在');

    await ok(t, 'POST', '/ideology/group/member/add', { userId: students[3]!.userId, branchId: w.league, stage: 4, stageDate: today }, admin);
    const o = await ok<IdeologyOverview>(t, 'GET', '/ideology/overview', {}, admin);
    expect(o.stages.find((s) => s.kind === 1 && s.stage === 4)?.count).toBeGreaterThanOrEqual(1);
    expect(o.activities.map((a) => a.statusName)).toEqual(expect.arrayContaining(['初审中', '已发放学时']));
    expect((await call(t, 'GET', '/ideology/overview', {}, w.outsider.token)).code).toBe(10003);
  });
});
