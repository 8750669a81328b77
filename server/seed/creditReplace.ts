/**
 * Demo 学分置换 at 示范大学 (issue 21), written through the real services (modules/creditReplace):
 * the school's 置换认定规则 (英语四六级, 计算机等级, 教师资格证, MOOC 课程, 学科竞赛, 普通话 switched
 * off), and requests — the demo student 2021000001 has an approved MOOC certificate (its hours in the
 * ledger, source 学分置换), a 计算机二级 waiting for review and a rejected one; a few other students'
 * requests, most approved. Reviewer a1001 (the flow's 审核员).
 */
import type { Trx } from '../db/db.js';
import type { CreditAddParams, CreditRuleSaveParams } from '../../common/schemas/creditReplace.js';
import { saveRule } from '../modules/creditReplace/rules.js';
import { auditRequest, submitRequest } from '../modules/creditReplace/service.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';

type Rule = Omit<CreditRuleSaveParams, 'classifyId' | 'id'> & { classify: string };
const RULES: Rule[] = [
  { name: '大学英语四级(CET-4)', classify: '资格认证', hours: '2', yearCap: '2', enabled: true, evidenceRequired: true, remarks: '成绩425分及以上，上传成绩报告单' },
  { name: '大学英语六级(CET-6)', classify: '资格认证', hours: '3', yearCap: '3', enabled: true, evidenceRequired: true, remarks: '成绩425分及以上，上传成绩报告单' },
  { name: '全国计算机等级考试(二级及以上)', classify: '技能培训', hours: '2', yearCap: '4', enabled: true, evidenceRequired: false, remarks: '凭准考证号与证书编号核验' },
  { name: '教师资格证', classify: '资格认证', hours: '4', yearCap: undefined, enabled: true, evidenceRequired: true, remarks: '' },
  { name: 'MOOC 课程结课证书', classify: '技能培训', hours: '1', yearCap: '4', enabled: true, evidenceRequired: false, remarks: '中国大学MOOC、学堂在线等平台，每门课1学时' },
  { name: '学科竞赛省级及以上获奖', classify: '学科竞赛', hours: '4', yearCap: '8', enabled: true, evidenceRequired: true, remarks: '' },
  { name: '普通话水平测试二级甲等', classify: '资格认证', hours: '1', yearCap: '1', enabled: false, evidenceRequired: true, remarks: '本学年暂停认定' },
];

/** [rule index, achievement, issuer, date, outcome]: 'pass', 'reject' or null (waiting). */
type Ask = [number, string, string, string, 'pass' | 'reject' | null];
const DEMO: Ask[] = [
  [4, '数据结构与算法(浙江大学)', '中国大学MOOC', '2026-10-12', 'pass'],
  [2, '全国计算机等级考试二级 Python', '教育部教育考试院', '2026-09-20', null],
  [4, 'Python 语言程序设计(北京理工大学)', '中国大学MOOC', '2026-09-28', 'reject'],
];
const OTHERS: Ask[] = [
  [2, '全国计算机等级考试二级 C 语言', '教育部教育考试院', '2026-09-20', 'pass'],
  [4, '大学物理(清华大学)', '学堂在线', '2026-10-05', 'pass'],
  [2, '全国计算机等级考试三级 网络技术', '教育部教育考试院', '2026-09-20', 'pass'],
  [4, '经济学原理(北京大学)', '中国大学MOOC', '2026-11-02', null],
  [4, '中国近现代史纲要(复旦大学)', '中国大学MOOC', '2026-10-18', 'pass'],
  [2, '全国计算机等级考试二级 MS Office', '教育部教育考试院', '2026-09-20', null],
];

export async function seedCreditReplace(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, [DEMO_AUDITOR.username, '2021000001']);
  const [auditorId, demoStudent] = [uid(DEMO_AUDITOR.username), uid('2021000001')];
  if (auditorId === null || demoStudent === null) return;
  const classifies = await trx.selectFrom('classifies').select(['id', 'name']).where('schoolId', '=', schoolId).execute();
  const staff = { schoolId, userId: auditorId, identity: 0, isAdmin: 0 };
  const ruleIds: number[] = [];
  for (const { classify, ...r } of RULES) {
    const classifyId = classifies.find((c) => c.name === classify)?.id;
    if (classifyId === undefined) return;
    ruleIds.push((await saveRule(trx, staff, { ...r, classifyId }, now)).id);
  }
  const students = (await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent);
  const ask = async (userId: number, [rule, name, issuer, achievedOn, outcome]: Ask, n: number) => {
    const p: CreditAddParams = { ruleId: ruleIds[rule], name, issuer, achievedOn, certificateNo: `${achievedOn.replaceAll('-', '')}${String(userId).padStart(6, '0')}${n}`, remarks: '', fileIds: [], classifyId: undefined, hours: undefined };
    const { id } = await submitRequest(trx, { schoolId, userId, identity: 2, isAdmin: 0 }, p, now);
    if (outcome === 'pass') await auditRequest(trx, staff, { id, result: 'pass', opinion: '证书编号核验无误' }, now);
    if (outcome === 'reject') await auditRequest(trx, staff, { id, result: 'reject', opinion: '结课证书未显示成绩，请补充成绩页截图' }, now);
  };
  for (const [i, item] of DEMO.entries()) await ask(demoStudent, item, i);
  for (const [i, item] of OTHERS.entries()) await ask(students[(i * 41 + 7) % students.length].userId, item, i);
}
