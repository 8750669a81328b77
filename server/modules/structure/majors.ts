/**
 * Majors (专业, spec §2 /usermng/student/major): each belongs to a college; names are unique within
 * their college. Moving a major to another college moves its classes and students with it (one
 * transaction, by the caller). Deletion is refused while classes or students remain.
 */
import { sql } from 'kysely';
import type { MajorRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import { deleteUnreferenced, mustExist } from './common.js';
import type { MajorInput, StructureListParams } from './schema.js';

const count = sql<number>`count(*)::int`;

function rows(db: Db, schoolId: number) {
  return db
    .selectFrom('majors as m')
    .innerJoin('colleges as c', (j) => j.onRef('c.id', '=', 'm.collegeId').onRef('c.schoolId', '=', 'm.schoolId'))
    .where('m.schoolId', '=', schoolId)
    .select((eb) => [
      'm.id', 'm.name', 'm.collegeId', 'c.name as collegeName',
      sql<string>`coalesce(m.code, '')`.as('code'),
      eb.selectFrom('classes as cl').select(count.as('n')).whereRef('cl.schoolId', '=', 'm.schoolId').whereRef('cl.majorId', '=', 'm.id').as('classCount'),
      eb.selectFrom('students as s').select(count.as('n')).whereRef('s.schoolId', '=', 'm.schoolId').whereRef('s.majorId', '=', 'm.id').as('studentCount'),
    ]);
}

type RawRow = Omit<MajorRow, 'classCount' | 'studentCount'> & { classCount: number | null; studentCount: number | null };
const toRow = (r: RawRow): MajorRow => ({ ...r, classCount: Number(r.classCount ?? 0), studentCount: Number(r.studentCount ?? 0) });

/** GET /school/major/list {current, size, name?, collegeId?} → {list: MajorRow[], total}, by college order then id. */
export async function listMajors(db: Db, schoolId: number, p: StructureListParams): Promise<Page<MajorRow>> {
  const where = <Q extends ReturnType<typeof rows>>(q: Q) =>
    q
      .$if(!!p.name, (qb) => qb.where('m.name', 'like', likeContains(p.name!)))
      .$if(p.collegeId !== undefined, (qb) => qb.where('m.collegeId', '=', p.collegeId!));
  const total = await where(rows(db, schoolId)).clearSelect().select(count.as('n')).executeTakeFirstOrThrow();
  const list = await where(rows(db, schoolId)).orderBy('c.orderId').orderBy('c.id').orderBy('m.id').limit(p.size).offset(pageOffset(p)).execute();
  return { list: list.map(toRow), total: Number(total.n) };
}

export async function majorRow(db: Db, schoolId: number, id: number): Promise<MajorRow> {
  return toRow(await rows(db, schoolId).where('m.id', '=', id).executeTakeFirstOrThrow());
}

async function assertNameFree(db: Db, schoolId: number, collegeId: number, name: string, exceptId?: number) {
  const taken = await db
    .selectFrom('majors')
    .select('id')
    .where('schoolId', '=', schoolId)
    .where('collegeId', '=', collegeId)
    .where('name', '=', name)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst();
  if (taken) throw fieldError('name', `该院系下已存在名为「${name}」的专业`);
}

/** POST /school/major/add {name, collegeId, code?} → MajorRow. 10002: unknown college, name taken in the college. */
export async function addMajor(db: Db, schoolId: number, p: Required<Pick<MajorInput, 'name' | 'collegeId'>> & MajorInput): Promise<MajorRow> {
  await mustExist(db, 'colleges', p.collegeId, schoolId, 'collegeId', '院系');
  await assertNameFree(db, schoolId, p.collegeId, p.name);
  const { id } = await db
    .insertInto('majors')
    .values({ schoolId, collegeId: p.collegeId, name: p.name, code: p.code ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
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
  await db
    .updateTable('majors')
    .set({ collegeId, ...(p.name !== undefined && { name: p.name }), ...(p.code !== undefined && { code: p.code }) })
    .where('id', '=', p.id)
    .where('schoolId', '=', schoolId)
    .execute();
  if (collegeId !== current.collegeId) {
    await db.updateTable('classes').set({ collegeId }).where('schoolId', '=', schoolId).where('majorId', '=', p.id).execute();
    await db
      .updateTable('students')
      .set({ collegeId, ...(college.campusId !== null && { campusId: college.campusId }) })
      .where('schoolId', '=', schoolId)
      .where('majorId', '=', p.id)
      .execute();
  }
  return majorRow(db, schoolId, p.id);
}

/** POST /school/major/delete {id} → null; refused (10002, says why) while classes or students remain. */
export async function deleteMajor(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'majors', id, schoolId, '专业', [['students', 'major_id', '名学生'], ['classes', 'major_id', '个班级']]);
}
