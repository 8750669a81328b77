/**
 * 学分置换 credit replacement (issue 21 "Route groups III"; spec §2 credit/replace,
 * /system/confirmsubstitution; §5 uploads; §6 visible data): the school's 置换认定规则; a student's
 * request reviewed through the flow of kind 30 (the to-do list) and approved into the ledger once
 * (source 11), even when approved by several reviewers at once; the rule's yearly cap; a rejection's
 * reason; the same achievement refused twice (also 8 at once); a student sees only their own, a
 * college administrator their college; statistics and export; bad input naming the field.
 */
import { describe, expect, it } from 'vitest';
import type { NeedDealtItem, UploadedFile } from '../../common/activities.js';
import { CREDIT_MESSAGES as M, type CreditOptions, type CreditRequestDetail, type CreditRequestRow, type CreditRuleRow, type CreditStatistics } from '../../common/creditReplace.js';
import type { Page } from '../../common/envelope.js';
import { LedgerSource } from '../../common/ledger.js';
import { SourceType } from '../../common/sourceTypes.js';
import type { HoursRecord } from '../../common/studentHome.js';
import type { TranscriptContent } from '../../common/transcripts.js';
import { classifyIdOf, makeStaff, makeStudents } from './activity-fixture.js';
import { call, fileApp, signInAs } from './helpers.js';
import { PNG } from './ideology-helpers.js';
import { addStaff, roleIdByCode, signInStaff } from './staff-helpers.js';
import { getFile, readSheet, uploadEnvelope, waitJob } from './student-helpers.js';

const S = 10001;
const t = await fileApp();
const admin = await signInAs(t, 'admin');
const reviewerCode = `cr${process.pid % 1000}`;
await addStaff(t, admin, { code: reviewerCode, name: '置换审核员', roleIds: [await roleIdByCode(t, S, 'auditor')] });
const reviewer = await signInStaff(t, S, reviewerCode);
const [alice, bob, carol, racer] = await makeStudents(t, S, 4);
const { collegeId } = await t.db.selectFrom('students').select('collegeId').where('schoolId', '=', S).where('userId', '=', alice.userId).executeTakeFirstOrThrow();
const otherCollege = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', collegeId!).orderBy('id').executeTakeFirstOrThrow();
const ownCollegeStaff = await makeStaff(t, S, ['/communist/credit/replace/list'], 2, collegeId);
const otherCollegeStaff = await makeStaff(t, S, ['/communist/credit/replace/list'], 2, otherCollege.id);
const classifyId = await classifyIdOf(t, S, '资格认证');

const post = <T = { id: number }>(path: string, body: object, token = admin) => call<T>(t, 'POST', path, body, token);
const get = <T>(path: string, params: object, token = admin) => call<T>(t, 'GET', path, params, token);
const ok = async <T>(p: Promise<{ code: number; data: T; msg: string }>) => {
  const env = await p;
  expect(env.code, JSON.stringify(env)).toBe(0);
  return env.data;
};
const evidence = async (token: string) => [(await uploadEnvelope<UploadedFile>(t, '/upload/image', [{ name: '证书.png', content: PNG }], {}, token)).data.id];
const rule = (over: Record<string, unknown> = {}) => ({ name: '测试英语六级', classifyId, hours: '3', yearCap: '3', enabled: true, evidenceRequired: true, remarks: '上传成绩单', ...over });
const ask = (ruleId: number, fileIds: number[], over: Record<string, unknown> = {}) =>
  ({ ruleId, name: '2026年6月大学英语六级', achievedOn: '2026-10-15', issuer: '教育部教育考试院', certificateNo: 'CET6-001', fileIds, ...over });
const ledger = (userId: number) => t.db.selectFrom('hoursLedger').select(['relationId', 'grantedHours', 'classifyId']).where('schoolId', '=', S).where('userId', '=', userId).where('sourceType', '=', LedgerSource.CREDIT_REPLACE).orderBy('id').execute();

const cet6 = await ok(post('/credit/replace/rule/save', rule()));
const capped = await ok(post('/credit/replace/rule/save', rule({ name: '测试 MOOC 课程', hours: '2', yearCap: '3', evidenceRequired: false })));

describe('置换认定规则', () => {
  it('are saved, listed and changed by holders of /system/confirmsubstitution; a name is unique', async () => {
    const list = await ok(get<Page<CreditRuleRow>>('/credit/replace/rule/list', { name: '测试英语' }));
    expect(list.list).toMatchObject([{ id: cet6.id, name: '测试英语六级', classifyName: '资格认证', hours: '3.00', yearCap: '3.00', enabled: true, evidenceRequired: true }]);
    expect(await post('/credit/replace/rule/save', rule({ remarks: '重复' }))).toMatchObject({ code: 10002, msg: '参数错误: name 规则名称已存在' });
    const off = await ok(post('/credit/replace/rule/save', rule({ name: '测试停用规则', enabled: false })));
    await ok(post('/credit/replace/rule/save', rule({ id: off.id, name: '测试停用规则', hours: '1.5', yearCap: undefined, enabled: false })));
    expect((await ok(get<Page<CreditRuleRow>>('/credit/replace/rule/list', { name: '测试停用' }))).list).toMatchObject([{ hours: '1.50', yearCap: null, enabled: false }]);
    const options = await ok(get<CreditOptions>('/credit/replace/options', {}, alice.token));
    expect(options.rules.map((r) => r.name)).toContain('测试英语六级');
    expect(options.rules.map((r) => r.name)).not.toContain('测试停用规则');
    expect(await post('/credit/replace/add', ask(off.id, [], { certificateNo: 'X-1' }), alice.token)).toMatchObject({ code: 10002, msg: M.ruleDisabled });
    expect(await get('/credit/replace/rule/list', {}, ownCollegeStaff.token)).toMatchObject({ code: 10003 });
    expect(await post('/credit/replace/rule/save', rule({ name: '越权' }), alice.token)).toMatchObject({ code: 10003 });
  });

  it('keep one rule when 8 identical saves arrive at once', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/credit/replace/rule/save', rule({ name: '竞态规则' }))));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array.from({ length: 7 }, () => [10002, '参数错误: name 规则名称已存在']));
    expect(await t.db.selectFrom('creditReplaceRules').select('id').where('schoolId', '=', S).where('name', '=', '竞态规则').execute()).toHaveLength(1);
  });

  it('refuse bad input naming the field', async () => {
    expect(await post('/credit/replace/rule/save', rule({ name: '坏学时', hours: '0' }))).toMatchObject({ code: 10002, msg: expect.stringContaining('hours') });
    expect(await post('/credit/replace/rule/save', rule({ name: '坏上限', hours: '4', yearCap: '2' }))).toMatchObject({ code: 10002, msg: '参数错误: yearCap 每学年上限不能小于每次置换学时' });
    expect(await post('/credit/replace/rule/save', rule({ name: '坏分类', classifyId: 999999 }))).toMatchObject({ code: 10002, msg: '参数错误: classifyId 分类不存在' });
    expect(await post('/credit/replace/rule/save', rule({ name: 'x'.repeat(31) }))).toMatchObject({ code: 10002, msg: expect.stringContaining('name') });
  });
});

describe('a credit replacement from the phone to the transcript', () => {
  it('is submitted, waits in the to-do list, and once approved is one ledger row on 我的学时 and the transcript', async () => {
    const { id } = await ok(post('/credit/replace/add', ask(cet6.id, await evidence(alice.token)), alice.token));
    expect((await ok(get<Page<CreditRequestRow>>('/credit/replace/my-list', {}, alice.token))).list).toMatchObject([{ id, ruleName: '测试英语六级', hours: '3.00', grantedHours: null, statusName: '审核中' }]);
    const desk = await ok(get<NeedDealtItem[]>('/desk/needDealt/list', {}, reviewer));
    expect(desk.find((i) => i.sourceType === SourceType.CREDIT_REPLACE && i.relationId === id)?.taskName).toBe('学分置换 测试英语六级 3.00学时');
    const seen = await ok(get<CreditRequestDetail>('/credit/replace/detail', { id }, reviewer));
    expect(seen).toMatchObject({ canAudit: true, files: [{ name: '证书.png' }], academicYear: '2026-2027学年' });

    expect(await ok(post('/credit/replace/audit', { id, result: 'pass', opinion: '成绩单属实' }, reviewer))).toEqual({ status: 2, grantedHours: '3.00' });
    expect(await ledger(alice.userId)).toEqual([{ relationId: id, grantedHours: '3.00', classifyId }]);
    const detail = await ok(get<CreditRequestDetail>('/credit/replace/detail', { id }, alice.token));
    expect(detail).toMatchObject({ status: 2, grantedHours: '3.00', opinion: '成绩单属实', canAudit: false });
    expect(detail.history.map((h) => h.action)).toEqual(['提交申请', '审核通过']);
    const records = await ok(get<Page<HoursRecord>>('/student/hours/records', { sourceType: LedgerSource.CREDIT_REPLACE }, alice.token));
    expect(records.list.map((r) => [r.sourceName, r.classifyName, r.grantedHours])).toEqual([['学分置换: 测试英语六级 2026年6月大学英语六级', '资格认证', '3.00']]);
    const transcript = await ok(get<TranscriptContent>('/student/transcript/preview', {}, alice.token));
    expect(transcript.records.filter((r) => r.sourceType === LedgerSource.CREDIT_REPLACE).map((r) => [r.sourceName, r.hours])).toEqual([['学分置换: 测试英语六级 2026年6月大学英语六级', '3.00']]);
    expect(await post('/credit/replace/audit', { id, result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: '该事项已处理或不在审核中' });
  });

  it('writes one ledger row when 8 reviewers approve at once', async () => {
    const { id } = await ok(post('/credit/replace/add', ask(capped.id, [], { certificateNo: 'MOOC-1' }), bob.token));
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/credit/replace/audit', { id, result: 'pass' }, i % 2 ? reviewer : admin)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array.from({ length: 7 }, () => [10002, '该事项已处理或不在审核中']));
    expect(await ledger(bob.userId)).toEqual([{ relationId: id, grantedHours: '2.00', classifyId }]);
  });

  it('keeps to the rule’s cap per academic year: caps the second approval and refuses the third', async () => {
    const second = await ok(post('/credit/replace/add', ask(capped.id, [], { certificateNo: 'MOOC-2', name: '大学物理' }), bob.token));
    const third = await ok(post('/credit/replace/add', ask(capped.id, [], { certificateNo: 'MOOC-3', name: '高等数学' }), bob.token));
    expect(await ok(post('/credit/replace/audit', { id: second.id, result: 'pass' }, reviewer))).toEqual({ status: 2, grantedHours: '1.00' });
    expect(await post('/credit/replace/audit', { id: third.id, result: 'pass' }, reviewer)).toMatchObject({ code: 10002, msg: M.capReached('测试 MOOC 课程', '2026-2027学年', '3.00') });
    expect((await ledger(bob.userId)).map((r) => r.grantedHours)).toEqual(['2.00', '1.00']);
    expect(await ok(get<CreditRequestDetail>('/credit/replace/detail', { id: third.id }, bob.token))).toMatchObject({ status: 1 });
    // Another academic year has its own cap.
    const next = await ok(post('/credit/replace/add', ask(capped.id, [], { certificateNo: 'MOOC-4', achievedOn: '2026-05-10' }), bob.token));
    expect(await ok(post('/credit/replace/audit', { id: next.id, result: 'pass' }, reviewer))).toEqual({ status: 2, grantedHours: '2.00' });
  });

  it('needs a reason to be rejected; the student sees the reason and no hours', async () => {
    const { id } = await ok(post('/credit/replace/add', ask(cet6.id, await evidence(carol.token), { certificateNo: 'CET6-C' }), carol.token));
    expect(await post('/credit/replace/audit', { id, result: 'reject', opinion: ' ' }, reviewer)).toMatchObject({ code: 10002, msg: M.reasonRequired });
    await ok(post('/credit/replace/audit', { id, result: 'reject', opinion: '成绩未达425分' }, reviewer));
    expect((await ok(get<Page<CreditRequestRow>>('/credit/replace/my-list', {}, carol.token))).list).toMatchObject([{ id, statusName: '已驳回', opinion: '成绩未达425分', grantedHours: null }]);
    expect(await ledger(carol.userId)).toEqual([]);
  });
});

describe('the same achievement, scope and input', () => {
  it('refuses the same rule and certificate number twice, also 8 at once (one row)', async () => {
    expect(await post('/credit/replace/add', ask(cet6.id, await evidence(alice.token)), alice.token)).toMatchObject({ code: 10002, msg: `参数错误: certificateNo ${M.duplicate}` });
    const body = ask(capped.id, [], { certificateNo: 'RACE-1' });
    const replies = await Promise.all(Array.from({ length: 8 }, () => post('/credit/replace/add', body, racer.token)));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 0).map((r) => [r.code, r.msg])).toEqual(Array.from({ length: 7 }, () => [10002, `参数错误: certificateNo ${M.duplicate}`]));
    const rows = await t.db.selectFrom('creditReplaceRequests').select('id').where('schoolId', '=', S).where('userId', '=', racer.userId).where('certificateNo', '=', 'RACE-1').execute();
    expect(rows).toHaveLength(1);
  });

  it('shows a student only their own, and a college administrator only their college', async () => {
    const mine = await ok(get<Page<CreditRequestRow>>('/credit/replace/my-list', {}, alice.token));
    expect(mine.list.every((r) => r.userId === alice.userId)).toBe(true);
    const bobs = (await ok(get<Page<CreditRequestRow>>('/credit/replace/my-list', {}, bob.token))).list[0];
    expect(await get('/credit/replace/detail', { id: bobs.id }, alice.token)).toMatchObject({ code: 10002, msg: M.notFound });
    expect(await get('/credit/replace/list', {}, alice.token)).toMatchObject({ code: 10003 });
    const own = await ok(get<Page<CreditRequestRow>>('/credit/replace/list', { size: 100 }, ownCollegeStaff.token));
    expect(own.list.map((r) => r.userId)).toEqual(expect.arrayContaining([alice.userId, bob.userId]));
    expect(await ok(get<Page<CreditRequestRow>>('/credit/replace/list', { name: '测试学生' }, otherCollegeStaff.token))).toMatchObject({ total: 0 });
    expect(await get('/credit/replace/detail', { id: bobs.id }, otherCollegeStaff.token)).toMatchObject({ code: 10002, msg: M.notFound });
    expect(await post('/credit/replace/audit', { id: bobs.id, result: 'pass' }, ownCollegeStaff.token)).toMatchObject({ code: 10003 });
  });

  it('refuses bad requests naming the field', async () => {
    const files = await evidence(alice.token);
    const cases: [Record<string, unknown>, string][] = [
      [ask(cet6.id, files, { achievedOn: '2026-13-01' }), 'achievedOn'],
      [ask(cet6.id, files, { achievedOn: '2099-01-01', certificateNo: 'F-1' }), `参数错误: achievedOn ${M.futureDate}`],
      [ask(cet6.id, files, { certificateNo: '' }), '参数错误: certificateNo 不能为空'],
      [ask(cet6.id, [], { certificateNo: 'E-1' }), `参数错误: fileIds ${M.evidenceRequired}`],
      [ask(cet6.id, Array.from({ length: 10 }, (_, i) => i + 1), { certificateNo: 'E-2' }), '参数错误: fileIds 证明材料最多9个'],
      [{ ...ask(cet6.id, files, { certificateNo: 'O-1' }), ruleId: undefined, hours: '2' }, M.otherNeedsClassify],
      [{ ...ask(cet6.id, files, { certificateNo: 'O-2' }), ruleId: undefined, classifyId, hours: '9' }, M.otherNeedsHours],
      [ask(999999, files, { certificateNo: 'R-1' }), `参数错误: ruleId ${M.ruleNotFound}`],
    ];
    for (const [body, msg] of cases) {
      const env = await post('/credit/replace/add', body, alice.token);
      expect(env.code, JSON.stringify(body)).toBe(10002);
      expect(env.msg).toContain(msg);
    }
    expect(await post('/credit/replace/add', ask(cet6.id, files, { certificateNo: 'S-1' }), ownCollegeStaff.token)).toMatchObject({ code: 10003 });
  });

  it('accepts 其他 with a category and proposed hours', async () => {
    const { id } = await ok(post('/credit/replace/add', { ...ask(cet6.id, await evidence(alice.token), { certificateNo: 'OTHER-1', name: '红十字会救护员证' }), ruleId: undefined, classifyId, hours: '1.5' }, alice.token));
    expect(await ok(post('/credit/replace/audit', { id, result: 'pass' }, reviewer))).toEqual({ status: 2, grantedHours: '1.50' });
    expect((await ledger(alice.userId)).map((r) => r.grantedHours)).toEqual(['3.00', '1.50']);
  });

  it('counts by rule and exports the records of the filter', async () => {
    const st = await ok(get<CreditStatistics>('/credit/replace/statistics', { name: '测试学生' }, ownCollegeStaff.token));
    expect(st.byRule.find((r) => r.ruleName === '测试 MOOC 课程')).toEqual({ ruleName: '测试 MOOC 课程', count: 3, hours: '5.00' });
    expect(st.byRule.find((r) => r.ruleName === '其他')).toEqual({ ruleName: '其他', count: 1, hours: '1.50' });
    const job = await ok(get<{ id: string }>('/credit/replace/export', { ruleId: cet6.id }));
    expect((await waitJob(t, job.id, admin)).status).toBe('done');
    const sheet = await readSheet((await getFile(t, '/jobs/download', { id: job.id }, admin)).rawPayload);
    expect(sheet[0].slice(0, 5)).toEqual(['编号', '学生', '学号', '学院', '置换规则']);
    expect(sheet.slice(1).map((r) => [r[4], r[13]])).toEqual([['测试英语六级', '已驳回'], ['测试英语六级', '已通过']]);
  });
});
