/**
 * Award declarations on the wire (issue 5; spec §3 self-declaration row, §4 self-declaration status
 * and "declarations can be passed or rejected singly or in batch for the same project", §5
 * attachment upload, §7 GET /project/apply/list). The endpoints are documented in
 * server/modules/declarations. Hours travel as two-decimal strings; times 'YYYY-MM-DD HH:mm'.
 */
import type { z } from 'zod';
import type { AuditHistoryItem, UploadedFile } from './activities.js';
import type { ClassifyNode } from './classify.js';
import type { PassOrReject, ReviewDecisionCode } from './review.js';
import type { applyParams, projectAddParams, projectUpdateParams } from './schemas/declarations.js';

/** Spec §4 self-declaration status: 1 pending, 2 approved, otherwise rejected (4 withdrawn is ours and never listed). */
export const DeclarationStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3, WITHDRAWN: 4 } as const;
export function declarationStatusLabel(status: number): string {
  if (status === 1) return '待审核';
  if (status === 2) return '已通过';
  if (status === 4) return '已撤回';
  return '已驳回';
}
/** Spec §3 self-declaration row `type`: 1 self-applied, otherwise a back-office import. */
export const DeclarationType = { SELF: 1, IMPORT: 2 } as const;
export const declarationTypeLabel = (type: number): string => (type === 1 ? '学生申报' : '后台导入');

/** Limits. */
export const PROJECT_NAME_MAX = 50;
export const PROJECT_OPTIONS_MAX = 20;
export const DECLARATION_DESCRIPTION_MAX = 1000;

/** Spec-silent messages, shared by server and web. */
export const DECLARATION_MESSAGES = {
  rejectReason: '驳回必须填写原因',
  batchSameProject: '批量审核只能选择同一项目的申报',
  outsideWindow: '不在该项目的申报时间内',
  alreadyHigher: '该项目已有同级或更高级别的申报',
  pendingExists: '该项目已有待审核的申报',
  notPending: '只能撤回待审核的申报',
} as const;

/** An award level or rank of a project. */
export interface ProjectOption {
  id: number;
  name: string;
  hours: string;
  orderNo: number;
}

/** GET /project/list row. `open` = enabled and now within [applyStart, applyEnd]. */
export interface ProjectRow {
  id: number;
  name: string;
  classifyId: number;
  classifyName: string;
  organizationId: number | null;
  organizationName: string;
  flowTemplateId: number | null;
  flowTemplateName: string;
  applyStart: string;
  applyEnd: string;
  enabled: boolean;
  open: boolean;
  options: ProjectOption[];
  /** Declarations by status. */
  applyCount: number;
  pendingCount: number;
  approvedCount: number;
  createdAt: string;
  /** GET /student/project/list only: the caller's own declaration of the project (see StudentProjectRow). */
  myDeclaration?: MyProjectDeclaration | null;
}

/** GET /project/detail. */
export interface ProjectDetail extends ProjectRow {
  description: string;
  evidence: string;
}

/** POST /project/add and /project/update (with id); options without id are new, missing ones are removed (only when never declared). */
export type ProjectInput = z.input<typeof projectAddParams> & Partial<Pick<z.input<typeof projectUpdateParams>, 'id'>>;

/** Spec §3 self-declaration row, as GET /project/apply/list returns it (plus ids for links). */
export interface DeclarationRow {
  id: number;
  userId: number;
  userName: string;
  code: string;
  collegeName: string;
  className: string;
  projectId: number;
  projectName: string;
  optionId: number;
  optionName: string;
  /** The project's classify name. */
  category: string;
  relateActivityId: number | null;
  relateActivityName: string;
  hours: string;
  /** Hours the ledger received (null until approved). */
  grantedHours: string | null;
  status: number;
  statusName: string;
  type: number;
  /** The auditor who decided last ('' while pending). */
  auditor: string;
  applyTime: string;
  opinion: string;
}

/** GET /project/apply/detail. */
export interface DeclarationDetail extends DeclarationRow {
  description: string;
  evidence: string;
  attachments: UploadedFile[];
  history: AuditHistoryItem[];
  /** The open review step, when pending. */
  stepName: string;
  /** True when the caller may decide the open step. */
  canAudit: boolean;
  /** True when the caller is the student and it is pending. */
  canWithdraw: boolean;
}

/** POST /project/apply (student): projectId, optionId, relateActivityId?, description, fileIds (uploaded files' ids, at most 9). */
export type DeclarationInput = z.input<typeof applyParams>;

/** GET /declare/audit/list row: the declaration with its open task. */
export interface DeclarationQueueRow extends DeclarationRow {
  taskId: number;
  stepName: string;
  stepNo: number;
  stepCount: number;
  waitTime: string;
}

/** POST /declare/audit: pass or reject (reason required) one or many declarations of ONE project. */
export interface DeclarationAuditInput {
  ids: number[];
  /** 1 pass, 2 reject (the numeric form of common/review.ts). */
  result: ReviewDecisionCode<PassOrReject>;
  opinion?: string;
}

/** POST /declare/audit → data. */
export interface DeclarationAuditResult {
  /** Declarations decided. */
  count: number;
  /** Of those, approved for good (last step passed) with ledger rows written. */
  approved: number;
  /** Moved on to the next review step. */
  advanced: number;
  rejected: number;
}

/** The caller's own declaration of a project, on GET /student/project/list rows (students only). */
export interface MyProjectDeclaration {
  id: number;
  status: number;
  optionId: number;
  optionName: string;
  hours: string;
}

/** GET /student/project/list row: an open project with the student's current declaration of it. */
export interface StudentProjectRow extends ProjectRow {
  /** The pending declaration, else the approved one of the highest level, else the latest rejected; null when none. */
  myDeclaration: MyProjectDeclaration | null;
  /** What the declare form shows before the student picks (ProjectDetail's fields; issue 5 web). */
  description?: string;
  evidence?: string;
}

/** One problem of an import row: spreadsheet row number (header = 1), column header, reason. */
export interface DeclarationImportError {
  row: number;
  column: string;
  reason: string;
}

/** The result of a 'declaration-import' job (GET /jobs/status → result); the job's xlsx is the error report. */
export interface DeclarationImportResult {
  mode: 'dryRun' | 'importAll' | 'importValid';
  /** Data rows read from the file. */
  total: number;
  /** Rows without any problem. */
  valid: number;
  /** Rows with at least one problem. */
  invalid: number;
  /** Every problem (at most 500; the error report has all of them). */
  errors: DeclarationImportError[];
  errorCount: number;
  /** Declarations created (approved at once); 0 for a dry run or when importAll refused. */
  created: number;
  /** False when nothing was written. */
  written: boolean;
}

/** GET /project/form/options: the choices of the project form. */
export interface ProjectFormOptions {
  classifies: ClassifyNode[];
  /** parentId: the parent organisation, 0 for a root (the tree picker groups by it). */
  organizations: { id: number; name: string; parentId: number }[];
  /** Enabled 申报审核 flows (kind 3). */
  flows: { id: number; name: string }[];
}
