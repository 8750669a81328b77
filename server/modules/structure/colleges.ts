/**
 * Colleges (院系, spec §2 /usermng/student/college and /organization/department): the school's
 * administrative departments as a tree (parent_id). Lists carry counts computed in SQL; a college
 * cannot move under itself or its descendants; deletion is refused while it still has students,
 * sub-colleges, majors or classes. Every query is scoped to the session's school.
 */
import { sql } from 'kysely';
import type { CollegeRow, CollegeTreeNode } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import { deleteUnreferenced, mustExist } from './common.js';
import type { CollegeInput, StructureListParams } from './schema.js';
import { buildTree, isSelfOrDescendant } from './tree.js';

const count = sql<number>`count(*)::int`;

function rows(db: Db, schoolId: number) {
  return db
    .selectFrom('colleges as c')
    .leftJoin('campuses as cp', (j) => j.onRef('cp.id', '=', 'c.campusId').onRef('cp.schoolId', '=', 'c.schoolId'))
    .leftJoin('colleges as pa', (j) => j.onRef('pa.id', '=', 'c.parentId').onRef('pa.schoolId', '=', 'c.schoolId'))
    .where('c.schoolId', '=', schoolId)
    .select((eb) => [
      'c.id', 'c.name', 'c.campusId', 'c.orderId',
      sql<string>`coalesce(c.code, '')`.as('code'),
      sql<number>`coalesce(c.parent_id, 0)`.as('parentId'),
      sql<string>`coalesce(cp.name, '')`.as('campusName'),
      sql<string>`coalesce(pa.name, '')`.as('parentName'),
      eb.selectFrom('colleges as ch').select(count.as('n')).whereRef('ch.schoolId', '=', 'c.schoolId').whereRef('ch.parentId', '=', 'c.id').as('childCount'),
      eb.selectFrom('majors as m').select(count.as('n')).whereRef('m.schoolId', '=', 'c.schoolId').whereRef('m.collegeId', '=', 'c.id').as('majorCount'),
      eb.selectFrom('classes as cl').select(count.as('n')).whereRef('cl.schoolId', '=', 'c.schoolId').whereRef('cl.collegeId', '=', 'c.id').as('classCount'),
      eb.selectFrom('students as s').select(count.as('n')).whereRef('s.schoolId', '=', 'c.schoolId').whereRef('s.collegeId', '=', 'c.id').as('studentCount'),
    ]);
}

type RawRow = Omit<CollegeRow, 'childCount' | 'majorCount' | 'classCount' | 'studentCount'> & Record<'childCount' | 'majorCount' | 'classCount' | 'studentCount', number | null>;
const toRow = (r: RawRow): CollegeRow => ({
  ...r,
  parentId: Number(r.parentId),
  childCount: Number(r.childCount ?? 0),
  majorCount: Number(r.majorCount ?? 0),
  classCount: Number(r.classCount ?? 0),
  studentCount: Number(r.studentCount ?? 0),
});

/**
 * GET /school/college/list {current, size, name?, campusId?, parentId? (0 → top level)} →
 * {list: CollegeRow[], total} in tree order: each college followed by its sub-colleges.
 */
export async function listColleges(db: Db, schoolId: number, p: StructureListParams): Promise<Page<CollegeRow>> {
  const where = <Q extends ReturnType<typeof rows>>(q: Q) =>
    q
      .$if(!!p.name, (qb) => qb.where('c.name', 'like', likeContains(p.name!)))
      .$if(p.campusId !== undefined, (qb) => qb.where('c.campusId', '=', p.campusId!))
      .$if(p.parentId === 0, (qb) => qb.where('c.parentId', 'is', null))
      .$if(!!p.parentId, (qb) => qb.where('c.parentId', '=', p.parentId!));
  const total = await where(rows(db, schoolId)).clearSelect().select(count.as('n')).executeTakeFirstOrThrow();
  // Tree order: a top-level college, then its sub-colleges (by their own order).
  const list = await where(rows(db, schoolId))
    .orderBy(sql`coalesce(pa.order_id, c.order_id)`)
    .orderBy(sql`coalesce(pa.id, c.id)`)
    .orderBy(sql`c.parent_id is not null`)
    .orderBy('c.orderId')
    .orderBy('c.id')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return { list: list.map(toRow), total: Number(total.n) };
}

export async function collegeRow(db: Db, schoolId: number, id: number): Promise<CollegeRow> {
  return toRow(await rows(db, schoolId).where('c.id', '=', id).executeTakeFirstOrThrow());
}

/** GET /school/college/tree → CollegeTreeNode[]: every college of the school, siblings by orderId then id. */
export async function collegeTree(db: Db, schoolId: number): Promise<CollegeTreeNode[]> {
  const all = await db
    .selectFrom('colleges as c')
    .where('c.schoolId', '=', schoolId)
    .select((eb) => [
      'c.id', 'c.name', 'c.orderId', 'c.campusId',
      sql<string>`coalesce(c.code, '')`.as('code'),
      sql<number>`coalesce(c.parent_id, 0)`.as('parentId'),
      eb.selectFrom('students as s').select(count.as('n')).whereRef('s.schoolId', '=', 'c.schoolId').whereRef('s.collegeId', '=', 'c.id').as('studentCount'),
    ])
    .orderBy('c.orderId')
    .orderBy('c.id')
    .execute();
  return buildTree(all.map((r) => ({ ...r, parentId: Number(r.parentId), studentCount: Number(r.studentCount ?? 0), children: [] as CollegeTreeNode[] })));
}

async function assertUnique(db: Db, schoolId: number, p: { name?: string; code?: string | null }, exceptId?: number) {
  const taken = (column: 'name' | 'code', value: string) =>
    db
      .selectFrom('colleges')
      .select('id')
      .where('schoolId', '=', schoolId)
      .where(column, '=', value)
      .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst();
  if (p.name && (await taken('name', p.name))) throw fieldError('name', `已存在名为「${p.name}」的院系`);
  if (p.code && (await taken('code', p.code))) throw fieldError('code', `院系代码「${p.code}」已被使用`);
}

async function checkRefs(db: Db, schoolId: number, p: CollegeInput) {
  if (p.campusId) await mustExist(db, 'campuses', p.campusId, schoolId, 'campusId', '校区');
  if (p.parentId) await mustExist(db, 'colleges', p.parentId, schoolId, 'parentId', '上级院系');
}

/** POST /school/college/add {name, code?, campusId?, parentId?, orderId?} → CollegeRow. 10002: name/code taken, unknown campus or parent. */
export async function addCollege(db: Db, schoolId: number, p: CollegeInput & { name: string }): Promise<CollegeRow> {
  await checkRefs(db, schoolId, p);
  await assertUnique(db, schoolId, p);
  const { id } = await db
    .insertInto('colleges')
    .values({ schoolId, name: p.name, code: p.code ?? null, campusId: p.campusId ?? null, parentId: p.parentId ?? null, orderId: p.orderId ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return collegeRow(db, schoolId, id);
}

/**
 * POST /school/college/update {id, name?, code?, campusId?, parentId?, orderId?} → CollegeRow (patch).
 * Moving under itself or a descendant is refused; a new campus moves the college's students with it.
 */
export async function updateCollege(db: Db, schoolId: number, p: CollegeInput & { id: number }): Promise<CollegeRow> {
  const current = await mustExist(db, 'colleges', p.id, schoolId, 'id', '院系');
  await checkRefs(db, schoolId, p);
  await assertUnique(db, schoolId, p, p.id);
  if (p.parentId) {
    const links = await db.selectFrom('colleges').select(['id', 'parentId']).where('schoolId', '=', schoolId).execute();
    if (isSelfOrDescendant(links, p.parentId, p.id)) throw fieldError('parentId', '不能把院系移动到其自身或其下级院系之下');
  }
  const changes = {
    ...(p.name !== undefined && { name: p.name }),
    ...(p.code !== undefined && { code: p.code }),
    ...(p.campusId !== undefined && { campusId: p.campusId }),
    ...(p.parentId !== undefined && { parentId: p.parentId }),
    ...(p.orderId !== undefined && { orderId: p.orderId }),
  };
  if (Object.keys(changes).length) await db.updateTable('colleges').set(changes).where('id', '=', p.id).where('schoolId', '=', schoolId).execute();
  if (p.campusId && p.campusId !== current.campusId)
    await db.updateTable('students').set({ campusId: p.campusId }).where('schoolId', '=', schoolId).where('collegeId', '=', p.id).execute();
  return collegeRow(db, schoolId, p.id);
}

/** POST /school/college/delete {id} → null; refused (10002, says why) while students, sub-colleges, majors or classes remain. */
export async function deleteCollege(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'colleges', id, schoolId, '院系', [
    ['students', 'college_id', '名学生'], ['colleges', 'parent_id', '个下级院系'], ['majors', 'college_id', '个专业'], ['classes', 'college_id', '个班级'],
  ]);
}
