/**
 * Roster import (issue 3; spec §5 spreadsheet upload): the template, file checks (one file,
 * xls/xlsx by name and content, 5 MB), the dry run reporting every bad row and writing nothing,
 * importAll refusing a file with bad rows, importValid importing only the good rows, re-import
 * updating by student number without duplicates, and the error report file. Issue 14: the
 * school's import caps (rows, inflated size) refuse a bigger file with 10002 and write nothing.
 */
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../common/envelope.js';
import type { ImportLimits, RuleChangeRow, SchoolParams } from '../../common/schoolParams.js';
import type { ImportResult } from '../../common/students.js';
import { idCheckDigit } from '../../common/validators/idcard.js';
import { initialPasswordFor } from '../../server/auth/initialPassword.js';
import { ROSTER_COLUMNS } from '../../server/modules/students/roster/columns.js';
import { call, fileAppAs, requestToken, signInAs } from './helpers.js';
import { getFile, readSheet, rosterXlsx, upload, uploadEnvelope, waitJob, type RosterLine } from './student-helpers.js';

let place: { campus: string; college: string; major: string; grade: string; class: string };
const { t, admin } = await fileAppAs('admin');
beforeAll(async () => {
  const row = await t.db
    .selectFrom('classes as cl')
    .innerJoin('majors as m', 'm.id', 'cl.majorId')
    .innerJoin('colleges as c', 'c.id', 'cl.collegeId')
    .innerJoin('campuses as cp', 'cp.id', 'c.campusId')
    .select(['cp.name as campus', 'c.name as college', 'm.name as major', 'cl.grade', 'cl.name as class'])
    .where('cl.schoolId', '=', 10001)
    .where('c.name', '=', '理学院')
    .where('cl.grade', '=', '2024')
    .orderBy('cl.id')
    .executeTakeFirstOrThrow();
  place = row;
});

const id = (birth: string, seq: string) => `420102${birth}${seq}` + idCheckDigit(`420102${birth}${seq}`);
const good = (n: number, extra: RosterLine = {}): RosterLine => ({
  code: `R2024${String(n).padStart(4, '0')}`, name: `导入${n}`, gender: '男', idType: '居民身份证', idNumber: id('20060101', String(100 + n).slice(-3)),
  mobile: `1390000${String(n).padStart(4, '0')}`, politics: '共青团员', ...place, ...extra,
});

async function runImport(lines: RosterLine[], mode: string, token = admin) {
  const env = await uploadEnvelope<{ id: string }>(t, '/school/student/import', [{ name: '名单.xlsx', content: await rosterXlsx(lines) }], { mode }, token);
  expect(env.code, env.msg).toBe(0);
  return waitJob<ImportResult>(t, env.data.id, token);
}

const countCodes = async (prefix: string) =>
  Number((await t.db.selectFrom('students').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', 10001).where('code', 'like', `${prefix}%`).executeTakeFirstOrThrow()).n);

describe('template', () => {
  it('has the headers in order, a second sheet with the valid values, and the school’s names', async () => {
    const res = await getFile(t, '/school/student/import-template', {}, admin);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('学生导入模板.xlsx');
    const [headers] = await readSheet(res.rawPayload);
    expect(headers).toEqual(['学号*', '姓名*', '性别', '证件类型', '证件号码*', '手机号', '政治面貌', '校区*', '学院*', '专业*', '年级*', '班级*']);
    const help = (await readSheet(res.rawPayload, 1)).map((r) => r.join('|')).join('\n');
    expect(help).toContain('中共预备党员');
    expect(help).toContain(`${place.grade} / ${place.class}`);
    expect(help).not.toContain('信息工程学院'); // another school's college
  });
});

describe('file checks', () => {
  const send = async (files: { name: string; content: Buffer }[]) => JSON.parse((await upload(t, '/school/student/import', files, { mode: 'dryRun' }, admin)).body);
  it('refuses no file, two files, other types, the old .xls format, non-Excel content and files over 5 MB', async () => {
    const xlsx = await rosterXlsx([good(1)]);
    expect(await send([])).toMatchObject({ code: 10002, msg: '请选择要上传的文件' });
    expect(await send([{ name: 'a.xlsx', content: xlsx }, { name: 'b.xlsx', content: xlsx }])).toMatchObject({ code: 10002, msg: '一次只能上传一个文件' });
    expect(await send([{ name: 'a.csv', content: Buffer.from('学号,姓名') }])).toMatchObject({ code: 10002, msg: '只能上传xls或xlsx格式的文件' });
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect(await send([{ name: 'old.xls', content: ole }])).toMatchObject({ code: 10002, msg: '暂不支持旧版xls格式,请在Excel中另存为xlsx后再导入' });
    expect(await send([{ name: 'fake.xlsx', content: Buffer.from('not a spreadsheet') }])).toMatchObject({ code: 10002, msg: '文件内容不是有效的Excel文件' });
    expect(await send([{ name: 'big.xlsx', content: Buffer.concat([xlsx, Buffer.alloc(5 * 1024 * 1024)]) }])).toMatchObject({ code: 10002, msg: '文件大小不能超过5M' });
    expect(await uploadEnvelope(t, '/school/student/import', [{ name: 'a.xlsx', content: xlsx }], { mode: 'all' }, admin)).toMatchObject({ code: 10002 });
  });

  it('fails the job with the reason for wrong headers or an unreadable workbook', async () => {
    const noClass = await rosterXlsx([good(1)], ROSTER_COLUMNS.map((c) => (c.key === 'class' ? '备注' : c.header)));
    const env = await uploadEnvelope<{ id: string }>(t, '/school/student/import', [{ name: 'x.xlsx', content: noClass }], { mode: 'dryRun' }, admin);
    expect(await waitJob(t, env.data.id, admin)).toMatchObject({ status: 'failed', error: '表头与导入模板不一致,缺少列: 班级' });
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    const env2 = await uploadEnvelope<{ id: string }>(t, '/school/student/import', [{ name: 'x.xlsx', content: broken }], { mode: 'dryRun' }, admin);
    expect(await waitJob(t, env2.data.id, admin)).toMatchObject({ status: 'failed', error: '无法读取该Excel文件,请使用导入模板填写' });
  });
});

describe('dry run, importAll, importValid, re-import', () => {
  // Built when called: `place` is read in beforeAll.
  const bad = (): RosterLine[] => [
    good(1),
    good(2, { idNumber: id('20060101', '102').slice(0, 17) + '0' }),
    good(3, { mobile: '12345', college: '不存在学院' }),
    good(4, { name: '' }),
    good(5, { code: 'R20240001' }),
    good(6, { idNumber: '420102200602310061' }),
    good(7, { idNumber: '990102200601010071' }),
    good(8, { class: '不存在班级' }),
    good(9, { idType: '护照', idNumber: 'E999', gender: '' }),
    good(10),
  ];

  it('a dry run reports every bad row with row, column and reason, and writes nothing', async () => {
    const job = await runImport(bad(), 'dryRun');
    expect(job.status).toBe('done');
    expect(job.progress).toBe(100);
    expect(job.result).toMatchObject({ mode: 'dryRun', total: 10, valid: 2, invalid: 8, created: 0, written: false });
    expect(job.result!.errors).toEqual([
      { row: 3, column: '证件号码', reason: '身份证号码校验位错误' },
      { row: 4, column: '手机号', reason: '手机号格式不正确' },
      { row: 4, column: '学院', reason: '学院"不存在学院"不存在' },
      { row: 5, column: '姓名', reason: '姓名不能为空' },
      { row: 6, column: '学号', reason: '学号与第2行重复' },
      { row: 7, column: '证件号码', reason: '出生日期无效' },
      { row: 8, column: '证件号码', reason: '省份代码无效' },
      { row: 9, column: '班级', reason: '班级"不存在班级"不存在' },
      { row: 10, column: '性别', reason: '证件类型不是居民身份证时请填写性别' },
    ]);
    expect(job.result!.errorCount).toBe(9);
    expect(await countCodes('R2024')).toBe(0);
    // The report as xlsx.
    const res = await getFile(t, '/jobs/download', { id: job.id }, admin);
    const rows = await readSheet(res.rawPayload);
    expect(rows[0]).toEqual(['行号', '列', '原因']);
    expect(rows.slice(1).map((r) => r[2])).toEqual(job.result!.errors.map((e) => e.reason));
  });

  it('importAll refuses a file with bad rows and writes nothing', async () => {
    const job = await runImport(bad(), 'importAll');
    expect(job.result).toMatchObject({ mode: 'importAll', invalid: 8, created: 0, written: false });
    expect(await countCodes('R2024')).toBe(0);
  });

  it('importValid imports only the good rows, as 未激活 students with the initial password and modL 0', async () => {
    const job = await runImport(bad(), 'importValid');
    expect(job.result).toMatchObject({ mode: 'importValid', valid: 2, created: 2, updated: 0, written: true });
    const rows = await t.db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.code', 'u.name', 's.status', 'u.modL', 'u.gender', 's.birthday', 's.idNumber'])
      .where('s.schoolId', '=', 10001)
      .where('s.code', 'like', 'R2024%')
      .orderBy('s.code')
      .execute();
    expect(rows.map((r) => r.code)).toEqual(['R20240001', 'R20240010']);
    expect(rows[0]).toMatchObject({ name: '导入1', status: 0, modL: 0, birthday: '2006-01-01', gender: 1 });
    const password = initialPasswordFor({ username: 'R20240001', idNumber: rows[0].idNumber });
    expect((await requestToken(t, 10001, 'R20240001', password)).code).toBe(0);
    const role = await t.db.selectFrom('userRoles as ur').innerJoin('roles as r', 'r.id', 'ur.roleId').innerJoin('users as u', 'u.id', 'ur.userId').select('r.code').where('u.username', '=', 'R20240001').execute();
    expect(role.map((r) => r.code)).toEqual(['student']);
  });

  it('re-importing updates by student number and never duplicates', async () => {
    const lines = [good(1, { name: '导入1改', mobile: '13911112222' }), ...Array.from({ length: 5 }, (_, i) => good(20 + i))];
    const first = await runImport(lines, 'importAll');
    expect(first.result).toMatchObject({ created: 5, updated: 1, written: true });
    const again = await runImport(lines, 'importAll');
    expect(again.result).toMatchObject({ created: 0, updated: 6, written: true });
    expect(await countCodes('R2024')).toBe(7);
    const users = await t.db.selectFrom('users').select(['name', 'mobile', 'modL']).where('schoolId', '=', 10001).where('username', '=', 'R20240001').execute();
    expect(users).toEqual([{ name: '导入1改', mobile: '13911112222', modL: 0 }]);
    // A student who has activated keeps their password and status on re-import.
    await t.db.updateTable('users').set({ modL: 1 }).where('username', '=', 'R20240020').execute();
    await runImport(lines, 'importAll');
    expect((await t.db.selectFrom('users').select('modL').where('username', '=', 'R20240020').executeTakeFirstOrThrow()).modL).toBe(1);
  });
});

describe('jobs', () => {
  it('another school may not read the job (10003); unknown ids are 10002; a teacher may not import', async () => {
    const job = await runImport([good(40)], 'dryRun');
    const admin2 = await signInAs(t, 'admin2');
    expect(await call(t, 'GET', '/jobs/status', { id: job.id }, admin2)).toMatchObject({ code: 10003 });
    expect(JSON.parse((await getFile(t, '/jobs/download', { id: job.id }, admin2)).body)).toMatchObject({ code: 10003 });
    expect(await call(t, 'GET', '/jobs/status', { id: '00000000-0000-4000-8000-000000000000' }, admin)).toMatchObject({ code: 10002, msg: '任务不存在' });
    expect(await call(t, 'GET', '/jobs/status', { id: 'abc' }, admin)).toMatchObject({ code: 10002, msg: '参数错误: id 格式不正确' });
    expect(JSON.parse((await getFile(t, '/jobs/download', { id: job.id }, admin)).body)).toMatchObject({ code: 10002, msg: '该任务还没有可下载的文件' });
    const teacher = await signInAs(t, 'teacher');
    expect(await uploadEnvelope(t, '/school/student/import', [{ name: 'a.xlsx', content: await rosterXlsx([good(41)]) }], { mode: 'dryRun' }, teacher)).toMatchObject({ code: 10003 });
    expect((await getFile(t, '/school/student/import-template', {}, teacher)).json()).toMatchObject({ code: 10003 });
  });
});

describe('import caps (issue 14): data rows and inflated size, per school', () => {
  const DEFAULTS: ImportLimits = { importMaxRows: 20000, importMaxInflatedMb: 50 };
  const setCaps = (caps: ImportLimits) => call<ImportLimits>(t, 'POST', '/system/setparams/imports', caps, admin);
  const importJobs = async () =>
    Number((await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', 10001).where('kind', '=', 'student-import').executeTakeFirstOrThrow()).n);
  const send = (content: Buffer, mode = 'importAll') => uploadEnvelope<{ id: string }>(t, '/school/student/import', [{ name: '名单.xlsx', content }], { mode }, admin);
  afterAll(async () => {
    await setCaps(DEFAULTS);
  });

  it('are settings of 参数设置: 20,000 rows and 50 MB by default, bounded, logged, for one school only', async () => {
    expect((await call<SchoolParams>(t, 'GET', '/system/setparams', {}, admin)).data.imports).toEqual(DEFAULTS);
    expect(await setCaps({ importMaxRows: 0, importMaxInflatedMb: 50 })).toMatchObject({ code: 10002, msg: expect.stringMatching(/^参数错误: importMaxRows /) });
    expect(await setCaps({ importMaxRows: 20000, importMaxInflatedMb: 501 })).toMatchObject({ code: 10002, msg: expect.stringMatching(/^参数错误: importMaxInflatedMb /) });
    expect(await setCaps({ importMaxRows: 5, importMaxInflatedMb: 1 })).toMatchObject({ code: 0, data: { importMaxRows: 5, importMaxInflatedMb: 1 } });
    expect((await call<SchoolParams>(t, 'GET', '/system/setparams', {}, admin)).data.imports).toEqual({ importMaxRows: 5, importMaxInflatedMb: 1 });
    const log = await call<Page<RuleChangeRow>>(t, 'GET', '/system/setparams/changes', { current: 1, size: 10, target: 'imports' }, admin);
    expect(log.data.list[0].changes).toEqual([
      { field: 'importMaxRows', before: 20000, after: 5 },
      { field: 'importMaxInflatedMb', before: 50, after: 1 },
    ]);
    const admin2 = await signInAs(t, 'admin2');
    expect((await call<SchoolParams>(t, 'GET', '/system/setparams', {}, admin2)).data.imports).toEqual(DEFAULTS);
    expect(await call(t, 'POST', '/system/setparams/imports', DEFAULTS, await signInAs(t, 'teacher'))).toMatchObject({ code: 10003 });
  });

  it('refuses a file over the row cap with 10002 naming the cap: no job, nothing written; blank rows do not count', async () => {
    await setCaps({ importMaxRows: 5, importMaxInflatedMb: 50 });
    const jobs = await importJobs();
    const six = Array.from({ length: 6 }, (_, i) => good(60 + i));
    for (const mode of ['dryRun', 'importAll', 'importValid']) {
      expect(await send(await rosterXlsx(six), mode)).toMatchObject({ code: 10002, msg: '参数错误: file 表格行数超过上限 5 行', data: null });
    }
    expect(await importJobs()).toBe(jobs);
    expect(await countCodes('R2024006')).toBe(0);
    // Five students and a blank row: at the cap, imported.
    const job = await runImport([...six.slice(0, 3), {}, ...six.slice(3, 5)], 'importAll');
    expect(job.result).toMatchObject({ total: 5, created: 5, written: true });
    expect(await countCodes('R2024006')).toBe(5);
  });

  it('within the caps, still reports every bad row with row, column and reason', async () => {
    await setCaps({ importMaxRows: 5, importMaxInflatedMb: 50 });
    const job = await runImport([good(70), good(71, { mobile: '123' }), good(72, { code: 'R20240070' }), good(73, { class: '不存在班级' })], 'importAll');
    expect(job.result).toMatchObject({ total: 4, valid: 1, invalid: 3, created: 0, written: false });
    expect(job.result!.errors).toEqual([
      { row: 3, column: '手机号', reason: '手机号格式不正确' },
      { row: 4, column: '学号', reason: '学号与第2行重复' },
      { row: 5, column: '班级', reason: '班级"不存在班级"不存在' },
    ]);
    expect(await countCodes('R2024007')).toBe(0);
  });

  it('refuses a file that inflates over the cap from its zip directory, whatever sheet holds the bulk', async () => {
    // One student on the roster sheet, and a second sheet of repeated lines: small to upload, big inflated.
    const wb = new ExcelJS.Workbook();
    const roster = wb.addWorksheet('学生名单');
    roster.addRow(ROSTER_COLUMNS.map((c) => c.header));
    roster.addRow(ROSTER_COLUMNS.map((c) => good(80)[c.key] ?? null));
    const notes = wb.addWorksheet('备注');
    for (let i = 0; i < 4000; i++) notes.addRow(Array.from({ length: 10 }, () => '同一行备注同一行备注'));
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const inflated = Object.values(unzipSync(file)).reduce((n, entry) => n + entry.length, 0);
    expect(file.length).toBeLessThan(512 * 1024);
    expect(inflated).toBeGreaterThan(1024 * 1024);

    await setCaps({ importMaxRows: 5, importMaxInflatedMb: 1 });
    const jobs = await importJobs();
    expect(await send(file)).toMatchObject({ code: 10002, msg: '参数错误: file 表格解压后超过上限 1 MB', data: null });
    expect(await importJobs()).toBe(jobs);
    expect(await countCodes('R20240080')).toBe(0);
    // Under a higher cap the same file imports its first sheet only.
    await setCaps({ importMaxRows: 5, importMaxInflatedMb: 2 });
    const env = await send(file);
    expect(env.code, env.msg).toBe(0);
    expect((await waitJob<ImportResult>(t, env.data.id, admin)).result).toMatchObject({ total: 1, created: 1, written: true });
    expect(await countCodes('R20240080')).toBe(1);
  });
});
