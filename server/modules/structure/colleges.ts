/**
 * Colleges (院系, spec §2 /usermng/student/college and /organization/department): the school's
 * administrative departments as a tree (parent_id). Lists carry counts computed in SQL; a college
 * cannot move under itself or its descendants; deletion is refused while it still has students,
 * sub-colleges, majors or classes. Every query is scoped to the session's school.
 */
import type { CollegeRow, CollegeTreeNode } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import { assertFree, deleteUnreferenced, mustExist } from './common.js';
import * as repo from './repositories/colleges.js';
import { moveStudents } from './repositories/common.js';
import type { CollegeInput, StructureListParams } from '../../../common/schemas/structure.js';
import { buildTree, isSelfOrDescendant } from './tree.js';
import { definedFields } from '../../util/defined.js';

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
  const { rows, total } = await repo.findCollegePage(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toRow), total };
}

export async function collegeRow(db: Db, schoolId: number, id: number): Promise<CollegeRow> {
  return toRow(await repo.findCollegeRow(db, schoolId, id));
}

/** GET /school/college/tree → CollegeTreeNode[]: every college of the school, siblings by orderId then id. */
export async function collegeTree(db: Db, schoolId: number): Promise<CollegeTreeNode[]> {
  const all = await repo.findCollegeNodes(db, schoolId);
  return buildTree(all.map((r) => ({ ...r, parentId: Number(r.parentId), studentCount: Number(r.studentCount ?? 0), children: [] as CollegeTreeNode[] })));
}

async function assertUnique(db: Db, schoolId: number, p: { name?: string; code?: string | null }, exceptId?: number) {
  if (p.name) await assertFree(db, 'colleges', schoolId, 'name', p.name, `已存在名为「${p.name}」的院系`, exceptId);
  if (p.code) await assertFree(db, 'colleges', schoolId, 'code', p.code, `院系代码「${p.code}」已被使用`, exceptId);
}

async function checkRefs(db: Db, schoolId: number, p: CollegeInput) {
  if (p.campusId) await mustExist(db, 'campuses', p.campusId, schoolId, 'campusId', '校区');
  if (p.parentId) await mustExist(db, 'colleges', p.parentId, schoolId, 'parentId', '上级院系');
}

/** POST /school/college/add {name, code?, campusId?, parentId?, orderId?} → CollegeRow. 10002: name/code taken, unknown campus or parent. */
export async function addCollege(db: Db, schoolId: number, p: CollegeInput & { name: string }): Promise<CollegeRow> {
  await checkRefs(db, schoolId, p);
  await assertUnique(db, schoolId, p);
  const id = await repo.insertCollege(db, schoolId, {
    name: p.name, code: p.code ?? null, campusId: p.campusId ?? null, parentId: p.parentId ?? null, orderId: p.orderId ?? 0,
  });
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
    const links = await repo.findCollegeLinks(db, schoolId);
    if (isSelfOrDescendant(links, p.parentId, p.id)) throw fieldError('parentId', '不能把院系移动到其自身或其下级院系之下');
  }
  const changes = definedFields(p, ['name', 'code', 'campusId', 'parentId', 'orderId']);
  if (Object.keys(changes).length) await repo.updateCollegeRow(db, schoolId, p.id, changes);
  if (p.campusId && p.campusId !== current.campusId) await moveStudents(db, schoolId, 'collegeId', p.id, { campusId: p.campusId });
  return collegeRow(db, schoolId, p.id);
}

/** POST /school/college/delete {id} → null; refused (10002, says why) while students, sub-colleges, majors or classes remain. */
export async function deleteCollege(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'colleges', id, schoolId, '院系', [
    ['students', 'college_id', '名学生'], ['colleges', 'parent_id', '个下级院系'], ['majors', 'college_id', '个专业'], ['classes', 'college_id', '个班级'],
  ]);
}
