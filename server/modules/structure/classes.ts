/**
 * Classes (班级, spec §2 /usermng/student/class): each belongs to a major (and so to the major's
 * college) and a grade (entry year); names are unique within the school. Changing a class's major
 * or grade carries its students along (one transaction, by the caller). Deletion is refused while
 * students remain.
 */
import { sql } from 'kysely';
import type { ClassRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import { deleteUnreferenced, mustExist } from './common.js';
import type { ClassInput, StructureListParams } from './schema.js';

const count = sql<number>`count(*)::int`;

function rows(db: Db, schoolId: number) {
  return db
    .selectFrom('classes as cl')
    .innerJoin('majors as m', (j) => j.onRef('m.id', '=', 'cl.majorId').onRef('m.schoolId', '=', 'cl.schoolId'))
    .innerJoin('colleges as c', (j) => j.onRef('c.id', '=', 'cl.collegeId').onRef('c.schoolId', '=', 'cl.schoolId'))
    .where('cl.schoolId', '=', schoolId)
    .select((eb) => [
      'cl.id', 'cl.name', 'cl.grade', 'cl.collegeId', 'c.name as collegeName', 'cl.majorId', 'm.name as majorName',
      sql<string>`coalesce(cl.counsellor, '')`.as('counsellor'),
      sql<string>`coalesce(cl.head_teacher, '')`.as('headTeacher'),
      eb.selectFrom('students as s').select(count.as('n')).whereRef('s.schoolId', '=', 'cl.schoolId').whereRef('s.classId', '=', 'cl.id').as('studentCount'),
    ]);
}

const toRow = (r: Omit<ClassRow, 'studentCount'> & { studentCount: number | null }): ClassRow => ({ ...r, studentCount: Number(r.studentCount ?? 0) });

/**
 * GET /school/class/list {current, size, name?, collegeId?, majorId?, grade?} → {list: ClassRow[],
 * total}, newest grade first, then by name.
 */
export async function listClasses(db: Db, schoolId: number, p: StructureListParams): Promise<Page<ClassRow>> {
  const where = <Q extends ReturnType<typeof rows>>(q: Q) =>
    q
      .$if(!!p.name, (qb) => qb.where('cl.name', 'like', likeContains(p.name!)))
      .$if(p.collegeId !== undefined, (qb) => qb.where('cl.collegeId', '=', p.collegeId!))
      .$if(p.majorId !== undefined, (qb) => qb.where('cl.majorId', '=', p.majorId!))
      .$if(!!p.grade, (qb) => qb.where('cl.grade', '=', p.grade!));
  const total = await where(rows(db, schoolId)).clearSelect().select(count.as('n')).executeTakeFirstOrThrow();
  const list = await where(rows(db, schoolId)).orderBy('cl.grade', 'desc').orderBy('cl.name').orderBy('cl.id').limit(p.size).offset(pageOffset(p)).execute();
  return { list: list.map(toRow), total: Number(total.n) };
}

export async function classRow(db: Db, schoolId: number, id: number): Promise<ClassRow> {
  return toRow(await rows(db, schoolId).where('cl.id', '=', id).executeTakeFirstOrThrow());
}

async function assertNameFree(db: Db, schoolId: number, name: string, exceptId?: number) {
  const taken = await db
    .selectFrom('classes')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('name', '=', name)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (taken) throw fieldError('name', `已存在名为「${name}」的班级`);
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
  const { id } = await db
    .insertInto('classes')
    .values({
      schoolId, name: p.name, grade: p.grade, majorId: major.id, collegeId: major.collegeId,
      counsellor: p.counsellor ?? null, headTeacher: p.headTeacher ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  await db
    .updateTable('classes')
    .set({
      majorId: major.id, collegeId: major.collegeId, grade,
      ...(p.name !== undefined && { name: p.name }),
      ...(p.counsellor !== undefined && { counsellor: p.counsellor }),
      ...(p.headTeacher !== undefined && { headTeacher: p.headTeacher }),
    })
    .where('id', '=', p.id)
    .where('schoolId', '=', schoolId)
    .execute();
  const moved = major.id !== current.majorId;
  if (moved || grade !== current.grade) {
    await db
      .updateTable('students')
      .set({ grade, ...(moved && { majorId: major.id, collegeId: major.collegeId }), ...(moved && college.campusId !== null && { campusId: college.campusId }) })
      .where('schoolId', '=', schoolId)
      .where('classId', '=', p.id)
      .execute();
  }
  return classRow(db, schoolId, p.id);
}

/** POST /school/class/delete {id} → null; refused (10002, says why) while students remain. */
export async function deleteClass(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'classes', id, schoolId, '班级', [['students', 'class_id', '名学生']]);
}
