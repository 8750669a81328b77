/**
 * Queries of publicity fields and their applications (issue 21; migration 20261126_054000_fields),
 * each scoped to one school. `colleges` narrows to a college administrator's colleges (null: the
 * whole school): fields of those colleges and the school-wide ones; applications of those colleges
 * (the organisation's) or for fields of those colleges.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import { FieldApplyStatus } from '../../../common/fields.js';
import { SourceType } from '../../../common/sourceTypes.js';
import type { FieldFilter } from '../../../common/schemas/publicityFields.js';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

type Page = { limit: number; offset: number };
type Colleges = number[] | null;

function fields(db: Db, schoolId: number, colleges: Colleges, f: FieldFilter, today: string) {
  return fromSchool(db, 'publicityFields as f', schoolId)
    .leftJoin('colleges as c', sameSchool('c.id', 'f.collegeId'))
    .select(['f.id', 'f.name', 'f.kind', 'f.location', 'f.collegeId', 'c.name as collegeName', 'f.capacity', 'f.rules', 'f.photoIds', 'f.enabled'])
    .select(sql<number>`(select count(*)::int from field_applications a where a.school_id = f.school_id and a.field_id = f.id and a.status = ${FieldApplyStatus.APPROVED} and a.end_date >= ${today}::date)`.as('upcoming'))
    .select(sql<number>`(select count(*)::int from field_applications a where a.school_id = f.school_id and a.field_id = f.id and a.status = ${FieldApplyStatus.PENDING})`.as('pending'))
    .$if(colleges !== null, (q) => q.where((eb) => eb.or([eb('f.collegeId', 'is', null), eb('f.collegeId', 'in', colleges!.length ? colleges! : [-1])])))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('f.name', 'ilike', likeContains(f.name!)), eb('f.location', 'ilike', likeContains(f.name!))])))
    .$if(f.kind !== undefined, (q) => q.where('f.kind', '=', f.kind!))
    .$if(f.collegeId !== undefined, (q) => q.where('f.collegeId', '=', f.collegeId!))
    .$if(f.enabled !== undefined, (q) => q.where('f.enabled', '=', f.enabled === 1));
}
export type FieldRaw = Awaited<ReturnType<ReturnType<typeof fields>['executeTakeFirstOrThrow']>>;

/** One page of fields by kind then name. */
export const findFields = (db: Db, schoolId: number, colleges: Colleges, f: FieldFilter, today: string, page: Page) =>
  pageOf(fields(db, schoolId, colleges, f, today).orderBy('f.kind').orderBy('f.name'), page);
/** Every field of the filter (the export). */
export const allFields = (db: Db, schoolId: number, colleges: Colleges, f: FieldFilter, today: string) =>
  fields(db, schoolId, colleges, f, today).orderBy('f.kind').orderBy('f.name').execute();
export const findField = (db: Db, schoolId: number, id: number, today: string) =>
  fields(db, schoolId, null, {}, today).where('f.id', '=', id).executeTakeFirst();

/** The field's row locked for this transaction: approvals of one field then run one at a time. */
export const lockField = (db: Db, schoolId: number, id: number) =>
  schoolRows(db, 'publicityFields', schoolId, { id }).select(['id', 'capacity', 'collegeId', 'enabled', 'name']).forUpdate().executeTakeFirst();

export const fieldNameTaken = async (db: Db, schoolId: number, name: string, exceptId?: number) =>
  !!(await schoolRows(db, 'publicityFields', schoolId, { name }).select('id').$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!)).executeTakeFirst());

export const insertField = (db: Db, row: Insertable<Database['publicityFields']>) =>
  db.insertInto('publicityFields').values(row).returning('id').executeTakeFirstOrThrow();
export const updateField = (db: Db, schoolId: number, id: number, values: Updateable<Database['publicityFields']>) =>
  db.updateTable('publicityFields').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();
export const deleteField = (db: Db, schoolId: number, id: number) =>
  db.deleteFrom('publicityFields').where('schoolId', '=', schoolId).where('id', '=', id).execute();
export const countApplicationsOf = async (db: Db, schoolId: number, fieldId: number) =>
  Number((await schoolRows(db, 'fieldApplications', schoolId, { fieldId }).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** Files of the school (photos: any upload of the school) or, with `userId`, the user's own uploads. */
export function filesOf(db: Db, schoolId: number, ids: number[], userId?: number) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'name', 'storageKey']).where('id', 'in', ids).$if(userId !== undefined, (q) => q.where('uploadedBy', '=', userId!)).execute();
}

// ——— applications ———

export interface ApplyFilter {
  fieldId?: number;
  status?: number;
  name?: string;
  /** Only those whose open step waits for this user. */
  auditorId?: number;
  /** The caller's organisations (an organisation-scoped caller), null: no such limit. */
  organizationIds?: number[] | null;
  /** Only these statuses, overlapping [from, to] (a field's timeline and an approval's check). */
  overlap?: { from: string; to: string };
  exceptId?: number;
}

function applications(db: Db, schoolId: number, colleges: Colleges, f: ApplyFilter) {
  return fromSchool(db, 'fieldApplications as a', schoolId)
    .innerJoin('publicityFields as f', sameSchool('f.id', 'a.fieldId'))
    .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
    .innerJoin('users as u', sameSchool('u.id', 'a.applicantId'))
    .leftJoin('colleges as c', sameSchool('c.id', 'a.collegeId'))
    .select([
      'a.id', 'a.fieldId', 'f.name as fieldName', 'f.kind', 'f.capacity', 'f.collegeId as fieldCollegeId', 'a.organizationId', 'o.name as organizationName', 'a.collegeId', 'c.name as collegeName',
      'a.applicantId', 'u.name as applicantName', 'a.startDate', 'a.endDate', 'a.purpose', 'a.content', 'a.fileIds', 'a.status', 'a.opinion', 'a.createdAt',
    ])
    .$if(colleges !== null, (q) => q.where((eb) => eb.or([eb('a.collegeId', 'in', colleges!.length ? colleges! : [-1]), eb('f.collegeId', 'in', colleges!.length ? colleges! : [-1])])))
    .$if(!!f.organizationIds, (q) => q.where('a.organizationId', 'in', f.organizationIds!.length ? f.organizationIds! : [-1]))
    .$if(f.fieldId !== undefined, (q) => q.where('a.fieldId', '=', f.fieldId!))
    .$if(f.status !== undefined, (q) => q.where('a.status', '=', f.status!))
    .$if(f.exceptId !== undefined, (q) => q.where('a.id', '<>', f.exceptId!))
    .$if(!!f.overlap, (q) => q.where('a.startDate', '<=', f.overlap!.to).where('a.endDate', '>=', f.overlap!.from))
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('a.purpose', 'ilike', likeContains(f.name!)), eb('o.name', 'ilike', likeContains(f.name!)), eb('f.name', 'ilike', likeContains(f.name!))])))
    .$if(f.auditorId !== undefined, (q) => q.where(sql<boolean>`exists (select 1 from audit_tasks t where t.school_id = a.school_id and t.relation_id = a.id and t.source_type = ${SourceType.FIELD_APPLY} and t.done_at is null and ${f.auditorId} = any(t.auditor_ids))`));
}
export type ApplyRaw = Awaited<ReturnType<ReturnType<typeof applications>['executeTakeFirstOrThrow']>>;

/** One page, newest first. */
export const findApplications = (db: Db, schoolId: number, colleges: Colleges, f: ApplyFilter, page: Page) =>
  pageOf(applications(db, schoolId, colleges, f).orderBy('a.id', 'desc'), page);
/** Every application of the filter by start day (a field's timeline, the overlap check). */
export const allApplications = (db: Db, schoolId: number, colleges: Colleges, f: ApplyFilter) =>
  applications(db, schoolId, colleges, f).orderBy('a.startDate').orderBy('a.id').execute();
export const findApplication = (db: Db, schoolId: number, id: number) =>
  applications(db, schoolId, null, {}).where('a.id', '=', id).executeTakeFirst();

export const lockApplications = (db: Db, schoolId: number, ids: number[]) =>
  schoolRows(db, 'fieldApplications', schoolId).selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
export const insertApplication = (db: Db, row: Insertable<Database['fieldApplications']>) =>
  db.insertInto('fieldApplications').values(row).returning('id').executeTakeFirstOrThrow();
export const updateApplication = (db: Db, schoolId: number, id: number, values: Updateable<Database['fieldApplications']>) =>
  db.updateTable('fieldApplications').set(values).where('schoolId', '=', schoolId).where('id', '=', id).execute();

/** Organisations (active) of the school, optionally only of these colleges or ids; by name. */
export function organizationsOf(db: Db, schoolId: number, only: { colleges?: number[]; ids?: number[] }) {
  return fromSchool(db, 'organizations as o', schoolId)
    .select(['o.id', 'o.name', 'o.collegeId'])
    .where('o.status', '=', 1)
    .$if(!!only.colleges, (q) => q.where('o.collegeId', 'in', only.colleges!.length ? only.colleges! : [-1]))
    .$if(!!only.ids, (q) => q.where('o.id', 'in', only.ids!.length ? only.ids! : [-1]))
    .orderBy('o.name')
    .execute();
}
