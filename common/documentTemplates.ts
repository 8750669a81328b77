/**
 * Document templates (模板文件; issue 21 "Route groups III", ROUTES.md /system/template and the
 * per-feature /system/{thought,practice,volunteer,hatch,organ}/template pages). Our reading: the
 * files a school publishes for the documents students and organisations write — 申请书, 计划书,
 * 结题报告, 总结模板 … — one list per feature (kind). Kinds, their module paths and labels, limits,
 * messages and the wire shapes shared by server and web.
 */
import type { UploadedFile } from './activities.js';

/** The features a template belongs to: 1 通用, 2 思想成长, 3 社会实践, 4 志愿服务, 5 创业孵化, 6 学生组织. */
export const TemplateKind = { GENERAL: 1, THOUGHT: 2, PRACTICE: 3, VOLUNTEER: 4, HATCH: 5, ORGAN: 6 } as const;
export type TemplateKindValue = (typeof TemplateKind)[keyof typeof TemplateKind];
export const TEMPLATE_KINDS = Object.values(TemplateKind);

/** Each kind's list page: its address and the module (permission) of its endpoints (server/seed/modules.ts 730–735). */
export const TEMPLATE_PATHS: Record<TemplateKindValue, string> = {
  1: '/system/template',
  2: '/system/thought/template',
  3: '/system/practice/template',
  4: '/system/volunteer/template',
  5: '/system/hatch/template',
  6: '/system/organ/template',
};
/** The edit page of a kind: `/edit` creates, `/edit?id=` edits. */
export const templateEditPath = (kind: TemplateKindValue, id?: number | string) => `${TEMPLATE_PATHS[kind]}/edit${id === undefined ? '' : `?id=${id}`}`;

/** Menu ids of the six pages (children of 系统设置 700). */
export const TEMPLATE_MODULE_IDS: Record<TemplateKindValue, number> = { 1: 730, 2: 731, 3: 732, 4: 733, 5: 734, 6: 735 };

export const templateKindLabels: Record<number, string> = { 1: '通用', 2: '思想成长', 3: '社会实践', 4: '志愿服务', 5: '创业孵化', 6: '学生组织' };

export const TEMPLATE_LIMITS = { name: 50, description: 500, sort: 9999 } as const;

export const TEMPLATE_MESSAGES = {
  notFound: '模板不存在',
  fileGone: '文件不存在,请重新上传',
  filesTooMany: '参数错误: fileIds 模板文件最多9个',
} as const;

/** A template as the staff list and the edit page read it. */
export interface TemplateRow {
  id: number;
  kind: TemplateKindValue;
  name: string;
  description: string;
  files: UploadedFile[];
  enabled: boolean;
  sort: number;
  /** 'YYYY-MM-DD HH:mm' China time. */
  updatedAt: string;
  updatedByName: string;
}

/** An enabled template as every signed-in user reads it (the forms' 下载模板). */
export interface TemplateOption {
  id: number;
  name: string;
  description: string;
  files: UploadedFile[];
}
