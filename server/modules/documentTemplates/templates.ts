/**
 * Document templates (issue 21): the staff list of one kind, one template, save (create or edit),
 * enable/disable and delete, and the enabled templates of a kind for every signed-in user. Files
 * are uploads of the files module (POST /upload/file, spec §5: doc/docx/xls/xlsx/pdf/images, 5 MB,
 * at most 9) kept on the row as UploadedFile[] with the url the files module serves.
 */
import type { UploadedFile } from '../../../common/activities.js';
import { TEMPLATE_MESSAGES as M, type TemplateKindValue, type TemplateOption, type TemplateRow } from '../../../common/documentTemplates.js';
import type { Page } from '../../../common/envelope.js';
import type { TemplateListParams, TemplateSaveParams } from '../../../common/schemas/documentTemplates.js';
import { formatMinute } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

const filesOf = (v: unknown): UploadedFile[] => (Array.isArray(v) ? (v as UploadedFile[]) : typeof v === 'string' ? (JSON.parse(v) as UploadedFile[]) : []);

const toRow = (r: NonNullable<Awaited<ReturnType<typeof repo.findTemplate>>>): TemplateRow => ({
  id: r.id, kind: r.kind as TemplateKindValue, name: r.name, description: r.description, files: filesOf(r.files), enabled: r.enabled, sort: r.sort,
  updatedAt: formatMinute(r.updatedAt), updatedByName: r.updatedByName,
});

/** GET /document/template/list → {list: TemplateRow[], total}. */
export async function listTemplates(db: Db, schoolId: number, p: TemplateListParams): Promise<Page<TemplateRow>> {
  const { rows, total } = await repo.listTemplates(db, schoolId, p);
  return { list: rows.map(toRow), total };
}

/** GET /document/template/detail → TemplateRow; 10002 M.notFound (also for another kind's or school's id). */
export async function templateDetail(db: Db, schoolId: number, kind: TemplateKindValue, id: number): Promise<TemplateRow> {
  const row = await repo.findTemplate(db, schoolId, kind, id);
  if (!row) throw badParams(M.notFound);
  return toRow(row);
}

/** GET /document/template/options → the kind's enabled templates. */
export async function templateOptions(db: Db, schoolId: number, kind: TemplateKindValue): Promise<TemplateOption[]> {
  return (await repo.enabledTemplates(db, schoolId, kind)).map((r) => ({ id: r.id, name: r.name, description: r.description, files: filesOf(r.files) }));
}

/**
 * The files of `fileIds` in that order: those the template already has are kept as they are; others
 * must be the caller's own uploads in the school, else 10002 '参数错误: fileIds 文件不存在,请重新上传'.
 */
async function resolveFiles(trx: Trx, caller: Caller, fileIds: number[], current: UploadedFile[]): Promise<UploadedFile[]> {
  const kept = new Map(current.map((f) => [f.id, f]));
  const fresh = await repo.uploadedFiles(trx, caller.schoolId, caller.userId, fileIds.filter((id) => !kept.has(id)));
  const byId = new Map(fresh.map((f) => [f.id, { id: f.id, url: FILES_URL_PREFIX + f.storageKey, name: f.name, type: f.type as UploadedFile['type'], size: f.size }]));
  return fileIds.map((id) => {
    const file = kept.get(id) ?? byId.get(id);
    if (!file) throw fieldError('fileIds', M.fileGone);
    return file;
  });
}

/** POST /document/template/save → {id}: creates (no id) or edits the kind's template. */
export async function saveTemplate(trx: Trx, caller: Caller, p: TemplateSaveParams, now = new Date()): Promise<{ id: number }> {
  let current: UploadedFile[] = [];
  if (p.id !== undefined) {
    const row = await repo.findTemplate(trx, caller.schoolId, p.kind, p.id);
    if (!row) throw badParams(M.notFound);
    current = filesOf(row.files);
  }
  const files = await resolveFiles(trx, caller, p.fileIds, current);
  const values = { name: p.name, description: p.description, files, enabled: p.enabled, sort: p.sort };
  if (p.id === undefined) return { id: await repo.insertTemplate(trx, caller.schoolId, p.kind, caller.userId, values, now) };
  await repo.updateTemplate(trx, caller.schoolId, p.kind, p.id, caller.userId, values, now);
  return { id: p.id };
}

/** POST /document/template/enable → null; 10002 M.notFound. */
export async function enableTemplate(trx: Trx, caller: Caller, kind: TemplateKindValue, id: number, enabled: boolean, now = new Date()): Promise<null> {
  if (!(await repo.updateTemplate(trx, caller.schoolId, kind, id, caller.userId, { enabled }, now))) throw badParams(M.notFound);
  return null;
}

/** POST /document/template/delete → null; 10002 M.notFound. */
export async function deleteTemplate(trx: Trx, caller: Caller, kind: TemplateKindValue, id: number): Promise<null> {
  if (!(await repo.deleteTemplate(trx, caller.schoolId, kind, id))) throw badParams(M.notFound);
  return null;
}
