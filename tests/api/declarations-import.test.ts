/**
 * The declaration import (issue 5; spec §3 type "backend import", §5 spreadsheet upload): the
 * template with its 填写说明, a dry run that writes nothing, importAll that writes nothing while any
 * row is bad, importValid that writes the good rows approved at once (type 2) with their ledger rows
 * by the highest-level-once rule, every row error as {row, column, reason} plus the error report,
 * the data scope, and who may import. Issue 14: over the school's import caps (rows, inflated size)
 * the upload is refused with 10002 and nothing is written.
 */
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_MESSAGES, type DeclarationImportResult, type DeclarationRow } from '../../common/declarations.js';
import type { Page } from '../../common/envelope.js';
import { call, fileApp, signInAs } from './helpers.js';
import { makeStaff } from './activity-fixture.js';
import { getFile, readSheet, uploadEnvelope, waitJob } from './student-helpers.js';
import { audit, createProject, declare, hoursOf, ledgerOf, makeDeclWorld, S, students, unique } from './declarations-helpers.js';
import type { ImportLimits } from '../../common/schoolParams.js';

const t = await fileApp();
const w = await makeDeclWorld(t);
const p = await createProject(t, w, { name: unique('导入项目') });
const people = await students(t, 6);
const codes: string[] = [];
beforeAll(async () => {
  for (const s of people) codes.push((await t.db.selectFrom('students').select('code').where('userId', '=', s.userId).executeTakeFirstOrThrow()).code);
});

const HEADERS = ['学号*', '项目名称*', '奖项级别*', '申报说明', '申报时间'];
async function workbook(lines: (string | number | null)[][], headers = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('申报导入');
  sheet.addRow(headers);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function runImport(lines: (string | number | null)[][], mode: string, token = w.admin) {
  const env = await uploadEnvelope<{ id: string }>(t, '/project/apply/import', [{ name: '获奖名单.xlsx', content: await workbook(lines) }], { mode }, token);
  if (env.code !== 0) return { env, job: null };
  return { env, job: await waitJob<DeclarationImportResult>(t, env.data.id, token) };
}

const rowsOf = (userId: number) => t.db.selectFrom('declarations').selectAll().where('userId', '=', userId).where('projectId', '=', p.id).orderBy('id').execute();

describe('GET /project/apply/import-template', () => {
  it('has the five columns and a 填写说明 sheet listing the projects and their options', async () => {
    const res = await getFile(t, '/project/apply/import-template', {}, w.admin);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('申报导入模板.xlsx'));
    expect((await readSheet(res.rawPayload))[0]).toEqual(HEADERS);
    const help = await readSheet(res.rawPayload, 1);
    expect(help[0][0]).toBe('填写说明');
    expect(help).toContainEqual([p.name, '学科竞赛', '国家级', '12']);
    expect(help).toContainEqual([p.name, '学科竞赛', '校级', '4']);
  });

  it('is for holders of the import button only', async () => {
    expect((await getFile(t, '/project/apply/import-template', {}, (await makeStaff(t, S, ['/communist/project/apply'])).token)).json()).toMatchObject({ code: 10003 });
    expect((await getFile(t, '/project/apply/import-template', {}, await signInAs(t, 'student'))).json()).toMatchObject({ code: 10003 });
  });
});

describe('POST /project/apply/import', () => {
  it('reports every bad row with its column and reason; a dry run and importAll write nothing', async () => {
    const lines = [
      [codes[0], p.name, '省级', '全国赛省级奖', '2026-11-01'],
      ['0000000000', p.name, '省级', '', ''],
      [codes[1], '没有这个项目', '省级', '', ''],
      [codes[1], p.name, '特等奖', '', ''],
      [codes[2], p.name, '国家', '', '2026-13-01'],
      [codes[3], p.name, '校级', '', '2099-01-01'],
      [codes[0], p.name, '校级', '', ''],
      ['', '', '', '只有说明', ''],
      [codes[4], p.name, '校级', '说'.repeat(1001), ''],
    ];
    const dry = await runImport(lines, 'dryRun');
    expect(dry.job).toMatchObject({ status: 'done', kind: 'declaration-import' });
    const r = dry.job!.result!;
    expect(r).toMatchObject({ mode: 'dryRun', total: 9, valid: 1, invalid: 8, created: 0, written: false });
    expect(r.errors).toEqual([
      { row: 3, column: '学号', reason: '学号「0000000000」不存在' },
      { row: 4, column: '项目名称', reason: '项目「没有这个项目」不存在' },
      { row: 5, column: '奖项级别', reason: `奖项级别「特等奖」不属于项目「${p.name}」` },
      { row: 6, column: '奖项级别', reason: `奖项级别「国家」不属于项目「${p.name}」` },
      { row: 6, column: '申报时间', reason: '申报时间格式应为YYYY-MM-DD' },
      { row: 7, column: '申报时间', reason: '申报时间不能晚于今天' },
      { row: 8, column: '项目名称', reason: '与第2行是同一学生的同一项目' },
      { row: 9, column: '学号', reason: '学号不能为空' },
      { row: 9, column: '项目名称', reason: '项目名称不能为空' },
      { row: 9, column: '奖项级别', reason: '奖项级别不能为空' },
      { row: 10, column: '申报说明', reason: '申报说明最多1000个字' },
    ]);
    expect(r.errorCount).toBe(11);
    const report = await readSheet((await getFile(t, '/jobs/download', { id: dry.job!.id }, w.admin)).rawPayload);
    expect(report[0]).toEqual(['行号', '列', '原因']);
    expect(report.length).toBe(12);
    const all = await runImport(lines, 'importAll');
    expect(all.job!.result).toMatchObject({ mode: 'importAll', valid: 1, created: 0, written: false });
    expect(await rowsOf(people[0].userId)).toEqual([]);
  });

  it('importAll writes clean files: approved type-2 declarations with ledger rows, in the list with their date', async () => {
    const before = Number(await hoursOf(t, people[1].userId));
    const { job } = await runImport([[codes[1], p.name, '国家级', '全国一等奖', '2026-10-15'], [codes[2], p.name, '校级', '', '']], 'importAll');
    expect(job!.result).toMatchObject({ total: 2, valid: 2, invalid: 0, errors: [], created: 2, written: true });
    expect(job!.hasFile).toBe(false);
    const [row] = await rowsOf(people[1].userId);
    expect(row).toMatchObject({ status: 2, type: 2, hours: '12.00', grantedHours: '12.00', description: '全国一等奖' });
    expect((await ledgerOf(t, row.id))[0]).toMatchObject({ grantedHours: '12.00', classifyId: w.classifyId });
    expect(Number(await hoursOf(t, people[1].userId)) - before).toBe(12);
    const listed = await call<Page<DeclarationRow>>(t, 'GET', '/project/apply/list', { current: 1, size: 40, projectName: p.name, userId: people[1].userId }, w.admin);
    const adminName = (await t.db.selectFrom('users').select('name').where('schoolId', '=', S).where('username', '=', 'admin').executeTakeFirstOrThrow()).name;
    expect(listed.data.list.map((r) => [r.type, r.statusName, r.applyTime.slice(0, 10), r.auditor])).toEqual([[2, '已通过', '2026-10-15', adminName]]);
    const d = await call<{ history: { action: string; actionName: string }[] }>(t, 'GET', '/project/apply/detail', { id: row.id }, w.admin);
    expect(d.data.history.map((h) => [h.action, h.actionName])).toEqual([['import', '后台导入']]);
  });

  it('importValid writes the good rows only; the ledger keeps each project’s highest level once', async () => {
    const s = people[3];
    const pending = await declare(t, s, p, '校级');
    const before = Number(await hoursOf(t, s.userId));
    const { job } = await runImport([[codes[3], p.name, '省级', '', ''], [codes[4], '没有这个项目', '省级', '', '']], 'importValid');
    expect(job!.result).toMatchObject({ valid: 1, invalid: 1, created: 1, written: true, errorCount: 1 });
    expect(job!.hasFile).toBe(true);
    expect(Number(await hoursOf(t, s.userId)) - before).toBe(8);
    // Now the pending 校级 one adds nothing when approved, and the same level cannot come in again.
    await audit(t, w.auditorA.token, [pending], 1);
    expect((await ledgerOf(t, pending))).toEqual([]);
    expect(Number(await hoursOf(t, s.userId)) - before).toBe(8);
    const again = await runImport([[codes[3], p.name, '省级', '', ''], [codes[3], p.name, '校级', '', '']], 'dryRun');
    expect(again.job!.result!.errors).toEqual([
      { row: 2, column: '奖项级别', reason: DECLARATION_MESSAGES.alreadyHigher },
      { row: 3, column: '项目名称', reason: '与第2行是同一学生的同一项目' },
      { row: 3, column: '奖项级别', reason: DECLARATION_MESSAGES.alreadyHigher },
    ]);
    // A higher level adds the difference.
    const up = await runImport([[codes[3], p.name, '国家级', '', '']], 'importAll');
    // The whole job view, so a failed job shows its error.
    expect(up.job).toMatchObject({ status: 'done', error: null, result: { created: 1 } });
    expect(Number(await hoursOf(t, s.userId)) - before).toBe(12);
  });

  it('keeps to the caller’s data scope and permission; refuses bad files and modes', async () => {
    const college = (await t.db.selectFrom('students').select('collegeId').where('userId', '=', people[5].userId).executeTakeFirstOrThrow()).collegeId!;
    const otherCollege = (await t.db.selectFrom('colleges').select('id').where('schoolId', '=', S).where('id', '<>', college).where('parentId', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
    const outsider = await makeStaff(t, S, ['/communist/project/apply', '/click/declare/import'], 2, otherCollege);
    const { job } = await runImport([[codes[5], p.name, '校级', '', '']], 'importValid', outsider.token);
    expect(job!.result).toMatchObject({ created: 0, errors: [{ row: 2, column: '学号', reason: '该学生不在您的数据范围内' }] });
    const listOnly = await makeStaff(t, S, ['/communist/project/apply']);
    expect((await runImport([[codes[5], p.name, '校级', '', '']], 'importAll', listOnly.token)).env.code).toBe(10003);
    expect((await runImport([[codes[5], p.name, '校级', '', '']], 'everything')).env).toMatchObject({ code: 10002, msg: '参数错误: mode 必须为 dryRun、importAll 或 importValid' });
    const noFile = await uploadEnvelope(t, '/project/apply/import', [], { mode: 'dryRun' }, w.admin);
    expect(noFile).toMatchObject({ code: 10002, msg: '请选择要上传的文件' });
    const wrongHeaders = await uploadEnvelope<{ id: string }>(t, '/project/apply/import', [{ name: 'a.xlsx', content: await workbook([[codes[5]]], ['学号', '项目']) }], { mode: 'dryRun' }, w.admin);
    const failed = await waitJob(t, wrongHeaders.data.id, w.admin);
    expect(failed).toMatchObject({ status: 'failed', error: '表头与导入模板不一致,缺少列: 项目名称、奖项级别' });
    // Another school cannot import into this school's project: the name is unknown there.
    const other = await runImport([[codes[5], p.name, '校级', '', '']], 'dryRun', w.admin2);
    expect(other.job!.result!.errors.map((e) => e.reason)).toEqual([`学号「${codes[5]}」不存在`, `项目「${p.name}」不存在`]);
  });
});

describe('import caps (issue 14)', () => {
  const setCaps = (caps: ImportLimits) => call<ImportLimits>(t, 'POST', '/system/setparams/imports', caps, w.admin);
  const importJobs = async () =>
    Number((await t.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolId', '=', S).where('kind', '=', 'declaration-import').executeTakeFirstOrThrow()).n);
  afterAll(async () => {
    await setCaps({ importMaxRows: 20000, importMaxInflatedMb: 50 });
  });

  it('refuses a file over the row cap or the inflated-size cap with 10002 naming it: no job, nothing written', async () => {
    const s = people[0];
    const before = (await rowsOf(s.userId)).length;
    const jobs = await importJobs();
    await setCaps({ importMaxRows: 2, importMaxInflatedMb: 50 });
    const three = [[codes[0], p.name, '校级', '', ''], [codes[1], p.name, '校级', '', ''], [codes[2], p.name, '校级', '', '']];
    expect((await runImport(three, 'importValid')).env).toMatchObject({ code: 10002, msg: '参数错误: file 表格行数超过上限 2 行', data: null });

    // Long, repetitive descriptions: small to upload, over 1 MB inflated.
    const padded = await workbook(Array.from({ length: 2000 }, (_, i) => [codes[0], p.name, '校级', `第${i}条` + '同一段说明'.repeat(100), '']));
    expect(padded.length).toBeLessThan(512 * 1024);
    expect(Object.values(unzipSync(padded)).reduce((n, e) => n + e.length, 0)).toBeGreaterThan(1024 * 1024);
    await setCaps({ importMaxRows: 20000, importMaxInflatedMb: 1 });
    const env = await uploadEnvelope(t, '/project/apply/import', [{ name: '获奖名单.xlsx', content: padded }], { mode: 'importValid' }, w.admin);
    expect(env).toMatchObject({ code: 10002, msg: '参数错误: file 表格解压后超过上限 1 MB', data: null });

    expect(await importJobs()).toBe(jobs);
    expect(await rowsOf(s.userId)).toHaveLength(before);
  });

  it('within the caps, still reports every bad row with its column and reason', async () => {
    await setCaps({ importMaxRows: 2, importMaxInflatedMb: 1 });
    const { env, job } = await runImport([[codes[0], '没有这个项目', '校级', '', ''], [codes[0], p.name, '特等奖', '', '2099-01-01']], 'importAll');
    expect(env.code, env.msg).toBe(0);
    expect(job!.result).toMatchObject({ total: 2, valid: 0, invalid: 2, created: 0, written: false });
    expect(job!.result!.errors).toEqual([
      { row: 2, column: '项目名称', reason: '项目「没有这个项目」不存在' },
      { row: 3, column: '奖项级别', reason: `奖项级别「特等奖」不属于项目「${p.name}」` },
      { row: 3, column: '申报时间', reason: '申报时间不能晚于今天' },
    ]);
  });
});
