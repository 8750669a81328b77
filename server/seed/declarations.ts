/**
 * The declaration demo of 示范大学 (issue 5): six projects over different categories — five open
 * around `now` and one closed (暑期社会实践优秀个人) — and about sixty declarations in every status,
 * written through the services themselves: students declare with applyDeclaration, a1001 (审核员,
 * the auditor of the seeded flow 申报审核) passes or rejects with auditDeclarations (so approved ones
 * get their ledger rows by the highest-level-once rule), some students withdraw, and a few verified
 * results come in through the import's writer (type 2). 2021000001 has one approved and one pending
 * declaration; one student shows the rule: 校级 approved first, then 省级 (the difference granted).
 * Deterministic for a given `now` (seed/prng.ts); other schools get nothing.
 */
import { applyDeclaration, withdrawDeclaration } from '../modules/declarations/apply.js';
import { auditDeclarations } from '../modules/declarations/audit.js';
import { writeImportRows } from '../modules/declarations/import.js';
import { addProject } from '../modules/declarations/projects.js';
import { formatDateTime, parseWireTime } from '../../common/time.js';
import { DEMO_AUDITOR } from './activityStaff.js';
import { seedStudents, userIdLookup } from './lookups.js';
import { createRng, sample, type Rng } from './prng.js';
import type { Trx } from '../db/db.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface ProjectSeed {
  name: string;
  /** The category (a child of a module, seed/classify.ts). */
  classify: string;
  organization?: string;
  evidence: string;
  description: string;
  /** Window in days from now. */
  from: number;
  to: number;
  options: [string, string][];
  /** Declarations by final state: approved, rejected, pending, withdrawn, imported. */
  plan: { approved: number; rejected: number; pending: number; withdrawn: number; imported: number };
}

export const DECLARATION_PROJECT_SEEDS: ProjectSeed[] = [
  {
    name: '挑战杯全国大学生课外学术科技作品竞赛', classify: '学科竞赛', evidence: '获奖证书扫描件或官方公示截图',
    description: '"挑战杯"竞赛获奖者可按最高获奖级别申报第二课堂学时,同一作品只计一次。',
    from: -40, to: 20, options: [['国家级一等奖', '20'], ['国家级二等奖', '16'], ['国家级三等奖', '12'], ['省级', '8'], ['校级', '4']],
    plan: { approved: 4, rejected: 2, pending: 3, withdrawn: 1, imported: 2 },
  },
  {
    name: '全国大学生英语竞赛', classify: '技能培训', evidence: '获奖证书扫描件',
    description: '全国大学生英语竞赛(NECCS)各级获奖学生可申报。',
    from: -30, to: 30, options: [['特等奖', '10'], ['一等奖', '8'], ['二等奖', '6'], ['三等奖', '4']],
    plan: { approved: 4, rejected: 2, pending: 3, withdrawn: 1, imported: 0 },
  },
  {
    name: '优秀志愿者', classify: '志愿服务', organization: '青年志愿者协会', evidence: '志愿服务证明或表彰文件',
    description: '年度优秀志愿者表彰,需关联一项本人参加的志愿服务活动。',
    from: -50, to: 10, options: [['国家级', '12'], ['省级', '8'], ['校级', '4']],
    plan: { approved: 4, rejected: 1, pending: 3, withdrawn: 1, imported: 2 },
  },
  {
    name: '暑期社会实践优秀个人', classify: '暑期社会实践', evidence: '实践报告及表彰文件',
    description: '暑期"三下乡"社会实践优秀个人评选结果申报(已截止)。',
    from: -80, to: -20, options: [['省级优秀个人', '10'], ['校级优秀个人', '6'], ['院级优秀个人', '3']],
    plan: { approved: 5, rejected: 3, pending: 0, withdrawn: 0, imported: 0 },
  },
  {
    name: '校园文化艺术节获奖', classify: '校园文化', evidence: '获奖证书或主办方名单',
    description: '校园文化艺术节各项比赛获奖者申报。',
    from: -20, to: 25, options: [['一等奖', '6'], ['二等奖', '4'], ['三等奖', '3'], ['优秀奖', '2']],
    plan: { approved: 3, rejected: 2, pending: 3, withdrawn: 1, imported: 0 },
  },
  {
    name: '创新创业训练计划结项', classify: '科研训练', evidence: '结项证书或结项公示截图',
    description: '大学生创新创业训练计划项目结项后,项目成员可申报。',
    from: -60, to: 40, options: [['国家级项目', '15'], ['省级项目', '10'], ['校级项目', '6']],
    plan: { approved: 3, rejected: 2, pending: 2, withdrawn: 0, imported: 0 },
  },
];

const REJECT_OPINIONS = ['证明材料不清晰,请重新上传获奖证书', '获奖级别与证书不符', '证书缺少主办方盖章', '获奖时间不在本次申报范围内'];
const PASS_OPINIONS = ['材料齐全,同意', '', '同意', '情况属实'];

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);
const between = (rng: Rng, a: number, b: number) => a + Math.floor(rng.next() * Math.max(0, b - a));

async function lookups(trx: Trx, schoolId: number) {
  const uid = await userIdLookup(trx, schoolId, ['admin', DEMO_AUDITOR.username, '2021000001']);
  const flow = await trx.selectFrom('flowTemplates').select('id').where('schoolId', '=', schoolId).where('name', '=', '申报审核').executeTakeFirst();
  const classifies = await trx.selectFrom('classifies').select(['id', 'name']).where('schoolId', '=', schoolId).where('parentId', '<>', 0).execute();
  const orgs = await trx.selectFrom('organizations').select(['id', 'name']).where('schoolId', '=', schoolId).where('parentId', 'is', null).execute();
  const students = await seedStudents(trx, schoolId);
  // Volunteers with an activity they hold a seat in, for 优秀志愿者's related activity.
  const volunteers = await trx
    .selectFrom('activityEnrollments as e')
    .innerJoin('activities as a', 'a.id', 'e.activityId')
    .innerJoin('classifies as c', 'c.id', 'a.classifyId')
    .innerJoin('classifies as m', 'm.id', 'c.parentId')
    .select(['e.userId', 'e.activityId'])
    .where('e.schoolId', '=', schoolId)
    .where('e.status', '=', 1)
    .where('m.name', '=', '志愿公益')
    .orderBy('e.activityId')
    .orderBy('e.userId')
    .execute();
  return { uid, flow, classifies, orgs, students, volunteers };
}

interface Planned {
  userId: number;
  state: 'approved' | 'rejected' | 'pending' | 'withdrawn';
  option: number;
  applyAt: Date;
  relateActivityId?: number;
}

/** Seeds the declaration demo of 10001; returns how many projects and declarations it wrote. */
export async function seedDeclarations(trx: Trx, schoolId: number, now = new Date()): Promise<{ projects: number; declarations: number }> {
  const none = { projects: 0, declarations: 0 };
  if (schoolId !== 10001) return none;
  const l = await lookups(trx, schoolId);
  const admin = l.uid('admin');
  const auditor = l.uid(DEMO_AUDITOR.username);
  const demo = l.uid('2021000001');
  if (!admin || !auditor || !l.flow || l.students.length < 30) return none;
  const rng = createRng(schoolId * 7919);
  const name = new Map(l.students.map((s) => [s.userId, s.name]));
  const pool = l.students.map((s) => s.userId).filter((id) => id !== demo);
  const reviewer = { schoolId, userId: auditor };
  const importer = { schoolId, userId: admin };
  let written = 0;

  for (const [pi, p] of DECLARATION_PROJECT_SEEDS.entries()) {
    const classify = l.classifies.find((c) => c.name === p.classify)!;
    // Whole days in China Standard Time: from 00:00 of the first day to 23:59 of the last.
    const applyStart = parseWireTime(`${formatDateTime(at(now, p.from * DAY))!.slice(0, 10)} 00:00`)!;
    const applyEnd = parseWireTime(`${formatDateTime(at(now, p.to * DAY))!.slice(0, 10)} 23:59`)!;
    const created = new Date(applyStart.getTime() - 2 * DAY);
    const { id: projectId } = await addProject(trx, { schoolId, userId: admin }, {
      name: p.name, classifyId: classify.id, organizationId: l.orgs.find((o) => o.name === p.organization)?.id, flowTemplateId: l.flow.id,
      description: p.description, evidence: p.evidence, applyStart, applyEnd, enabled: true,
      options: p.options.map(([optionName, hours]) => ({ name: optionName, hours })),
    }, created);
    const options = await trx.selectFrom('declarationProjectOptions').select(['id', 'name']).where('projectId', '=', projectId).orderBy('orderNo').execute();
    const lastApply = Math.min(applyEnd.getTime(), now.getTime()) - HOUR;
    const open = applyEnd.getTime() > now.getTime();

    // Who declares what and when: decided ones early in the window, pending ones in the last week.
    const states: Planned['state'][] = [
      ...Array<Planned['state']>(p.plan.approved).fill('approved'), ...Array<Planned['state']>(p.plan.rejected).fill('rejected'),
      ...Array<Planned['state']>(p.plan.withdrawn).fill('withdrawn'), ...Array<Planned['state']>(p.plan.pending).fill('pending'),
    ];
    const taken = new Set<number>();
    const related = p.organization ? l.volunteers.filter((v) => v.userId !== demo) : [];
    const planned: Planned[] = states.map((state, k) => {
      const volunteer = related.find((v) => !taken.has(v.userId) && k < 3);
      const userId = volunteer?.userId ?? sample(rng, pool, 1, taken)[0];
      taken.add(userId);
      const latest = state === 'pending' ? lastApply : Math.min(lastApply, now.getTime() - 4 * DAY);
      const earliest = state === 'pending' ? Math.max(applyStart.getTime() + HOUR, now.getTime() - 7 * DAY) : applyStart.getTime() + HOUR;
      return { userId, state, option: rng.int(0, options.length - 1), applyAt: new Date(between(rng, earliest, latest)), relateActivityId: volunteer?.activityId };
    });
    // 2021000001: 校级 approved in 优秀志愿者, 省级 pending in 挑战杯.
    if (demo && p.name === '优秀志愿者') planned.push({ userId: demo, state: 'approved', option: options.length - 1, applyAt: at(now, -20 * DAY) });
    if (demo && pi === 0) planned.push({ userId: demo, state: 'pending', option: 3, applyAt: at(now, -2 * DAY) });
    planned.sort((a, b) => a.applyAt.getTime() - b.applyAt.getTime());

    for (const d of planned) {
      const student = { schoolId, userId: d.userId, name: name.get(d.userId) ?? '' };
      const option = options[d.option];
      const { id } = await applyDeclaration(trx, student, {
        projectId, optionId: option.id, relateActivityId: d.relateActivityId, fileIds: [],
        description: `本人参加${p.name},获得${option.name},现按要求提交${p.evidence},请审核。`,
      }, d.applyAt);
      written += 1;
      const decideAt = new Date(Math.min(d.applyAt.getTime() + rng.int(6, 60) * HOUR, now.getTime() - HOUR));
      if (d.state === 'approved') await auditDeclarations(trx, reviewer, { ids: [id], result: 'pass', opinion: rng.pick(PASS_OPINIONS) || undefined }, decideAt);
      if (d.state === 'rejected') await auditDeclarations(trx, reviewer, { ids: [id], result: 'reject', opinion: rng.pick(REJECT_OPINIONS) }, decideAt);
      if (d.state === 'withdrawn') await withdrawDeclaration(trx, student, id, decideAt);
    }

    // The highest-level-once rule in the demo: one student gets 校级 (lowest) first, then a higher level.
    if (pi === 0 && open) {
      const [climber] = sample(rng, pool, 1, taken);
      taken.add(climber);
      const student = { schoolId, userId: climber, name: name.get(climber) ?? '' };
      const steps: [number, number][] = [[options.length - 1, -30], [options.length - 2, -10]];
      for (const [option, day] of steps) {
        const { id } = await applyDeclaration(trx, student, { projectId, optionId: options[option].id, fileIds: [], description: `本人作品获${options[option].name},申报学时。` }, at(now, day * DAY));
        await auditDeclarations(trx, reviewer, { ids: [id], result: 'pass', opinion: '同意' }, at(now, (day + 1) * DAY));
        written += 1;
      }
    }

    // Verified results the back office imported (type 2).
    if (p.plan.imported) {
      const rows = sample(rng, pool, p.plan.imported, taken).map((userId, k) => ({
        row: k + 2, userId, projectId, classifyId: classify.id, optionId: options[k % options.length].id,
        hours: p.options[k % options.length][1], description: '校团委核实后统一导入', applyTime: at(now, -25 * DAY),
      }));
      written += await writeImportRows(trx, importer, rows, at(now, -24 * DAY));
    }
  }
  return { projects: DECLARATION_PROJECT_SEEDS.length, declarations: written };
}
