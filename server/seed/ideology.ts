/**
 * Demo party and league work (issue 20) at 示范大学 (10001), written through the services: a 团支部
 * and a 党支部 in the organisation tree; the demo student 2021000001 a 团员 since 2019, as the
 * profile's 共青团员 says, and on the party side an 入党申请人 of two months ago approved as
 * 入党积极分子 by the flow a month ago; other 团员 and a party applicant beside; the dues rule; a
 * branch meeting this week; a studio; and a party activity waiting for 初审. A handful of rows, so
 * seeding stays fast.
 */
import type { Trx } from '../db/db.js';
import { addActivity, submitActivity } from '../modules/ideology/activities.js';
import { saveDuesRules } from '../modules/ideology/dues.js';
import { addMeeting } from '../modules/ideology/meetings.js';
import { addBranch, addMember, applyStage, joinAsApplicant } from '../modules/ideology/members.js';
import { decideStageApplications } from '../modules/ideology/stageReview.js';
import { addStudio } from '../modules/ideology/studios.js';
import { userIdLookup } from './lookups.js';

const SCHOOL = 10001;
const HOUR = 3_600_000;

export async function seedIdeology(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== SCHOOL) return;
  const lookup = await userIdLookup(trx, schoolId, ['admin', '2021000001', '2021000003', '2021000004', '2021000005']);
  const admin = lookup('admin');
  const demo = lookup('2021000001');
  if (admin === null || demo === null) return;
  const caller = { schoolId, userId: admin };
  const league = (await addBranch(trx, schoolId, 1, { name: '计算机学院2021级团支部' })).id;
  const party = (await addBranch(trx, schoolId, 2, { name: '计算机学院学生党支部' })).id;
  await addMember(trx, schoolId, 1, { userId: demo, branchId: league, stage: 4, stageDate: '2019-05-04' });
  const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * HOUR);
  const member = (await joinAsApplicant(trx, { schoolId, userId: demo }, { kind: 2, branchId: party }, daysAgo(60))).id;
  const app = await applyStage(trx, caller, 2, { memberId: member, toStage: 2, reason: '递交入党申请书后积极参加党课学习' }, undefined, daysAgo(31));
  await decideStageApplications(trx, caller, 2, { ids: [app.id], result: 'pass', opinion: '同意列为入党积极分子' }, daysAgo(30));
  const others = ['2021000003', '2021000004', '2021000005'].map((u) => lookup(u)).filter((u): u is number => u !== null);
  for (const [i, userId] of others.entries()) await addMember(trx, schoolId, 1, { userId, branchId: league, stage: 4, stageDate: `2019-05-0${i + 1}` });
  if (others[0] !== undefined) await addMember(trx, schoolId, 2, { userId: others[0], branchId: party, stage: 2, stageDate: '2024-10-15' });
  await saveDuesRules(trx, schoolId, { kind: 1, rules: [{ stage: 4, amount: '0.20' }] });
  await saveDuesRules(trx, schoolId, { kind: 2, rules: [{ stage: 4, amount: '1.00' }, { stage: 5, amount: '1.00' }] });
  await addMeeting(trx, caller, 'regular', {
    kind: 1, branchId: league, title: '学习贯彻团的十九大精神支部大会', startTime: new Date(now.getTime() + 24 * HOUR), endTime: new Date(now.getTime() + 26 * HOUR), place: '计算机楼 301', agenda: '1. 集体学习\n2. 交流讨论',
  });
  await addStudio(trx, schoolId, { name: '青年理论学习工作室', branchId: league, leaderId: demo, description: '组织青年理论学习与宣讲', memberIds: others });
  const act = await addActivity(trx, caller, {
    branchId: party, name: '重温入党誓词主题党日', startTime: new Date(now.getTime() - 48 * HOUR), endTime: new Date(now.getTime() - 46 * HOUR), place: '党员活动室', content: '集体重温入党誓词', hours: '1.00', participantIds: others,
  }, now);
  await submitActivity(trx, caller, act.id, now);
}
