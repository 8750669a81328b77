/**
 * What a completion report carries and what the auditor sees (issue 18 item 3: "summary required
 * (minimum length), photos and attachments (the §5 upload rules), per-participant hours within the
 * activity's hours with a reason when lowered, the list of who signed in and out; the auditor's
 * page shows the whole report"): POST /activity/report/submit refuses what a reviewer could not
 * accept, GET /activity/report/detail shows what was submitted, and the approval grants the
 * submitted hours into the ledger once. Item 4: the student's list keeps the planned times after
 * the lifecycle buttons.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityDetail, ActivityReport, UploadedFile } from '../../common/activities.js';
import type { Page } from '../../common/envelope.js';
import { formatMinute } from '../../common/time.js';
import { classifyIdOf, createActivity, enrollStudents, makeStudents, tokenFor, userIdOf } from './activity-fixture.js';
import { call, fileApp, signInAs } from './helpers.js';
import * as completionReports from '../../server/db/migrations/20261126_015000_completion_reports.js';
import { uploadEnvelope } from './student-helpers.js';

const S = 10001;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b3a40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SUMMARY = '活动按计划开展,三十名志愿者参与了迎新服务,现提交结项材料。';
// Inside the seeded term 2025-2026学年第一学期 (the ledger rows need a term).
const WINDOWS = {
  enrollStart: new Date('2025-11-01T01:00:00Z'), enrollEnd: new Date('2025-11-05T01:00:00Z'),
  startTime: new Date('2025-11-10T05:15:00Z'), endTime: new Date('2025-11-10T06:10:00Z'),
};

const t = await fileApp({ tmpDataDir: 'sc-report-' });
let organiser: { userId: number; token: string };
let auditor: string;
let volunteering: number;
beforeAll(async () => {
  const id = await userIdOf(t, S, 't1002');
  organiser = { userId: id, token: await tokenFor(t, S, id) };
  auditor = await tokenFor(t, S, await userIdOf(t, S, 't1001'));
  volunteering = await classifyIdOf(t, S, '志愿服务');
});

type Item = { userId: number; hours: string | number; reason?: string };
const submit = (id: number, body: { summary?: string; photoIds?: number[]; fileIds?: number[]; items?: Item[] }, token = organiser.token) =>
  call<ActivityDetail>(t, 'POST', '/activity/report/submit', { id, summary: SUMMARY, ...body }, token);
const detail = (id: number, token = auditor) => call<ActivityReport>(t, 'GET', '/activity/report/detail', { id }, token);
const audit = (id: number, result = 'pass') => call<{ done: number; granted: number }>(t, 'POST', '/activity/report/audit', { ids: [id], result, opinion: result === 'pass' ? '' : '请补充照片' }, auditor);
const upload = async (path: '/upload/image' | '/upload/file', name: string, content: Buffer, token = organiser.token) =>
  (await uploadEnvelope<UploadedFile>(t, path, [{ name, content }], {}, token)).data;
const ledgerOf = (activityId: number) =>
  t.db.selectFrom('hoursLedger').select(['userId', 'grantedHours']).where('relationId', '=', activityId).where('sourceType', '=', 1).orderBy('userId').execute();
const hoursOf = async (userId: number) => (await t.db.selectFrom('students').select('hours').where('userId', '=', userId).executeTakeFirstOrThrow()).hours;

/** An ended activity of 3 hours organised by t1002: two QR sign-ins (one signed out too), one back-fill, one no-show. */
async function endedActivity() {
  const a = await createActivity(t, { status: 8, createdBy: organiser.userId, classifyId: volunteering, hours: '3', ...WINDOWS });
  const [full, partial, filled, absent] = await makeStudents(t, S, 4);
  await enrollStudents(t, a, [full.userId], { signedIn: WINDOWS.startTime, signOutAt: WINDOWS.endTime });
  await enrollStudents(t, a, [partial.userId], { signedIn: WINDOWS.startTime });
  await enrollStudents(t, a, [filled.userId], { signedIn: WINDOWS.startTime, signWay: 2 });
  await enrollStudents(t, a, [absent.userId]);
  return { a, full, partial, filled, absent };
}

describe('submitting a completion report', () => {
  it('refuses a missing or short summary, naming the summary', async () => {
    const { a } = await endedActivity();
    expect(await submit(a.id, { summary: '' })).toMatchObject({ code: 10002, msg: '请填写结项总结' });
    expect(await submit(a.id, { summary: '   ' })).toMatchObject({ code: 10002, msg: '请填写结项总结' });
    expect(await submit(a.id, { summary: '活动顺利完成。' })).toMatchObject({ code: 10002, msg: '结项总结不能少于20个字' });
    // 19 characters after trimming is still short; 20 is enough.
    expect(await submit(a.id, { summary: `  ${'好'.repeat(19)}  ` })).toMatchObject({ code: 10002, msg: '结项总结不能少于20个字' });
    expect((await detail(a.id, organiser.token)).data.activity.status).toBe(8);
    expect((await submit(a.id, { summary: '好'.repeat(20) })).data.status).toBe(9);
  });

  it('refuses hours above the activity’s and lowered hours without a reason, naming the student', async () => {
    const { a, partial } = await endedActivity();
    const name = (await t.db.selectFrom('users').select('name').where('id', '=', partial.userId).executeTakeFirstOrThrow()).name;
    expect(await submit(a.id, { items: [{ userId: partial.userId, hours: '3.5' }] })).toMatchObject({ code: 10002, msg: `学生「${name}」的学时不能超过活动学时` });
    expect(await submit(a.id, { items: [{ userId: partial.userId, hours: '1.5' }] })).toMatchObject({ code: 10002, msg: `学生「${name}」的学时低于活动学时,请填写原因` });
    expect(await submit(a.id, { items: [{ userId: partial.userId, hours: '1.5', reason: '  ' }] })).toMatchObject({ code: 10002, msg: `学生「${name}」的学时低于活动学时,请填写原因` });
    expect(await submit(a.id, { items: [{ userId: partial.userId, hours: '-1', reason: '缺席' }] })).toMatchObject({ code: 10002 });
    // Hours lowered earlier on the participant list need a reason too.
    expect((await call(t, 'POST', '/activity/participants/hours', { id: a.id, items: [{ userId: partial.userId, hours: '2' }] }, organiser.token)).code).toBe(0);
    expect(await submit(a.id, {})).toMatchObject({ code: 10002, msg: `学生「${name}」的学时低于活动学时,请填写原因` });
    // Nothing was stored by the refusals.
    expect((await t.db.selectFrom('activityReportParticipants').select('userId').where('activityId', '=', a.id).execute())).toEqual([]);
    expect((await submit(a.id, { items: [{ userId: partial.userId, hours: '1.5', reason: '中途离开一个半小时' }] })).data.status).toBe(9);
  });

  it('refuses hours for someone who did not sign in, a photo that is not an image, and a file that is not the caller’s', async () => {
    const { a, absent } = await endedActivity();
    expect(await submit(a.id, { items: [{ userId: absent.userId, hours: '3' }] })).toMatchObject({ code: 10002, msg: '参数错误: items 含有未签到的学生' });
    const pdf = await upload('/upload/file', '方案.pdf', PDF);
    expect(await submit(a.id, { photoIds: [pdf.id] })).toMatchObject({ code: 10002, msg: '活动照片必须是图片' });
    const [student] = await makeStudents(t, S, 1);
    const theirs = await upload('/upload/image', '别人的.png', PNG, student.token);
    expect(await submit(a.id, { photoIds: [theirs.id] })).toMatchObject({ code: 10002, msg: '参数错误: photoIds 文件不存在,请重新上传' });
    expect(await submit(a.id, { fileIds: [999999] })).toMatchObject({ code: 10002, msg: '参数错误: fileIds 文件不存在,请重新上传' });
    expect(await submit(a.id, { photoIds: Array.from({ length: 10 }, (_, i) => i + 1) })).toMatchObject({ code: 10002, msg: '活动照片最多9张' });
  });
});

describe('the auditor’s view and the grant', () => {
  it('shows the whole report: summary, photos, attachments, hours with reasons, sign-in and sign-out', async () => {
    const { a, full, partial, filled, absent } = await endedActivity();
    const photo = await upload('/upload/image', '合影.png', PNG);
    const pdf = await upload('/upload/file', '签到表.pdf', PDF);
    expect((await submit(a.id, { photoIds: [photo.id], fileIds: [pdf.id], items: [{ userId: partial.userId, hours: 1.5, reason: '中途离开' }] })).code).toBe(0);
    const env = await detail(a.id);
    expect(env.code).toBe(0);
    const r = env.data;
    expect(r).toMatchObject({ submitted: true, summary: SUMMARY, totalHours: '7.50' });
    expect(r.activity).toMatchObject({ id: a.id, status: 9, hours: '3.00', actions: expect.arrayContaining(['approveReport', 'rejectReport', 'refuseReport']) });
    expect(r.photos).toEqual([{ id: photo.id, url: photo.url, name: '合影.png', type: 1, size: PNG.length }]);
    expect(r.attachments).toEqual([{ id: pdf.id, url: pdf.url, name: '签到表.pdf', type: 5, size: PDF.length }]);
    const byUser = new Map(r.participants.map((p) => [p.userId, p]));
    expect(r.participants.map((p) => p.userId).sort()).toEqual([full.userId, partial.userId, filled.userId].sort());
    expect(byUser.has(absent.userId)).toBe(false);
    expect(byUser.get(full.userId)).toMatchObject({ hours: '3.00', reason: '', signInAt: '2025-11-10 13:15:00', signOutAt: '2025-11-10 14:10:00', signWay: 1 });
    expect(byUser.get(partial.userId)).toMatchObject({ hours: '1.50', reason: '中途离开', signInAt: '2025-11-10 13:15:00', signOutAt: null });
    expect(byUser.get(filled.userId)).toMatchObject({ hours: '3.00', signWay: 2 });
    expect(byUser.get(full.userId)!.code).not.toBe('');
    // The participant list shows the submitted hours as well.
    const list = await call<Page<{ userId: number; hours: string }>>(t, 'GET', '/activity/participants', { id: a.id, current: 1, size: 10 }, organiser.token);
    expect(list.data.list.find((p) => p.userId === partial.userId)?.hours).toBe('1.50');
  });

  it('is not shown to students or to another school', async () => {
    const { a, full } = await endedActivity();
    await submit(a.id, {});
    expect((await detail(a.id, full.token)).code).toBe(10003);
    expect(await detail(a.id, await signInAs(t, 'admin2'))).toMatchObject({ code: 10002, msg: '活动不存在' });
  });

  it('before submission shows the draft: participants with their hours as they stand', async () => {
    const { a, full } = await endedActivity();
    const r = (await detail(a.id, organiser.token)).data;
    expect(r).toMatchObject({ submitted: false, photos: [], attachments: [], totalHours: '9.00' });
    expect(r.participants.find((p) => p.userId === full.userId)).toMatchObject({ hours: '3.00', reason: '' });
  });

  it('approval writes each participant’s submitted hours into the ledger once; a resubmission replaces them', async () => {
    const { a, full, partial, filled } = await endedActivity();
    await submit(a.id, { items: [{ userId: partial.userId, hours: '2', reason: '迟到一小时' }] });
    expect((await audit(a.id, 'reject')).code).toBe(0);
    // Resubmitted after the rejection: the reason is kept from the last submission, the hours lowered further.
    const again = (await detail(a.id, organiser.token)).data;
    expect(again.participants.find((p) => p.userId === partial.userId)).toMatchObject({ hours: '2.00', reason: '迟到一小时' });
    const photo = await upload('/upload/image', '现场.png', PNG);
    expect((await submit(a.id, { photoIds: [photo.id], items: [{ userId: partial.userId, hours: '1', reason: '迟到两小时' }] })).code).toBe(0);
    expect((await detail(a.id)).data.photos.map((p) => p.id)).toEqual([photo.id]);
    expect(await audit(a.id)).toMatchObject({ code: 0, data: { done: 1, granted: 3 } });
    expect((await ledgerOf(a.id)).map((l) => [l.userId, l.grantedHours])).toEqual(
      [[full.userId, '3.00'], [partial.userId, '1.00'], [filled.userId, '3.00']].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    expect(await hoursOf(partial.userId)).toBe('1.00');
    // Deciding again is refused and writes nothing more.
    expect((await audit(a.id)).code).toBe(10002);
    expect((await ledgerOf(a.id)).length).toBe(3);
    expect(await hoursOf(partial.userId)).toBe('1.00');
    // The student's history shows the hours granted and the planned times.
    const my = await call<Page<{ id: number; grantedHours: string | null; startTime: string; endTime: string }>>(t, 'GET', '/activity/my/list', { current: 1, size: 40, type: 'history' }, partial.token);
    expect(my.data.list.find((r) => r.id === a.id)).toMatchObject({ grantedHours: '1.00', startTime: formatMinute(WINDOWS.startTime), endTime: formatMinute(WINDOWS.endTime) });
  });
});

describe('the lifecycle buttons keep the planned times (item 4)', () => {
  it('截止报名, 开始活动 and 结束活动 record actual times; the student and the transcript keep the planned ones', async () => {
    const admin = await signInAs(t, 'admin');
    const a = await createActivity(t, { status: 5, createdBy: organiser.userId, classifyId: volunteering, hours: '2' });
    const [student] = await makeStudents(t, S, 1);
    expect((await call(t, 'POST', '/activity/enroll', { id: a.id }, student.token)).code).toBe(0);
    for (const event of ['closeEnrollment', 'start', 'end']) expect([event, (await call(t, 'POST', '/activity/transition', { id: a.id, event }, admin)).code]).toEqual([event, 0]);
    const shown = (await call<ActivityDetail>(t, 'GET', '/activity/detail', { id: a.id }, admin)).data;
    expect(shown).toMatchObject({ status: 8, enrollEnd: formatMinute(a.enrollEnd), startTime: formatMinute(a.startTime), endTime: formatMinute(a.endTime) });
    expect(shown.actualEnrollEnd).not.toBeNull();
    expect(shown.actualStartTime).not.toBeNull();
    expect(shown.actualEndTime).not.toBeNull();
    expect(shown.actualEndTime).not.toBe(shown.endTime);
    const my = await call<Page<{ id: number; startTime: string; endTime: string }>>(t, 'GET', '/activity/my/list', { current: 1, size: 40 }, student.token);
    expect(my.data.list.find((r) => r.id === a.id)).toMatchObject({ startTime: formatMinute(a.startTime), endTime: formatMinute(a.endTime) });
  });
});

describe('the migration keeps existing data', () => {
  it('reads hand-fired times from the history and gives a report under review its participants', async () => {
    const { a, full, partial } = await endedActivity();
    await t.db.updateTable('activityEnrollments').set({ hours: '1.5' }).where('activityId', '=', a.id).where('userId', '=', partial.userId).execute();
    await t.db.updateTable('activities').set({ status: 9 }).where('id', '=', a.id).execute();
    const endedAt = new Date('2025-11-10T05:50:00Z');
    await t.db.insertInto('auditRecords').values([
      { schoolId: S, sourceType: 1, relationId: a.id, action: 'end', actorId: organiser.userId, fromStatus: 7, toStatus: 8, createdAt: endedAt },
      // The scheduler's start (no actor) was at the planned time: nothing to record.
      { schoolId: S, sourceType: 1, relationId: a.id, action: 'start', actorId: null, fromStatus: 6, toStatus: 7, createdAt: WINDOWS.startTime },
    ]).execute();
    const rollback = new Error('rollback');
    let seen: { actual: unknown; participants: unknown } | undefined;
    await t.db.transaction().execute(async (trx) => {
      // As a school upgraded from the release before: the columns and tables are not there yet.
      await completionReports.down(trx);
      await completionReports.up(trx);
      const row = await trx.selectFrom('activities').select(['actualStartTime', 'actualEndTime', 'startTime', 'endTime']).where('id', '=', a.id).executeTakeFirstOrThrow();
      const participants = await trx.selectFrom('activityReportParticipants').select(['userId', sql<string>`hours::text`.as('hours')]).where('activityId', '=', a.id).orderBy('userId').execute();
      seen = { actual: row, participants };
      throw rollback;
    }).catch((e) => {
      if (e !== rollback) throw e;
    });
    expect(seen!.actual).toEqual({ actualStartTime: null, actualEndTime: endedAt, startTime: WINDOWS.startTime, endTime: WINDOWS.endTime });
    const expected = [[full.userId, '3.00'], [partial.userId, '1.50']];
    expect((seen!.participants as { userId: number; hours: string }[]).filter((p) => p.userId === full.userId || p.userId === partial.userId).map((p) => [p.userId, p.hours]))
      .toEqual(expected.sort((x, y) => (x[0] as number) - (y[0] as number)));
  });
});
