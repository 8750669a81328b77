/**
 * Students' ratings of activities (issue 21 "Evaluations"; spec §3 activity row starScore). A
 * student who signed in to an activity (participation module: a seat, status 1, with a sign-in) may
 * rate it once, 1–5 stars and an optional comment, from its end (actual end when ended by hand,
 * else the planned one) until EVALUATION_WINDOW_DAYS (7) later. Once per student and activity is a
 * database key (activity_evaluations_uq → 10002 alreadyRated, also under concurrency). A rating
 * records the evaluation project its organisation takes part in on the day the activity ended.
 * Staff of the statistics module list ratings in their data scope and may hide an abusive comment
 * (its stars still count).
 */
import { PointsSource } from '../../../common/points.js';
import { earnPoints } from '../points/ledger.js';
import {
  EVALUATION_MESSAGES as M, EVALUATION_WINDOW_MS, type EvaluationRow, type MyEvaluations,
} from '../../../common/evaluations.js';
import type { Page } from '../../../common/envelope.js';
import type { EvaluationListParams, HideParams, RateParams } from '../../../common/schemas/evaluations.js';
import { formatDateTime, formatMinute, chinaDay } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { activityInScope, dataScopeOf, isStudent } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId' | 'identity'>;

/** The constraint of "once per student and activity" and its refusal (routes.ts maps it to 10002). */
export const RATING_CONSTRAINTS = { activity_evaluations_uq: { message: M.alreadyRated } };

/**
 * POST /evaluate/add {activityId, score 1–5, comment? ≤300} → {id}. 10003 onlyStudents
 * for staff, notAttended without a sign-in; 10002 activityNotFound, notEnded, windowClosed,
 * alreadyRated. Earns the evaluation's 活力值 when the school's rule is on.
 */
export async function rateActivity(trx: Trx, caller: Caller, p: RateParams, now = new Date()): Promise<{ id: number }> {
  if (!isStudent(caller)) throw noPermission(M.onlyStudents);
  const a = await repo.findActivity(trx, caller.schoolId, p.activityId);
  if (!a || a.isTemplate) throw badParams(M.activityNotFound);
  if (!(await repo.attended(trx, caller.schoolId, a.id, caller.userId))) throw noPermission(M.notAttended);
  const ended = new Date(a.endedAt);
  if (!repo.ENDED_STATUSES.includes(a.status as never) || ended > now) throw badParams(M.notEnded);
  if (now.getTime() > ended.getTime() + EVALUATION_WINDOW_MS) throw badParams(M.windowClosed);
  const project = await repo.projectOf(trx, caller.schoolId, a.organizationId, chinaDay(ended));
  const made = await repo.insertEvaluation(trx, {
    schoolId: caller.schoolId, activityId: a.id, userId: caller.userId, score: p.score, comment: p.comment, projectId: project?.id ?? null, createdAt: now,
  });
  // 活力值 by the school's evaluation rule (/system/coin), once per student and activity.
  await earnPoints(trx, { schoolId: caller.schoolId, source: PointsSource.EVALUATION, relationId: a.id, grants: [{ userId: caller.userId }], createdBy: caller.userId, at: now });
  return made;
}

/** GET /evaluate/mine → MyEvaluations: what the student may rate now (soonest deadline first) and their own ratings. */
export async function myEvaluations(db: Db, caller: Caller, now = new Date()): Promise<MyEvaluations> {
  if (!isStudent(caller)) throw noPermission(M.onlyStudents);
  const [pending, done] = await Promise.all([
    repo.findPending(db, caller.schoolId, caller.userId, new Date(now.getTime() - EVALUATION_WINDOW_MS), now),
    repo.findMine(db, caller.schoolId, caller.userId),
  ]);
  const projects = new Map<number, string[]>();
  for (const r of pending) {
    const key = r.organizationId;
    if (!projects.has(key)) projects.set(key, (await repo.projectOf(db, caller.schoolId, key, chinaDay(new Date(r.endedAt))))?.criteria ?? []);
  }
  return {
    pending: pending.map((r) => {
      const ended = new Date(r.endedAt);
      return { activityId: r.id, name: r.name, orgName: r.orgName, endTime: formatMinute(ended), deadline: formatMinute(new Date(ended.getTime() + EVALUATION_WINDOW_MS)), criteria: projects.get(r.organizationId) ?? [] };
    }),
    done: done.map((r) => ({ id: r.id, activityId: r.activityId, name: r.name, orgName: r.orgName, score: r.score, comment: r.hidden ? '' : r.comment, hidden: r.hidden, createTime: formatDateTime(r.createdAt) })),
  };
}

/** GET /evaluate/list {current, size, organizationId?, projectId?, activityId?, maxScore?, name?} → {list: EvaluationRow[], total}: ratings in the caller's scope. */
export async function listRatings(db: Db, caller: Caller, p: EvaluationListParams): Promise<Page<EvaluationRow>> {
  const scope = activityInScope(await dataScopeOf(db, caller), caller.userId);
  const { rows, total } = await repo.findRatings(db, caller.schoolId, { ...p, scope }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(({ createdAt, ...r }) => ({ ...r, createTime: formatDateTime(createdAt) })) };
}

/** POST /evaluate/hide {id, hidden} → {id, hidden}: hides (or shows again) a comment; 10002 ratingNotFound outside the caller's scope. */
export async function hideRating(trx: Trx, caller: Caller, p: HideParams, now = new Date()): Promise<{ id: number; hidden: boolean }> {
  const scope = activityInScope(await dataScopeOf(trx, caller), caller.userId);
  const row = await repo.findRating(trx, caller.schoolId, p.id, scope);
  if (!row) throw badParams(M.ratingNotFound);
  await repo.updateEvaluation(trx, caller.schoolId, p.id, p.hidden ? { hidden: true, hiddenBy: caller.userId, hiddenAt: now } : { hidden: false, hiddenBy: null, hiddenAt: null });
  return { id: p.id, hidden: p.hidden };
}
