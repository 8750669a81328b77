/**
 * The student's side of declarations (issue 5; spec §2 Student-PC, §3 self-declaration row type 1,
 * §4 self-declaration status, §5 attachment upload "at most 9 files"): declare an option of an open
 * project with a description, evidence files and optionally an activity they enrolled in; withdraw
 * a pending declaration; list their own. A declaration goes to review at step 1 of the project's
 * flow (an open audit task of source type 3, so the to-do lists show it) and its history starts
 * with 'create'.
 */
import { SourceType } from '../../../common/activities.js';
import { DECLARATION_MESSAGES, DeclarationStatus, DeclarationType, type DeclarationRow } from '../../../common/declarations.js';
import type { Page } from '../../../common/envelope.js';
import { toHundredths } from '../../../common/hoursRules.js';
import type { Session } from '../../auth/sessions.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { formatDateTime } from '../../../common/time.js';
import { dropOpenTasks, openAuditTask, recordAudit } from '../audits/engine.js';
import { termOf } from '../terms/service.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import type { Db } from '../../db/db.js';
import { isOpen, loadProject } from './projects.js';
import { toDeclarationRow } from './rows.js';
import * as repo from './repositories/declarations.js';
import { findOption } from './repositories/projects.js';
import type { ApplyParams } from '../../../common/schemas/declarations.js';

export const DECLARATION_NOT_FOUND = '申报不存在';
export const NO_FLOW_MESSAGE = '该项目未配置审核流程';
export const RELATED_ACTIVITY_MISSING = '关联活动不存在';
const SOURCE = SourceType.DECLARATION;

type Student = Pick<Session, 'schoolId' | 'userId' | 'name'>;

/** The declaration of the school (locked when `lock`), or 10002 '申报不存在'. */
export async function loadDeclaration(db: Db, schoolId: number, id: number, lock = false) {
  const row = await repo.findDeclaration(db, schoolId, id, lock);
  if (!row) throw badParams(DECLARATION_NOT_FOUND);
  return row;
}

/** The student's files among `ids`, in the given order; 10002 '参数错误: fileIds 文件不存在,请重新上传' when one is not theirs. */
async function ownFiles(db: Db, student: Student, ids: number[]) {
  if (!ids.length) return [];
  const rows = await repo.uploadedFiles(db, student.schoolId, student.userId, ids);
  const byId = new Map(rows.map((f) => [f.id, f]));
  return ids.map((id) => {
    const f = byId.get(id);
    if (!f) throw fieldError('fileIds', '文件不存在,请重新上传');
    return f;
  });
}

/**
 * POST /project/apply DeclarationInput → {id}: a pending declaration (status 1, type 1, the option's
 * hours, the term holding `now`) at step 1 of the project's flow. 10002: '不在该项目的申报时间内'
 * (closed, disabled or outside the window), '参数错误: optionId 奖项级别不存在', '关联活动不存在' (not
 * an activity of the school the student enrolled in), a file that is not theirs, '该项目已有待审核的申报',
 * '该项目已有同级或更高级别的申报', '该项目未配置审核流程'; 10003 when the caller has no student row.
 */
export async function applyDeclaration(db: Db, student: Student, p: ApplyParams, now = new Date()): Promise<{ id: number }> {
  const { schoolId, userId } = student;
  // The student's row serialises their submissions (pending and level checks below).
  if (!(await repo.lockStudent(db, schoolId, userId))) throw noPermission();
  const project = await loadProject(db, schoolId, p.projectId);
  if (!isOpen(project, now)) throw badParams(DECLARATION_MESSAGES.outsideWindow);
  const option = await findOption(db, schoolId, project.id, p.optionId);
  if (!option) throw fieldError('optionId', '奖项级别不存在');
  if (p.relateActivityId !== undefined && !(await repo.enrolledIn(db, schoolId, userId, p.relateActivityId))) throw badParams(RELATED_ACTIVITY_MISSING);
  const files = await ownFiles(db, student, p.fileIds);
  const earlier = await repo.liveDeclarations(db, schoolId, userId, project.id);
  if (earlier.some((d) => d.status === DeclarationStatus.PENDING)) throw badParams(DECLARATION_MESSAGES.pendingExists);
  if (earlier.some((d) => toHundredths(d.hours) >= toHundredths(option.hours))) throw badParams(DECLARATION_MESSAGES.alreadyHigher);
  if (project.flowTemplateId === null) throw badParams(NO_FLOW_MESSAGE);

  const termId = (await termOf(db, schoolId, formatDateTime(now)!.slice(0, 10)))?.id ?? null;
  const { id } = await repo.insertDeclaration(db, schoolId, {
    projectId: project.id, optionId: option.id, userId, relateActivityId: p.relateActivityId ?? null, description: p.description,
    hours: option.hours, status: DeclarationStatus.PENDING, type: DeclarationType.SELF, termId, createdBy: userId, applyTime: now,
  });
  const row = { id };
  await repo.insertAttachments(db, schoolId, id, files.map((f) => ({ fileId: f.id, name: f.name, url: FILES_URL_PREFIX + f.storageKey, type: f.type, size: f.size })));
  await openAuditTask(db, {
    schoolId, sourceType: SOURCE, relationId: row.id, flowTemplateId: project.flowTemplateId, stepNo: 1, organizationId: project.organizationId,
    applicantId: userId, taskName: `${student.name}申报${project.name}`, appliedAt: now, now,
  });
  await recordAudit(db, { schoolId, sourceType: SOURCE, relationId: row.id, action: 'create', actorId: userId, fromStatus: null, toStatus: DeclarationStatus.PENDING, now });
  return row;
}

/**
 * POST /project/apply/withdraw {id} → {id, status 4}: the owner takes back a pending declaration;
 * its open review task closes without a decision. 10002 '申报不存在', '只能撤回待审核的申报'; 10003
 * for another student's declaration.
 */
export async function withdrawDeclaration(db: Db, student: Student, id: number, now = new Date()): Promise<{ id: number; status: number }> {
  const d = await loadDeclaration(db, student.schoolId, id, true);
  if (d.userId !== student.userId) throw noPermission();
  if (d.status !== DeclarationStatus.PENDING) throw badParams(DECLARATION_MESSAGES.notPending);
  await repo.updateDeclaration(db, student.schoolId, id, { status: DeclarationStatus.WITHDRAWN });
  await dropOpenTasks(db, student.schoolId, SOURCE, id, now);
  await recordAudit(db, { schoolId: student.schoolId, sourceType: SOURCE, relationId: id, action: 'withdraw', actorId: student.userId, fromStatus: DeclarationStatus.PENDING, toStatus: DeclarationStatus.WITHDRAWN, now });
  return { id, status: DeclarationStatus.WITHDRAWN };
}

/** GET /student/project/apply/list {current, size, status? 1|2|3} → {list: DeclarationRow[], total}: the caller's own, never withdrawn, newest first. */
export async function ownDeclarations(db: Db, student: Pick<Session, 'schoolId' | 'userId'>, p: { current: number; size: number; status?: number }): Promise<Page<DeclarationRow>> {
  const { rows, total } = await repo.findOwnDeclarations(db, student.schoolId, student.userId, p.status, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toDeclarationRow) };
}
