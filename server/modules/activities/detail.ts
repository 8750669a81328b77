/**
 * GET /activity/detail (issue 4; common/activities.ts ActivityDetail): the activity row plus its
 * editable fields, flows, windows, attachments, history and the caller's `actions`.
 *
 * Who may read it: a school-wide activity administrator; the activity's organiser; an auditor of
 * any of its review steps; a holder of '/communist/activity' whose data scope admits it; a student
 * with '/student/activity' when they enrolled in it, or when it is open to students (status 4–8)
 * and, if college-level (activityLevel 2), of their own college (students get no review history). Anyone else: 10003; another school's id: 10002 '活动不存在'.
 */
import { isStudentIdentity } from '../../../common/api.js';
import { SourceType, type ActivityDetail, type AuditHistoryItem, type UploadedFile } from '../../../common/activities.js';
import { ACTIVITY_EVENTS, activityTransitions, nextStatus, type ActivityActor, type ActivityEvent } from '../../../common/activityStatus.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { formatMinute } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { ACTIVITY_LIST_MODULE, isActivityAdmin, isOrganiser, openToStudentOf, studentOf } from './access.js';
import { scopeAdmits } from './list.js';
import { findActivityDetail, findAttachments, findEnrollmentOf, findReviewTasks } from './repositories/activities.js';
import { toActivityRow } from './rows.js';
import { auditHistory } from '../audits/history.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;

/** Chinese names of the history actions that are not transition events. */
export const extraActionLabels: Record<string, string> = {
  create: '创建活动',
  update: '修改活动',
  draw: '抽签',
  backfill: '补录签到',
  enrollPass: '报名审核通过',
  enrollRefuse: '报名审核未通过',
};
export const actionLabel = (action: string): string =>
  extraActionLabels[action] ?? activityTransitions[action as ActivityEvent]?.label ?? action;

/** The activity's history (source types 1 and 2), oldest first. */
export function activityHistory(db: Db, schoolId: number, activityId: number): Promise<AuditHistoryItem[]> {
  return auditHistory(db, schoolId, [SourceType.ACTIVITY, SourceType.REPORT], activityId, actionLabel);
}

/**
 * The caller's `actions` (ActivityDetail.actions): every event the transition table lets one of
 * their actors fire now, plus 'edit' (status 1 before any step passed, or 3), 'copy', 'qr' (6–8),
 * 'backfill' (7, 8, 10) and 'report' (8, 10) for the organiser or an administrator.
 */
export function actionsFor(a: { status: number; stepNo: number }, actors: ActivityActor[]): string[] {
  const out: string[] = ACTIVITY_EVENTS.filter((event) =>
    actors.some((actor) => nextStatus(a.status, event, actor, { reason: '-', isLastStep: true }).ok),
  );
  if (actors.includes('organiser') || actors.includes('admin')) {
    if ((a.status === 1 && a.stepNo === 1) || a.status === 3) out.push('edit');
    out.push('copy');
    if ([6, 7, 8].includes(a.status)) out.push('qr');
    if ([7, 8, 10].includes(a.status)) out.push('backfill');
    if ([8, 10].includes(a.status)) out.push('report');
  }
  return out;
}

/** The caller's actors for this activity, and whether they may read it at all. */
async function callerActors(db: Db, caller: Caller, a: { id: number; status: number; createdBy: number; administratorId: number; organizationId: number; collegeId: number | null; activityLevel: number }) {
  const actors: ActivityActor[] = [];
  if (await isActivityAdmin(db, caller)) actors.push('admin');
  if (await isOrganiser(db, caller, a)) actors.push('organiser');
  const tasks = await findReviewTasks(db, caller.schoolId, a.id);
  const mine = tasks.filter((t) => t.auditorIds.includes(caller.userId));
  if (mine.some((t) => t.doneAt === null)) actors.push('auditor');
  let readable = actors.length > 0 || mine.length > 0;
  let student = false;
  if (!readable && isStudentIdentity(caller.identity) && (await hasPermission(db, caller, '/student/activity'))) {
    const enrolled = await findEnrollmentOf(db, caller.schoolId, a.id, caller.userId);
    readable = !!enrolled || (a.status >= 4 && a.status <= 8 && openToStudentOf(a, (await studentOf(db, caller))?.collegeId));
    student = readable;
  }
  if (!readable && (await hasPermission(db, caller, ACTIVITY_LIST_MODULE))) readable = scopeAdmits(await dataScopeOf(db, caller), caller.userId, a);
  return { actors, readable, student };
}

/** GET /activity/detail {id} → ActivityDetail. 10002 '活动不存在'; 10003 when the caller may not read it. */
export async function activityDetail(db: Db, caller: Caller, id: number): Promise<ActivityDetail> {
  const row = await findActivityDetail(db, caller.schoolId, id);
  if (!row) throw badParams('活动不存在');
  const { actors, readable, student } = await callerActors(db, caller, { ...row, id });
  if (!readable) throw noPermission('您没有查看该活动的权限');
  return {
    ...toActivityRow(row),
    organizationId: row.organizationId,
    classifyId: row.classifyId,
    flowTemplateId: row.flowTemplateId,
    flowTemplateName: row.flowTemplateName ?? '',
    reportFlowTemplateId: row.reportFlowTemplateId,
    reportFlowTemplateName: row.reportFlowTemplateName ?? '',
    administratorId: row.administratorId,
    createdBy: row.createdBy,
    description: row.description,
    posterUrl: row.posterUrl,
    attachments: await attachmentsOf(db, caller.schoolId, id),
    enrollStart: formatMinute(row.enrollStart),
    enrollEnd: formatMinute(row.enrollEnd),
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
    radiusM: row.radiusM,
    enrollMode: row.enrollMode,
    signMode: row.signMode,
    collegeId: row.collegeId,
    collegeName: row.collegeName ?? '',
    stepNo: row.stepNo,
    reason: row.reason,
    lotterySeed: row.lotterySeed,
    reportSummary: row.reportSummary,
    actualEnrollStart: formatMinute(row.actualEnrollStart),
    actualEnrollEnd: formatMinute(row.actualEnrollEnd),
    actualStartTime: formatMinute(row.actualStartTime),
    actualEndTime: formatMinute(row.actualEndTime),
    isTemplate: row.isTemplate,
    myStatus: await myEnrollmentStatus(db, caller, id),
    actions: student ? [] : actionsFor(row, actors),
    history: student ? [] : await activityHistory(db, caller.schoolId, id),
  };
}

/** The caller's own enrollment status in the activity (common/activities.ts EnrollmentStatus), null when none. */
async function myEnrollmentStatus(db: Db, caller: Caller, activityId: number): Promise<number | null> {
  return (await findEnrollmentOf(db, caller.schoolId, activityId, caller.userId))?.status ?? null;
}

/** The activity's (or template's) attachments in order. */
export async function attachmentsOf(db: Db, schoolId: number, activityId: number): Promise<UploadedFile[]> {
  const rows = await findAttachments(db, schoolId, activityId);
  return rows.map((r) => ({ id: r.fileId ?? 0, url: r.url, name: r.name, type: r.type as UploadedFile['type'], size: r.size }));
}
