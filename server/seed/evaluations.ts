/**
 * Demo evaluations at 示范大学 (issue 21 "Evaluations"), written through the real services
 * (modules/evaluations): the 2026年秋季学期活动质量评价 project with its criteria (and last spring's,
 * closed); two organisations' applications — one approved by the reviewer a1001, one waiting in
 * 评价申请审核 and the to-do list; ratings of the ended activities by up to five students who signed in
 * (each rated a day after the end, or now when it ended less than a day ago), one abusive comment
 * hidden. The demo student 2021000001 rates nothing, so their phone lists what they may still rate.
 */
import { ActivityStatus } from '../../common/activityStatus.js';
import { EVALUATION_WINDOW_MS } from '../../common/evaluations.js';
import type { Trx } from '../db/db.js';
import { applyToProject, saveProject } from '../modules/evaluations/projects.js';
import { hideRating, rateActivity } from '../modules/evaluations/ratings.js';
import { auditApplications } from '../modules/evaluations/review.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR } from './activityStaff.js';
import { userIdLookup } from './lookups.js';
import { createRng } from './prng.js';

const COMMENTS: Record<number, string[]> = {
  5: ['组织得非常好，收获很大，希望多举办！', '志愿者学长学姐很耐心，流程清晰。', '内容充实，时间安排合理，点赞。', ''],
  4: ['整体不错，签到排队有点久。', '活动有意义，场地稍微有点挤。', ''],
  3: ['一般，宣传和实际内容有些出入。', '时间太长了，后半段有些拖沓。'],
  2: ['通知太晚，很多同学没来得及准备。', '内容和宣传不符，有点失望。', '人太多，后排基本听不到。'],
  1: ['组织混乱，等了一个小时才开始。', '临时换了场地也没通知，白跑一趟。'],
};
const SCORES = [5, 5, 5, 4, 4, 4, 4, 3, 3, 2, 1];
/** The one comment the demo hides (管理员屏蔽). */
const ABUSIVE = '什么破活动，负责人就是个骗子！！！';
const DAY = 24 * 3600_000;

export async function seedEvaluations(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', DEMO_AUDITOR.username, '2021000001']);
  const [adminId, auditorId, demoStudent] = [uid('admin'), uid(DEMO_AUDITOR.username), uid('2021000001')];
  if (adminId === null || auditorId === null) return;
  const admin = { schoolId, userId: adminId, identity: 0 };
  const rng = createRng(2117);

  const { id: projectId } = await saveProject(trx, admin, {
    name: '2026年秋季学期活动质量评价', description: '面向本学期各组织举办的第二课堂活动，由参与学生从组织、内容、时间与保障四个方面评价。',
    criteria: ['活动组织有序', '内容充实有收获', '时间安排合理', '场地与安全保障到位'], startDate: '2026-09-01', endDate: '2027-01-31', enabled: true,
  });
  await saveProject(trx, admin, {
    name: '2026年春季学期活动质量评价', description: '上学期的活动质量评价，已结束。', criteria: ['活动组织有序', '内容充实有收获'], startDate: '2026-02-23', endDate: '2026-07-10', enabled: false,
  });

  // The two organisations with the most ended activities apply: the first is approved, the second waits.
  const busiest = await trx.selectFrom('activities').select(['organizationId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('schoolId', '=', schoolId).where('isTemplate', '=', false).where('status', '>=', ActivityStatus.AWAITING_COMPLETION)
    .groupBy('organizationId').orderBy('n', 'desc').orderBy('organizationId').limit(2).execute();
  const applied: number[] = [];
  for (const [i, o] of busiest.entries()) {
    applied.push((await applyToProject(trx, admin, { projectId, organizationId: o.organizationId, reason: i === 0 ? '本组织本学期举办多场活动，希望通过学生评价改进活动质量。' : '申请参加本学期活动质量评价。' }, now)).id);
  }
  if (applied[0] !== undefined) await auditApplications(trx, { schoolId, userId: auditorId }, { ids: [applied[0]], result: 'pass', opinion: '同意参评' }, now);

  // Ratings: each ended activity by up to five of the students who signed in (the seed stays quick).
  const ended = await trx.selectFrom('activities as a')
    .innerJoin('activityEnrollments as e', (j) => j.onRef('e.schoolId', '=', 'a.schoolId').onRef('e.activityId', '=', 'a.id'))
    .select(['a.id', 'a.endTime', 'a.actualEndTime', 'e.userId'])
    .where('a.schoolId', '=', schoolId).where('a.isTemplate', '=', false).where('a.status', '>=', ActivityStatus.AWAITING_COMPLETION)
    .where('e.status', '=', 1).where('e.signInAt', 'is not', null)
    .orderBy('a.id').orderBy('e.userId').execute();
  const perActivity = new Map<number, number>();
  let abusive: number | null = null;
  for (const r of ended) {
    if (r.userId === demoStudent || (perActivity.get(r.id) ?? 0) >= 5 || rng.next() < 0.3) continue;
    const end = (r.actualEndTime ?? r.endTime).getTime();
    if (end > now.getTime()) continue;
    const at = new Date(Math.min(end + DAY, now.getTime(), end + EVALUATION_WINDOW_MS));
    const score = rng.pick(SCORES);
    const comment = score === 1 && abusive === null ? ABUSIVE : rng.pick(COMMENTS[score]!);
    const { id } = await rateActivity(trx, { schoolId, userId: r.userId, identity: 2 }, { activityId: r.id, score, comment }, at);
    perActivity.set(r.id, (perActivity.get(r.id) ?? 0) + 1);
    if (score === 1 && abusive === null) abusive = id;
  }
  if (abusive !== null) await hideRating(trx, admin, { id: abusive, hidden: true }, now);
}
