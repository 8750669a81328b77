/**
 * Classes (班级, spec §2 /usermng/student/class): each belongs to a major (and so to the major's
 * college) and a grade (entry year); names are unique within the school. Changing a class's major
 * or grade carries its students along (one transaction, by the caller). Deletion is refused while
 * students remain.
 */
import type { ClassRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import { assertFree, deleteUnreferenced, mustExist } from './common.js';
import * as repo from './repositories/classes.js';
import { moveStudents } from './repositories/common.js';
import type { ClassInput, StructureListParams } from '../../../common/schemas/structure.js';
import { definedFields } from '../../util/defined.js';

const toRow = (r: Omit<ClassRow, 'studentCount'> & { studentCount: number | null }): ClassRow => ({ ...r, studentCount: Number(r.studentCount ?? 0) });

/**
 * GET /school/class/list {current, size, name?, collegeId?, majorId?, grade?} → {list: ClassRow[],
 * total}, newest grade first, then by name.
 */
export async function listClasses(db: Db, schoolId: number, p: StructureListParams): Promise<Page<ClassRow>> {
  const { rows, total } = await repo.findClassPage(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toRow), total };
}

export async function classRow(db: Db, schoolId: number, id: number): Promise<ClassRow> {
  return toRow(await repo.findClassRow(db, schoolId, id));
}

async function assertNameFree(db: Db, schoolId: number, name: string, exceptId?: number) {
  await assertFree(db, 'classes', schoolId, 'name', name, `已存在名为「${name}」的班级`, exceptId);
}

/** The major and its college; a collegeId sent alongside must be the major's college. */
async function majorOf(db: Db, schoolId: number, majorId: number, collegeId?: number) {
  const major = await mustExist(db, 'majors', majorId, schoolId, 'majorId', '专业');
  if (collegeId !== undefined && collegeId !== major.collegeId) throw fieldError('majorId', '专业不属于所选院系');
  const college = await mustExist(db, 'colleges', major.collegeId, schoolId, 'collegeId', '院系');
  return { major, college };
}

/** POST /school/class/add {name, majorId, collegeId?, grade, counsellor?, headTeacher?} → ClassRow. */
export async function addClass(db: Db, schoolId: number, p: ClassInput & { name: string; majorId: number; grade: string }): Promise<ClassRow> {
  const { major } = await majorOf(db, schoolId, p.majorId, p.collegeId);
  await assertNameFree(db, schoolId, p.name);
  const id = await repo.insertClass(db, schoolId, {
    name: p.name, grade: p.grade, majorId: major.id, collegeId: major.collegeId,
    counsellor: p.counsellor ?? null, headTeacher: p.headTeacher ?? null,
  });
  return classRow(db, schoolId, id);
}

/**
 * POST /school/class/update {id, name?, majorId?, collegeId?, grade?, counsellor?, headTeacher?} →
 * ClassRow (patch). A new major or grade is written to the class's students too.
 */
export async function updateClass(db: Db, schoolId: number, p: ClassInput & { id: number }): Promise<ClassRow> {
  const current = await mustExist(db, 'classes', p.id, schoolId, 'id', '班级');
  const { major, college } = await majorOf(db, schoolId, p.majorId ?? current.majorId, p.collegeId);
  if (p.name !== undefined) await assertNameFree(db, schoolId, p.name, p.id);
  const grade = p.grade ?? current.grade;
  await repo.updateClassRow(db, schoolId, p.id, {
    majorId: major.id, collegeId: major.collegeId, grade,
    ...definedFields(p, ['name', 'counsellor', 'headTeacher']),
  });
  const moved = major.id !== current.majorId;
  if (moved || grade !== current.grade)
    await moveStudents(db, schoolId, 'classId', p.id, {
      grade, ...(moved && { majorId: major.id, collegeId: major.collegeId }), ...(moved && college.campusId !== null && { campusId: college.campusId }),
    });
  return classRow(db, schoolId, p.id);
}

/** POST /school/class/delete {id} → null; refused (10002, says why) while students remain. */
export async function deleteClass(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'classes', id, schoolId, '班级', [['students', 'class_id', '名学生']]);
}
