/**
 * Issuing and public verification of transcripts (issue 7): a genuine transcript verifies as
 * valid with the student partly masked; an edited row is 'altered'; revoked and re-issued ones say
 * so; an unknown code is 'notFound'; matchesLedger turns false after a new grant; the student's own
 * copy is reused while nothing changed; the lists and revocation respect school and data scope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page } from '../../common/envelope.js';
import type { IssuedTranscript, TranscriptContent, TranscriptRow, VerifyResult } from '../../common/transcripts.js';
import { verifyTranscript } from '../../server/modules/transcripts/verify.js';
import { makeStaff, tokenFor, userIdOf } from './activity-fixture.js';
import { call, fileAppAs, TEST_TRANSCRIPT_SECRET } from './helpers.js';
import { fail, ok } from './structure-helpers.js';
import { grantFromActivity, studentsOf } from './transcripts-fixture.js';

const S = 10001;
let alice: { userId: number; code: string };
let bob: { userId: number; code: string };
let carol: { userId: number; code: string };
let dave: { userId: number; code: string };

const { t, admin, teacher, admin2 } = await fileAppAs('admin', 'teacher', 'admin2');
beforeAll(async () => {
  [alice, bob, carol, dave] = await studentsOf(t, S, 4, 50);
  await t.db.updateTable('users').set({ name: '张小明' }).where('id', '=', alice.userId).execute();
  await t.db.updateTable('users').set({ name: '李四' }).where('id', '=', bob.userId).execute();
  await grantFromActivity(t, S, '迎新志愿服务', { classify: '志愿服务', hours: '12.5' }, [alice.userId, bob.userId, carol.userId, dave.userId]);
  await grantFromActivity(t, S, '暑期社会调研', { classify: '社会调研', hours: '20' }, [alice.userId]);
});

const issue = (userId: number, token = admin) => ok<IssuedTranscript>(t, 'POST', '/transcript/issue', { userId }, token);
const verify = (code: string) => ok<VerifyResult>(t, 'GET', '/verify/info', { code }, null as unknown as string);
const rowOf = (id: number) => t.db.selectFrom('transcripts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /transcript/issue', () => {
  it('stores the content as issued with a 16-character code and its verification address', async () => {
    const preview = await ok<TranscriptContent>(t, 'GET', '/transcript/preview', { userId: alice.userId }, admin);
    const issued = await issue(alice.userId);
    expect(issued.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(issued.verifyUrl).toBe(`/verify/${issued.code}`);
    expect(issued.content).toEqual(preview);
    const row = await rowOf(issued.id);
    expect(row).toMatchObject({ schoolId: S, userId: alice.userId, code: issued.code, issuedBy: await userIdOf(t, S, 'admin'), revokedAt: null, supersededBy: null });
    expect(row.content).toEqual(preview);
  });

  it("refuses another school's student (10002) and staff without the transcript module (10003)", async () => {
    expect(await fail(t, 'POST', '/transcript/issue', { userId: alice.userId }, admin2)).toMatchObject({ code: 10002, msg: '学生不存在' });
    expect((await fail(t, 'POST', '/transcript/issue', { userId: alice.userId }, teacher)).code).toBe(10003);
    expect((await fail(t, 'POST', '/transcript/issue', { userId: alice.userId }, await tokenFor(t, S, alice.userId))).code).toBe(10003);
  });
});

describe('GET /verify/info (public)', () => {
  it('a genuine transcript is valid: school, masked name and number, issue date and totals as issued', async () => {
    const issued = await issue(bob.userId);
    const v = await verify(issued.code);
    expect(v).toEqual({
      status: 'valid', schoolName: '示范大学', schoolLogo: issued.content.school.logo, studentName: '李*', studentCode: `${bob.code.slice(0, 4)}${'*'.repeat(bob.code.length - 6)}${bob.code.slice(-2)}`,
      issueDate: issued.content.issueDate, totalHours: '12.50', score: '0.00', scoreUnit: '学分', hoursUnit: '学时', decimalPlaces: 2,
      byClassify: issued.content.byClassify.map((m) => ({ classifyName: m.classifyName, hours: m.hours })),
      matchesLedger: true, revokedAt: null, revokeReason: null, document: 'transcript',
    });
    expect(v.byClassify.find((m) => m.classifyName === '志愿公益')?.hours).toBe('12.50');
    // Typed with dashes, in lower case, or with Crockford look-alikes: the same transcript.
    const grouped = issued.code.match(/.{4}/g)!.join('-');
    expect((await verify(grouped.toLowerCase())).status).toBe('valid');
    expect((await verify(` ${grouped} `)).studentName).toBe('李*');
  });

  it('needs no session and shows a three-character name as 张*明', async () => {
    const issued = await issue(alice.userId);
    const res = await call<VerifyResult>(t, 'GET', '/verify/info', { code: issued.code });
    expect(res.code).toBe(0);
    expect(res.data.studentName).toBe('张*明');
    expect(res.data.totalHours).toBe('32.50');
  });

  it('an edited row is altered, and its figures are not shown', async () => {
    const issued = await issue(carol.userId);
    await t.db.updateTable('transcripts').set({ content: sql`jsonb_set(content, '{totalHours}', '"300.00"')` as never }).where('id', '=', issued.id).execute();
    const v = await verify(issued.code);
    expect(v.status).toBe('altered');
    expect(v.totalHours).toBe('');
    expect(v.byClassify).toEqual([]);
    expect(v.schoolName).toBe('示范大学');
    // A change of whose transcript it is is caught too.
    const other = await issue(dave.userId);
    await t.db.updateTable('transcripts').set({ userId: alice.userId }).where('id', '=', other.id).execute();
    expect((await verify(other.code)).status).toBe('altered');
  });

  it('a code under another secret does not verify: a forged code is notFound, a different server key reads altered', async () => {
    const issued = await issue(bob.userId);
    expect((await verifyTranscript(t.db, TEST_TRANSCRIPT_SECRET, issued.code)).status).toBe('valid');
    expect((await verifyTranscript(t.db, 'another-secret', issued.code)).status).toBe('altered');
    const forged = issued.code.slice(0, 15) + (issued.code[15] === '0' ? '1' : '0');
    expect((await verify(forged)).status).toBe('notFound');
  });

  it('unknown or malformed codes are notFound with nothing shown; an empty code is 10002', async () => {
    for (const code of ['0000-0000-0000-0000', 'hello', 'UUUU-UUUU-UUUU-UUUU']) {
      expect(await verify(code)).toMatchObject({ status: 'notFound', schoolName: '', studentName: '', totalHours: '', byClassify: [] });
    }
    expect((await call(t, 'GET', '/verify/info', { code: '' })).code).toBe(10002);
  });

  it('a revoked transcript says so with the reason', async () => {
    const issued = await issue(dave.userId);
    const row = await ok<TranscriptRow>(t, 'POST', '/transcript/revoke', { id: issued.id, reason: '信息有误，重新开具' }, admin);
    expect(row).toMatchObject({ id: issued.id, status: 'revoked', revokeReason: '信息有误，重新开具' });
    const v = await verify(issued.code);
    expect(v).toMatchObject({ status: 'revoked', revokeReason: '信息有误，重新开具', totalHours: '12.50' });
    expect(v.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await fail(t, 'POST', '/transcript/revoke', { id: issued.id, reason: '再次撤销' }, admin)).toMatchObject({ code: 10002, msg: '该成绩单已撤销' });
  });

  it('re-issuing supersedes the previous transcript', async () => {
    const first = await issue(carol.userId);
    const second = await issue(carol.userId);
    expect((await rowOf(first.id)).supersededBy).toBe(second.id);
    expect((await verify(first.code)).status).toBe('superseded');
    expect((await verify(second.code)).status).toBe('valid');
    expect(second.code).not.toBe(first.code);
  });

  it('issuing twice at once leaves exactly one current transcript', async () => {
    const both = await Promise.all([issue(carol.userId), issue(carol.userId)]);
    const current = await t.db.selectFrom('transcripts').select('id').where('userId', '=', carol.userId).where('supersededBy', 'is', null).where('revokedAt', 'is', null).execute();
    expect(current.map((r) => r.id)).toEqual([Math.max(...both.map((b) => b.id))]);
  });

  it('matchesLedger turns false once the ledger changes after issuing', async () => {
    const issued = await issue(bob.userId);
    expect((await verify(issued.code)).matchesLedger).toBe(true);
    await grantFromActivity(t, S, '运动会志愿者', { classify: '公益活动', hours: '3' }, [bob.userId]);
    const v = await verify(issued.code);
    expect(v).toMatchObject({ status: 'valid', matchesLedger: false, totalHours: '12.50' });
  });
});

describe('revoking', () => {
  it("needs a reason; another school's transcript does not exist; staff out of scope get 10003", async () => {
    const issued = await issue(alice.userId);
    expect(await fail(t, 'POST', '/transcript/revoke', { id: issued.id, reason: '' }, admin)).toMatchObject({ code: 10002, msg: '请填写撤销原因' });
    expect(await fail(t, 'POST', '/transcript/revoke', { id: issued.id, reason: '撤销' }, admin2)).toMatchObject({ code: 10002, msg: '成绩单不存在' });
    const college = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', alice.userId).executeTakeFirstOrThrow()).collegeId!;
    const elsewhere = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '!=', college).orderBy('id').executeTakeFirstOrThrow();
    const scoped = await makeStaff(t, S, ['/usermng/export/transcript/list'], 2, elsewhere.id);
    expect((await fail(t, 'POST', '/transcript/revoke', { id: issued.id, reason: '撤销' }, scoped.token)).code).toBe(10003);
    expect((await verify(issued.code)).status).toBe('valid');
  });
});

describe('POST /student/transcript/issue', () => {
  it("reuses today's unchanged transcript, issues a new one after a change, and is for students only", async () => {
    const me = await tokenFor(t, S, dave.userId);
    const a = await ok<IssuedTranscript>(t, 'POST', '/student/transcript/issue', {}, me);
    const b = await ok<IssuedTranscript>(t, 'POST', '/student/transcript/issue', { userId: alice.userId }, me);
    expect(b.id).toBe(a.id);
    expect(a.content.student.userId).toBe(dave.userId);
    expect((await rowOf(a.id)).issuedBy).toBe(dave.userId);
    await grantFromActivity(t, S, '读书分享会', { classify: '主题教育', hours: '2' }, [dave.userId]);
    const c = await ok<IssuedTranscript>(t, 'POST', '/student/transcript/issue', {}, me);
    expect(c.id).not.toBe(a.id);
    expect(c.content.totalHours).toBe('14.50');
    expect((await verify(a.code)).status).toBe('superseded');
    expect((await fail(t, 'POST', '/student/transcript/issue', {}, admin)).code).toBe(10003);
  });
});

describe('lists', () => {
  it('GET /transcript/list: newest first, by student, scoped to the school and the data scope', async () => {
    const page = await ok<Page<TranscriptRow>>(t, 'GET', '/transcript/list', { current: 1, size: 10, userId: carol.userId }, admin);
    const rows = await t.db.selectFrom('transcripts').select(['id', 'supersededBy']).where('userId', '=', carol.userId).orderBy('id', 'desc').execute();
    expect(page.total).toBe(rows.length);
    expect(page.list.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(page.list[0]).toMatchObject({ userId: carol.userId, studentCode: carol.code, status: 'valid', issuedByName: '系统管理员', scoreUnit: '学分' });
    expect(page.list.slice(1).every((r) => r.status !== 'valid')).toBe(true);
    const byName = await ok<Page<TranscriptRow>>(t, 'GET', '/transcript/list', { name: '张小明' }, admin);
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.every((r) => r.userId === alice.userId && r.name === '张小明')).toBe(true);
    expect((await ok<Page<TranscriptRow>>(t, 'GET', '/transcript/list', {}, admin2)).total).toBe(0);
    const college = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', carol.userId).executeTakeFirstOrThrow()).collegeId!;
    const elsewhere = await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '!=', college).orderBy('id').executeTakeFirstOrThrow();
    const scoped = await makeStaff(t, S, ['/usermng/export/transcript/list'], 2, elsewhere.id);
    const seen = await ok<Page<TranscriptRow>>(t, 'GET', '/transcript/list', { userId: carol.userId }, scoped.token);
    expect(seen.total).toBe(0);
    expect((await fail(t, 'GET', '/transcript/list', {}, teacher)).code).toBe(10003);
  });

  it("GET /student/transcript/list: the caller's own transcripts only", async () => {
    const mine = await ok<Page<TranscriptRow>>(t, 'GET', '/student/transcript/list', { userId: alice.userId }, await tokenFor(t, S, dave.userId));
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.userId === dave.userId)).toBe(true);
    expect((await fail(t, 'GET', '/student/transcript/list', {}, admin)).code).toBe(10003);
  });
});
