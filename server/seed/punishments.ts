/**
 * Demo punishments and hours adjustments at 示范大学 (issue 21), written through the real services
 * (modules/punishments, modules/adjustments) by the administrator admin: three punishments — a
 * 警告 and a 记过 in force, and a 警告 of the demo student 2021000001 that was cancelled (his
 * integrity is whole again) — and three 加减学时 requests: an addition for two students approved by
 * the reviewer a1001 (ledger corrections), a subtraction waiting for review and one rejected.
 */
import type { Session } from '../auth/sessions.js';
import type { Trx } from '../db/db.js';
import { addAdjustment, auditAdjustment } from '../modules/adjustments/service.js';
import { addPunishment, cancelPunishment } from '../modules/punishments/service.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';

const day = (now: Date, daysBack: number) => new Date(now.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);

export async function seedPunishments(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, ['admin', DEMO_AUDITOR.username, '2021000001']);
  const [adminId, auditorId, demoStudent] = [uid('admin'), uid(DEMO_AUDITOR.username), uid('2021000001')];
  if (adminId === null || auditorId === null || demoStudent === null) return;
  const admin = { schoolId, userId: adminId, identity: 0, isAdmin: 1 } as Session;
  const auditor = { schoolId, userId: auditorId, identity: 0, isAdmin: 0 } as Session;
  const students = (await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent);
  if (students.length < 6) return;
  const rows = await trx.selectFrom('students').select(['userId', 'code', 'hours']).where('schoolId', '=', schoolId).execute();
  const code = (userId: number) => rows.find((r) => r.userId === userId)!.code;

  const year = now.getUTCFullYear();
  await addPunishment(trx, admin, {
    studentCode: code(students[3].userId), level: 1, reason: '晚归且未按规定登记,经辅导员多次提醒未改正。', punishedOn: day(now, 40),
    documentNo: `示大学字〔${year}〕31号`, fileIds: [],
  }, now);
  await addPunishment(trx, admin, {
    studentCode: code(students[8 % students.length].userId), level: 3, reason: '期中考试中携带与考试内容相关的资料,违反考场纪律。', punishedOn: day(now, 20),
    documentNo: `示大学字〔${year}〕45号`, fileIds: [],
  }, now);
  const { id } = await addPunishment(trx, admin, {
    studentCode: '2021000001', level: 1, reason: '宿舍使用违规电器。', punishedOn: day(now, 90), documentNo: `示大学字〔${year}〕12号`, fileIds: [],
  }, now);
  await cancelPunishment(trx, admin, { id, reason: '经复核,违规电器为同寝室其他同学所有,撤销该处分。' }, now);

  const terms = await trx.selectFrom('terms').select(['id', 'startDate', 'endDate']).where('schoolId', '=', schoolId).orderBy('startDate', 'desc').execute();
  const today = day(now, 0);
  const termId = (terms.find((t) => t.startDate <= today && t.endDate >= today) ?? terms[0])?.id;
  const classify = await trx.selectFrom('classifies').select('id').where('schoolId', '=', schoolId).where('parentId', '<>', 0).orderBy('id').executeTakeFirst();
  if (!termId || !classify) return;
  const request = (direction: 'plus' | 'sub', codes: string[], hours: string, reason: string) =>
    addAdjustment(trx, admin, { direction, studentCodes: codes, classifyId: classify.id, termId, hours, reason, fileIds: [] }, now);
  const plus = await request('plus', [code(students[1].userId), code(students[2].userId)], '2', '参加校运动会志愿服务,活动签到系统故障未能记录学时,经核实补录。');
  await auditAdjustment(trx, auditor, { id: plus.id, result: 'pass', opinion: '情况属实,同意补录。' }, now);
  const rich = rows.filter((r) => Number(r.hours) >= 4 && r.userId !== demoStudent).sort((a, b) => a.userId - b.userId)[0];
  if (rich) await request('sub', [rich.code], '1.5', '同一活动学时被重复计入,扣减重复部分。');
  const rejected = await request('plus', [code(students[5].userId)], '3', '参加院系篮球赛。');
  await auditAdjustment(trx, auditor, { id: rejected.id, result: 'reject', opinion: '院系体育比赛不在第二课堂认定范围内。' }, now);
}
