/**
 * Evaluation projects (评价项目; issue 21, spec §2 /communist/evaluate/project and apply): a
 * staff-defined campaign with its criteria (评价要点) and dates, e.g. a term's activity-quality
 * evaluation. Organisations apply to take part (one application per project and organisation: a
 * database key), each application goes to the school's flow of kind 31 (review.ts); a rejected one
 * may be filed again on the same row. Ratings of an approved organisation's activities that end
 * within the project's dates count for the project (ratings.ts).
 */
import {
  ApplyStatus, applyStatusLabels, EVALUATION_MESSAGES as M, type EvaluationApplyRow, type EvaluationProjectRow,
} from '../../../common/evaluations.js';
import type { Page } from '../../../common/envelope.js';
import type { ApplyAddParams, ApplyListParams, ProjectListParams, ProjectSaveParams } from '../../../common/schemas/evaluations.js';
import { SourceType } from '../../../common/sourceTypes.js';
import { formatDateTime } from '../../../common/time.js';
import type { Session } from '../../auth/sessions.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { submitForReview } from '../audits/subject.js';
import { dataScopeOf, organizationInScope } from './access.js';
import * as repo from './repository.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** Unique keys the project and application writes may hit under concurrency (routes.ts maps them to 10002). */
export const PROJECT_CONSTRAINTS = { evaluation_projects_name_uq: { message: M.projectNameTaken } };
export const APPLY_CONSTRAINTS = { evaluation_applications_uq: { message: M.alreadyApplied }, evaluation_applications_project_fk: { message: M.projectNotFound } };
/** A rating filed against the project while it was being deleted. */
export const PROJECT_DELETE_CONSTRAINTS = { activity_evaluations_project_fk: { message: M.projectInUse } };

/** GET /evaluate/project/list {current, size, name?, enabled?} → {list: EvaluationProjectRow[], total}, newest start first. */
export async function listProjects(db: Db, schoolId: number, p: ProjectListParams): Promise<Page<EvaluationProjectRow>> {
  const { rows, total } = await repo.findProjects(db, schoolId, p, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({
      id: r.id, name: r.name, description: r.description, criteria: r.criteria, startDate: r.startDate, endDate: r.endDate, enabled: r.enabled,
      approvedCount: r.approvedCount, applyCount: r.applyCount, createTime: formatDateTime(r.createdAt),
    })),
  };
}

/** POST /evaluate/project/save {id?, name, description?, criteria, startDate, endDate, enabled?} → {id}. 10002 projectNotFound, projectNameTaken, field errors. */
export async function saveProject(trx: Trx, caller: Caller, p: ProjectSaveParams): Promise<{ id: number }> {
  const values = { name: p.name, description: p.description, criteria: p.criteria, startDate: p.startDate, endDate: p.endDate, enabled: p.enabled };
  if (p.id === undefined) return repo.insertProject(trx, { schoolId: caller.schoolId, ...values, createdBy: caller.userId });
  const done = await repo.updateProject(trx, caller.schoolId, p.id, values);
  if (!Number(done.numUpdatedRows)) throw badParams(M.projectNotFound);
  return { id: p.id };
}

/**
 * POST /evaluate/project/delete {id} → null (issue 21 "Evaluations": a project set up by mistake
 * is removed). 10002 projectNotFound; projectInUse once an organisation applied or a rating counts
 * for it (it can be disabled instead). The row is locked first, so an application filed at the same
 * moment either lands before (and the deletion is refused) or finds no project.
 */
export async function removeProject(trx: Trx, caller: Caller, p: { id: number }): Promise<null> {
  if (!(await repo.lockProject(trx, caller.schoolId, p.id))) throw badParams(M.projectNotFound);
  if (await repo.projectInUse(trx, caller.schoolId, p.id)) throw badParams(M.projectInUse);
  await repo.deleteProject(trx, caller.schoolId, p.id);
  return null;
}

/**
 * POST /evaluate/apply/add {projectId, organizationId, reason} → {id}: pending at step 1 of the
 * school's 评价项目申请审核 flow. 10002 projectNotFound, projectClosed, organizationNotFound,
 * alreadyApplied (pending or approved), '未配置…流程'; 10003 organizationOutOfScope.
 */
export async function applyToProject(trx: Trx, caller: Caller, p: ApplyAddParams, now = new Date()): Promise<{ id: number }> {
  const project = await repo.findProject(trx, caller.schoolId, p.projectId);
  if (!project) throw badParams(M.projectNotFound);
  if (!project.enabled) throw badParams(M.projectClosed);
  const org = await repo.findOrganization(trx, caller.schoolId, p.organizationId, organizationInScope(await dataScopeOf(trx, caller)));
  if (!org) throw badParams(M.organizationNotFound);
  if (!org.inScope) throw noPermission(M.organizationOutOfScope);
  const existing = await repo.findApplicationOf(trx, caller.schoolId, p.projectId, p.organizationId);
  if (existing && existing.status !== ApplyStatus.REJECTED) throw badParams(M.alreadyApplied);
  let id: number;
  if (existing) {
    id = existing.id;
    await repo.updateApplication(trx, caller.schoolId, id, { reason: p.reason, status: ApplyStatus.PENDING, opinion: '', applicantId: caller.userId });
  } else {
    ({ id } = await repo.insertApplication(trx, { schoolId: caller.schoolId, projectId: p.projectId, organizationId: p.organizationId, reason: p.reason, status: ApplyStatus.PENDING, applicantId: caller.userId, createdAt: now }));
  }
  await submitForReview(trx, {
    schoolId: caller.schoolId, sourceType: SourceType.EVALUATION_APPLY, relationId: id, organizationId: p.organizationId, applicantId: caller.userId,
    taskName: `${org.name} ${project.name} 参评申请`, fromStatus: existing?.status ?? null, toStatus: ApplyStatus.PENDING, now,
    ...(existing ? { action: 'resubmit' } : {}),
  });
  return { id };
}

/** GET /evaluate/apply/list {current, size, projectId?, status?, name?} → {list: EvaluationApplyRow[], total}: applications of the organisations in the caller's scope. */
export async function listApplications(db: Db, caller: Caller, p: ApplyListParams): Promise<Page<EvaluationApplyRow>> {
  const scope = organizationInScope(await dataScopeOf(db, caller));
  const { rows, total } = await repo.findApplications(db, caller.schoolId, { ...p, scope }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(({ createdAt, ...r }) => ({ ...r, statusName: applyStatusLabels[r.status] ?? '', createTime: formatDateTime(createdAt) })) };
}
