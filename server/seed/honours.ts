/**
 * Demo honours and employment at 示范大学 (issue 21), written through the real services
 * (modules/honours): the demo student 2021000001 has an approved 国家奖学金 and internship (on their
 * transcript's 成长记录) and a 三好学生 waiting for review; a dozen other students' honours at every
 * level (most approved, so the statistics have a shape) and employment records (签约 and 实习).
 * Reviewer a1001.
 */
import type { Trx } from '../db/db.js';
import type { GrowthAddParams } from '../../common/schemas/honours.js';
import { auditGrowth, declare } from '../modules/honours/service.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';

type Item = Partial<GrowthAddParams> & { kind: 'honour' | 'employment'; title: string; startDate: string; approve: boolean };
const base = { level: undefined, issuer: '', job: '', jobKind: undefined, endDate: undefined, remarks: '', fileIds: [] };

const DEMO: Item[] = [
  { kind: 'honour', title: '国家奖学金', level: 1, issuer: '教育部', startDate: '2025-12-10', approve: true },
  { kind: 'employment', title: '腾讯科技(武汉)有限公司', job: '前端开发实习生', jobKind: 2, startDate: '2026-07-01', endDate: '2026-08-31', approve: true },
  { kind: 'honour', title: '校级三好学生', level: 4, issuer: '示范大学', startDate: '2026-10-20', approve: false },
];
const HONOURS: [string, number, string][] = [
  ['全国大学生数学建模竞赛一等奖', 1, '中国工业与应用数学学会'], ['湖北省优秀学生干部', 2, '湖北省教育厅'], ['武汉市优秀青年志愿者', 3, '共青团武汉市委'],
  ['校级优秀团员', 4, '共青团示范大学委员会'], ['院级学习标兵', 5, '计算机学院'], ['国家励志奖学金', 1, '教育部'], ['省级大学生创新创业大赛银奖', 2, '湖北省教育厅'],
  ['校级优秀学生干部', 4, '示范大学'], ['院级文明寝室长', 5, '外国语学院'], ['校级三好学生', 4, '示范大学'],
];
const JOBS: [string, string, number][] = [
  ['华为技术有限公司', '软件开发工程师', 1], ['中国建设银行湖北省分行', '柜员', 1], ['武汉长江日报社', '实习记者', 2], ['小米科技有限责任公司', '测试实习生', 2], ['湖北省第三人民医院', '行政助理', 2],
];

export async function seedHonours(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, [DEMO_AUDITOR.username, '2021000001']);
  const [auditorId, demoStudent] = [uid(DEMO_AUDITOR.username), uid('2021000001')];
  if (auditorId === null || demoStudent === null) return;
  const students = (await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent);
  const staff = { schoolId, userId: auditorId, identity: 0 };
  const add = async (userId: number, item: Item) => {
    const { approve, ...p } = item;
    const { id } = await declare(trx, { schoolId, userId, identity: 2 }, { ...base, ...p } as GrowthAddParams, now);
    if (approve) await auditGrowth(trx, staff, { kind: item.kind, ids: [id], result: 'pass', opinion: '材料属实' }, now);
  };
  for (const item of DEMO) await add(demoStudent, item);
  for (const [i, [title, level, issuer]] of HONOURS.entries()) {
    await add(students[(i * 37 + 5) % students.length].userId, { kind: 'honour', title, level, issuer, startDate: `2026-0${(i % 9) + 1}-15`, approve: i % 4 !== 3 });
  }
  for (const [i, [title, job, jobKind]] of JOBS.entries()) {
    await add(students[(i * 53 + 9) % students.length].userId, { kind: 'employment', title, job, jobKind, startDate: `2026-0${i + 3}-01`, approve: i !== 4 });
  }
}
