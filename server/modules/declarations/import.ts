/**
 * The declaration import (issue 5; spec §3 self-declaration row "type: otherwise backend import",
 * §5 spreadsheet upload): the back office imports award results already verified elsewhere. The
 * template (申报导入模板.xlsx) has 学号*, 项目名称*, 奖项级别*, 申报说明, 申报时间 (YYYY-MM-DD, default
 * today) and a 填写说明 sheet listing the school's projects and their options. The file is read
 * by the shared sheet reader (server/jobs/sheets: streamed in a worker thread within the school's
 * row and inflated-size caps, before the upload is answered) and checked row by row:
 *  - unknown student number, or a student outside the caller's data scope;
 *  - unknown project; option not of that project; description over 1000 characters;
 *  - a date that is not YYYY-MM-DD or lies after today;
 *  - the same student and project twice in the file;
 *  - the student already has an approved declaration of the project at the same or a higher level.
 * Modes as the roster's: dryRun writes nothing; importAll writes only when no row has a problem;
 * importValid writes the good rows. Written rows are type 2, approved at once (auditedBy = the
 * importer) with their ledger rows by the highest-level-once rule (grant.ts) — all in ONE
 * transaction. Problems come back as {row, column, reason} and as an error report xlsx.
 */
import ExcelJS from 'exceljs';
import type { Kysely, Transaction } from 'kysely';
import { SourceType } from '../../../common/activities.js';
import {
  DECLARATION_DESCRIPTION_MAX, DECLARATION_MESSAGES, DeclarationStatus, DeclarationType, type DeclarationImportError, type DeclarationImportResult,
} from '../../../common/declarations.js';
import { ERROR_LIST_LIMIT } from '../../../common/students.js';
import { toHundredths } from '../../../common/hoursRules.js';
import type { DataScope } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { withFile, XLSX_TYPE, yieldToEventLoop } from '../../jobs/index.js';
import { formatDateTime, parseWireTime } from '../../../common/time.js';
import { recordAudit } from '../audits/engine.js';
import { termOf } from '../terms/service.js';
import { sheetRows, type ImportRun, type SheetColumn } from '../../jobs/sheets/index.js';
import { addHelpSheet, errorReport, styleHeader } from '../students/roster/workbooks.js';
import { scopeCondition } from '../students/scope.js';
import { approveDeclaration } from './grant.js';
import { highestApproved, insertDeclaration, studentCodes } from './repositories/declarations.js';
import { projectOptionCatalog } from './repositories/projects.js';

export const IMPORT_JOB = 'declaration-import';
export const TEMPLATE_FILE_NAME = '申报导入模板.xlsx';
export const ERROR_REPORT_NAME = '申报导入错误报告.xlsx';
export const IMPORT_EMPTY = '文件中没有申报数据';

type Key = 'code' | 'project' | 'option' | 'description' | 'applyDate';
interface ImportColumn extends SheetColumn<Key> {
  width: number;
}
const col = (key: Key, label: string, required: boolean, width: number): ImportColumn => ({ key, label, required, width });
export const IMPORT_COLUMNS: ImportColumn[] = [
  col('code', '学号', true, 16),
  col('project', '项目名称', true, 36),
  col('option', '奖项级别', true, 16),
  col('description', '申报说明', false, 40),
  col('applyDate', '申报时间', false, 14),
];
const LABEL = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.label])) as Record<Key, string>;

export const IMPORT_MESSAGES = {
  required: (label: string) => `${label}不能为空`,
  student: (code: string) => `学号「${code}」不存在`,
  scope: '该学生不在您的数据范围内',
  project: (name: string) => `项目「${name}」不存在`,
  option: (option: string, project: string) => `奖项级别「${option}」不属于项目「${project}」`,
  description: `申报说明最多${DECLARATION_DESCRIPTION_MAX}个字`,
  date: '申报时间格式应为YYYY-MM-DD',
  future: '申报时间不能晚于今天',
  duplicate: (row: number) => `与第${row}行是同一学生的同一项目`,
} as const;

/** 'YYYY-MM-DD' of `now` in China Standard Time. */
const cstDay = (now: Date) => formatDateTime(now)!.slice(0, 10);

/** GET /project/apply/import-template → the xlsx bytes (see the file comment). */
export async function importTemplate(db: Kysely<Database>, schoolId: number, now = new Date()): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('申报导入', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.required ? `${c.label}*` : c.label, key: c.key, width: c.width, style: c.key === 'code' || c.key === 'applyDate' ? { numFmt: '@' } : {} }));
  styleHeader(sheet.getRow(1));
  IMPORT_COLUMNS.forEach((c, i) => {
    if (c.required) sheet.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
  });
  const lines = [
    ['填写说明'],
    ['1. 每行一条获奖记录,第1行为表头,请勿修改表头;带*的列必填。'],
    ['2. 学号须为本校在籍学生,且在您的数据范围内。'],
    ['3. 项目名称、奖项级别须与下表完全一致;同一学生的同一项目在文件中只能出现一次。'],
    [`4. 申报时间格式为YYYY-MM-DD(如${cstDay(now)}),不填为导入当天,不能晚于今天。`],
    ['5. 导入的申报直接记为"已通过",并按该项目的最高级别计入学时:已获得更低级别的,只补足差额;已获得同级或更高级别的,该行不能导入。'],
    ['6. 文件须为xlsx格式,大小不超过5M。'],
    [],
    ['项目名称', '类别', '奖项级别', '学时'],
  ];
  const rows = await projectOptionCatalog(db, schoolId);
  addHelpSheet(wb, [36, 16, 18, 10], lines, rows.map((r) => [r.project, r.classify, r.option, Number(r.hours)]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** What the rows are checked against. */
interface ImportContext {
  students: Map<string, { userId: number; inScope: boolean }>;
  projects: Map<string, { id: number; classifyId: number; options: Map<string, { id: number; hours: string }> }>;
  /** `${userId}|${projectId}` → the highest approved hours (hundredths). */
  approved: Map<string, number>;
}

async function importContext(db: Kysely<Database>, schoolId: number, scope: DataScope): Promise<ImportContext> {
  const inScope = scopeCondition(scope);
  const [students, options, approved] = await Promise.all([
    studentCodes(db, schoolId, inScope),
    projectOptionCatalog(db, schoolId),
    highestApproved(db, schoolId),
  ]);
  const projects: ImportContext['projects'] = new Map();
  for (const o of options) {
    if (!projects.has(o.project)) projects.set(o.project, { id: o.projectId, classifyId: o.classifyId, options: new Map() });
    projects.get(o.project)!.options.set(o.option, { id: o.id, hours: o.hours });
  }
  return {
    students: new Map(students.map((s) => [s.code, { userId: s.userId, inScope: !!s.inScope }])),
    projects,
    approved: new Map(approved.map((a) => [`${a.userId}|${a.projectId}`, toHundredths(a.hours)])),
  };
}

/** A checked row ready to write. */
export interface ImportRow {
  row: number;
  userId: number;
  projectId: number;
  classifyId: number;
  optionId: number;
  hours: string;
  description: string;
  /** null: the import's own time. */
  applyTime: Date | null;
}

/** Every problem of every row, and the good rows (see the file comment for the rules); yields every 1,000 rows. */
export async function validateImport(rows: { row: number; values: Record<Key, string> }[], ctx: ImportContext, now: Date) {
  const errors: DeclarationImportError[] = [];
  const good: ImportRow[] = [];
  const firstRow = new Map<string, number>();
  const today = cstDay(now);
  let invalid = 0;
  for (const [i, r] of rows.entries()) {
    // A big file never holds the API up (issue 14).
    if (i > 0 && i % 1000 === 0) await yieldToEventLoop();
    const found: DeclarationImportError[] = [];
    const fail = (key: Key, reason: string) => found.push({ row: r.row, column: LABEL[key], reason });
    const v = r.values;
    for (const c of IMPORT_COLUMNS) if (c.required && !v[c.key]) fail(c.key, IMPORT_MESSAGES.required(c.label));
    const student = v.code ? ctx.students.get(v.code) : undefined;
    if (v.code && !student) fail('code', IMPORT_MESSAGES.student(v.code));
    else if (student && !student.inScope) fail('code', IMPORT_MESSAGES.scope);
    const project = v.project ? ctx.projects.get(v.project) : undefined;
    if (v.project && !project) fail('project', IMPORT_MESSAGES.project(v.project));
    const option = project && v.option ? project.options.get(v.option) : undefined;
    if (project && v.option && !option) fail('option', IMPORT_MESSAGES.option(v.option, v.project));
    if (v.description.length > DECLARATION_DESCRIPTION_MAX) fail('description', IMPORT_MESSAGES.description);
    let applyTime: Date | null = null;
    if (v.applyDate) {
      const day = v.applyDate.replace(/[/.]/g, '-');
      applyTime = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseWireTime(`${day} 00:00`) : null;
      if (!applyTime) fail('applyDate', IMPORT_MESSAGES.date);
      else if (day > today) fail('applyDate', IMPORT_MESSAGES.future);
    }
    if (student && project) {
      const key = `${student.userId}|${project.id}`;
      const first = firstRow.get(key);
      if (first !== undefined) fail('project', IMPORT_MESSAGES.duplicate(first));
      else firstRow.set(key, r.row);
      const have = ctx.approved.get(key);
      if (option && have !== undefined && have >= toHundredths(option.hours)) fail('option', DECLARATION_MESSAGES.alreadyHigher);
    }
    if (found.length) {
      invalid += 1;
      errors.push(...found);
    } else {
      good.push({
        row: r.row, userId: student!.userId, projectId: project!.id, classifyId: project!.classifyId, optionId: option!.id, hours: option!.hours,
        description: v.description, applyTime,
      });
    }
  }
  return { good, errors, invalid };
}

/**
 * Writes checked rows inside `trx`: approved type-2 declarations (auditedBy = the importer) with
 * their ledger rows (grant.ts) and an 'import' history entry each; resolves to how many.
 */
export async function writeImportRows(
  trx: Transaction<Database>,
  session: Pick<Session, 'schoolId' | 'userId'>,
  rows: ImportRow[],
  now: Date,
  onProgress: (n: number) => void = () => undefined,
): Promise<number> {
  let done = 0;
  for (const r of rows) {
    const applyTime = r.applyTime ?? now;
    const termId = (await termOf(trx, session.schoolId, cstDay(applyTime)))?.id ?? null;
    const d = await insertDeclaration(trx, session.schoolId, {
      projectId: r.projectId, optionId: r.optionId, userId: r.userId, description: r.description, hours: r.hours,
      status: DeclarationStatus.APPROVED, type: DeclarationType.IMPORT, termId, auditedBy: session.userId, auditedAt: now, createdBy: session.userId, applyTime,
    });
    await approveDeclaration(trx, { ...d, hours: r.hours }, r.classifyId, session.userId, '', now);
    await recordAudit(trx, { schoolId: session.schoolId, sourceType: SourceType.DECLARATION, relationId: d.id, action: 'import', actorId: session.userId, fromStatus: null, toStatus: DeclarationStatus.APPROVED, now });
    done += 1;
    if (done % 100 === 0) {
      onProgress(done);
      await yieldToEventLoop();
    }
  }
  return done;
}

/**
 * The job's work on a read file (`sheet`: readSheet with IMPORT_COLUMNS, in a worker thread): decode, check, maybe write; resolves to DeclarationImportResult (with the error
 * report when there are problems). Fails with the read's problem (not a workbook, headers) or
 * IMPORT_EMPTY.
 */
export async function runDeclarationImport({ db, session, scope, sheet, mode, report, write }: ImportRun, now = new Date()): Promise<unknown> {
  report(0, 1);
  const rows = await sheetRows(sheet, IMPORT_COLUMNS, IMPORT_EMPTY);
  const total = mode === 'dryRun' ? rows.length : rows.length * 2;
  report(0, total);
  const check = await validateImport(rows, await importContext(db, session.schoolId, scope), now);
  report(rows.length, total);
  const result: DeclarationImportResult = {
    mode, total: rows.length, valid: check.good.length, invalid: check.invalid,
    errors: check.errors.slice(0, ERROR_LIST_LIMIT), errorCount: check.errors.length, created: 0, written: false,
  };
  const refuse = mode === 'importAll' && check.invalid > 0;
  if (mode !== 'dryRun' && !refuse && check.good.length > 0) {
    // All rows in ONE transaction: any failure writes nothing.
    result.created = await write((trx) => writeImportRows(trx, session, check.good, now, (n) => report(rows.length + n, total)));
    result.written = true;
  }
  report(total, total);
  if (check.errors.length === 0) return result;
  return withFile(result, { content: await errorReport(check.errors), fileName: ERROR_REPORT_NAME, contentType: XLSX_TYPE });
}
