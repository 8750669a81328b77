/**
 * Demo structure details and student organisations (issue 3): college codes, a few
 * sub-departments and class counsellors; for 10001 the 校学生会 with its departments, college
 * unions, clubs, volunteer organisations, class organisations and others; for 10002 a small union
 * and two clubs. Each organisation has a student leader and 10–40 members (fewer when the roster
 * is small, e.g. the test fixture). Deterministic: a fixed PRNG seed per school.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { createRng, type Rng } from './prng.js';

interface OrgSeed {
  name: string;
  nature: 1 | 2 | 3 | 4 | 5;
  /** 1 校级, 2 院级. */
  identity?: 1 | 2;
  remarks?: string;
  secretary?: string;
  children?: string[];
  /** Members come from this class (class organisations). */
  classId?: number;
}

const UNION_DEPARTMENTS = ['学习部', '文艺部', '体育部', '宣传部', '外联部', '生活部'];

const DEMO_10001: OrgSeed[] = [
  { name: '校学生会', nature: 1, remarks: '全校学生自我管理、自我服务的群众性组织', secretary: '李明', children: UNION_DEPARTMENTS },
  { name: '计算机学院学生会', nature: 1, identity: 2, secretary: '周航', children: ['学习部', '科创部'] },
  { name: '经济管理学院学生会', nature: 1, identity: 2, secretary: '陈静', children: ['学习部', '实践部'] },
  { name: '摄影协会', nature: 2, remarks: '用镜头记录校园生活', secretary: '刘洋' },
  { name: '辩论社', nature: 2, remarks: '思辨与表达', secretary: '王蕾' },
  { name: '机器人创新社', nature: 2, remarks: '机器人竞赛与创新实践', secretary: '张伟', children: ['无人机小组'] },
  { name: '吉他社', nature: 2, secretary: '赵琳' },
  { name: '书法协会', nature: 2, secretary: '孙文' },
  { name: '篮球协会', nature: 2, secretary: '马超' },
  { name: '动漫社', nature: 2, secretary: '何雨' },
  { name: '英语角协会', nature: 2, secretary: '郭婷' },
  { name: '天文爱好者协会', nature: 2, secretary: '高远' },
  { name: '围棋社', nature: 2, secretary: '林峰' },
  { name: '青年志愿者协会', nature: 3, remarks: '奉献、友爱、互助、进步', secretary: '罗敏', children: ['支教服务队', '环保服务队', '社区服务队'] },
  { name: '红十字会志愿服务队', nature: 3, secretary: '宋佳' },
  { name: '校史讲解队', nature: 5, remarks: '校史馆讲解与迎新接待', secretary: '韩雪' },
  { name: '国旗护卫队', nature: 5, secretary: '冯刚' },
  { name: '校园广播站', nature: 5, secretary: '唐悦' },
];

const DEMO_10002: OrgSeed[] = [
  { name: '东湖学院学生会', nature: 1, secretary: '吴迪', children: ['学习部', '文艺部'] },
  { name: '东湖摄影社', nature: 2, secretary: '许晴' },
  { name: '东湖篮球社', nature: 2, secretary: '邓超' },
];

interface Student {
  userId: number;
  classId: number | null;
}

/** Distinct picks from `pool` (a partial shuffle), at most `n`. */
function sample<T>(rng: Rng, pool: readonly T[], n: number): T[] {
  const copy = [...pool];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(copy.splice(rng.int(0, copy.length - 1), 1)[0]);
  return out;
}

/** The three classes with the most students get a 团支部 and a 班委会 (nature 4). */
async function classOrganisations(trx: Transaction<Database>, schoolId: number): Promise<OrgSeed[]> {
  const classes = await trx
    .selectFrom('classes as cl')
    .innerJoin('students as s', (j) => j.onRef('s.classId', '=', 'cl.id').onRef('s.schoolId', '=', 'cl.schoolId'))
    .select(['cl.id', 'cl.name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('cl.schoolId', '=', schoolId)
    .groupBy(['cl.id', 'cl.name'])
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('cl.id')
    .limit(3)
    .execute();
  return classes.flatMap((c) => [
    { name: `${c.name}团支部`, nature: 4 as const, classId: c.id, secretary: '' },
    { name: `${c.name}班委会`, nature: 4 as const, classId: c.id },
  ]);
}

async function insertOrg(
  trx: Transaction<Database>,
  schoolId: number,
  seed: { name: string; nature: number; identity?: number; remarks?: string; secretary?: string },
  parent: { id: number; parentIds: string; level: number } | null,
  orderId: number,
) {
  return trx
    .insertInto('organizations')
    .values({
      schoolId, name: seed.name, nature: seed.nature, identity: seed.identity ?? 1, remarks: seed.remarks ?? '',
      secretaryName: seed.secretary ?? '', orderId, parentId: parent?.id ?? null,
      parentIds: parent ? `${parent.parentIds},${parent.id}` : '0', level: parent ? parent.level + 1 : 1,
    })
    .returning(['id', 'parentIds', 'level'])
    .executeTakeFirstOrThrow();
}

/** Sub-departments of some colleges of 10001, so the 院系 tree (/organization/department) has depth. */
const SUB_DEPARTMENTS: Record<number, [string, string[]][]> = {
  10001: [
    ['计算机学院', ['计算机科学系', '软件工程系']],
    ['外国语学院', ['英语系', '日语系']],
  ],
};

/**
 * Codes for the colleges ('01'…, sub-departments '0101'…), the sub-departments of SUB_DEPARTMENTS,
 * and a counsellor (辅导员, one of the school's teachers) for every class.
 */
async function seedDepartments(trx: Transaction<Database>, schoolId: number, rng: Rng) {
  const roots = await trx.selectFrom('colleges').select(['id', 'name', 'campusId', 'orderId']).where('schoolId', '=', schoolId).orderBy('orderId').execute();
  for (const [i, c] of roots.entries()) {
    const code = String(i + 1).padStart(2, '0');
    await trx.updateTable('colleges').set({ code }).where('id', '=', c.id).execute();
    const children = SUB_DEPARTMENTS[schoolId]?.find(([name]) => name === c.name)?.[1] ?? [];
    if (children.length)
      await trx
        .insertInto('colleges')
        .values(children.map((name, k) => ({ schoolId, name, code: `${code}${String(k + 1).padStart(2, '0')}`, parentId: c.id, campusId: c.campusId, orderId: k + 1 })))
        .execute();
  }
  const teachers = await trx.selectFrom('users').select('name').where('schoolId', '=', schoolId).where('identity', '=', 0).where('isAdmin', '=', 0).orderBy('id').execute();
  if (teachers.length === 0) return;
  const classes = await trx.selectFrom('classes').select('id').where('schoolId', '=', schoolId).orderBy('id').execute();
  const byTeacher = new Map<string, number[]>();
  for (const cl of classes) {
    const name = rng.pick(teachers).name;
    byTeacher.set(name, [...(byTeacher.get(name) ?? []), cl.id]);
  }
  for (const [counsellor, ids] of byTeacher) await trx.updateTable('classes').set({ counsellor }).where('id', 'in', ids).execute();
}

/** Seeds one school's sub-departments, organisations and members; returns how many organisations. */
export async function seedOrganizations(trx: Transaction<Database>, schoolId: number): Promise<number> {
  await seedDepartments(trx, schoolId, createRng(schoolId * 17));
  const seeds = schoolId === 10001 ? [...DEMO_10001, ...(await classOrganisations(trx, schoolId))] : schoolId === 10002 ? DEMO_10002 : [];
  if (seeds.length === 0) return 0;
  const rng = createRng(schoolId * 131);
  const students: Student[] = await trx
    .selectFrom('students')
    .select(['userId', 'classId'])
    .where('schoolId', '=', schoolId)
    .where('status', '=', 1)
    .orderBy('code')
    .execute();
  const members: { schoolId: number; organizationId: number; userId: number; isLeader: boolean }[] = [];
  const leaders: { id: number; userId: number }[] = [];
  let count = 0;

  const populate = (organizationId: number, pool: Student[]) => {
    const picked = sample(rng, pool, rng.int(10, 40));
    if (picked.length === 0) return;
    leaders.push({ id: organizationId, userId: picked[0].userId });
    picked.forEach((s, i) => members.push({ schoolId, organizationId, userId: s.userId, isLeader: i === 0 || (i === 1 && picked.length > 20) }));
  };

  for (const [i, seed] of seeds.entries()) {
    const root = await insertOrg(trx, schoolId, seed, null, i + 1);
    count += 1;
    populate(root.id, seed.classId ? students.filter((s) => s.classId === seed.classId) : students);
    for (const [k, child] of (seed.children ?? []).entries()) {
      const node = await insertOrg(trx, schoolId, { name: child, nature: seed.nature, identity: seed.identity }, root, k + 1);
      count += 1;
      populate(node.id, students);
    }
  }
  for (let i = 0; i < members.length; i += 500) await trx.insertInto('organizationMembers').values(members.slice(i, i + 500)).execute();
  for (const l of leaders) await trx.updateTable('organizations').set({ userId: l.userId }).where('id', '=', l.id).execute();
  return count;
}
