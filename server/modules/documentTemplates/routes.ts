/**
 * Document template endpoints (issue 21 "Route groups III"; ROUTES.md /system/template,
 * /system/{thought,practice,volunteer,hatch,organ}/template and their /edit pages).
 *
 * Our reading: the templates a school publishes for its application documents (模板文件: 申请书、
 * 计划书、结题报告、总结模板 …) per feature — kind 1 通用 (/system/template), 2 思想成长 (thought),
 * 3 社会实践 (practice), 4 志愿服务 (volunteer), 5 创业孵化 (hatch), 6 学生组织 (organ): name,
 * description, the files (uploads of server/modules/files, spec §5 attachment rules: doc/docx/xls/
 * xlsx/pdf and images, 5 MB each, at most 9), enabled flag, order, updated time and by whom. Staff
 * manage each kind on its own page; the forms where the documents are written show the enabled
 * templates of their kind (下载模板) through GET /document/template/options.
 *
 * Every request names its `kind` (1–6); the staff endpoints need that kind's module (access.ts,
 * else 10003) and only ever see rows of that kind in the caller's school — an id of another kind
 * or school is '模板不存在' (10002). Bad input: 10002 naming the field ('参数错误: kind …',
 * '参数错误: name …', '参数错误: fileIds …'). Names may repeat (no unique constraint).
 */
import type { z } from 'zod';
import * as s from '../../../common/schemas/documentTemplates.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { defineRoute, type AnyRoute } from '../../protocol/define.js';
import { requireKindModule } from './access.js';
import { deleteTemplate, enableTemplate, listTemplates, saveTemplate, templateDetail, templateOptions } from './templates.js';

type WithKind = { kind: s.TemplateSaveParams['kind'] };

/** A GET of the kind's module holders. */
const staffRead = <S extends z.ZodType<WithKind>>(path: string, summary: string, schema: S, read: (db: Db, schoolId: number, p: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      await requireKindModule(deps.db, session, params.kind);
      return read(deps.db, session.schoolId, params);
    },
  });

/** A POST of the kind's module holders, in one transaction. */
const staffWrite = <S extends z.ZodType<WithKind>>(path: string, summary: string, schema: S, run: (trx: Trx, session: Session, p: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'POST', path, summary, permission: 'session', schema, transactional: true,
    handler: async ({ db, session, params }) => {
      await requireKindModule(db, session, params.kind);
      return run(db, session, params);
    },
  });

export const documentTemplateRoutes: AnyRoute[] = [
  /**
   * GET /document/template/list {kind 1–6, current, size, name? (name or description contains),
   * enabled? 0|1} → {list: TemplateRow[] {id, kind, name, description, files: UploadedFile[], enabled,
   * sort, updatedAt 'YYYY-MM-DD HH:mm', updatedByName}, total}, by sort then id. The kind's module.
   */
  staffRead('/document/template/list', 'A kind’s document templates (ROUTES.md /system/template and the per-feature template pages).', s.templateListParams, listTemplates),
  /** GET /document/template/detail {kind, id} → TemplateRow; 10002 '模板不存在'. The kind's module. */
  staffRead('/document/template/detail', 'One document template (the /edit?id= page).', s.templateIdParams, (db, schoolId, p) => templateDetail(db, schoolId, p.kind, p.id)),
  /**
   * POST /document/template/save {id? (absent creates), kind, name ≤ 50, description? ≤ 500, fileIds?
   * (ids of /upload/file replies, ≤ 9; files the template already has, or the caller's own uploads),
   * enabled 0|1, sort? 0–9999 (default 0)} → {id}. 10002 '模板不存在', '参数错误: fileIds 文件不存在,
   * 请重新上传', '参数错误: fileIds 模板文件最多9个', '参数错误: name …'. The kind's module.
   */
  staffWrite('/document/template/save', 'Creates or edits a document template.', s.templateSaveParams, saveTemplate),
  /** POST /document/template/enable {kind, id, enabled 0|1} → null; 10002 '模板不存在'. The kind's module. */
  staffWrite('/document/template/enable', 'Enables or disables a document template.', s.templateEnableParams, (trx, session, p) => enableTemplate(trx, session, p.kind, p.id, p.enabled)),
  /** POST /document/template/delete {kind, id} → null; 10002 '模板不存在'. The kind's module. */
  staffWrite('/document/template/delete', 'Deletes a document template.', s.templateIdParams, (trx, session, p) => deleteTemplate(trx, session, p.kind, p.id)),
  /**
   * GET /document/template/options {kind} → TemplateOption[] {id, name, description, files:
   * UploadedFile[] with url '/api/files/<key>'}: the kind's enabled templates, by sort then id, for
   * any signed-in user of the school (students on the forms where the documents are written).
   */
  defineRoute({
    method: 'GET', path: '/document/template/options', summary: 'The enabled templates of a kind (the forms’ 下载模板).', permission: 'session', schema: s.templateKindParams,
    handler: ({ deps, session, params }) => templateOptions(deps.db, session.schoolId, params.kind),
  }),
];
