/**
 * Params of the document template endpoints (issue 21; /system/template and the per-feature
 * template pages). A failing field replies 10002 naming it ('参数错误: kind …', '参数错误: name …').
 * Routes: server/modules/documentTemplates/routes.ts.
 */
import { z } from 'zod';
import { ATTACHMENT_MAX_FILES } from '../activities.js';
import { TEMPLATE_KINDS, TEMPLATE_LIMITS as L, TEMPLATE_MESSAGES as M, type TemplateKindValue } from '../documentTemplates.js';
import { int, limitedOptionalText, limitedText, optionalInt, optionalText, uploadIds } from './fields.js';
import { pageFields } from './paging.js';
import { flag } from './structureFields.js';

/** A kind 1–6 (common/documentTemplates.ts TemplateKind). */
export const templateKind = int({ min: 1, max: TEMPLATE_KINDS.length }).transform((v) => v as TemplateKindValue);

export const templateKindParams = z.object({ kind: templateKind });
export const templateIdParams = z.object({ kind: templateKind, id: int({ min: 1 }) });

export const templateListParams = z.object({
  ...pageFields,
  kind: templateKind,
  /** Name or description contains. */
  name: optionalText({ max: 50 }),
  enabled: optionalInt({ min: 0, max: 1 }),
});

export const templateSaveParams = z.object({
  id: optionalInt({ min: 1 }),
  kind: templateKind,
  name: limitedText('模板名称', L.name),
  description: limitedOptionalText('模板说明', L.description),
  fileIds: uploadIds(ATTACHMENT_MAX_FILES, M.filesTooMany).optional().transform((v) => v ?? []),
  enabled: flag(),
  sort: optionalInt({ min: 0, max: L.sort }).transform((v) => v ?? 0),
});

export const templateEnableParams = z.object({ kind: templateKind, id: int({ min: 1 }), enabled: flag() });

export type TemplateListParams = z.output<typeof templateListParams>;
export type TemplateSaveParams = z.output<typeof templateSaveParams>;
