/**
 * Publicity fields (宣传阵地; issue 21, spec §2 /system/field/list, /add, /show): the school's
 * publicity channels and spaces. Names are unique per school (publicity_fields_name_uq; the
 * pre-check names the field, the route maps the constraint for two saves at once). A college
 * administrator manages their college's fields only; a field with applications is switched off
 * rather than deleted. Errors: 10002 FIELD_MESSAGES, 10003 FIELD_MESSAGES.ownCollege.
 */
import type { Page } from '../../../common/envelope.js';
import { FIELD_MESSAGES as M, FieldApplyStatus, type FieldDetail, type FieldRow } from '../../../common/fields.js';
import type { FieldFilter, FieldListParams, FieldSaveParams } from '../../../common/schemas/publicityFields.js';
import { chinaDay } from '../../../common/time.js';
import type { Db, Trx } from '../../db/db.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { fieldScope, type Caller } from './access.js';
import * as repo from './repository.js';
import { toApplyRow, toFieldRow, toFiles } from './rows.js';

/** The unique name's constraint as the routes map it (two saves at once: one wins). */
export const FIELD_CONSTRAINTS: ConstraintMessages = { publicity_fields_name_uq: { field: 'name', message: M.nameTaken } };

const today = (now = new Date()) => chinaDay(now);
const DAY = 86_400_000;

/** GET /system/field/list FieldListParams → {list: FieldRow[], total}: the caller's scope, by kind and name. */
export async function listFields(db: Db, caller: Caller, p: FieldListParams): Promise<Page<FieldRow>> {
  const { colleges } = await fieldScope(db, caller);
  const { rows, total } = await repo.findFields(db, caller.schoolId, colleges, p, today(), { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toFieldRow), total };
}

/** Every field of the filter in the caller's scope (the export). */
export async function allFields(db: Db, caller: Caller, f: FieldFilter): Promise<FieldRow[]> {
  const { colleges } = await fieldScope(db, caller);
  return (await repo.allFields(db, caller.schoolId, colleges, f, today())).map(toFieldRow);
}

/** The field in the caller's scope; 10002 M.notFound otherwise. */
async function fieldInScope(db: Db, caller: Caller, id: number) {
  const row = await repo.findField(db, caller.schoolId, id, today());
  const { colleges } = await fieldScope(db, caller);
  if (!row || (colleges && row.collegeId !== null && !colleges.includes(row.collegeId))) throw badParams(M.notFound);
  return row;
}

/**
 * GET /system/field/detail {id} → FieldDetail: the field, its rules and photos, and its approved
 * applications ending 30 days ago or later, by start (the show page's timeline). 10002 M.notFound.
 */
export async function fieldDetail(db: Db, caller: Caller, id: number, now = new Date()): Promise<FieldDetail> {
  const row = await fieldInScope(db, caller, id);
  const from = chinaDay(new Date(now.getTime() - 30 * DAY));
  const [photos, bookings] = await Promise.all([
    repo.filesOf(db, caller.schoolId, row.photoIds),
    repo.allApplications(db, caller.schoolId, null, { fieldId: id, status: FieldApplyStatus.APPROVED, overlap: { from, to: '9999-12-31' } }),
  ]);
  return { ...toFieldRow(row), rules: row.rules, photos: toFiles(row.photoIds, photos), bookings: bookings.map(toApplyRow) };
}

/** A college administrator may only manage fields of their colleges (10003 M.ownCollege). */
function checkCollege(colleges: number[] | null, collegeId: number | null): void {
  if (colleges && (collegeId === null || !colleges.includes(collegeId))) throw noPermission(M.ownCollege);
}

/**
 * POST /system/field/save FieldSaveParams → {id}: adds (no id) or changes a field. 10002 naming
 * name ('已存在同名阵地'), collegeId ('学院不存在'), photoIds ('文件不存在,请重新上传') or M.notFound;
 * 10003 M.ownCollege for a college administrator's field of another college or a school-wide one.
 */
export async function saveField(trx: Trx, caller: Caller, p: FieldSaveParams, now = new Date()): Promise<{ id: number }> {
  const { colleges } = await fieldScope(trx, caller);
  if (p.id !== undefined) checkCollege(colleges, (await fieldInScope(trx, caller, p.id)).collegeId);
  checkCollege(colleges, p.collegeId ?? null);
  if (p.collegeId !== undefined && !(await trx.selectFrom('colleges').select('id').where('schoolId', '=', caller.schoolId).where('id', '=', p.collegeId).executeTakeFirst()))
    throw fieldError('collegeId', '学院不存在');
  if ((await repo.filesOf(trx, caller.schoolId, p.photoIds)).length !== p.photoIds.length) throw fieldError('photoIds', M.filesMissing);
  if (await repo.fieldNameTaken(trx, caller.schoolId, p.name, p.id)) throw fieldError('name', M.nameTaken);
  const values = { name: p.name, kind: p.kind, location: p.location, collegeId: p.collegeId ?? null, capacity: p.capacity, rules: p.rules, photoIds: p.photoIds, enabled: p.enabled };
  if (p.id === undefined) return repo.insertField(trx, { schoolId: caller.schoolId, ...values, createdBy: caller.userId, createdAt: now, updatedAt: now });
  await repo.updateField(trx, caller.schoolId, p.id, { ...values, updatedAt: now });
  return { id: p.id };
}

/** POST /system/field/delete {id} → null; 10002 M.notFound or M.hasApplications (switch it off instead). */
export async function deleteField(trx: Trx, caller: Caller, id: number): Promise<null> {
  const row = await fieldInScope(trx, caller, id);
  checkCollege((await fieldScope(trx, caller)).colleges, row.collegeId);
  if ((await repo.countApplicationsOf(trx, caller.schoolId, id)) > 0) throw badParams(M.hasApplications);
  await repo.deleteField(trx, caller.schoolId, id);
  return null;
}
