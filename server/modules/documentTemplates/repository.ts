/** The Kysely queries of document templates (issue 21; table document_templates), always within one school and one kind. */
import type { UploadedFile } from '../../../common/activities.js';
import type { TemplateListParams } from '../../../common/schemas/documentTemplates.js';
import type { Db } from '../../db/db.js';
import { pageOf } from '../../db/paging.js';
import { fromSchool, sameSchool, schoolRows } from '../../db/tenant.js';
import { likeContains } from '../../util/like.js';

const COLUMNS = ['t.id', 't.kind', 't.name', 't.description', 't.files', 't.enabled', 't.sort', 't.updatedAt', 'u.name as updatedByName'] as const;

/** The kind's templates with the filters, by order then id; a page of them and the total. */
export function listTemplates(db: Db, schoolId: number, f: TemplateListParams) {
  const query = fromSchool(db, 'documentTemplates as t', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 't.updatedBy'))
    .select(COLUMNS)
    .where('t.kind', '=', f.kind)
    .$if(!!f.name, (q) => q.where((eb) => eb.or([eb('t.name', 'ilike', likeContains(f.name!)), eb('t.description', 'ilike', likeContains(f.name!))])))
    .$if(f.enabled !== undefined, (q) => q.where('t.enabled', '=', f.enabled === 1))
    .orderBy('t.sort')
    .orderBy('t.id');
  return pageOf(query, { limit: f.size, offset: (f.current - 1) * f.size });
}

/** One template of the kind, or undefined. */
export function findTemplate(db: Db, schoolId: number, kind: number, id: number) {
  return fromSchool(db, 'documentTemplates as t', schoolId)
    .innerJoin('users as u', sameSchool('u.id', 't.updatedBy'))
    .select(COLUMNS)
    .where('t.kind', '=', kind)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** The kind's enabled templates, by order then id. */
export function enabledTemplates(db: Db, schoolId: number, kind: number) {
  return schoolRows(db, 'documentTemplates', schoolId, { kind, enabled: true })
    .select(['id', 'name', 'description', 'files'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The files among `ids` the user uploaded in the school. */
export function uploadedFiles(db: Db, schoolId: number, userId: number, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return schoolRows(db, 'files', schoolId).select(['id', 'storageKey', 'name', 'type', 'size']).where('uploadedBy', '=', userId).where('id', 'in', ids).execute();
}

export interface TemplateValues {
  name: string;
  description: string;
  files: UploadedFile[];
  enabled: boolean;
  sort: number;
}

export async function insertTemplate(db: Db, schoolId: number, kind: number, userId: number, v: TemplateValues, now: Date): Promise<number> {
  const row = await db
    .insertInto('documentTemplates')
    .values({ schoolId, kind, ...v, files: JSON.stringify(v.files), createdBy: userId, createdAt: now, updatedBy: userId, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the kind's template; false when there is none. */
export async function updateTemplate(db: Db, schoolId: number, kind: number, id: number, userId: number, v: Partial<TemplateValues>, now: Date): Promise<boolean> {
  const { files, ...rest } = v;
  const res = await db
    .updateTable('documentTemplates')
    .set({ ...rest, ...(files && { files: JSON.stringify(files) }), updatedBy: userId, updatedAt: now })
    .where('schoolId', '=', schoolId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Deletes the kind's template; false when there is none. */
export async function deleteTemplate(db: Db, schoolId: number, kind: number, id: number): Promise<boolean> {
  const res = await db.deleteFrom('documentTemplates').where('schoolId', '=', schoolId).where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
