/**
 * Activity demo data at 示范大学 (issue 4): the 40 planned activities of activityPlan.ts written
 * with their enrollments (first come, a lottery drawn with a recorded seed, organiser review),
 * sign-ins (QR and back-fill), lowered hours, cancellations and a few no-shows; their history
 * (audit_records), the closed review tasks of the steps already decided and the open ones of the
 * activities under review (openAuditTask); completed activities' hours through grantHours and
 * their no-shows through applyNoShows, oldest first — two students miss three activities and
 * land on the blacklist, and one of them has a pending appeal. Deterministic for a given `now`
 * (the times are relative to it) through seed/prng.ts.
 */
import type { Insertable } from 'kysely';
import { EnrollMode, EnrollmentStatus, SignMode, SignWay, SourceType } from '../../common/activities.js';
import { formatDateTime } from '../../common/time.js';
import { AuditResult, openAuditTask } from '../modules/audits/engine.js';
import { submitAppeal } from '../modules/blacklist/appeals.js';
import { applyNoShows } from '../modules/blacklist/integrity.js';
import { resolveStepAuditors } from '../modules/flows/service.js';
import { grantHours } from '../modules/hours/ledger.js';
import { toHundredths } from '../../common/hoursRules.js';
import { findDraftParticipants, replaceReportParticipants } from '../modules/participation/repositories/reports.js';
import { LedgerSource } from '../../common/ledger.js';
import { drawActivityLottery } from '../modules/participation/lottery.js';
import type { ActivityEnrollmentsTable, AuditRecordsTable, AuditTasksTable } from '../db/types.js';
import { DEMO_LEADER } from './activityStaff.js';
import { DAY, HOUR, PLACES, planActivities, type PlannedActivity } from './activityPlan.js';
import { seedStudents, userIdLookup } from './lookups.js';
import { createRng, sample, type Rng } from './prng.js';
import type { Trx } from '../db/db.js';

/** An enrollment row before its school and activity are known; hours 'half' = half the activity's hours. */
type Enrollment = Omit<Insertable<ActivityEnrollmentsTable>, 'schoolId' | 'activityId' | 'hours'> & { hours?: 'half' };
interface Modes {
  capacity: number;
  enrollMode: number;
  signMode: number;
}

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
const between = (rng: Rng, a: Date, b: Date) => new Date(a.getTime() + Math.floor(rng.next() * Math.max(0, b.getTime() - a.getTime())));

async function lookups(trx: Trx, schoolId: number) {
  const uid = await userIdLookup(trx, schoolId, ['admin', 't1001', 'a1001', DEMO_LEADER.username, '2021000001']);
  const orgs = await trx.selectFrom('organizations').select(['id', 'name', 'userId']).where('schoolId', '=', schoolId).where('parentId', 'is', null).execute();
  const classifies = await trx.selectFrom('classifies').select(['id', 'name', 'parentId', 'limitType']).where('schoolId', '=', schoolId).execute();
  const flows = await trx.selectFrom('flowTemplates').select(['id', 'name']).where('schoolId', '=', schoolId).execute();
  const terms = await trx.selectFrom('terms').select(['id', 'startDate', 'endDate']).where('schoolId', '=', schoolId).execute();
  const colleges = await trx.selectFrom('colleges').select('id').where('schoolId', '=', schoolId).where('parentId', 'is', null).orderBy('id').execute();
  const students = await seedStudents(trx, schoolId);
  return { uid, orgs, classifies, flows, terms, colleges, students };
}
type Lookups = Awaited<ReturnType<typeof lookups>>;

/** The enrollments of one activity (status ≥ 5), with the special students placed as the plan wants. */
function enrollmentsFor(rng: Rng, p: PlannedActivity, k: number, a: Modes, pool: number[], special: { demo: number[]; absent: number[] }, now: Date): Enrollment[] {
  if (p.status < 5) return [];
  const holding = p.status === 5 ? [0.3, 0.9, 0.1, 0.5, 0.6][k] : rng.int(70, 100) / 100;
  const nearlyFull = a.enrollMode === EnrollMode.FIRST_COME && p.status === 5 && k === 0;
  const n = a.enrollMode === EnrollMode.LOTTERY ? Math.ceil(a.capacity * 1.3) : nearlyFull ? a.capacity - 1 : Math.max(1, Math.floor(a.capacity * holding));
  const fixed = [...special.demo, ...special.absent];
  const ids = [...fixed, ...sample(rng, pool, Math.max(0, n - fixed.length), new Set(fixed))].slice(0, n);
  const lastEnroll = new Date(Math.min(p.enrollEnd.getTime(), now.getTime() - HOUR));
  const started = p.startTime.getTime() < now.getTime();
  const ended = p.endTime.getTime() < now.getTime();
  const out: Enrollment[] = ids.map((userId, i) => {
    const enrolledAt = between(rng, p.enrollStart, lastEnroll);
    let status: number = EnrollmentStatus.ENROLLED;
    if (a.enrollMode === EnrollMode.LOTTERY) status = EnrollmentStatus.PENDING;
    if (a.enrollMode === EnrollMode.REVIEW) status = i < 3 ? EnrollmentStatus.ENROLLED : i === ids.length - 1 ? EnrollmentStatus.REFUSED : EnrollmentStatus.PENDING;
    const row: Enrollment = { userId, status, enrolledAt, decidedAt: a.enrollMode === EnrollMode.REVIEW && status !== 2 ? new Date(enrolledAt.getTime() + 2 * HOUR) : null };
    const absent = special.absent.includes(userId) || (special.demo.includes(userId) && p.status === 7);
    const attends = started && !absent && (ended ? rng.chance(0.97) || p.status === 12 : rng.chance(0.6));
    if (status === EnrollmentStatus.ENROLLED && attends) {
      row.signInAt = new Date(p.startTime.getTime() + rng.int(-10, 15) * 60_000);
      row.signWay = SignWay.QR;
      if (i === 3 && ended) Object.assign(row, { signWay: SignWay.BACKFILL, backfillReason: '手机没电未能扫码,现场签到表为证' });
      if (a.signMode === SignMode.SIGN_IN_OUT && ended) row.signOutAt = new Date(p.endTime.getTime() - rng.int(0, 15) * 60_000);
      if (i === 4 && [9, 10, 12].includes(p.status)) row.hours = 'half';
    }
    return row;
  });
  // A couple of cancellations (no seat) in first-come activities.
  if (a.enrollMode === EnrollMode.FIRST_COME)
    for (const userId of sample(rng, pool, rng.int(0, 2), new Set(ids)))
      out.push({ userId, status: EnrollmentStatus.CANCELLED, enrolledAt: between(rng, p.enrollStart, lastEnroll), decidedAt: null });
  return out;
}

/** The actor of an event: the organiser, the named step auditors, the report auditor, or nobody (system). */
function actorOf(e: PlannedActivity['events'][number], creator: number, l: Lookups, reportAuditor: number): number | null {
  if (e.actor === 'system') return null;
  if (e.actor === 'organiser') return creator;
  if (['approveReport', 'rejectReport', 'refuseReport'].includes(e.event)) return reportAuditor;
  return e.stepNo === 2 ? l.uid('a1001') : l.uid('t1001');
}

/** Seeds the activity demo of 10001 (nothing elsewhere or when an account it needs is missing). */
export async function seedActivities(trx: Trx, schoolId: number, now = new Date()): Promise<{ activities: number }> {
  if (schoolId !== 10001) return { activities: 0 };
  const l = await lookups(trx, schoolId);
  const leader = l.uid(DEMO_LEADER.username);
  const admin = l.uid('admin');
  const firstFlow = l.flows.find((f) => f.name === '活动审核-两级');
  const reportFlow = l.flows.find((f) => f.name === '结项审核');
  if (!leader || !admin || !firstFlow || !reportFlow || l.students.length < 20) return { activities: 0 };
  const rng = createRng(schoolId * 4099);
  const plan = planActivities(rng, now);
  const pool = l.students.map((s) => s.userId);
  const demo = l.uid('2021000001');
  const offenders = pool.filter((id) => id !== demo).slice(-2);
  const capMax = Math.max(10, Math.floor(pool.length * 0.4));
  const steps = await trx.selectFrom('flowSteps').select(['templateId', 'orderNo', 'name', 'auditorType', 'roleId', 'userIds']).where('schoolId', '=', schoolId).where('templateId', 'in', [firstFlow.id, reportFlow.id]).orderBy('orderNo').execute();
  const stepOf = (templateId: number, no: number) => steps.filter((s) => s.templateId === templateId)[no - 1];
  const reportAuditors = await resolveStepAuditors(trx, schoolId, stepOf(reportFlow.id, 1));
  const records: Insertable<AuditRecordsTable>[] = [];
  const closedTasks: Insertable<AuditTasksTable>[] = [];
  const auditorCache = new Map<string, number[]>();
  const auditorsOf = async (flowId: number, no: number, organizationId: number) => {
    const key = `${flowId}:${no}:${organizationId}`;
    if (!auditorCache.has(key)) auditorCache.set(key, await resolveStepAuditors(trx, schoolId, stepOf(flowId, no), { organizationId }));
    return auditorCache.get(key)!;
  };
  const completed: { id: number; at: Date; by: number; classifyId: number; termId: number | null }[] = [];
  const counters = new Map<number, number>();

  for (const p of plan) {
    const k = counters.get(p.status) ?? 0;
    counters.set(p.status, k + 1);
    const org = l.orgs.find((o) => o.name === p.orgName) ?? l.orgs[0];
    const creator = org.userId === leader ? leader : admin;
    const top = l.classifies.find((c) => c.parentId === 0 && c.name === p.module)!;
    // Not the summer / winter practice categories: the demo runs in term time.
    const classify = rng.pick(l.classifies.filter((c) => c.parentId === top.id && !/暑期|寒假/.test(c.name)));
    const startDay = formatDateTime(p.startTime)!.slice(0, 10);
    const termId = l.terms.find((t) => t.startDate <= startDay && t.endDate >= startDay)?.id ?? null;
    const enrollMode = p.status === 5 && k === 1 ? EnrollMode.LOTTERY : p.status === 6 && k === 0 ? EnrollMode.LOTTERY : p.status === 5 && k === 2 ? EnrollMode.REVIEW : EnrollMode.FIRST_COME;
    const multiDay = p.endTime.getTime() - p.startTime.getTime() > DAY;
    const hours = multiDay ? rng.pick(['8', '10', '12']) : rng.pick(['1', '2', '2', '2.5', '3', '4']);
    const capacity = Math.min(capMax, rng.pick([20, 30, 40, 50, 60, 80]));
    const signMode = rng.chance(0.3) ? SignMode.SIGN_IN_OUT : SignMode.SIGN_IN;
    const college = rng.chance(0.15) ? rng.pick(l.colleges).id : null;
    const nearby = p.module === '志愿公益' && p.status >= 8;
    const row = await trx
      .insertInto('activities')
      .values({
        schoolId, name: p.name, organizationId: org.id, classifyId: classify.id, flowTemplateId: firstFlow.id, reportFlowTemplateId: reportFlow.id,
        createdBy: creator, administratorId: creator, description: `${p.name}由${org.name}主办。欢迎同学们踊跃报名,按时签到参加。`,
        limitType: top.limitType, hours, ecology: ['志愿公益', '社会实践'].includes(p.module) && rng.chance(0.5) ? 1 : 0,
        isRecommend: rng.chance(0.2) ? 1 : 0, activityLevel: college ? 2 : 1, collegeId: college,
        starScore: p.status === 12 ? rng.pick(['4.2', '4.5', '4.8', '5.0']) : 0, capacity, enrollCount: 0,
        enrollStart: p.enrollStart, enrollEnd: p.enrollEnd, startTime: p.startTime, endTime: p.endTime, address: rng.pick(PLACES),
        latitude: nearby ? '30.507600' : null, longitude: nearby ? '114.413200' : null, radiusM: nearby ? 500 : null,
        enrollMode, signMode, status: p.status, stepNo: p.stepNo, statusAt: p.events[p.events.length - 1].at, termId,
        qrSecret: hex(rng, 32), reason: p.reason, createdAt: p.createdAt, updatedAt: p.events[p.events.length - 1].at,
        reportSummary: p.status >= 9 ? `${p.name}已顺利开展,参与同学表现积极,现提交结项材料。` : '',
        reportSubmittedAt: p.events.find((e) => e.event === 'submitReport')?.at ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Enrollments: the demo student in some activities, the two offenders absent from the first three completed ones.
    const isCompleted = p.status === 12;
    const special = {
      demo: demo && ((isCompleted && k % 3 === 1) || (p.status === 7 && k === 0) || (p.status === 6 && k === 1) || (p.status === 9 && k === 0)) ? [demo] : [],
      absent: [...(isCompleted && k < 3 ? offenders : []), ...((isCompleted && rng.chance(0.4)) || [8, 9, 10].includes(p.status) ? sample(rng, pool, 1, new Set([...offenders, demo ?? 0])) : [])],
    };
    const rows = enrollmentsFor(rng, p, k, { capacity, enrollMode, signMode }, pool.filter((id) => !offenders.includes(id) && id !== demo), special, now);
    const half = String(Math.max(0.5, Number(hours) / 2));
    if (rows.length)
      await trx
        .insertInto('activityEnrollments')
        .values(rows.map((r) => ({ ...r, hours: r.hours === 'half' ? half : null, schoolId, activityId: row.id })))
        .execute();
    const seats = rows.filter((r) => r.status === EnrollmentStatus.ENROLLED).length;
    await trx.updateTable('activities').set({ enrollCount: seats }).where('id', '=', row.id).execute();
    if (p.status >= 9) await seedReportParticipants(trx, schoolId, row.id, hours);
    if (p.status >= 6 && enrollMode === EnrollMode.LOTTERY) {
      const record = await trx.selectFrom('activities').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      await drawActivityLottery(trx, record, null, p.enrollEnd, hex(rng, 32));
    }

    // History, closed review tasks, open tasks.
    const reportAuditor = reportAuditors.length ? reportAuditors[k % reportAuditors.length] : admin;
    for (const e of p.events) {
      const actorId = actorOf(e, creator, l, reportAuditor);
      const report = ['submitReport', 'approveReport', 'rejectReport', 'refuseReport'].includes(e.event);
      const flowId = report ? reportFlow.id : firstFlow.id;
      const step = e.stepNo ? stepOf(flowId, e.stepNo) : undefined;
      records.push({
        schoolId, sourceType: report ? SourceType.REPORT : SourceType.ACTIVITY, relationId: row.id, action: e.event, actorId,
        opinion: e.opinion ?? (e.event === 'submitReport' ? `${p.name}已顺利开展,参与同学表现积极,现提交结项材料。` : ''),
        stepNo: e.stepNo ?? 0, stepName: step?.name ?? '', fromStatus: e.fromStatus, toStatus: e.toStatus, createdAt: e.at,
      });
      if (step && actorId) {
        const opened = e.stepNo === 1 ? (report ? p.events.find((x) => x.event === 'submitReport')!.at : p.createdAt) : p.events.find((x) => x.event === 'approveStep')!.at;
        const result = ['reject', 'rejectReport'].includes(e.event) ? AuditResult.REJECTED : e.event === 'refuseReport' ? AuditResult.REFUSED : AuditResult.PASSED;
        closedTasks.push({
          schoolId, sourceType: report ? SourceType.REPORT : SourceType.ACTIVITY, relationId: row.id, flowTemplateId: flowId, stepNo: e.stepNo!,
          stepCount: steps.filter((s) => s.templateId === flowId).length, stepName: step.name,
          auditorIds: await auditorsOf(flowId, e.stepNo!, org.id), applicantId: creator, organizationId: org.id,
          taskName: p.name, appliedAt: report ? opened : p.createdAt, createdAt: opened, doneAt: e.at, doneBy: actorId, result, opinion: e.opinion ?? '',
        });
      }
    }
    const last = p.events[p.events.length - 1];
    if (p.status === 1 || p.status === 9) {
      const report = p.status === 9;
      await openAuditTask(trx, {
        schoolId, sourceType: report ? SourceType.REPORT : SourceType.ACTIVITY, relationId: row.id, flowTemplateId: report ? reportFlow.id : firstFlow.id,
        stepNo: p.stepNo, organizationId: org.id, applicantId: creator, taskName: p.name, appliedAt: report ? last.at : p.createdAt, now: last.at,
      });
    }
    if (isCompleted) completed.push({ id: row.id, at: last.at, by: reportAuditor, classifyId: classify.id, termId });
  }
  for (let i = 0; i < records.length; i += 500) await trx.insertInto('auditRecords').values(records.slice(i, i + 500)).execute();
  if (closedTasks.length) await trx.insertInto('auditTasks').values(closedTasks).execute();
  await grantCompleted(trx, schoolId, completed);
  await appealOnce(trx, schoolId, l, offenders[0], now);
  return { activities: plan.length };
}

/**
 * The submitted report's participants (issue 18: the auditor reviews them, the approval grants
 * their hours): the enrollments with a sign-in as they stand, a reason for each lowered hours.
 */
async function seedReportParticipants(trx: Trx, schoolId: number, activityId: number, hours: string) {
  const rows = await findDraftParticipants(trx, schoolId, activityId, hours);
  await replaceReportParticipants(trx, schoolId, activityId, rows.map((r) => ({
    userId: r.userId, hours: r.hours, signInAt: r.signInAt, signOutAt: r.signOutAt, signWay: r.signWay,
    reason: toHundredths(r.hours) < toHundredths(hours) ? '中途离开,按实际出勤时长计算' : '',
  })));
}

/** Hours of the completed activities (the report participants' hours) and their no-shows, oldest approval first. */
async function grantCompleted(trx: Trx, schoolId: number, completed: { id: number; at: Date; by: number; classifyId: number; termId: number | null }[]) {
  for (const c of [...completed].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const grants = await trx
      .selectFrom('activityEnrollments as e')
      .innerJoin('activities as a', 'a.id', 'e.activityId')
      .select(['e.userId', (eb) => eb.fn.coalesce('e.hours', 'a.hours').as('hours')])
      .where('e.activityId', '=', c.id)
      .where('e.status', '=', EnrollmentStatus.ENROLLED)
      .where('e.signInAt', 'is not', null)
      .execute();
    if (c.termId !== null)
      // Dated at the report's approval, so the demo ledger spreads over the term (issue 18 item 9).
      await grantHours(trx, {
        schoolId, issuedBy: c.by, sourceType: LedgerSource.ACTIVITY, relationId: c.id, classifyId: c.classifyId, termId: c.termId,
        grants: grants.map((g) => ({ userId: g.userId, hours: String(g.hours) })), issuedAt: c.at,
      });
    await applyNoShows(trx, schoolId, c.id, c.at);
  }
}

/** One pending appeal: the first offender appeals their blacklisting a day ago (or now, if it is newer). */
async function appealOnce(trx: Trx, schoolId: number, l: Lookups, userId: number | undefined, now: Date) {
  if (userId === undefined) return;
  const entry = await trx.selectFrom('blacklist').select(['id', 'startedAt']).where('schoolId', '=', schoolId).where('userId', '=', userId).where('removedAt', 'is', null).executeTakeFirst();
  if (!entry) return;
  const name = l.students.find((s) => s.userId === userId)?.name ?? '';
  const at = new Date(Math.max(entry.startedAt.getTime() + HOUR, now.getTime() - DAY));
  await submitAppeal(trx, { schoolId, userId, name }, { id: entry.id, reason: '其中一次缺席是因为当天突发急性肠胃炎去了校医院,有就诊记录,另外两次是课程调课冲突,恳请撤销黑名单。' }, at);
}
