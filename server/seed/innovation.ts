/**
 * Demo innovation and entrepreneurship at 示范大学 (issue 20), written through the real services
 * (modules/innovation): four fields and two undertaking organisations; four 大创 projects — one 结题
 * with its members' hours, one at 中期检查, one 在研 led by the demo student 2021000001 (who can submit
 * its 中期检查), one waiting for 立项; the 挑战杯 competition with a team of the demo student and two
 * results (三等奖 approved, 一等奖 waiting: approving it adds only the difference); two start-ups
 * (one incubating) and two bonus records. Teacher l1001, reviewer a1001.
 */
import type { Trx } from '../db/db.js';
import { addResult, addTeam, saveCompetition } from '../modules/innovation/competitions.js';
import { addProject, submitFinish, submitMidterm } from '../modules/innovation/projects.js';
import { addHatching, saveBonus, saveDict } from '../modules/innovation/records.js';
import { auditInnovation } from '../modules/innovation/review.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR, DEMO_LEADER } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';

type Stage = 'finished' | 'midterm' | 'ongoing' | 'pending';
const PROJECTS: { name: string; level: number; type: number; field: number; team: number[]; stage: Stage; plan: string; budget: string }[] = [
  { name: '基于深度学习的校园垃圾智能分类装置', level: 2, type: 1, field: 0, team: [11, 311, 611], stage: 'finished', plan: '研制识别准确率 95% 以上的分类样机并在三栋宿舍楼试点。', budget: '15000' },
  { name: '柔性钙钛矿太阳能电池的制备', level: 1, type: 1, field: 1, team: [21, 721], stage: 'midterm', plan: '优化柔性基底工艺,提升器件效率与稳定性。', budget: '50000' },
  { name: '乡村直播助农服务平台', level: 3, type: 3, field: 2, team: [-1, 31, 531], stage: 'ongoing', plan: '为三个村的合作社搭建直播带货与物流对接平台。', budget: '8000' },
  { name: '校园心理健康小程序', level: 3, type: 2, field: 3, team: [41, -1], stage: 'pending', plan: '提供情绪记录、匿名倾诉与预约咨询功能。', budget: '3000' },
];

export async function seedInnovation(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, [DEMO_LEADER.username, DEMO_AUDITOR.username, '2021000001', 'admin']);
  const [teacherId, auditorId, demoStudent] = [uid(DEMO_LEADER.username), uid(DEMO_AUDITOR.username), uid('2021000001')];
  if (teacherId === null || auditorId === null || demoStudent === null) return;
  const students = (await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent);
  const codes = new Map((await trx.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', schoolId).execute()).map((s) => [s.userId, s.code]));
  const classifies = new Map((await trx.selectFrom('classifies').select(['id', 'name']).where('schoolId', '=', schoolId).where('moduleKind', '=', 'innovation').execute()).map((c) => [c.name, c.id]));
  const staff = { schoolId, userId: auditorId, identity: 0 };
  const audit = (stage: 'approval' | 'midterm' | 'finish' | 'result' | 'hatching', id: number) => auditInnovation(trx, staff, { stage, ids: [id], result: 'pass', opinion: '同意' }, now);

  const fields = [];
  for (const name of ['人工智能', '新能源', '乡村振兴', '心理健康']) fields.push((await saveDict(trx, schoolId, 'innovationFields', { name, contact: '' })).id);
  const { id: undertakerId } = await saveDict(trx, schoolId, 'innovationUndertakers', { name: '计算机学院', contact: '王老师 027-87654321' });
  await saveDict(trx, schoolId, 'innovationUndertakers', { name: '创新创业学院', contact: '李老师 027-87654322' });

  for (const p of PROJECTS) {
    const team = p.team.map((i) => (i < 0 ? demoStudent : students[i % students.length].userId));
    const leader = { schoolId, userId: team[0], identity: 2 };
    const { id } = await addProject(trx, leader, {
      name: p.name, level: p.level, type: p.type, fieldId: fields[p.field], classifyId: classifies.get('科研训练')!, leaderCode: undefined,
      memberCodes: team.slice(1).map((u) => codes.get(u)!), teacherIds: [teacherId], startDate: '2026-03-01', endDate: '2027-02-28', plan: p.plan, budget: p.budget,
    }, now);
    if (p.stage === 'pending') continue;
    await audit('approval', id);
    if (p.stage === 'ongoing') continue;
    await submitMidterm(trx, leader, { id, report: '已完成方案设计与样机搭建,进度符合计划。' }, now);
    if (p.stage === 'midterm') continue;
    await audit('midterm', id);
    await submitFinish(trx, leader, { id, report: '样机识别准确率 96.2%,已在三栋宿舍楼试运行两个月。', hours: '8' }, now);
    await audit('finish', id);
  }

  const { id: competitionId } = await saveCompetition(trx, staff, {
    name: '“挑战杯”全国大学生课外学术科技作品竞赛', level: 1, organizer: '共青团中央', undertakerId, fieldId: fields[0], classifyId: classifies.get('学科竞赛')!,
    startDate: '2026-04-01', endDate: '2026-11-30', description: '全国性大学生课外学术实践竞赛,被誉为中国大学生科技创新创业的“奥林匹克”。',
  }, now);
  const member = students[12 % students.length].userId;
  const { id: teamId } = await addTeam(trx, { schoolId, userId: demoStudent, identity: 2 }, { competitionId, name: '星火创新队', leaderCode: undefined, memberCodes: [codes.get(member)!], teacherId }, now);
  const third = await addResult(trx, staff, { competitionId, studentCode: '2021000001', awardLevel: 4, teamId }, now);
  await audit('result', third.id);
  await addResult(trx, staff, { competitionId, studentCode: '2021000001', awardLevel: 2, teamId }, now);

  const incubating = await addHatching(trx, { schoolId, userId: students[51 % students.length].userId, identity: 2 }, {
    name: '绿源校园二手书平台', company: '武汉绿源科技有限公司', stage: 2, leaderCode: undefined, mentorId: teacherId, fieldId: fields[2], description: '回收毕业生教材,低价转给新生,减少资源浪费。',
  }, now);
  await audit('hatching', incubating.id);
  await addHatching(trx, { schoolId, userId: demoStudent, identity: 2 }, {
    name: '智慧自习室预约', company: '', stage: 1, leaderCode: undefined, mentorId: teacherId, fieldId: fields[0], description: '自习座位在线预约与签到。',
  }, now);
  await saveBonus(trx, staff, { id: undefined, studentCode: '2021000001', title: '创新创业先进个人', amount: '1000', reason: '挑战杯校赛三等奖', awardedOn: '2026-06-15' }, now);
  await saveBonus(trx, staff, { id: undefined, studentCode: codes.get(students[11 % students.length].userId)!, title: '大创优秀结题奖', amount: '2000', reason: '国家级项目优秀结题', awardedOn: '2026-07-01' }, now);
}
