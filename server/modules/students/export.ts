/**
 * The student export job (POST /school/student/export): the filtered, scoped list of GET
 * /school/students as an xlsx with the columns a school office expects — 学号, 姓名, 性别, 证件号码,
 * 手机号, 政治面貌, 校区, 学院, 专业, 年级, 班级, 学时, 学分 (分数 when the school's waysConvert is 3),
 * 诚信值, 状态. Rows are read in keyset batches by student number and written with exceljs's
 * streaming writer, yielding to the event loop between batches. 证件号码 and 手机号 are masked
 * (common/personalData.ts) unless `full` — a full export needs 查看完整个人信息 and is recorded by
 * the route (personal.ts, issue 14 defect 8).
 */
import { genderLabels, politicsLabel, studentStatusLabels } from '../../../common/enums.js';
import { maskIdNumber, maskMobile } from '../../../common/personalData.js';
import type { ExportResult } from '../../../common/students.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import type { StudentFilter } from '../../../common/schemas/students.js';
import * as repo from './repositories/students.js';
import type { DataScope } from './scope.js';

const BATCH = 2000;

/** The export's header row; the score column is named by the school's unit (spec §3 waysConvert). */
export function exportHeaders(waysConvert: number): string[] {
  return ['学号', '姓名', '性别', '证件号码', '手机号', '政治面貌', '校区', '学院', '专业', '年级', '班级', '学时', waysConvert === 3 ? '分数' : '学分', '诚信值', '状态'];
}

export const exportFileName = (now = new Date()) => `学生名单-${cstStamp(now)}.xlsx`;

/** The job's work: resolves to {rows} with the xlsx attached; identity numbers and mobiles masked unless `full`. */
export async function runExport(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, scope: DataScope, filter: StudentFilter, report: JobReport, fileName: string, full = false) {
  const idNumber = full ? (v: string | null) => v ?? '' : maskIdNumber;
  const mobile = full ? (v: string | null) => v ?? '' : maskMobile;
  const school = await repo.findSchoolSettings(db, session.schoolId);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '学生名单',
    headers: exportHeaders(school.waysConvert),
    widths: [14, 10, 6, 22, 14, 14, 12, 18, 18, 8, 18, 10, 10, 10, 8],
    total: await repo.countStudents(db, session.schoolId, filter, scope),
    report,
    batchSize: BATCH,
    fetch: (last: string | null) => repo.findExportBatch(db, session.schoolId, filter, scope, last ?? '', BATCH),
    cursorOf: (r) => r.code,
    cells: (r) => [
      r.code, r.name, genderLabels[r.gender] ?? '', idNumber(r.idNumber), mobile(r.mobile), politicsLabel(r.politics), r.campusName,
      r.collegeName, r.majorName, r.grade, r.className, Number(r.hours), Number(r.score), Number(r.credit),
      studentStatusLabels[r.status] ?? '',
    ],
  });
  const result: ExportResult = { rows };
  return withFile(result, { content, fileName, contentType: XLSX_TYPE });
}
