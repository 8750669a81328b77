/**
 * Demo categories, rules and terms of a school (issue 4; spec §1 the seven modules and the hours
 * rule, §3 category tree node). The dashboard's five default modules (思想素养, 文化活动, 技能特长,
 * 志愿公益, 创新创业) are among the seven. Terms cover the academic years 2021-2022 … 2027-2028 (the
 * activity demo of seed/activities.ts lies in the current one, and a report needs its term):
 * 第一学期 (Sep–mid Jan), 寒假 (winter), 第二学期 (Mar–Jun), 暑期 (summer).
 */
import type { Transaction } from 'kysely';
import { defaultRequirementSet } from '../../common/hoursRequirements.js';
import { requirementModules, writeRequirementSet } from '../modules/hours/repositories/requirements.js';
import type { Database } from '../db/types.js';

interface ModuleSeed {
  name: string;
  moduleKind: string;
  capGroup: 'campusCulture' | 'socialPractice' | null;
  campus: boolean;
  minHours: number;
  limitType: number;
  children: string[];
}

export const MODULE_SEEDS: ModuleSeed[] = [
  { name: '思想素养', moduleKind: 'ideology', capGroup: null, campus: true, minHours: 30, limitType: 1, children: ['理论学习', '主题教育', '党团活动'] },
  { name: '创新创业', moduleKind: 'innovation', capGroup: null, campus: true, minHours: 20, limitType: 2, children: ['学科竞赛', '创业实践', '科研训练'] },
  { name: '技能特长', moduleKind: 'skills', capGroup: null, campus: true, minHours: 20, limitType: 2, children: ['技能培训', '资格认证'] },
  { name: '社会实践', moduleKind: 'socialPractice', capGroup: 'socialPractice', campus: false, minHours: 40, limitType: 1, children: ['暑期社会实践', '寒假社会实践', '社会调研'] },
  { name: '志愿公益', moduleKind: 'volunteering', capGroup: null, campus: false, minHours: 30, limitType: 2, children: ['志愿服务', '公益活动'] },
  { name: '文化活动', moduleKind: 'culture', capGroup: 'campusCulture', campus: true, minHours: 30, limitType: 2, children: ['校园文化', '文体竞赛', '讲座报告'] },
  { name: '成长记录', moduleKind: 'growth', capGroup: null, campus: true, minHours: 20, limitType: 0, children: ['社团任职', '荣誉表彰'] },
];

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The four terms of academic year y-(y+1): name, kind (1 regular, 2 summer, 3 winter), academic year y, dates. */
export function academicYearTerms(y: number) {
  const ay = `${y}-${y + 1}学年`;
  return [
    { name: `${ay}第一学期`, kind: 1, academicYear: y, startDate: `${y}-09-01`, endDate: `${y + 1}-01-15` },
    { name: `${ay}寒假`, kind: 3, academicYear: y, startDate: `${y + 1}-01-16`, endDate: `${y + 1}-02-${isLeap(y + 1) ? 29 : 28}` },
    { name: `${ay}第二学期`, kind: 1, academicYear: y, startDate: `${y + 1}-03-01`, endDate: `${y + 1}-06-30` },
    { name: `${ay}暑期`, kind: 2, academicYear: y, startDate: `${y + 1}-07-01`, endDate: `${y + 1}-08-31` },
  ];
}

export async function seedClassifies(trx: Transaction<Database>, schoolId: number): Promise<void> {
  await trx.insertInto('schoolRules').values({ schoolId }).execute();
  for (const [i, m] of MODULE_SEEDS.entries()) {
    const { id } = await trx
      .insertInto('classifies')
      .values({
        schoolId, parentId: 0, name: m.name, limitType: m.limitType, orderNumber: i + 1, isAssociation: 0, isExistence: 1,
        minHours: m.minHours, moduleKind: m.moduleKind, capGroup: m.capGroup, campus: m.campus,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('classifies')
      .values(m.children.map((name, k) => ({
        schoolId, parentId: id, name, limitType: m.limitType, orderNumber: k + 1, isAssociation: 0, isExistence: 1,
        minHours: 0, moduleKind: m.moduleKind, capGroup: m.capGroup, campus: m.campus,
      })))
      .execute();
  }
  // The base requirement set of spec §1 (issue 13), over the modules just created.
  await writeRequirementSet(trx, schoolId, defaultRequirementSet(await requirementModules(trx, schoolId)), null);
  const terms = [2021, 2022, 2023, 2024, 2025, 2026, 2027].flatMap(academicYearTerms);
  await trx.insertInto('terms').values(terms.map((t) => ({ schoolId, ...t }))).execute();
}
