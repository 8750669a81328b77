/**
 * Campuses (校区, spec §2 /usermng/student/campus): paged list with counts, add, update, delete
 * refused while colleges or students remain. Every query is scoped to the session's school.
 */
import type { CampusRow } from '../../../common/api.js';
import type { Page } from '../../../common/envelope.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import { assertFree, deleteUnreferenced, mustExist } from './common.js';
import * as repo from './repositories/campuses.js';
import type { CampusInput, StructureListParams } from '../../../common/schemas/structure.js';
import { definedFields } from '../../util/defined.js';

const toRow = (r: { id: number; name: string; orderId: number; collegeCount: number | null; studentCount: number | null }): CampusRow => ({
  ...r,
  collegeCount: Number(r.collegeCount ?? 0),
  studentCount: Number(r.studentCount ?? 0),
});

/** GET /school/campus/list {current, size, name?} → {list: CampusRow[], total}, by orderId then id. */
export async function listCampuses(db: Db, schoolId: number, p: StructureListParams): Promise<Page<CampusRow>> {
  const { rows, total } = await repo.findCampusPage(db, schoolId, p.name, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toRow), total };
}

/** One campus as a list row. */
export async function campusRow(db: Db, schoolId: number, id: number): Promise<CampusRow> {
  return toRow(await repo.findCampusRow(db, schoolId, id));
}

const assertNameFree = (db: Db, schoolId: number, name: string, exceptId?: number) =>
  assertFree(db, 'campuses', schoolId, 'name', name, `已存在名为「${name}」的校区`, exceptId);

/** POST /school/campus/add {name, orderId?} → CampusRow. 10002 when the name is taken. */
export async function addCampus(db: Db, schoolId: number, p: { name: string; orderId?: number }): Promise<CampusRow> {
  await assertNameFree(db, schoolId, p.name);
  const id = await repo.insertCampus(db, schoolId, { name: p.name, orderId: p.orderId ?? 0 });
  return campusRow(db, schoolId, id);
}

/** POST /school/campus/update {id, name?, orderId?} → CampusRow. 10002 when unknown or the name is taken. */
export async function updateCampus(db: Db, schoolId: number, p: CampusInput): Promise<CampusRow> {
  await mustExist(db, 'campuses', p.id, schoolId, 'id', '校区');
  if (p.name !== undefined) await assertNameFree(db, schoolId, p.name, p.id);
  const changes = definedFields(p, ['name', 'orderId']);
  if (Object.keys(changes).length) await repo.updateCampusRow(db, schoolId, p.id, changes);
  return campusRow(db, schoolId, p.id);
}

/** POST /school/campus/delete {id} → null; refused (10002) while colleges or students reference it. */
export async function deleteCampus(db: Db, schoolId: number, id: number): Promise<null> {
  return deleteUnreferenced(db, 'campuses', id, schoolId, '校区', [['students', 'campus_id', '名学生'], ['colleges', 'campus_id', '个院系']]);
}
