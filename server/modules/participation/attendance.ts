/**
 * Attendance (issue 4 "Attendance: sign-in and sign-out by a rotating QR code on the organiser's
 * screen, an optional geofence check, and organiser back-fill (补录) with a reason").
 *
 * Signing is open while the activity awaits its start (6), runs (7), and for two hours after it
 * ends (8 until endTime + 2 h). Tokens: qr.ts; distances: geo.ts.
 */
import { EnrollmentStatus, SIGN_MSG, SignMode, SourceType } from '../../../common/activities.js';
import { ActivityStatus } from '../../../common/activityStatus.js';
import { badParams } from '../../protocol/errors.js';
import { formatDateTime } from '../../../common/time.js';
import { recordAudit } from '../audits/engine.js';
import type { Db, Trx } from '../../db/db.js';
import { lockActivity, type ActivityRecord, type Caller } from './activity.js';
import { takeSeats } from './enroll.js';
import { distanceMetres } from './geo.js';
import { parseQrToken, qrTiming, qrToken, verifyQrToken, type QrKind } from './qr.js';
import { findActivity as findActivityRow } from '../activities/repositories/activities.js';
import { backfillAttendance, decideEnrollments, findEnrollmentsOf, findSeat, insertSeats, signIn, signOut, studentUserIds } from './repositories/enrollments.js';

/** How long after the end students may still sign (status 8). */
export const SIGN_GRACE_AFTER_END_MS = 2 * 3600_000;
/** The page a phone opens from the QR code. */
export const SIGN_PAGE = '/student/activity/sign';

/** True while signing is open: status 6 or 7, or 8 within two hours after the end (actual when ended by hand, else planned). */
export function signingOpen(a: Pick<ActivityRecord, 'status' | 'endTime' | 'actualEndTime'>, now: Date): boolean {
  if (a.status === ActivityStatus.AWAITING_START || a.status === ActivityStatus.IN_PROGRESS) return true;
  return a.status === ActivityStatus.AWAITING_COMPLETION && now.getTime() <= (a.actualEndTime ?? a.endTime).getTime() + SIGN_GRACE_AFTER_END_MS;
}

function assertKind(a: ActivityRecord, kind: QrKind) {
  if (kind === 'out' && a.signMode !== SignMode.SIGN_IN_OUT) throw badParams(SIGN_MSG.noSignOut);
}

export interface QrReply {
  token: string;
  /** Seconds until this token is refused (30–60). */
  expiresIn: number;
  /** Seconds until the next token (1–30): when the screen should fetch again. */
  refreshIn: number;
  /** The sign page with the token and the school, for the QR image: a signed-out phone's login page preselects the school (issue 18 item 9). */
  url: string;
}

/**
 * GET /activity/qr {id, kind} → QrReply for the organiser's screen (the caller's right is checked by
 * the route). 10002 '当前不在签到时间内' outside the signing period, '该活动无需签退' for kind 'out'
 * of a sign-in-only activity.
 */
export function qrFor(a: ActivityRecord, kind: QrKind, now: Date): QrReply {
  if (!signingOpen(a, now)) throw badParams(SIGN_MSG.closed);
  assertKind(a, kind);
  const token = qrToken(a.qrSecret, a.id, kind, now);
  return { token, ...qrTiming(now), url: `${SIGN_PAGE}?token=${encodeURIComponent(token)}&schoolId=${a.schoolId}` };
}

export interface SignParams {
  token: string;
  latitude?: number;
  longitude?: number;
}

/**
 * POST /activity/sign {token, latitude?, longitude?} → {signInAt | signOutAt, activityName} (times
 * 'YYYY-MM-DD HH:mm:ss'): the signed-in student scans. Checks in order: the token (forged, of an
 * unknown activity, or older than its window and the previous one → '二维码已过期,请重新扫码'),
 * the signing period, the kind, an enrollment holding a seat ('您未报名该活动'), the geofence
 * when the activity has one ('请允许获取位置后再签到', '您不在活动签到范围内(距离约N米)'), and for
 * sign-out a sign-in first ('请先签到'). Repeating keeps the first time.
 */
export async function sign(db: Db, caller: Caller, p: SignParams, now: Date): Promise<{ signInAt?: string; signOutAt?: string; activityName: string }> {
  const parsed = parseQrToken(p.token);
  if (!parsed) throw badParams(SIGN_MSG.expired);
  const a = await findActivityRow(db, caller.schoolId, parsed.activityId);
  const verified = a ? verifyQrToken(a.qrSecret, a.id, p.token, now) : null;
  if (!a || !verified) throw badParams(SIGN_MSG.expired);
  if (!signingOpen(a, now)) throw badParams(SIGN_MSG.closed);
  assertKind(a, verified.kind);
  const e = await findSeat(db, caller.schoolId, a.id, caller.userId);
  if (!e) throw badParams(SIGN_MSG.notEnrolled);
  if (a.radiusM != null && a.latitude != null && a.longitude != null) {
    if (p.latitude === undefined || p.longitude === undefined) throw badParams(SIGN_MSG.position);
    const d = distanceMetres(Number(a.latitude), Number(a.longitude), p.latitude, p.longitude);
    if (d > a.radiusM) throw badParams(SIGN_MSG.outside(Math.round(d)));
  }
  if (verified.kind === 'in') {
    return { signInAt: formatDateTime(await signIn(db, caller.schoolId, e.id, now))!, activityName: a.name };
  }
  if (!e.signInAt) throw badParams(SIGN_MSG.signInFirst);
  return { signOutAt: formatDateTime(await signOut(db, caller.schoolId, e.id, now))!, activityName: a.name };
}

export interface BackfillParams {
  id: number;
  userIds: number[];
  reason: string;
  signOut?: boolean;
}

/**
 * POST /activity/backfill {id, userIds, reason, signOut?} → {done}: the organiser records attendance
 * by hand (status 7, 8 or 10; the caller's right is checked by the route). Students already signed
 * in keep their time; the others get sign-in now with signWay 2, the reason and who back-filled.
 * A student without a seat (not enrolled, cancelled, not drawn, refused) is enrolled with one —
 * capacity still holds: '报名人数已满' when too few are free. signOut also back-fills the sign-out
 * (sign-in-and-out activities only). 10002 '当前状态不能补录', '参数错误: userIds 含有不存在的学生'.
 */
export async function backfill(trx: Trx, caller: Caller, p: BackfillParams, now: Date): Promise<{ done: number }> {
  const a = await lockActivity(trx, caller.schoolId, p.id);
  const S = ActivityStatus;
  if (a.status !== S.IN_PROGRESS && a.status !== S.AWAITING_COMPLETION && a.status !== S.COMPLETION_REJECTED) throw badParams('当前状态不能补录');
  if (p.signOut) assertKind(a, 'out');
  const userIds = [...new Set(p.userIds)];
  if ((await studentUserIds(trx, a.schoolId, userIds)).length !== userIds.length) throw badParams('参数错误: userIds 含有不存在的学生');
  const rows = await findEnrollmentsOf(trx, a.schoolId, a.id, userIds);
  const seated = new Set(rows.filter((r) => r.status === EnrollmentStatus.ENROLLED).map((r) => r.userId));
  const unseatedRows = rows.filter((r) => r.status !== EnrollmentStatus.ENROLLED);
  const known = new Set(rows.map((r) => r.userId));
  const newcomers = userIds.filter((u) => !known.has(u));
  await takeSeats(trx, a, userIds.length - seated.size, now);
  await decideEnrollments(trx, a.schoolId, a.id, unseatedRows.map((r) => r.id), EnrollmentStatus.ENROLLED, now);
  await insertSeats(trx, a.schoolId, a.id, newcomers, now);
  await backfillAttendance(trx, a.schoolId, a.id, userIds, { reason: p.reason, userId: caller.userId, signOut: !!p.signOut }, now);
  await recordAudit(trx, {
    schoolId: a.schoolId, sourceType: SourceType.ACTIVITY, relationId: a.id, action: 'backfill', actorId: caller.userId,
    opinion: `补录${p.signOut ? '签到签退' : '签到'}${userIds.length}人:${p.reason}`, fromStatus: a.status, toStatus: a.status, now,
  });
  return { done: userIds.length };
}

