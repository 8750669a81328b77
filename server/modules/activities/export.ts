/**
 * The activity export job (GET /activity/export; issue 4 "GET /activity/list ... and its export to
 * xlsx"): the filtered, scoped list of GET /activity/list as 活动列表-<time>.xlsx with one column per
 * row field under a Chinese header, statuses and flags as labels (spec §3 activity row, §4 status
 * labels; limitType named by the school's compulsoryName / electiveName). Rows are read in keyset
 * batches (id descending, as the list) and streamed with exceljs, yielding between batches.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { activityLevelLabels } from '../../../common/activities.js';
import { activityStatusLabel } from '../../../common/enums.js';
import type { Session } from '../../auth/sessions.js';
import type { DataScope } from '../../auth/scope.js';
import { withFile, XLSX_TYPE, yieldToEventLoop, type JobReport } from '../../jobs/index.js';
import type { Db } from '../structure/common.js';
import { classifyIdsOf, countActivities, filterCondition, scopeCondition } from './list.js';
import { activityRowSelect, toActivityRow } from './rows.js';
import type { ActivityFilter } from './schema.js';

export const EXPORT_JOB = 'activity-export';
const BATCH = 1000;

export const EXPORT_HEADERS = [
  '活动编号', '活动名称', '组织', '负责人', '模块', '分类', '生态行为', '推荐', '修读类型', '学时', '开始时间', '结束时间', '状态',
  '活动审核步骤', '活动审核人', '结项审核步骤', '结项审核人', '人数上限', '报名人数', '参与人数', '星级', '地点', '活动级别',
];
const WIDTHS = [10, 28, 18, 10, 14, 14, 8, 6, 10, 8, 18, 18, 10, 14, 18, 14, 18, 8, 8, 8, 6, 24, 8];

/** 'YYYYMMDD-HHmmss' in China Standard Time. */
function stamp(now = new Date()): string {
  const cst = new Date(now.getTime() + 8 * 3600_000).toISOString();
  return `${cst.slice(0, 10).replace(/-/g, '')}-${cst.slice(11, 19).replace(/:/g, '')}`;
}
export const exportFileName = (now = new Date()) => `活动列表-${stamp(now)}.xlsx`;

/** The job's work: resolves to {rows} with the xlsx attached. */
export async function runActivityExport(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, scope: DataScope, filter: ActivityFilter, report: JobReport, fileName: string) {
  const school = await db.selectFrom('schools').select(['compulsoryName', 'electiveName']).where('id', '=', session.schoolId).executeTakeFirstOrThrow();
  const limitLabels: Record<number, string> = { 0: '无', 1: school.compulsoryName || '必修', 2: school.electiveName || '选修' };
  const classifyIds = await classifyIdsOf(db, session.schoolId, filter);
  const total = await countActivities(db, session.schoolId, filter, scope, session.userId, classifyIds);
  report(0, total);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = wb.addWorksheet('活动列表', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let before: number | null = null;
  let written = 0;
  for (;;) {
    const batch = await activityRowSelect(db, session.schoolId)
      .where(filterCondition(filter, classifyIds))
      .where(scopeCondition(scope, session.userId))
      .$if(before !== null, (q) => q.where('a.id', '<', before!))
      .orderBy('a.id', 'desc')
      .limit(BATCH)
      .execute();
    for (const raw of batch) {
      const r = toActivityRow(raw);
      sheet
        .addRow([
          r.id, r.name, r.orgName, r.administrator, r.classifyName, r.classifyNameS, r.ecology ? '是' : '否', r.isRecommend ? '是' : '否',
          limitLabels[r.limitType] ?? '', Number(r.hours), r.startTime, r.endTime, activityStatusLabel(r.status), r.assignFirstOne,
          r.assignSecondOne, r.assignFirstTwo, r.assignSecondTwo, r.applyPeopleNumber, r.enrollCount, r.activityPeopleNumber,
          Number(r.starScore), r.address, activityLevelLabels[r.activityLevel] ?? '',
        ])
        .commit();
    }
    written += batch.length;
    report(written, Math.max(total, written));
    if (batch.length < BATCH) break;
    before = batch[batch.length - 1].id;
    await yieldToEventLoop();
  }
  sheet.commit();
  await wb.commit();
  await ended;
  return withFile({ rows: written }, { content: Buffer.concat(chunks), fileName, contentType: XLSX_TYPE });
}
