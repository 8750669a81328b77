/**
 * Campuses (校区, spec §2 /usermng/student/campus): paged list with counts, add, update, delete
 * refused while colleges or students remain. Every query is scoped to the session's school.
 */
import { sql } from 'kysely';
import type { CampusRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { likeContains } from '../../util/like.js';
import type { Db } from '../../db/db.js';
import { deleteUnreferenced, mustExist } from './common.js';
import type { CampusInput, StructureListParams } from './schema.js';

function rows(db: Db, schoolId: number) {
  return db
    .selectFrom('campuses as c')
    .where('c.schoolId', '=', schoolId)
    .select((eb) => [
      'c.id', 'c.name', 'c.orderId',
      eb.selectFrom('colleges as co').select(sql<number>`count(*)::int`.as('n')).whereRef('co.schoolId', '=', 'c.schoolId').whereRef('co.campusId', '=', 'c.id').as('collegeCount'),
      eb.selectFrom('students as s').select(sql<number>`count(*)::int`.as('n')).whereRef('s.schoolId', '=', 'c.schoolId').whereRef('s.campusId', '=', 'c.id').as('studentCount'),
    ]);
}

const toRow = (r: { id: number; name: string; orderId: number; collegeCount: number | null; studentCount: number | null }): CampusRow => ({
  ...r,
  collegeCount: Number(r.collegeCount ?? 0),
  studentCount: Number(r.studentCount ?? 0),
});

/** GET /school/campus/list {current, size, name?} → {list: CampusRow[], total}, by orderId then id. */
export async function listCampuses(db: Db, schoolId: number, p: StructureListParams): Promise<Page<CampusRow>> {
  const total = await db
    .selectFrom('campuses as c')
    .where('c.schoolId', '=', schoolId)
    .$if(!!p.name, (q) => q.where('c.name', 'like', likeContains(p.name!)))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const list = await rows(db, schoolId)
    .$if(!!p.name, (q) => q.where('c.name', 'like', likeContains(p.name!)))
    .orderBy('c.orderId')
    .orderBy('c.id')
    .limit(p.size)
    .offset(pageOffset(p))
    .execute();
  return { list: list.map(toRow), total: Number(total.n) };
}

export async function campusRow(db: Db, schoolId: number, id: number): Promise<CampusRow> {
  return toRow(await rows(db, schoolId).where('c.id', '=', id).executeTakeFirstOrThrow());
}

async function assertNameFree(db: Db, schoolId: number, name: string, exceptId?: number) {
  let q = db.selectFrom('campuses').select('id').where('schoolId', '=', schoolId).where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw fieldError('name', `已存在名为「${name}」的校区`);
}

/** POST /school/campus/add {name, orderId?} → CampusRow. 10002 when the name is taken. */
export async function addCampus(db: Db, schoolId: number, p: { name: string; orderId?: number }): Promise<CampusRow> {
  await assertNameFree(db, schoolId, p.name);
  const { id } = await db
    .insertInto('campuses')
    .values({ schoolId, name: p.name, orderId: p.orderId ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return campusRow(db, schoolId, id);
}

/** POST /school/campus/update {id, name?, orderId?} → CampusRow. 10002 when unknown or the name is taken. */
export async function updateCampus(db: Db, schoolId: number, p: CampusInput): Promise<CampusRow> {
  await mustExist(db, 'campuses', p.id, schoolId, 'id', '校区');
  if (p.name !== undefined) await assertNameFree(db, schoolId, p.name, p.id);
  const changes = { ...(p.name !== undefined && { name: p.name }), ...(p.orderId !== undefined && { orderId: p.orderId }) };
  if (Object.keys(changes).length) await db.updateTable('campuses').set(changes).where('id', '=', p.id).where('schoolId', '=', schoolId).execute();
  return campusRow(db, schoolId, p.id);
}

/** POST /school/campus/delete {id} → null; refused (10002) while colleges or students reference it. */
export async function deleteCampus(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'campuses', id, schoolId, '校区', [['students', 'campus_id', '名学生'], ['colleges', 'campus_id', '个院系']]);
}
