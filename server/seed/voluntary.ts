/**
 * Volunteering demo data at 示范大学 (issue 19), written through the real services: a handful of
 * registered volunteers (the demo student 2021000001 among them) across the volunteer
 * organisations; service hours recorded from the sign-ins and sign-outs of the two earliest volunteer
 * activities with sign-out, under way or ended — the first one's submitted and partly decided (approved into the ledger, one
 * rejected, the rest under review), the second's left to submit. Other schools get nothing.
 */
import type { Trx } from '../db/db.js';
import { recordServiceHours, submitServiceHours } from '../modules/voluntary/hours.js';
import { findServicePage, findTeams, findVolunteer } from '../modules/voluntary/repository.js';
import { auditServiceHours } from '../modules/voluntary/review.js';
import { registerVolunteer } from '../modules/voluntary/volunteers.js';
import { userIdLookup } from './lookups.js';

const SCHOOL = 10001;
const VOLUNTEERS = 8;
const INTENTIONS = ['支教助学', '社区服务', '环境保护', '赛事服务', '敬老助残'];

export async function seedVoluntary(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== SCHOOL) return;
  const teams = await findTeams(trx, schoolId);
  const admin = (await userIdLookup(trx, schoolId, ['admin']))('admin');
  if (!teams.length || admin === null) return;
  const caller = { schoolId, userId: admin };
  const demo = (await userIdLookup(trx, schoolId, ['2021000001']))('2021000001');
  const activities = await trx.selectFrom('activities as a').innerJoin('organizations as o', (j) => j.onRef('o.id', '=', 'a.organizationId').onRef('o.schoolId', '=', 'a.schoolId'))
    .select('a.id').where('a.schoolId', '=', schoolId).where('o.nature', '=', 3).where('a.isTemplate', '=', false).where('a.status', '>=', 7).where('a.status', '<>', 11).where('a.signMode', '=', 2)
    .where((eb) => eb.exists(eb.selectFrom('activityEnrollments as e').select('e.id').whereRef('e.activityId', '=', 'a.id').whereRef('e.schoolId', '=', 'a.schoolId').where('e.signInAt', 'is not', null)))
    // The demo student's activity first, so that 2021000001 has approved service to show.
    .orderBy((eb) => eb.exists(eb.selectFrom('activityEnrollments as d').select('d.id').whereRef('d.activityId', '=', 'a.id').whereRef('d.schoolId', '=', 'a.schoolId')
      .where('d.userId', '=', demo ?? 0).where('d.signInAt', 'is not', null)), 'desc')
    .orderBy('a.startTime').limit(2).execute();
  for (const a of activities) await recordServiceHours(trx, caller, a.id, now);
  const first = activities.length ? (await findServicePage(trx, schoolId, { activityId: activities[0].id }, { limit: 40, offset: 0 })).rows : [];
  // The demo student's record first: approved with the first half.
  const rows = [...first].sort((x, y) => Number(y.userId === demo) - Number(x.userId === demo) || x.id - y.id);
  const ids = rows.map((r) => r.id);
  // Volunteers: the demo student, then the first activity's participants.
  const people = [...new Set([...(demo === null ? [] : [demo]), ...rows.map((r) => r.userId)])].slice(0, VOLUNTEERS);
  for (const [i, userId] of people.entries()) {
    if (await findVolunteer(trx, schoolId, userId, 'user')) continue;
    await registerVolunteer(trx, { schoolId, userId }, {
      organizationId: teams[i % teams.length].id, phone: `1380013${String(8000 + i).padStart(4, '0')}`, intentions: INTENTIONS[i % INTENTIONS.length],
    }, new Date(now.getTime() - (VOLUNTEERS - i) * 86_400_000));
  }
  if (!ids.length) return;
  await submitServiceHours(trx, caller, ids, now);
  const approve = ids.slice(0, Math.max(1, Math.ceil(ids.length / 2)));
  await auditServiceHours(trx, caller, { ids: approve, result: 'pass' }, now);
  if (ids.length > approve.length + 1) await auditServiceHours(trx, caller, { ids: [ids[approve.length]], result: 'reject', opinion: '签退时间与活动记录不符，请核实' }, now);
}
