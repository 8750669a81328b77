/**
 * Demo social practice at 示范大学 (issue 19 "Social practice"), written through the real services
 * (modules/practice): five team projects around `now` — one completed with its members' hours in
 * the ledger (summer term, under the 20-hour cap), one completion under review, one running with
 * its journal (led by the demo student 2021000001, who can still write the journal and submit the
 * completion), one proposal under review and one rejected. Advisor l1001, reviewer a1001.
 */
import { TERM_KIND } from '../../common/hoursRules.js';
import { chinaDay } from '../../common/time.js';
import type { Trx } from '../db/db.js';
import { addPractice } from '../modules/practice/projects.js';
import { auditPractices } from '../modules/practice/review.js';
import { addJournal, submitFinish } from '../modules/practice/work.js';
import { ACTIVITY_STAFF_SCHOOL, DEMO_AUDITOR, DEMO_LEADER } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';

type Stage = 'completed' | 'finishPending' | 'running' | 'pending' | 'rejected';

interface PracticeSeed {
  name: string;
  classify: string;
  /** The term: the latest summer / winter term that has ended, or the regular term holding today. */
  term: 'pastSummer' | 'pastWinter' | 'current';
  destination: string;
  plan: string;
  budget: string;
  /** Positions in the seed's student list: leader first (-1 = the demo student 2021000001). */
  team: number[];
  stage: Stage;
  journal: string[];
  report?: string;
  hours?: string;
  opinion?: string;
}

export const PRACTICE_SEEDS: PracticeSeed[] = [
  {
    name: '青春筑梦·乡村振兴暑期实践队', classify: '暑期社会实践', term: 'pastSummer', destination: '湖北省恩施州', budget: '4800',
    plan: '赴恩施州三个乡镇开展支教、产业调研与政策宣讲,形成调研报告一份。', team: [10, 310, 610], stage: 'completed',
    journal: ['抵达恩施,召开动员会,分组对接三所乡村小学。', '完成两所小学的支教课程,走访茶叶合作社。'],
    report: '团队完成支教课程 36 课时,走访农户 42 户,形成《恩施茶产业发展调研报告》。', hours: '16',
  },
  {
    name: '非遗文化田野调查队', classify: '暑期社会实践', term: 'pastSummer', destination: '浙江省杭州市', budget: '2600',
    plan: '走访西湖绸伞、杭州刺绣等非遗传承人,记录技艺流程并制作短片。', team: [20, 720], stage: 'finishPending',
    journal: ['拜访西湖绸伞传承人,记录制伞工序。'], report: '完成 4 位传承人访谈与一部 8 分钟纪录短片。', hours: '12',
  },
  {
    name: '寒假返乡社区调研', classify: '寒假社会实践', term: 'pastWinter', destination: '湖南省长沙市', budget: '600',
    plan: '返乡期间调研社区养老服务现状,发放问卷不少于 100 份。', team: [-1, 30, 530], stage: 'running',
    journal: ['完成问卷设计,联系社区居委会。'],
  },
  {
    name: '城市交通出行调研', classify: '社会调研', term: 'current', destination: '武汉市', budget: '300',
    plan: '调研校园周边公共交通与共享单车使用情况,提出改进建议。', team: [40, -1], stage: 'pending', journal: [],
  },
  {
    name: '红色足迹寻访实践队', classify: '暑期社会实践', term: 'pastSummer', destination: '江西省井冈山市', budget: '12000',
    plan: '寻访井冈山革命旧址,开展主题宣讲。', team: [50, 950], stage: 'rejected', journal: [], opinion: '预算偏高,请压缩交通与住宿费用后重新提交。',
  },
];

/** 'YYYY-MM-DD' `days` after `day`. */
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedPractice(trx: Trx, schoolId: number, now = new Date()): Promise<void> {
  if (schoolId !== ACTIVITY_STAFF_SCHOOL) return;
  const uid = await userIdLookup(trx, schoolId, [DEMO_LEADER.username, DEMO_AUDITOR.username, '2021000001']);
  const [advisorId, auditorId, demoStudent] = [uid(DEMO_LEADER.username), uid(DEMO_AUDITOR.username), uid('2021000001')];
  if (advisorId === null || auditorId === null || demoStudent === null) return;
  const students = (await seedStudents(trx, schoolId)).filter((s) => s.userId !== demoStudent);
  const codes = new Map((await trx.selectFrom('students').select(['userId', 'code']).where('schoolId', '=', schoolId).execute()).map((s) => [s.userId, s.code]));
  const today = chinaDay(now);
  const terms = await trx.selectFrom('terms').select(['id', 'kind', 'startDate', 'endDate']).where('schoolId', '=', schoolId).orderBy('startDate', 'desc').execute();
  const termOf = (which: PracticeSeed['term']) =>
    which === 'current'
      ? terms.find((t) => t.startDate <= today && today <= t.endDate) ?? terms.find((t) => t.kind === TERM_KIND.regular && t.endDate < today)
      : terms.find((t) => t.kind === (which === 'pastSummer' ? TERM_KIND.summer : TERM_KIND.winter) && t.endDate < today);
  const classifies = new Map((await trx.selectFrom('classifies').select(['id', 'name']).where('schoolId', '=', schoolId).where('moduleKind', '=', 'socialPractice').execute()).map((c) => [c.name, c.id]));
  const auditor = { schoolId, userId: auditorId };
  for (const p of PRACTICE_SEEDS) {
    const term = termOf(p.term);
    const team = p.team.map((i) => (i < 0 ? demoStudent : students[i % students.length].userId));
    if (!term) continue;
    const leader = { schoolId, userId: team[0], identity: 2 };
    const start = plusDays(term.startDate, 5);
    const { id } = await addPractice(trx, leader, {
      name: p.name, classifyId: classifies.get(p.classify)!, termId: term.id, destination: p.destination, startDate: start,
      endDate: plusDays(start, 10) < term.endDate ? plusDays(start, 10) : term.endDate, advisorId, leaderCode: undefined,
      memberCodes: team.slice(1).map((u) => codes.get(u)!), plan: p.plan, budget: p.budget, safetyPledge: true,
    }, now);
    if (p.stage === 'pending') continue;
    if (p.stage === 'rejected') {
      await auditPractices(trx, auditor, { stage: 'project', ids: [id], result: 'reject', opinion: p.opinion! }, now);
      continue;
    }
    await auditPractices(trx, auditor, { stage: 'project', ids: [id], result: 'pass', opinion: '同意立项' }, now);
    for (const [i, content] of p.journal.entries()) await addJournal(trx, { schoolId, userId: team[i % team.length] }, { projectId: id, content, fileIds: [] }, now);
    if (p.stage === 'running') continue;
    await submitFinish(trx, leader, { id, report: p.report!, fileIds: [], hours: p.hours! }, now);
    if (p.stage === 'completed') await auditPractices(trx, auditor, { stage: 'finish', ids: [id], result: 'pass', opinion: '同意结项' }, now);
  }
}
