/**
 * Punishments and hours adjustments (issue 21 "Route groups III"; spec §2 /communist/punishment,
 * /communist/count, plus, sub): a punishment lowers the student's integrity by its level and a
 * severe one blacklists; editing and cancelling (撤销) give the points back and lift the
 * blacklisting; 加减学时 requests are reviewed through the flow of kind 32 by school-level
 * administrators and their approval writes ledger corrections once, even under concurrency; a
 * subtraction below zero is refused; a college administrator requests but never approves; scope,
 * refusals and bad input.
 */
import { describe, expect, it } from 'vitest';
import { ADJUSTMENT_MESSAGES, type AdjustmentDetail, type AdjustmentRow, type AdjustmentStatistics } from '../../common/adjustments.js';
import type { NeedDealtItem } from '../../common/activities.js';
import type { MyBlacklist } from '../../common/blacklist.js';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import type { MyPunishments, PunishmentDetail, PunishmentRow } from '../../common/punishments.js';
import { SourceType } from '../../common/sourceTypes.js';
import type { TranscriptContent } from '../../common/transcripts.js';
import { classifyIdOf, makeStaff, makeStudents } from './activity-fixture.js';
import { call, fileApp, signInAs } from './helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';
import { getFile, readSheet, waitJob } from './student-helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const made = await makeStudents(t, S, 6);
const ids = made.map((m) => m.userId);
await t.db.updateTable('students').set({ credit: '100' }).where('schoolId', '=', S).where('userId', 'in', ids).execute();
const codes = new Map((await t.db.selectFrom('students').select(['userId', 'code', 'collegeId']).where('userId', 'in', ids).execute()).map((r) => [r.userId, r]));
const code = (i: number) => codes.get(ids[i])!.code;
const collegeId = codes.get(ids[0])!.collegeId!;
const otherCollege = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', collegeId).executeTakeFirstOrThrow()).id;
const PAGES = ['/communist/punishment/list', '/communist/punishment/cancel', '/communist/count', '/communist/plus', '/communist/sub'];
const dean = await makeStaff(t, S, PAGES, 2, collegeId);
const otherDean = await makeStaff(t, S, PAGES, 2, otherCollege);
const reviewerCode = `pun${process.pid % 1000}`;
await addStaff(t, admin, { code: reviewerCode, name: '学时审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const classifyId = await classifyIdOf(t, S, '科研训练');
const termId = (await t.db.selectFrom('terms').select('id').where('schoolId', '=', S).orderBy('startDate', 'desc').executeTakeFirstOrThrow()).id;

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const credit = async (userId: number) => (await t.db.selectFrom('students').select('credit').where('schoolId', '=', S).where('userId', '=', userId).executeTakeFirstOrThrow()).credit;
const hours = async (userId: number) => (await t.db.selectFrom('students').select('hours').where('schoolId', '=', S).where('userId', '=', userId).executeTakeFirstOrThrow()).hours;
const corrections = (userId: number) =>
  t.db.selectFrom('hoursLedger').select(['relationId', 'grantedHours', 'reason']).where('schoolId', '=', S).where('userId', '=', userId).where('sourceType', '=', LedgerSource.CORRECTION).orderBy('id').execute();
let doc = 0;
const punishment = (over: Record<string, unknown> = {}) => ({ studentCode: code(0), level: 3, reason: '考试作弊', punishedOn: '2026-11-20', documentNo: `测字〔2026〕${++doc}号`, ...over });
const request = (over: Record<string, unknown> = {}) => ({ direction: 'plus', studentCodes: [code(2), code(3)], classifyId, termId, hours: '2', reason: '签到系统故障补录', ...over });

describe('a punishment and its effect on integrity and the blacklist', () => {
  it('takes the level’s points, blacklists a severe level, and cancelling gives both back', async () => {
    const demerit = await ok(post('/punishment/add', punishment()));
    expect(await credit(ids[0])).toBe('80.00');
    const probation = await ok(post('/punishment/add', punishment({ level: 4, documentNo: '测字〔2026〕留1号' })));
    expect(await credit(ids[0])).toBe('50.00');
    const listed = await ok(get<MyBlacklist>('/blacklist/my', {}, made[0].token));
    expect(listed.active?.reason).toBe('处分: 留校察看 (测字〔2026〕留1号)');
    const mine = await ok(get<MyPunishments>('/punishment/my', {}, made[0].token));
    expect([mine.credit, mine.list.map((p) => [p.levelName, p.deducted, p.statusName])]).toEqual(['50.00', [['留校察看', '30.00', '生效中'], ['记过', '20.00', '生效中']]]);
    expect(await get('/punishment/list', {}, made[0].token)).toMatchObject({ code: 10003 });

    expect(await post('/punishment/cancel', { id: probation.id, reason: ' ' })).toMatchObject({ code: 10002, msg: '请填写撤销原因' });
    await ok(post('/punishment/cancel', { id: probation.id, reason: '复核后撤销' }));
    expect(await credit(ids[0])).toBe('80.00');
    expect((await ok(get<MyBlacklist>('/blacklist/my', {}, made[0].token))).active).toBeNull();
    expect(await post('/punishment/cancel', { id: probation.id, reason: '再次撤销' })).toMatchObject({ code: 10002, msg: '该处分已撤销' });
    expect(await post('/punishment/edit', { ...punishment({ level: 1 }), id: probation.id })).toMatchObject({ code: 10002, msg: '该处分已撤销' });
    const d = await ok(get<PunishmentDetail>('/punishment/detail', { id: probation.id }));
    expect([d.status, d.statusName, d.cancelReason, d.credit, d.blacklisted]).toEqual([2, '已撤销', '复核后撤销', '80.00', true]);
    const cancelled = await ok(get<Page<PunishmentRow>>('/punishment/list', { status: 2, name: code(0) }));
    expect(cancelled.list.map((r) => r.id)).toEqual([probation.id]);
    expect(demerit.id).toBeGreaterThan(0);
  });

  it('editing swaps the old level’s points for the new one’s and blacklists or lifts accordingly', async () => {
    const { id } = await ok(post('/punishment/add', punishment({ studentCode: code(1), level: 1 })));
    expect(await credit(ids[1])).toBe('95.00');
    await ok(post('/punishment/edit', { ...punishment({ level: 5, documentNo: '测字〔2026〕改1号' }), id }));
    expect(await credit(ids[1])).toBe('50.00');
    expect((await ok(get<MyBlacklist>('/blacklist/my', {}, made[1].token))).active?.reason).toBe('处分: 开除学籍 (测字〔2026〕改1号)');
    await ok(post('/punishment/edit', { ...punishment({ level: 2, documentNo: '测字〔2026〕改1号' }), id }));
    expect(await credit(ids[1])).toBe('90.00');
    expect((await ok(get<MyBlacklist>('/blacklist/my', {}, made[1].token))).active).toBeNull();
    const row = await ok(get<PunishmentDetail>('/punishment/detail', { id }));
    expect([row.name, row.code, row.levelName, row.deducted, row.documentNo, row.blacklisted]).toEqual(['测试学生2', code(1), '严重警告', '10.00', '测字〔2026〕改1号', false]);
  });

  it('never takes integrity below zero and gives back only what it took', async () => {
    await t.db.updateTable('students').set({ credit: '12' }).where('userId', '=', ids[5]).execute();
    const { id } = await ok(post('/punishment/add', punishment({ studentCode: code(5), level: 3 })));
    expect(await credit(ids[5])).toBe('0.00');
    await ok(post('/punishment/cancel', { id, reason: '撤销' }));
    expect(await credit(ids[5])).toBe('12.00');
  });

  it('records one punishment per document number even when 8 arrive at once', async () => {
    const body = punishment({ studentCode: code(4), level: 1, documentNo: '测字〔2026〕并发号' });
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/punishment/add', body)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array.from({ length: 7 }, () => [10002, '处分文号已存在']));
    const rows = await t.db.selectFrom('punishments').select('id').where('schoolId', '=', S).where('documentNo', '=', '测字〔2026〕并发号').execute();
    expect(rows).toHaveLength(1);
    expect(await credit(ids[4])).toBe('95.00');
  });

  it('names the field of bad input', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ level: 6 }, '参数错误: level'],
      [{ punishedOn: '2026-13-01' }, '参数错误: punishedOn 日期格式应为 yyyy-MM-dd'],
      [{ documentNo: '' }, '参数错误: documentNo'],
      [{ reason: 'x'.repeat(501) }, '处分原因不能超过500个字'],
      [{ studentCode: 'nobody' }, '参数错误: studentCode 学生不存在'],
      [{ fileIds: [999999] }, '参数错误: fileIds 文件不存在,请重新上传'],
    ];
    for (const [over, msg] of cases) {
      const env = await post('/punishment/add', punishment(over));
      expect([env.code, env.msg.startsWith(msg)], `${JSON.stringify(over)} → ${env.msg}`).toEqual([10002, true]);
    }
  });

  it('keeps a college administrator to their college and other schools out', async () => {
    expect(await post('/punishment/add', punishment({ studentCode: code(4) }), otherDean.token)).toMatchObject({ code: 10003 });
    expect((await ok(get<Page<PunishmentRow>>('/punishment/list', {}, otherDean.token))).list.filter((r) => ids.includes(r.userId))).toEqual([]);
    const own = await ok(get<Page<PunishmentRow>>('/punishment/list', {}, dean.token));
    expect(own.list.some((r) => r.userId === ids[0])).toBe(true);
    const [first] = own.list;
    expect(await get('/punishment/detail', { id: first.id }, otherDean.token)).toMatchObject({ code: 10002, msg: '处分记录不存在' });
    expect(await get('/punishment/detail', { id: first.id }, await signInAs(t, 'admin2'))).toMatchObject({ code: 10002, msg: '处分记录不存在' });
    expect(await get('/punishment/my', {}, dean.token)).toMatchObject({ code: 10003 });
  });
});

describe('加减学时: reviewed ledger corrections', () => {
  it('a college administrator requests, cannot approve; the reviewer approves and the ledger gets corrections once', async () => {
    const { id } = await ok(post('/adjustment/add', request(), dean.token));
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.HOURS_ADJUSTMENT)?.taskName).toBe('加学时 2.00学时 · 2名学生');
    const row = (await ok(get<Page<AdjustmentRow>>('/adjustment/list', { status: 1 }, dean.token))).list.find((r) => r.id === id)!;
    expect([row.directionName, row.statusName, row.studentCount, row.canAudit]).toEqual(['加学时', '审核中', 2, false]);
    expect(await post('/adjustment/audit', { id, result: 'pass' }, dean.token)).toMatchObject({ code: 10003, msg: ADJUSTMENT_MESSAGES.collegeCannotApprove });
    expect((await ok(get<Page<AdjustmentRow>>('/adjustment/list', {}, reviewer))).list.find((r) => r.id === id)?.canAudit).toBe(true);
    expect(await corrections(ids[2])).toEqual([]);
    expect(await ok(post<{ status: number }>('/adjustment/audit', { id, result: 'pass', opinion: '属实' }, reviewer))).toEqual({ status: 2 });
    expect(await corrections(ids[2])).toEqual([{ relationId: id, grantedHours: '2.00', reason: '加学时: 签到系统故障补录' }]);
    expect(await hours(ids[3])).toBe('2.00');
    expect(await post('/adjustment/audit', { id, result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: '该事项已处理或不在审核中' });
    expect(await corrections(ids[3])).toHaveLength(1);
    const d = await ok(get<AdjustmentDetail>('/adjustment/detail', { id }, dean.token));
    expect([d.students.map((s) => s.code), d.history.map((h) => h.action)]).toEqual([[code(2), code(3)].sort(), ['提交申请', '审核通过']]);
  });

  it('approves a subtraction once when 8 reviewers press at once, and the transcript shows the correction', async () => {
    const { id } = await ok(post('/adjustment/add', request({ direction: 'sub', studentCodes: code(2), hours: '1.5', reason: '重复计入' })));
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/adjustment/audit', { id, result: 'pass' }, reviewer)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.code === 10002 && r.msg === '该事项已处理或不在审核中')).toBe(true);
    expect((await corrections(ids[2])).map((c) => c.grantedHours)).toEqual(['2.00', '-1.50']);
    expect(await hours(ids[2])).toBe('0.50');
    const transcript = await ok(get<TranscriptContent>('/student/transcript/preview', {}, made[2].token));
    expect(transcript.records.filter((r) => r.sourceType === LedgerSource.CORRECTION).map((r) => [r.sourceName, r.hours])).toEqual([
      ['加学时: 签到系统故障补录', '2.00'], ['减学时: 重复计入', '-1.50'],
    ]);
  });

  it('refuses a subtraction below zero when requested and when approved, writing nothing', async () => {
    expect(await post('/adjustment/add', request({ direction: 'sub', studentCodes: code(4) }))).toMatchObject({ code: 10002, msg: ADJUSTMENT_MESSAGES.belowZero(`测试学生5(${code(4)})`) });
    const a = await ok(post('/adjustment/add', request({ direction: 'sub', studentCodes: code(3), hours: '2' })));
    const b = await ok(post('/adjustment/add', request({ direction: 'sub', studentCodes: code(3), hours: '1' })));
    await ok(post('/adjustment/audit', { id: a.id, result: 'pass' }, reviewer));
    expect(await post('/adjustment/audit', { id: b.id, result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: ADJUSTMENT_MESSAGES.belowZero(`测试学生4(${code(3)})`) });
    expect((await corrections(ids[3])).map((c) => c.grantedHours)).toEqual(['2.00', '-2.00']);
    expect(await post('/adjustment/audit', { id: b.id, result: 'reject' }, reviewer)).toMatchObject({ code: 10002, msg: '驳回必须填写原因' });
    expect(await ok(post('/adjustment/audit', { id: b.id, result: 'reject', opinion: '学时不足' }, reviewer))).toEqual({ status: 3 });
    expect(await corrections(ids[3])).toHaveLength(2);
  });

  it('keeps requests to the scope and names the field of bad input', async () => {
    expect(await post('/adjustment/add', request(), otherDean.token)).toMatchObject({ code: 10003 });
    expect((await ok(get<Page<AdjustmentRow>>('/adjustment/list', {}, otherDean.token))).total).toBe(0);
    expect(await post('/adjustment/add', request({ direction: 'sub' }), await makeStaff(t, S, ['/communist/plus']).then((s) => s.token))).toMatchObject({ code: 10003 });
    const cases: [Record<string, unknown>, string][] = [
      [{ hours: '0' }, '参数错误: hours 学时须为大于0且不超过100的数'],
      [{ hours: '101' }, '参数错误: hours 学时须为大于0且不超过100的数'],
      [{ studentCodes: '' }, '参数错误: studentCodes 请填写学生学号'],
      [{ studentCodes: ['x-unknown'] }, '参数错误: studentCodes 学号不存在: x-unknown'],
      [{ direction: 'up' }, '参数错误: direction'],
      [{ reason: '' }, '参数错误: reason'],
      [{ classifyId: 999999 }, '参数错误: classifyId 分类不存在'],
      [{ termId: 999999 }, '参数错误: termId 学期不存在'],
    ];
    for (const [over, msg] of cases) {
      const env = await post('/adjustment/add', request(over));
      expect([env.code, env.msg.startsWith(msg)], `${JSON.stringify(over)} → ${env.msg}`).toEqual([10002, true]);
    }
  });

  it('counts, sums and exports the ledger of requests', async () => {
    const st = await ok(get<AdjustmentStatistics>('/adjustment/statistics', {}));
    expect([st.pending, st.approved, st.rejected, st.plusHours, st.subHours]).toEqual([0, 3, 1, '4.00', '3.50']);
    expect(st.byClassify).toEqual([{ classifyName: '科研训练', plus: '4.00', sub: '3.50' }]);
    const job = await ok(get<{ id: string }>('/adjustment/export', { direction: 2 }));
    expect((await waitJob(t, job.id, admin)).status).toBe('done');
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    expect(sheet[0].slice(0, 4)).toEqual(['编号', '类型', '分类', '学期']);
    expect(sheet.slice(1).map((r) => [r[1], r[8]])).toEqual([['减学时', '已驳回'], ['减学时', '已通过'], ['减学时', '已通过']]);
  });
});
