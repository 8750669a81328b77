/**
 * What a completion report contains (issue 18 item 3; spec §4 "the administrator submits a
 * completion report, which is reviewed"; §5 image and attachment rules): the summary (the schema
 * checks its length), photos and attachments uploaded through /upload/image and /upload/file, each
 * participant's hours (≤ the activity's, with a reason when lowered) and the attendance — who signed
 * in and out — as it stood when submitted. The approval grants exactly the submitted hours
 * (report.ts); the auditor reads all of it through GET /activity/report/detail.
 */
import { isStudentIdentity } from '../../../common/api.js';
import { REPORT_CONTENT_MSG, type ActivityReport, type ReportParticipant, type UploadedFile } from '../../../common/activities.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import { fromHundredths, toHundredths } from '../../../common/hoursRules.js';
import type { ReportSubmitParams } from '../../../common/schemas/participation.js';
import { formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { activityDetail } from '../activities/detail.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import { findActivity, type ActivityRecord, type Caller } from './activity.js';
import { setEnrollmentHours } from './repositories/enrollments.js';
import {
  findDraftParticipants, findReportFiles, findReportableFiles, findSubmittedParticipants, replaceReportFiles, replaceReportParticipants,
  ReportFileKind, type ReportParticipantRow,
} from './repositories/reports.js';

const IMAGE = 1;

/** The uploaded files of `ids` in their order, as report files of `kind`; 10002 naming `field` when one may not be used. */
async function reportFiles(trx: Trx, caller: Caller, a: ActivityRecord, ids: number[], kind: number, field: string) {
  const rows = await findReportableFiles(trx, a.schoolId, a.id, caller.userId, ids);
  const byId = new Map(rows.map((f) => [f.id, f]));
  return ids.map((id) => {
    const f = byId.get(id);
    if (!f) throw fieldError(field, REPORT_CONTENT_MSG.fileMissing);
    if (kind === ReportFileKind.PHOTO && f.type !== IMAGE) throw badParams(REPORT_CONTENT_MSG.photoNotImage);
    return { kind, fileId: f.id, url: FILES_URL_PREFIX + f.storageKey, name: f.name, type: f.type, size: f.size };
  });
}

/**
 * Stores the content of the report being submitted on the locked activity (status 8 or 10, checked
 * by the caller's status event): the photos and attachments, and the participants — seat holders
 * who signed in — with the hours of `p.items` (others keep their enrollment's hours, the activity's
 * unless lowered) and the reasons. The enrollments take the submitted hours, so the participant list
 * shows what was reported. 10002: '参数错误: items 含有未签到的学生', '学生「…」的学时不能超过活动学时',
 * '学生「…」的学时低于活动学时,请填写原因', '活动照片必须是图片', '参数错误: photoIds 文件不存在,请重新上传'.
 */
export async function storeReportContent(trx: Trx, caller: Caller, a: ActivityRecord, p: Pick<ReportSubmitParams, 'photoIds' | 'fileIds' | 'items'>): Promise<void> {
  const files = [
    ...(await reportFiles(trx, caller, a, p.photoIds, ReportFileKind.PHOTO, 'photoIds')),
    ...(await reportFiles(trx, caller, a, p.fileIds, ReportFileKind.ATTACHMENT, 'fileIds')),
  ];
  const participants = await findDraftParticipants(trx, a.schoolId, a.id, a.hours);
  const byUser = new Map(participants.map((r) => [r.userId, r]));
  const given = new Map(p.items.map((it) => [it.userId, it]));
  if ([...given.keys()].some((userId) => !byUser.has(userId))) throw badParams(REPORT_CONTENT_MSG.notParticipant);
  const max = toHundredths(a.hours);
  const rows = participants.map((r) => {
    const item = given.get(r.userId);
    const hours = toHundredths(item?.hours ?? r.hours);
    const reason = (item ? item.reason ?? '' : r.reason).trim();
    if (hours > max) throw badParams(REPORT_CONTENT_MSG.hoursAbove(r.name));
    if (hours < max && !reason) throw badParams(REPORT_CONTENT_MSG.reasonMissing(r.name));
    // A reason only explains lowered hours; full hours need none.
    return { userId: r.userId, hours: fromHundredths(hours), reason: hours < max ? reason : '', signInAt: r.signInAt, signOutAt: r.signOutAt, signWay: r.signWay };
  });
  await replaceReportParticipants(trx, a.schoolId, a.id, rows);
  await replaceReportFiles(trx, a.schoolId, a.id, files);
  await setEnrollmentHours(trx, a.schoolId, a.id, new Map(rows.map((r) => [r.userId, r.hours])));
}

const toParticipant = (r: ReportParticipantRow): ReportParticipant => ({
  userId: r.userId, name: r.name, code: r.code, collegeName: r.collegeName, className: r.className,
  signInAt: formatDateTime(r.signInAt), signOutAt: formatDateTime(r.signOutAt), signWay: r.signWay,
  hours: fromHundredths(toHundredths(r.hours)), reason: r.reason,
});

const toFile = (r: { fileId: number; url: string; name: string; type: number; size: number }): UploadedFile =>
  ({ id: r.fileId, url: r.url, name: r.name, type: r.type as UploadedFile['type'], size: r.size });

/**
 * GET /activity/report/detail {id} → ActivityReport: the activity as GET /activity/detail shows it
 * (its readers: organiser, administrators, the report's auditors, staff whose scope admits it) and
 * its report. Under review or decided (status 9, 11, 12): the participants as submitted. Being
 * prepared (8, or 10 after a rejection): the draft — participants as they stand, with the reasons
 * last submitted — and the summary and files last submitted, if any. 10002 '活动不存在';
 * 10003 for students and callers who may not read the activity.
 */
export async function reportDetail(db: Db, caller: Pick<Session, 'schoolId' | 'userId' | 'identity'>, id: number): Promise<ActivityReport> {
  // A student may read an activity they enrolled in, not its report.
  if (isStudentIdentity(caller.identity)) throw noPermission('您没有查看该活动的权限');
  const activity = await activityDetail(db, caller, id);
  const row = await findActivity(db, caller.schoolId, id);
  // 8 and 10 are being prepared (10: after a rejection, back-fills may have added participants).
  const submitted = activity.status !== ActivityStatus.AWAITING_COMPLETION && activity.status !== ActivityStatus.COMPLETION_REJECTED;
  const participants = submitted
    ? await findSubmittedParticipants(db, caller.schoolId, id)
    : await findDraftParticipants(db, caller.schoolId, id, row.hours);
  const total = participants.reduce((sum, r) => sum + toHundredths(r.hours), 0);
  return {
    activity,
    submitted,
    summary: activity.reportSummary,
    submittedAt: formatDateTime(row.reportSubmittedAt),
    photos: (await findReportFiles(db, caller.schoolId, id, ReportFileKind.PHOTO)).map(toFile),
    attachments: (await findReportFiles(db, caller.schoolId, id, ReportFileKind.ATTACHMENT)).map(toFile),
    participants: participants.map(toParticipant),
    totalHours: fromHundredths(total),
  };
}
