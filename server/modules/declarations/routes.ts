/**
 * Award declaration endpoints (issue 5; spec §2 /communist/project, /communist/project/apply,
 * /proceeding/wait/declare/first/auditing; §3 self-declaration row; §4 self-declaration status and
 * batch review for one project; §5 attachments at most 9; §7 GET /project/apply/list). All scoped to
 * the session's school; every write runs in one transaction. Errors: 10002 naming the field or
 * saying why ('项目不存在', '申报不存在', DECLARATION_MESSAGES …); 10003 without the module, for a
 * non-student on the student endpoints, or outside the caller's reach.
 *
 * Modules: '/communist/project' (301) writes projects; '/communist/project/apply' (302) lists and
 * exports declarations, its button '/click/declare/import' (3021) imports; the review module
 * '/proceeding/wait/declare/first/auditing' (103); students '/student/declare' (1002).
 */
import type { z } from 'zod';
import type {
  DeclarationAuditResult, DeclarationDetail, DeclarationQueueRow, DeclarationRow,
} from '../../../common/declarations.js';
import type { Page } from '../../../common/envelope.js';
import type { JobStarted } from '../../../common/jobs.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { XLSX_TYPE } from '../../jobs/index.js';
import { defineRoute, FileDownload, type AnyRoute } from '../../protocol/define.js';
import { noParams } from '../../../common/schemas/fields.js';
import { readSheet } from '../../jobs/sheets/index.js';
import { readUpload } from '../../jobs/sheets/upload.js';
import { importLimitsOf } from '../schoolParams/repository.js';
import { APPLY_LIST_MODULE, AUDIT_MODULE, IMPORT_PERMISSION, PROJECT_MODULE, requireProjectReader, requireStudent, STUDENT_DECLARE_MODULE } from './access.js';
import { applyDeclaration, ownDeclarations, withdrawDeclaration } from './apply.js';
import { auditDeclarations, auditQueue } from './audit.js';
import { declarationDetail } from './detail.js';
import { EXPORT_FILE_NAME } from './export.js';
import { IMPORT_COLUMNS, importTemplate, TEMPLATE_FILE_NAME } from './import.js';
import { declarationExportJob, declarationImportJob } from './jobs.js';
import { projectFormOptions } from './formOptions.js';
import { listDeclarations } from './list.js';
import { addProject, deleteProject, enableProject, listOpenProjects, listProjects, projectDetail, projectOptions, updateProject } from './projects.js';
import * as s from '../../../common/schemas/declarations.js';


/** A project read: GET for holders of any project reader module (requireProjectReader, else 10003). */
const projectRead = <S extends z.ZodType>(path: string, summary: string, schema: S, read: (db: Db, schoolId: number, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method: 'GET', path, summary, permission: 'session', schema,
    handler: async ({ deps, session, params }) => {
      await requireProjectReader(deps.db, session);
      return read(deps.db, session.schoolId, params);
    },
  });

/** A project write: POST under '/communist/project', in one transaction. */
const projectWrite = <S extends z.ZodType>(path: string, summary: string, schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({ method: 'POST', path, summary, permission: PROJECT_MODULE, schema, transactional: true, handler: ({ db, session, params }) => run(db, session, params) });

/** A student endpoint under '/student/declare': students only (requireStudent, else 10003); a POST runs in one transaction. */
const studentRoute = <S extends z.ZodType>(method: 'GET' | 'POST', path: string, summary: string, schema: S,
  run: (db: Db, session: Session, params: z.output<S>) => Promise<unknown>) =>
  defineRoute({
    method, path, summary, permission: STUDENT_DECLARE_MODULE, schema, transactional: method === 'POST',
    handler: ({ db, session, params }) => {
      requireStudent(session);
      return run(db, session, params);
    },
  });

export const declarationRoutes: AnyRoute[] = [
  /**
   * GET /project/list {current, size, name?, classifyId? (with the categories below it), open? 0|1,
   * enabled? 0|1} → {list: ProjectRow[], total}, newest first. Readers: holders of
   * '/communist/project', '/communist/project/apply' or the declaration review (else 10003).
   */
  projectRead('/project/list', 'Declaration projects with filters (spec §2 /communist/project).', s.projectListParams, listProjects),
  /** GET /project/detail {id} → ProjectDetail (options, counts, description, evidence). Same readers; 10002 '项目不存在'. */
  projectRead('/project/detail', 'One declaration project (spec §2 project/detail).', s.idParams, (db, schoolId, { id }) => projectDetail(db, schoolId, id)),
  /** GET /project/options → [{id, name}] of the school's projects by name (list filters). Same readers. */
  projectRead('/project/options', 'Project names for the list filters.', noParams, (db, schoolId) => projectOptions(db, schoolId)),
  /** GET /project/form/options → ProjectFormOptions {classifies (tree), organizations, flows (enabled kind 3)}. Module '/communist/project'. */
  defineRoute({
    method: 'GET', path: '/project/form/options', summary: 'Choices of the project form: categories, organisations, declaration flows.',
    permission: PROJECT_MODULE, schema: noParams,
    handler: ({ deps, session }) => projectFormOptions(deps.db, session.schoolId),
  }),
  /**
   * POST /project/add ProjectInput → {id}. 10002: name 1–50 and unique ('参数错误: name 已存在同名项目'),
   * classifyId / organizationId of the school, flowTemplateId an enabled kind-3 flow with steps,
   * '开始时间不能晚于结束时间', 1–20 options with distinct names and hours > 0, ≤ 999.99.
   */
  projectWrite('/project/add', 'Creates a declaration project (spec §1 topic 3 new project).', s.projectAddParams, addProject),
  /**
   * POST /project/update ProjectInput with id → {id}: as add; options with id kept (renamed, re-houred
   * unless declared: '奖项级别「…」已有申报,学时不能修改'), without id added, missing removed unless
   * declared ('奖项级别「…」已有申报,不能删除').
   */
  projectWrite('/project/update', 'Changes a declaration project (spec §2 project/edit).', s.projectUpdateParams, updateProject),
  /** POST /project/enable {id, enabled: 0|1|true|false} → {id, enabled}. */
  projectWrite('/project/enable', 'Enables or disables a declaration project.', s.enableParams, (db, session, { id, enabled }) => enableProject(db, session, id, enabled)),
  /** POST /project/delete {id} → null; 10002 '该项目已有申报,不能删除'. */
  projectWrite('/project/delete', 'Deletes a declaration project nobody declared.', s.idParams, (db, session, { id }) => deleteProject(db, session, id)),

  /** GET /student/project/list {current, size, name?} → {list: StudentProjectRow[], total}: open projects with the caller's own declaration. Students only. */
  studentRoute('GET', '/student/project/list', 'Projects open for declaration, for the student.', s.studentProjectListParams, listOpenProjects),
  /**
   * POST /project/apply DeclarationInput {projectId, optionId, relateActivityId?, description 1–1000
   * ('请填写申报说明'), fileIds ≤ 9 ('附件最多9个')} → {id}: pending at step 1 of the project's flow.
   * Refusals in apply.ts (window, pending, level, related activity, files, flow). Students only.
   */
  studentRoute('POST', '/project/apply', 'A student declares an award (spec §3 self-declaration).', s.applyParams, applyDeclaration),
  /** POST /project/apply/withdraw {id} → {id, status 4}; 10002 '只能撤回待审核的申报'; 10003 not theirs. */
  studentRoute('POST', '/project/apply/withdraw', 'A student withdraws a pending declaration.', s.idParams, (db, session, { id }) => withdrawDeclaration(db, session, id)),
  /** GET /student/project/apply/list {current, size, status? 1|2|3} → {list: DeclarationRow[], total}: the caller's own, newest first. */
  studentRoute('GET', '/student/project/apply/list', 'The student’s own declarations.', s.ownListParams, ownDeclarations),

  /**
   * GET /project/apply/list {current, size, status?, userId?, userName?, startTime?, endTime?
   * (YYYY-MM-DD on applyTime, inclusive), relateActivityName?, projectName?, classId?, collegeId?,
   * optionName?} → {list: DeclarationRow[], total}: spec §7, students in the caller's data scope,
   * newest first, withdrawn never listed (list.ts).
   */
  defineRoute({
    method: 'GET', path: '/project/apply/list', summary: 'Declarations with the §7 filters (spec §7 GET /project/apply/list).',
    permission: APPLY_LIST_MODULE, schema: s.applyListParams,
    handler: async ({ deps, session, params }): Promise<Page<DeclarationRow>> =>
      listDeclarations(deps.db, session.schoolId, await dataScopeOf(deps.db, session), params),
  }),
  /** GET /project/apply/export {the filters of /project/apply/list} → {id} of a 'declaration-export' job (申报列表.xlsx; result {rows}). */
  defineRoute({
    method: 'GET', path: '/project/apply/export', summary: 'Exports the filtered declaration list as xlsx, as a job.',
    permission: APPLY_LIST_MODULE, schema: s.applyFilterParams,
    handler: async ({ deps, session, params }): Promise<JobStarted> => {
      const scope = await dataScopeOf(deps.db, session);
      const id = await deps.jobs.enqueue(declarationExportJob, { schoolId: session.schoolId, createdBy: session.userId, fileName: EXPORT_FILE_NAME }, { scope, filter: params });
      return { id };
    },
  }),
  /**
   * GET /project/apply/detail {id} → DeclarationDetail: for the student who declared it, staff with
   * '/communist/project/apply' whose scope holds the student, or an auditor of its open step; else
   * 10003; 10002 '申报不存在'.
   */
  defineRoute({
    method: 'GET', path: '/project/apply/detail', summary: 'One declaration with its history (spec §2 project apply detail).',
    permission: 'session', schema: s.idParams,
    handler: ({ deps, session, params }): Promise<DeclarationDetail> => declarationDetail(deps.db, session, params.id),
  }),
  /** GET /project/apply/import-template → 申报导入模板.xlsx (学号*, 项目名称*, 奖项级别*, 申报说明, 申报时间; 填写说明 lists projects and options). */
  defineRoute({
    method: 'GET', path: '/project/apply/import-template', summary: 'The declaration import template (xlsx).',
    permission: IMPORT_PERMISSION, schema: noParams,
    handler: async ({ deps, session }) => new FileDownload(await importTemplate(deps.db, session.schoolId), TEMPLATE_FILE_NAME, XLSX_TYPE),
  }),
  /**
   * POST /project/apply/import multipart {file: one .xlsx ≤ 5 MB, params: {mode: 'dryRun' |
   * 'importAll' | 'importValid'}} → {id} of a 'declaration-import' job whose result is
   * DeclarationImportResult (rows approved at once, type 2; import.ts). File errors and the school's
   * import caps (rows, inflated size; issue 14) as the roster's (10002, nothing started or written).
   */
  defineRoute({
    method: 'POST', path: '/project/apply/import', summary: 'Checks and imports verified award results (xlsx) as a job.',
    permission: IMPORT_PERMISSION, schema: s.importParams, uploads: true,
    handler: async ({ deps, session, params, request }): Promise<JobStarted> => {
      const scope = await dataScopeOf(deps.db, session);
      const upload = await readUpload(request.body);
      // Refuses a file over the school's caps now (10002, nothing started); the job reads it again.
      await readSheet(upload.content, IMPORT_COLUMNS, await importLimitsOf(deps.db, session.schoolId));
      const id = await deps.jobs.enqueue(
        declarationImportJob,
        { schoolId: session.schoolId, createdBy: session.userId, fileName: upload.fileName },
        { scope, mode: params.mode as s.ImportMode },
        { file: upload },
      );
      return { id };
    },
  }),

  /**
   * GET /declare/audit/list {current, size, projectId?, name?, scope? 'mine'|'all'} → {list:
   * DeclarationQueueRow[], total}: declarations waiting at a step the caller audits ('all': every
   * open one, holders of '/communist/project' only), oldest task first.
   */
  defineRoute({
    method: 'GET', path: '/declare/audit/list', summary: 'Declarations waiting for the caller’s review.',
    permission: AUDIT_MODULE, schema: s.auditListParams,
    handler: ({ deps, session, params }): Promise<Page<DeclarationQueueRow>> => auditQueue(deps.db, session, params),
  }),
  /**
   * POST /declare/audit {ids: 1–100 distinct, result 1 pass | 2 reject, opinion? (required to
   * reject)} → DeclarationAuditResult {count, approved, advanced, rejected}: one project only
   * ('批量审核只能选择同一项目的申报'); all or nothing (audit.ts).
   */
  defineRoute({
    method: 'POST', path: '/declare/audit', summary: 'Passes or rejects declarations of one project, in batch (spec §4).',
    permission: AUDIT_MODULE, schema: s.auditParams,
    transactional: true,
    handler: ({ db, session, params }): Promise<DeclarationAuditResult> => auditDeclarations(db, session, params),
  }),
];
