/**
 * The spreadsheets of the roster import (exceljs): the template to fill in (GET
 * /school/student/import-template) and the error report of a checked file.
 *
 * Template: sheet 学生名单 with the headers of columns.ts (required ones marked '*', text-formatted
 * number columns, drop-down lists for 性别/证件类型/政治面貌); sheet 填写说明 with the rules and every
 * valid campus, college, major and class name of the school.
 */
import ExcelJS from 'exceljs';
import { politicsLabels } from '../../../../common/enums.js';
import { idTypeLabels, type RosterError } from '../../../../common/students.js';
import type { Db } from '../../../db/db.js';
import { writeBatchedXlsx } from '../../../jobs/xlsxExport.js';
import { safeCell } from '../../../jobs/xlsxExport.js';
import { INITIAL_PASSWORD_RULE } from '../password.js';
import * as roster from '../repositories/roster.js';
import { ROSTER_COLUMNS } from './columns.js';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F1' } };
const REQUIRED_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFC00000' } };
const TEMPLATE_ROWS = 5000;

/** Bold, filled, centred header row (shared with the declaration import's workbooks). */
export function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: 'middle', horizontal: 'center' };
  });
  row.height = 20;
}

const letter = (index: number) => String.fromCharCode(64 + index);

/**
 * Adds the sheet 填写说明 of an import template (shared with the declaration import): columns of
 * `widths` (characters), the `lines` of help — the first a title in bold 14 pt, the last the header
 * of the table below, styled as one — then the `table` rows, each cell made safe. Returns the sheet.
 */
export function addHelpSheet(wb: ExcelJS.Workbook, widths: number[], lines: string[][], table: (string | number)[][]): ExcelJS.Worksheet {
  const help = wb.addWorksheet('填写说明');
  help.columns = widths.map((width) => ({ width }));
  for (const line of lines) help.addRow(line);
  help.getRow(1).font = { bold: true, size: 14 };
  styleHeader(help.getRow(lines.length));
  for (const row of table) help.addRow(row.map(safeCell));
  return help;
}

/** GET /school/student/import-template → the xlsx bytes. */
export async function rosterTemplate(db: Db, schoolId: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('学生名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ROSTER_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width, style: c.text ? { numFmt: '@' } : {} }));
  styleHeader(sheet.getRow(1));
  ROSTER_COLUMNS.forEach((c, i) => {
    if (c.required) sheet.getRow(1).getCell(i + 1).font = REQUIRED_FONT;
  });
  const lists: [string, string[]][] = [
    ['gender', ['男', '女']],
    ['idType', Object.values(idTypeLabels)],
    ['politics', Object.values(politicsLabels)],
  ];
  for (const [key, values] of lists) {
    const index = ROSTER_COLUMNS.findIndex((c) => c.key === key) + 1;
    const range = `${letter(index)}2:${letter(index)}${TEMPLATE_ROWS}`;
    // exceljs supports data validations but its typings omit them.
    (sheet as unknown as { dataValidations: { add(range: string, v: object): void } }).dataValidations.add(range, { type: 'list', allowBlank: true, formulae: [`"${values.join(',')}"`] });
  }

  const lines = [
    ['填写说明'],
    ['1. 每行一名学生,第1行为表头,请勿修改表头;带*的列必填。'],
    ['2. 证件类型为空时按居民身份证处理;身份证号码为15位或18位(末位X不区分大小写),出生日期和性别由身份证号码自动得出。'],
    ['3. 证件类型不是居民身份证时,证件号码不能为空,并请填写性别。'],
    ['4. 手机号为11位数字,以1开头,第二位为3-9。'],
    ['5. 校区、学院、专业、班级须与下表名称完全一致;班级须属于所填专业和年级。'],
    ['6. 学号已存在时更新该学生的信息,不会重复创建;新学生为"未激活"状态,须首次登录修改密码后方可使用。'],
    [`7. ${INITIAL_PASSWORD_RULE}。`],
    ['8. 文件须为xlsx格式,大小不超过5M。'],
    [],
    ['性别', '男、女'],
    ['证件类型', Object.values(idTypeLabels).join('、')],
    ['政治面貌', Object.values(politicsLabels).join('、')],
    [],
    ['校区', '学院', '专业', '年级 / 班级'],
  ];
  const rows = await roster.findPlacementNames(db, schoolId);
  const help = addHelpSheet(wb, [22, 28, 28, 16], lines, rows.map((r) => [r.campus ?? '', r.college, r.major, `${r.grade} / ${r.className}`]));
  const campuses = await roster.findCampusNames(db, schoolId);
  help.addRow([]);
  help.addRow(['全部校区', safeCell(campuses.join('、'))]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// Small blocks: the streaming writer spends about 30 ms on 1,000 lines, all on the event loop.
const REPORT_BLOCK = 500;

/**
 * The error report of a checked file (the roster, or the declaration import): 行号, 列, 原因 — one
 * line per problem. Written with exceljs's streaming writer, yielding between blocks, because a
 * file of 100,000 bad rows has as many lines (issue 14).
 */
export async function errorReport(errors: RosterError[]): Promise<Buffer> {
  const { content } = await writeBatchedXlsx({
    sheetName: '错误报告',
    headers: ['行号', '列', '原因'],
    widths: [8, 14, 60],
    total: errors.length,
    report: () => undefined,
    batchSize: REPORT_BLOCK,
    fetch: async (after: number | null) => errors.slice(after ?? 0, (after ?? 0) + REPORT_BLOCK).map((e, i) => ({ at: (after ?? 0) + i + 1, e })),
    cursorOf: (r) => r.at,
    cells: ({ e }) => [e.row, e.column, e.reason],
  });
  return content;
}
