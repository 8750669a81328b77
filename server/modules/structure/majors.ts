/**
 * Majors (专业, spec §2 /usermng/student/major): each belongs to a college; names are unique within
 * their college. Moving a major to another college moves its classes and students with it (one
 * transaction, by the caller). Deletion is refused while classes or students remain.
 */
import type { MajorRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import { assertFree, deleteUnreferenced, mustExist } from './common.js';
import * as repo from './repositories/majors.js';
import { moveStudents } from './repositories/common.js';
import type { MajorInput, StructureListParams } from '../../../common/schemas/structure.js';
import { definedFields } from '../../util/defined.js';

type RawRow = Omit<MajorRow, 'classCount' | 'studentCount'> & { classCount: number | null; studentCount: number | null };
const toRow = (r: RawRow): MajorRow => ({ ...r, classCount: Number(r.classCount ?? 0), studentCount: Number(r.studentCount ?? 0) });

/** GET /school/major/list {current, size, name?, collegeId?} → {list: MajorRow[], total}, by college order then id. */
export async function listMajors(db: Db, schoolId: number, p: StructureListParams): Promise<Page<MajorRow>> {
  const { rows, total } = await repo.findMajorPage(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toRow), total };
}

export async function majorRow(db: Db, schoolId: number, id: number): Promise<MajorRow> {
  return toRow(await repo.findMajorRow(db, schoolId, id));
}

async function assertNameFree(db: Db, schoolId: number, collegeId: number, name: string, exceptId?: number) {
  await assertFree(db, 'majors', schoolId, 'name', name, `该院系下已存在名为「${name}」的专业`, exceptId, { column: 'collegeId', value: collegeId });
}

/** POST /school/major/add {name, collegeId, code?} → MajorRow. 10002: unknown college, name taken in the college. */
export async function addMajor(db: Db, schoolId: number, p: Required<Pick<MajorInput, 'name' | 'collegeId'>> & MajorInput): Promise<MajorRow> {
  await mustExist(db, 'colleges', p.collegeId, schoolId, 'collegeId', '院系');
  await assertNameFree(db, schoolId, p.collegeId, p.name);
  const id = await repo.insertMajor(db, schoolId, { collegeId: p.collegeId, name: p.name, code: p.code ?? null });
  return majorRow(db, schoolId, id);
}

/**
 * POST /school/major/update {id, name?, collegeId?, code?} → MajorRow (patch). A new college moves
 * the major's classes and students to it (and students to its campus, when it has one).
 */
export async function updateMajor(db: Db, schoolId: number, p: MajorInput & { id: number }): Promise<MajorRow> {
  const current = await mustExist(db, 'majors', p.id, schoolId, 'id', '专业');
  const collegeId = p.collegeId ?? current.collegeId;
  const college = await mustExist(db, 'colleges', collegeId, schoolId, 'collegeId', '院系');
  await assertNameFree(db, schoolId, collegeId, p.name ?? current.name, p.id);
  await repo.updateMajorRow(db, schoolId, p.id, { collegeId, ...definedFields(p, ['name', 'code']) });
  if (collegeId !== current.collegeId) {
    await repo.moveClassesOfMajor(db, schoolId, p.id, collegeId);
    await moveStudents(db, schoolId, 'majorId', p.id, { collegeId, ...(college.campusId !== null && { campusId: college.campusId }) });
  }
  return majorRow(db, schoolId, p.id);
}

/** POST /school/major/delete {id} → null; refused (10002, says why) while classes or students remain. */
export async function deleteMajor(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'majors', id, schoolId, '专业', [['students', 'major_id', '名学生'], ['classes', 'major_id', '个班级']]);
}
