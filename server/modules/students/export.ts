/**
 * The student export job (POST /school/student/export): the filtered, scoped list of GET
 * /school/students as an xlsx with the columns a school office expects — 学号, 姓名, 性别, 证件号码,
 * 手机号, 政治面貌, 校区, 学院, 专业, 年级, 班级, 学时, 学分 (分数 when the school's waysConvert is 3),
 * 诚信值, 状态. Rows are read in keyset batches by student number and written with exceljs's
 * streaming writer, yielding to the event loop between batches.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { genderLabels, politicsLabel, studentStatusLabels } from '../../../common/enums.js';
import type { ExportResult } from '../../../common/students.js';
import type { Session } from '../../auth/sessions.js';
import type { Database } from '../../db/types.js';
import { withFile, XLSX_TYPE, yieldToEventLoop, type JobReport } from '../../jobs/index.js';
import type { StudentFilter } from './schema.js';
import { countStudents, placementAndTotalColumns, studentRowsQuery } from './service.js';
import type { DataScope } from './scope.js';

const BATCH = 2000;

/** The export's header row; the score column is named by the school's unit (spec §3 waysConvert). */
export function exportHeaders(waysConvert: number): string[] {
  return ['学号', '姓名', '性别', '证件号码', '手机号', '政治面貌', '校区', '学院', '专业', '年级', '班级', '学时', waysConvert === 3 ? '分数' : '学分', '诚信值', '状态'];
}

/** 'YYYYMMDD-HHmmss' in China Standard Time, for file names. */
function stamp(now = new Date()): string {
  const cst = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return `${cst.slice(0, 10).replace(/-/g, '')}-${cst.slice(11, 19).replace(/:/g, '')}`;
}

export const exportFileName = (now = new Date()) => `学生名单-${stamp(now)}.xlsx`;

/** The job's work: resolves to {rows} with the xlsx attached. */
export async function runExport(db: Kysely<Database>, session: Session, scope: DataScope, filter: StudentFilter, report: JobReport, fileName: string) {
  const school = await db.selectFrom('schools').select('waysConvert').where('id', '=', session.schoolId).executeTakeFirstOrThrow();
  const total = await countStudents(db, session.schoolId, filter, scope);
  report(0, total);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = wb.addWorksheet('学生名单', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = exportHeaders(school.waysConvert).map((header, i) => ({ header, width: [14, 10, 6, 22, 14, 14, 12, 18, 18, 8, 18, 10, 10, 10, 8][i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let last = '';
  let written = 0;
  for (;;) {
    const batch = await studentRowsQuery(db, session.schoolId, filter, scope)
      .select([
        's.code', 'u.name', 'u.gender', 's.idNumber', 'u.mobile', 's.politics', 's.status',
        sql<string>`coalesce(s.grade, '')`.as('grade'),
        ...placementAndTotalColumns,
      ])
      .where('s.code', '>', last)
      .orderBy('s.code')
      .limit(BATCH)
      .execute();
    for (const r of batch) {
      sheet
        .addRow([
          r.code, r.name, genderLabels[r.gender] ?? '', r.idNumber ?? '', r.mobile ?? '', politicsLabel(r.politics), r.campusName,
          r.collegeName, r.majorName, r.grade, r.className, Number(r.hours), Number(r.score), Number(r.credit),
          studentStatusLabels[r.status] ?? '',
        ])
        .commit();
    }
    written += batch.length;
    report(written, Math.max(total, written));
    if (batch.length < BATCH) break;
    last = batch[batch.length - 1].code;
    await yieldToEventLoop();
  }
  sheet.commit();
  await wb.commit();
  await ended;
  const result: ExportResult = { rows: written };
  return withFile(result, { content: Buffer.concat(chunks), fileName, contentType: XLSX_TYPE });
}
