/**
 * GET /ideology/overview (issue 20 /ideology): members per kind and stage, open stage applications,
 * this year's dues arrears, the next meetings and activities per status — for the overview page's
 * counters and charts. And GET /ideology/my (the student's 我的党团): own memberships with their
 * history and the next stage to apply for, the meetings of their branches to sign into, dues owed this
 * year, the branches to join and the banners.
 */
import { activityStatusLabels, lastOwnStage, stageName, type IdeologyOverview, type MyIdeology } from '../../../common/ideology.js';
import type { Db } from '../../db/db.js';
import { arrears } from './dues.js';
import { memberDetail, toMemberRow } from './members.js';
import { toMeetingRow } from './meetings.js';
import { activityCounts } from './repositories/activities.js';
import { findUpcoming, signedMeetings } from './repositories/meetings.js';
import { findBranches, findMembersOfUser, stageCounts } from './repositories/members.js';
import { listBanners } from './studios.js';

export async function ideologyOverview(db: Db, schoolId: number, now = new Date()): Promise<IdeologyOverview> {
  const [counts, owing, meetings, activities] = await Promise.all([
    stageCounts(db, schoolId), arrears(db, schoolId, {}, now), findUpcoming(db, schoolId, now, 5), activityCounts(db, schoolId),
  ]);
  const amount = owing.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  return {
    stages: counts.stages.map((s) => ({ ...s, stageName: stageName(s.kind, s.stage) })),
    pendingApplications: counts.pending,
    arrears: { members: owing.length, amount: (amount / 100).toFixed(2) },
    upcomingMeetings: meetings.map(toMeetingRow),
    activities: activities.map((a) => ({ ...a, statusName: activityStatusLabels[a.status] ?? '' })),
  };
}

export async function myIdeology(db: Db, me: { schoolId: number; userId: number }, now = new Date()): Promise<MyIdeology> {
  const rows = await findMembersOfUser(db, me.schoolId, me.userId);
  const members = await Promise.all(rows.map(async (r) => {
    const d = await memberDetail(db, me.schoolId, r.id);
    const last = lastOwnStage(r.kind);
    const next = r.stage < last ? r.stage + 1 : null;
    return { ...d, ...toMemberRow(r), nextStage: next, nextStageName: next ? stageName(r.kind, next) : '' };
  }));
  const upcoming = await findUpcoming(db, me.schoolId, now, 20, rows.map((r) => r.branchId));
  const signed = await signedMeetings(db, me.schoolId, me.userId, upcoming.map((m) => m.id));
  const [owing, branches, banners] = await Promise.all([arrears(db, me.schoolId, { userId: me.userId }, now), findBranches(db, me.schoolId), listBanners(db, me.schoolId, true)]);
  return {
    members,
    meetings: upcoming.map((m) => ({ ...toMeetingRow(m), signed: signed.has(m.id) })),
    arrears: owing,
    branches: branches.map((b) => ({ kind: b.kind, id: b.id, name: b.name })),
    banners,
  };
}
