/**
 * The activity export job (GET /activity/export; issue 4 "GET /activity/list ... and its export to
 * xlsx"): the filtered, scoped list of GET /activity/list as 活动列表-<time>.xlsx with one column per
 * row field under a Chinese header, statuses and flags as labels (spec §3 activity row, §4 status
 * labels; limitType named by the school's compulsoryName / electiveName). Rows are read in keyset
 * batches (id descending, as the list) and streamed with exceljs, yielding between batches.
 */
import { activityLevelLabels } from '../../../common/activities.js';
import { activityStatusLabel } from '../../../common/enums.js';
import type { Session } from '../../auth/sessions.js';
import type { DataScope } from '../../auth/scope.js';
import { withFile, XLSX_TYPE, type JobReport } from '../../jobs/index.js';
import { cstStamp, writeBatchedXlsx } from '../../jobs/xlsxExport.js';
import type { Db } from '../../db/db.js';
import { activityQuery } from './list.js';
import { activityBatch, countActivities } from './repositories/activities.js';
import { findLimitTypeNames } from './repositories/references.js';
import { toActivityRow } from './rows.js';
import type { ActivityFilter } from '../../../common/schemas/activities.js';

export const EXPORT_JOB = 'activity-export';
const BATCH = 1000;

export const EXPORT_HEADERS = [
  '活动编号', '活动名称', '组织', '负责人', '模块', '分类', '生态行为', '推荐', '修读类型', '学时', '开始时间', '结束时间', '状态',
  '活动审核步骤', '活动审核人', '结项审核步骤', '结项审核人', '人数上限', '报名人数', '参与人数', '星级', '地点', '活动级别',
];
const WIDTHS = [10, 28, 18, 10, 14, 14, 8, 6, 10, 8, 18, 18, 10, 14, 18, 14, 18, 8, 8, 8, 6, 24, 8];

export const exportFileName = (now = new Date()) => `活动列表-${cstStamp(now)}.xlsx`;

/** The job's work: resolves to {rows} with the xlsx attached. */
export async function runActivityExport(db: Db, session: Pick<Session, 'schoolId' | 'userId'>, scope: DataScope, filter: ActivityFilter, report: JobReport, fileName: string) {
  const school = await findLimitTypeNames(db, session.schoolId);
  const limitLabels: Record<number, string> = { 0: '无', 1: school.compulsoryName || '必修', 2: school.electiveName || '选修' };
  const q = await activityQuery(db, session, scope, filter);
  const total = await countActivities(db, session.schoolId, q);
  const { content, rows } = await writeBatchedXlsx({
    sheetName: '活动列表',
    headers: EXPORT_HEADERS,
    widths: WIDTHS,
    total,
    report,
    batchSize: BATCH,
    fetch: (before: number | null) => activityBatch(db, session.schoolId, q, before, BATCH),
    cursorOf: (raw) => raw.id,
    cells: (raw) => {
      const r = toActivityRow(raw);
      return [
        r.id, r.name, r.orgName, r.administrator, r.classifyName, r.classifyNameS, r.ecology ? '是' : '否', r.isRecommend ? '是' : '否',
        limitLabels[r.limitType] ?? '', Number(r.hours), r.startTime, r.endTime, activityStatusLabel(r.status), r.assignFirstOne,
        r.assignSecondOne, r.assignFirstTwo, r.assignSecondTwo, r.applyPeopleNumber, r.enrollCount, r.activityPeopleNumber,
        r.starScore === null ? '' : Number(r.starScore), r.address, activityLevelLabels[r.activityLevel] ?? '',
      ];
    },
  });
  return withFile({ rows }, { content, fileName, contentType: XLSX_TYPE });
}
