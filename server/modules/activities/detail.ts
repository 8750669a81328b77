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
import type { ActivityDetail, AuditHistoryItem, UploadedFile } from '../../../common/activities.js';
import { ACTIVITY_EVENTS, activityTransitions, nextStatus, type ActivityActor, type ActivityEvent } from '../../../common/activityStatus.js';
import { hasPermission } from '../../auth/permissions.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { formatDateTime, formatMinute } from '../../../common/time.js';
import type { Db } from '../../db/db.js';
import { ACTIVITY_LIST_MODULE, isActivityAdmin, isOrganiser, openToStudentOf, studentOf } from './access.js';
import { scopeAdmits } from './list.js';
import { activityRowSelect, toActivityRow } from './rows.js';

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
export async function activityHistory(db: Db, schoolId: number, activityId: number): Promise<AuditHistoryItem[]> {
  const rows = await db
    .selectFrom('auditRecords as r')
    .leftJoin('users as u', 'u.id', 'r.actorId')
    .select(['r.id', 'r.action', 'r.stepName', 'r.opinion', 'r.fromStatus', 'r.toStatus', 'r.createdAt', 'u.name as actorName'])
    .where('r.schoolId', '=', schoolId)
    .where('r.sourceType', 'in', [1, 2])
    .where('r.relationId', '=', activityId)
    .orderBy('r.createdAt')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actionName: actionLabel(r.action),
    stepName: r.stepName,
    actorName: r.actorName ?? '系统',
    opinion: r.opinion,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    time: formatDateTime(r.createdAt)!,
  }));
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
  const tasks = await db
    .selectFrom('auditTasks')
    .select(['doneAt', 'auditorIds'])
    .where('schoolId', '=', caller.schoolId)
    .where('sourceType', 'in', [1, 2])
    .where('relationId', '=', a.id)
    .execute();
  const mine = tasks.filter((t) => t.auditorIds.includes(caller.userId));
  if (mine.some((t) => t.doneAt === null)) actors.push('auditor');
  let readable = actors.length > 0 || mine.length > 0;
  let student = false;
  if (!readable && isStudentIdentity(caller.identity) && (await hasPermission(db, caller, '/student/activity'))) {
    const enrolled = await db
      .selectFrom('activityEnrollments')
      .select('id')
      .where('schoolId', '=', caller.schoolId)
      .where('activityId', '=', a.id)
      .where('userId', '=', caller.userId)
      .executeTakeFirst();
    readable = !!enrolled || (a.status >= 4 && a.status <= 8 && openToStudentOf(a, (await studentOf(db, caller))?.collegeId));
    student = readable;
  }
  if (!readable && (await hasPermission(db, caller, ACTIVITY_LIST_MODULE))) readable = scopeAdmits(await dataScopeOf(db, caller), caller.userId, a);
  return { actors, readable, student };
}

/** GET /activity/detail {id} → ActivityDetail. 10002 '活动不存在'; 10003 when the caller may not read it. */
export async function activityDetail(db: Db, caller: Caller, id: number): Promise<ActivityDetail> {
  const row = await activityRowSelect(db, caller.schoolId)
    .leftJoin('flowTemplates as f1', 'f1.id', 'a.flowTemplateId')
    .leftJoin('flowTemplates as f2', 'f2.id', 'a.reportFlowTemplateId')
    .leftJoin('colleges as col', 'col.id', 'a.collegeId')
    .select([
      'a.organizationId', 'a.flowTemplateId', 'a.reportFlowTemplateId', 'a.administratorId', 'a.createdBy', 'a.description',
      'a.posterUrl', 'a.enrollStart', 'a.enrollEnd', 'a.latitude', 'a.longitude', 'a.radiusM', 'a.enrollMode', 'a.signMode',
      'a.collegeId', 'a.stepNo', 'a.reason', 'a.lotterySeed', 'a.reportSummary', 'a.isTemplate',
      'f1.name as flowTemplateName', 'f2.name as reportFlowTemplateName', 'col.name as collegeName',
    ])
    .where('a.id', '=', id)
    .where('a.isTemplate', '=', false)
    .executeTakeFirst();
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
    isTemplate: row.isTemplate,
    myStatus: await myEnrollmentStatus(db, caller, id),
    actions: student ? [] : actionsFor(row, actors),
    history: student ? [] : await activityHistory(db, caller.schoolId, id),
  };
}

/** The caller's own enrollment status in the activity (common/activities.ts EnrollmentStatus), null when none. */
async function myEnrollmentStatus(db: Db, caller: Caller, activityId: number): Promise<number | null> {
  const row = await db
    .selectFrom('activityEnrollments')
    .select('status')
    .where('schoolId', '=', caller.schoolId)
    .where('activityId', '=', activityId)
    .where('userId', '=', caller.userId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** The activity's (or template's) attachments in order. */
export async function attachmentsOf(db: Db, schoolId: number, activityId: number): Promise<UploadedFile[]> {
  const rows = await db
    .selectFrom('activityAttachments')
    .select(['fileId', 'url', 'name', 'type', 'size'])
    .where('schoolId', '=', schoolId)
    .where('activityId', '=', activityId)
    .orderBy('orderNo')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.fileId ?? 0, url: r.url, name: r.name, type: r.type as UploadedFile['type'], size: r.size }));
}
