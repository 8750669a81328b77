/**
 * Batch transcripts (issue 7; spec §2 /usermng/export/transcript/list): a class batch runs as a job
 * whose progress reaches the total, issues one transcript per student, and yields one ZIP whose
 * entries are named code_name.pdf and whose PDFs carry each student's figures from the ledger; the
 * list shows who asked and when; the download is refused to another school, to students and to
 * staff without the module; the selector is validated; the data scope limits the students.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultMessages } from '../../common/codes.js';
import type { Page } from '../../common/envelope.js';
import type { JobView } from '../../common/jobs.js';
import type { TranscriptBatchRow } from '../../common/transcripts.js';
import { newStorageKey, storageFor } from '../../server/modules/files/storage.js';
import { groupCode } from '../../server/modules/transcripts/code.js';
import { makeStaff, userIdOf } from './activity-fixture.js';
import { call, credential, makeApp, signInAs, type TestApp } from './helpers.js';
import { getFile, studentsWithNames } from './student-helpers.js';
import { fail, ok } from './structure-helpers.js';
import { correct, grantFromActivity } from './transcripts-fixture.js';

const S = 10001;
const MODULE = '/usermng/export/transcript/list';
let t: TestApp;
let dataDir: string;
let admin: string;
let admin2: string;
let student: string;
/** The class of the batch: its id, label parts and students (by code), one of them deleted. */
let klass: { id: number; name: string; collegeName: string };
let members: { userId: number; code: string; name: string }[];
let deleted: { userId: number; code: string; name: string };

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

/** Polls GET /jobs/status until done or failed; every `processed` value seen along the way. */
async function follow(id: string, token = admin): Promise<{ job: JobView; seen: number[] }> {
  const seen: number[] = [];
  for (const deadline = Date.now() + 120_000; ; ) {
    const env = await call<JobView>(t, 'GET', '/jobs/status', { id }, token);
    if (env.code !== 0) throw new Error(JSON.stringify(env));
    seen.push(env.data.processed);
    if (env.data.status === 'done' || env.data.status === 'failed') return { job: env.data, seen };
    if (Date.now() > deadline) throw new Error(`batch ${id} still ${env.data.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const startBatch = (params: object, token = admin) => ok<{ id: string }>(t, 'POST', '/transcript/batch', params, token);
const download = (id: string, token = admin) => getFile(t, '/transcript/batch/download', { id }, token);

/** Sum of the student's granted hours in the ledger, two decimals (computed by the database, not by the code under test). */
async function ledgerTotal(userId: number): Promise<string> {
  const row = await sql<{ total: string }>`select coalesce(sum(granted_hours), 0)::numeric(10,2)::text as total from hours_ledger where user_id = ${userId}`.execute(t.db);
  return row.rows[0].total;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sc-batch-test-'));
  t = await makeApp({ config: { dataDir } });
  [admin, admin2, student] = await Promise.all([signInAs(t, 'admin'), signInAs(t, 'admin2'), signInAs(t, 'student')]);
  // A class of six: the first student's, joined by five more (the small fixture spreads students thin).
  const first = await studentsWithNames(t).where('s.schoolId', '=', S).orderBy('s.code').executeTakeFirstOrThrow();
  klass = { id: first.classId!, name: first.className, collegeName: first.collegeName };
  const others = await t.db.selectFrom('students').select('userId').where('schoolId', '=', S).where('classId', '<>', first.classId).orderBy('code', 'desc').limit(5).execute();
  await t.db
    .updateTable('students')
    .set({ collegeId: first.collegeId, majorId: first.majorId, classId: first.classId, grade: first.grade, campusId: first.campusId })
    .where('userId', 'in', others.map((o) => o.userId))
    .execute();
  const all = await t.db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['s.userId', 's.code', 'u.name'])
    .where('s.classId', '=', klass.id)
    .orderBy('s.code')
    .execute();
  expect(all.length).toBeGreaterThanOrEqual(4);
  deleted = all[all.length - 1];
  members = all.slice(0, -1);
  await t.db.updateTable('students').set({ status: 6 }).where('userId', '=', deleted.userId).execute();
  // Everyone in the class: 12 volunteering hours; then different corrections so each PDF differs.
  await grantFromActivity(t, S, '班级志愿服务', { classify: '志愿服务', hours: '12' }, all.map((s) => s.userId));
  for (let i = 0; i < members.length; i++) await correct(t, S, members[i].userId, '理论学习', `${i + 1}.25`, '补录讲座学时');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a class batch', () => {
  let id: string;
  let job: JobView;
  let seen: number[];
  let zip: Record<string, Uint8Array>;
  let zipBytes: Buffer;

  beforeAll(async () => {
    ({ id } = await startBatch({ classId: klass.id }));
    ({ job, seen } = await follow(id));
    const res = await download(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    zipBytes = res.rawPayload;
    zip = unzipSync(new Uint8Array(zipBytes));
  });

  it('finishes with progress at the total, one transcript per student (deleted students left out)', async () => {
    expect(job.status).toBe('done');
    expect(job.total).toBe(members.length);
    expect(job.processed).toBe(members.length);
    expect(job.progress).toBe(100);
    // Progress only ever grows.
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const issued = await t.db.selectFrom('transcripts').select(['userId', 'issuedBy']).where('batchId', '=', id).orderBy('userId').execute();
    expect(issued.map((r) => r.userId).sort((a, b) => a - b)).toEqual(members.map((m) => m.userId).sort((a, b) => a - b));
    const adminId = await userIdOf(t, S, 'admin');
    expect(issued.every((r) => r.issuedBy === adminId)).toBe(true);
  });

  it('zips one PDF per student named code_name.pdf, by student number', () => {
    expect(Object.keys(zip)).toEqual(members.map((m) => `${m.code}_${m.name}.pdf`));
    expect(Object.keys(zip)).not.toContain(`${deleted.code}_${deleted.name}.pdf`);
    for (const bytes of Object.values(zip)) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it("prints each student's own figures from the ledger and their verification code", async () => {
    for (const [i, m] of members.entries()) {
      const text = await pdfText(zip[`${m.code}_${m.name}.pdf`]);
      const row = await t.db.selectFrom('transcripts').select('code').where('batchId', '=', id).where('userId', '=', m.userId).executeTakeFirstOrThrow();
      expect(text).toContain(`姓名 ${m.name}`);
      expect(text).toContain(`学号 ${m.code}`);
      expect(text).toContain(`班级 ${klass.name}`);
      expect(text).toContain(`总学时 ${await ledgerTotal(m.userId)} 学时`);
      // The two modules the ledger fed: 12 volunteering hours for all, i + 1.25 ideology hours each; the demo rule sets no module minimums.
      expect(text).toContain('志愿公益 12.00 — —');
      expect(text).toContain(`思想素养 ${i + 1}.25 — —`);
      expect(text).toContain('技能特长 0.00 — —');
      // The requirement lines of the rule (issue 13): campus hours are the ideology hours.
      expect(text).toContain(`总学时 200.00 ${await ledgerTotal(m.userId)} 未达标`);
      expect(text).toContain(`校园活动学时 80.00 ${i + 1}.25 未达标`);
      expect(text).toContain('社会实践学时 100.00 0.00 未达标');
      expect(text).toContain(`验证码：${groupCode(row.code)}`);
      expect(text).toContain(`/verify/${row.code}`);
    }
  });

  it('is listed with who asked, when, the count, the file name and its size', async () => {
    const page = await ok<Page<TranscriptBatchRow>>(t, 'GET', '/export/transcript/list', { current: 1, size: 10 }, admin);
    const row = page.list.find((r) => r.id === id)!;
    const adminName = (await t.db.selectFrom('users').select('name').where('id', '=', await userIdOf(t, S, 'admin')).executeTakeFirstOrThrow()).name;
    expect(row).toMatchObject({
      scopeLabel: `${klass.collegeName} / ${klass.name}`, studentCount: members.length, createdByName: adminName, status: 'done', progress: 100, error: null,
      size: zipBytes.length,
    });
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(row.finishedAt! >= row.createdAt).toBe(true);
    expect(row.fileName).toBe(`成绩单_${klass.collegeName}-${klass.name}_${row.createdAt.replace(/\D/g, '').slice(0, 12)}.zip`);
    // The download is named the same.
    const res = await download(id);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1])).toBe(row.fileName);
  });

  it('is refused to another school (批次不存在), to students and to staff without the module (10003)', async () => {
    const other = await download(id, admin2);
    expect(JSON.parse(other.body)).toMatchObject({ code: 10002, msg: '批次不存在' });
    expect(JSON.parse((await download(id, student)).body).code).toBe(10003);
    const clerk = await makeStaff(t, S, ['/usermng/student/list']);
    expect(JSON.parse((await download(id, clerk.token)).body).code).toBe(10003);
    expect((await fail(t, 'GET', '/export/transcript/list', {}, student)).code).toBe(10003);
    expect((await fail(t, 'POST', '/transcript/batch', { classId: klass.id }, clerk.token)).code).toBe(10003);
    // Another school's list does not show it.
    const theirs = await ok<Page<TranscriptBatchRow>>(t, 'GET', '/export/transcript/list', {}, admin2);
    expect(theirs.list.map((r) => r.id)).not.toContain(id);
    // An id that is not a batch.
    const bad = await download('00000000-0000-4000-8000-000000000000');
    expect(JSON.parse(bad.body)).toMatchObject({ code: 10002, msg: '批次不存在' });
  });
});

describe('choosing the students', () => {
  it('needs exactly one selector, named in the message', async () => {
    const none = await fail(t, 'POST', '/transcript/batch', {}, admin);
    expect(none).toMatchObject({ code: 10002 });
    expect(none.msg).toContain('collegeId、majorId、classId、grade、userIds');
    const two = await fail(t, 'POST', '/transcript/batch', { classId: klass.id, grade: '2021' }, admin);
    expect(two).toMatchObject({ code: 10002, msg: '参数错误: classId、grade 只能指定其中一项' });
    expect(await fail(t, 'POST', '/transcript/batch', { grade: '21级' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: grade 格式不正确' });
    expect(await fail(t, 'POST', '/transcript/batch', { userIds: 'a,b' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: userIds 格式不正确' });
    const many = Array.from({ length: 5001 }, (_, i) => i + 1);
    expect(await fail(t, 'POST', '/transcript/batch', { userIds: many }, admin)).toMatchObject({ code: 10002, msg: '参数错误: userIds 最多 5000 个' });
    expect(await fail(t, 'POST', '/transcript/batch', { classId: 'x' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: classId 格式不正确' });
  });

  it('refuses units of another school and empty selections', async () => {
    expect(await fail(t, 'POST', '/transcript/batch', { classId: klass.id }, admin2)).toMatchObject({ code: 10002, msg: '班级不存在' });
    expect(await fail(t, 'POST', '/transcript/batch', { grade: '1999' }, admin)).toMatchObject({ code: 10002, msg: '没有符合条件的学生' });
    expect(await fail(t, 'POST', '/transcript/batch', { userIds: [deleted.userId] }, admin)).toMatchObject({ code: 10002, msg: '没有符合条件的学生' });
    expect(await fail(t, 'POST', '/transcript/batch', { userIds: [members[0].userId] }, admin2)).toMatchObject({ code: 10002, msg: '学生不存在' });
  });

  it('takes a list of students, labelled by the first name and the count', async () => {
    const chosen = [members[2], members[0]];
    const { id } = await startBatch({ userIds: chosen.map((m) => m.userId).join(',') });
    const { job } = await follow(id);
    expect(job).toMatchObject({ status: 'done', processed: 2, total: 2 });
    const zip = unzipSync(new Uint8Array((await download(id)).rawPayload));
    expect(Object.keys(zip)).toEqual([members[0], members[2]].map((m) => `${m.code}_${m.name}.pdf`));
    const page = await ok<Page<TranscriptBatchRow>>(t, 'GET', '/export/transcript/list', {}, admin);
    expect(page.list[0]).toMatchObject({ id, scopeLabel: `${members[0].name}等2名学生`, studentCount: 2 });
  });

  it("keeps to a college-level administrator's colleges", async () => {
    const mine = (await t.db.selectFrom('classes').select('collegeId').where('id', '=', klass.id).executeTakeFirstOrThrow()).collegeId;
    const other = await t.db.selectFrom('students as s').innerJoin('users as u', 'u.id', 's.userId').select(['s.userId', 's.collegeId']).where('s.schoolId', '=', S).where('s.collegeId', '<>', mine).executeTakeFirstOrThrow();
    const dean = await makeStaff(t, S, [MODULE], 2, mine);
    // By grade: only the students of their college in that grade.
    const grade = (await t.db.selectFrom('classes').select('grade').where('id', '=', klass.id).executeTakeFirstOrThrow()).grade;
    const expected = await t.db.selectFrom('students').select('userId').where('schoolId', '=', S).where('collegeId', '=', mine).where('grade', '=', grade).where('status', '<>', 6).execute();
    const { id } = await startBatch({ grade }, dean.token);
    const { job } = await follow(id, dean.token);
    expect(job).toMatchObject({ status: 'done', total: expected.length, processed: expected.length });
    const issued = await t.db.selectFrom('transcripts').select('userId').where('batchId', '=', id).execute();
    expect(issued.map((r) => r.userId).sort((a, b) => a - b)).toEqual(expected.map((r) => r.userId).sort((a, b) => a - b));
    // Another college: nobody in scope; a listed student of another college: no permission.
    expect(await fail(t, 'POST', '/transcript/batch', { collegeId: other.collegeId }, dean.token)).toMatchObject({ code: 10002, msg: '没有符合条件的学生' });
    expect((await fail(t, 'POST', '/transcript/batch', { userIds: [other.userId] }, dean.token)).code).toBe(10003);
  });

  it("lists and serves a college-level administrator only the batches whose every student is in their colleges (issue 14)", async () => {
    const mine = (await t.db.selectFrom('classes').select('collegeId').where('id', '=', klass.id).executeTakeFirstOrThrow()).collegeId;
    const other = await t.db.selectFrom('students').select(['userId', 'collegeId']).where('schoolId', '=', S).where('collegeId', '<>', mine).where('status', '<>', 6).executeTakeFirstOrThrow();
    const dean = await makeStaff(t, S, [MODULE], 2, mine);
    // The administrator's batches: one of the dean's class, one of another college, one mixing both.
    const ofMine = (await startBatch({ classId: klass.id })).id;
    const ofOther = (await startBatch({ collegeId: other.collegeId })).id;
    const mixed = (await startBatch({ userIds: [members[0].userId, other.userId] })).id;
    for (const id of [ofMine, ofOther, mixed]) expect((await follow(id)).job.status).toBe('done');

    const seen = await ok<Page<TranscriptBatchRow>>(t, 'GET', '/export/transcript/list', { current: 1, size: 40 }, dean.token);
    const ids = seen.list.map((r) => r.id);
    expect(ids).toContain(ofMine);
    expect(ids).not.toContain(ofOther);
    expect(ids).not.toContain(mixed);
    expect(seen.total).toBe(seen.list.length);
    // Every batch the dean sees covers students of their college only.
    const students = await t.db
      .selectFrom('transcriptBatchStudents as bs')
      .innerJoin('students as s', (j) => j.onRef('s.userId', '=', 'bs.userId').onRef('s.schoolId', '=', 'bs.schoolId'))
      .select(['bs.batchId', 's.collegeId'])
      .where('bs.batchId', 'in', ids)
      .execute();
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((r) => r.collegeId === mine)).toBe(true);

    expect((await download(ofMine, dean.token)).headers['content-type']).toBe('application/zip');
    for (const id of [ofOther, mixed]) expect(JSON.parse((await download(id, dean.token)).body)).toMatchObject({ code: 10003, msg: '暂无权限！该批次含有您数据范围以外的学生' });
    // The administrator still sees and downloads all three.
    const all = (await ok<Page<TranscriptBatchRow>>(t, 'GET', '/export/transcript/list', { current: 1, size: 40 }, admin)).list.map((r) => r.id);
    expect(all).toEqual(expect.arrayContaining([ofMine, ofOther, mixed]));
    expect((await download(mixed)).headers['content-type']).toBe('application/zip');
  });

  it('answers 成绩单尚未生成完成 for a batch without its ZIP yet', async () => {
    const adminId = await userIdOf(t, S, 'admin');
    const pending = '11111111-1111-4111-8111-111111111111';
    await t.db.insertInto('transcriptBatches').values({ id: pending, schoolId: S, createdBy: adminId, scope: JSON.stringify({ grade: '2021' }), scopeLabel: '2021级' }).execute();
    expect(JSON.parse((await download(pending)).body)).toMatchObject({ code: 10002, msg: '成绩单尚未生成完成' });
  });
});

describe('a batch that cannot store its ZIP', () => {
  it('fails, keeps no file and says so in the list', async () => {
    const files = path.join(dataDir, 'files');
    renameSync(files, `${files}.away`);
    writeFileSync(files, 'not a folder');
    try {
      const { id } = await startBatch({ userIds: [members[0].userId] });
      const { job } = await follow(id);
      expect(job.status).toBe('failed');
      expect(job.error).toBe(resultMessages[50000].zh);
      const page = await ok<Page<TranscriptBatchRow>>(t, 'GET', '/export/transcript/list', {}, admin);
      expect(page.list.find((r) => r.id === id)).toMatchObject({ status: 'failed', fileName: null, size: null, finishedAt: null });
      expect(JSON.parse((await download(id)).body)).toMatchObject({ code: 10002, msg: '成绩单尚未生成完成' });
    } finally {
      rmSync(files);
      renameSync(`${files}.away`, files);
    }
  });
});

describe('the school logo', () => {
  it('draws an uploaded logo (/api/files/<key>) read from file storage', async () => {
    const png = new PNG({ width: 8, height: 8 });
    png.data.fill(120);
    const key = newStorageKey('png');
    await storageFor(t.config).put(key, PNG.sync.write(png, { colorType: 2 }));
    await t.db.updateTable('schools').set({ logo: `/api/files/${key}` }).where('id', '=', S).execute();
    try {
      const { id } = await startBatch({ userIds: [members[1].userId] });
      expect((await follow(id)).job.status).toBe('done');
      const zip = unzipSync(new Uint8Array((await download(id)).rawPayload));
      const pdf = Buffer.from(zip[`${members[1].code}_${members[1].name}.pdf`]).toString('latin1');
      expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(1);
    } finally {
      await t.db.updateTable('schools').set({ logo: '' }).where('id', '=', S).execute();
    }
  });
});

describe('the download reply', () => {
  it('is a streamed attachment with its length', async () => {
    const page = await ok<Page<TranscriptBatchRow>>(t, 'GET', '/export/transcript/list', {}, admin);
    const done = page.list.find((r) => r.status === 'done')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transcript/batch/download?params=${encodeURIComponent(JSON.stringify({ id: done.id }))}`,
      headers: { authorization: credential(t.codec, admin) },
    });
    expect(res.headers['content-length']).toBe(String(done.size));
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
  });
});
