/**
 * Submitting organisation applications (issue 19 "Organisation lifecycle"): POST
 * /organization/lifecycle/apply and /resubmit. Each application is stored, then submitted into the
 * school's flow of its source type (audits/subject.ts submitForReview), which makes the to-do item
 * and the history. Rules (10002 unless said): the organisation exists and is not cancelled
 * ('该组织已注销'); one pending application of a kind per organisation ('该组织已有待审核的同类申请');
 * one 注册 per organisation and academic year ('该组织本学年已提交注册申请', also the database's
 * organization_applications_register_uq); a 成立's name is free among its siblings and pending
 * 成立s ('已有同名组织或待审核的同名成立申请'); the advisor is staff of the school, founders are its
 * students, the college is the school's. 10003 '只有组织负责人或组织管理员可以提交申请' when the
 * caller neither leads nor manages the organisation. Outside the window 组织工作安排 set for the kind
 * this academic year (schedule.ts), both are refused with the window in the message.
 */
import { isStudentIdentity } from '../../../common/api.js';
import { ORG_LIFECYCLE_MESSAGES as M, OrgApplyKind, OrgApplyStatus, OrgStatus, orgApplyKindLabels, sourceTypeOfApply } from '../../../common/orgLifecycle.js';
import type { OrgApplyParams, OrgResubmitParams } from '../../../common/schemas/orgLifecycle.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError, noPermission } from '../../protocol/errors.js';
import { submitForReview } from '../audits/subject.js';
import { organizationOf } from '../organizations/service.js';
import { siblingNamed } from '../organizations/repository.js';
import { leads, reachOf, reaches, type Caller } from './access.js';
import * as repo from './repository.js';
import { refuseOutsideWindow } from './schedule.js';

type Fields = Omit<OrgApplyParams, 'kind'> & { kind: number };

/** The application's stored columns from the checked fields. */
interface Checked {
  organizationId: number | null;
  name: string;
  nature: number;
  parentId: number | null;
  collegeId: number | null;
  founderIds: number[];
  activityCount: number | null;
  memberCount: number | null;
  /** The organisation whose leader audits steps of auditor type 2: the parent. */
  auditOrgId: number | null;
}

async function checkCreate(db: Db, caller: Caller, p: Fields, exceptId?: number): Promise<Checked> {
  const parent = p.parentId ? await organizationOf(db, caller.schoolId, p.parentId, 'parentId') : null;
  if (parent && parent.nature !== p.nature) throw fieldError('parentId', '上级组织不属于该类别');
  const name = p.name!;
  if ((await siblingNamed(db, caller.schoolId, parent?.id ?? null, name)) || (await repo.pendingOfKind(db, caller.schoolId, OrgApplyKind.CREATE, { name, parentId: parent?.id ?? null }, exceptId)))
    throw fieldError('name', M.nameTaken);
  const student = isStudentIdentity(caller.identity);
  if (!student) {
    const reach = await reachOf(db, caller);
    if (!reach.natures.includes(p.nature!)) throw noPermission(M.notApplicant);
  }
  const found = await repo.studentsByCode(db, caller.schoolId, p.founderCodes);
  const unknown = p.founderCodes.filter((c) => !found.some((f) => f.code === c));
  if (unknown.length) throw fieldError('founderCodes', `以下学号不存在: ${unknown.join(', ')}`);
  // The applying student founds it too, first: they lead it once approved.
  const ids = [...new Set([...(student ? [caller.userId] : []), ...p.founderCodes.map((c) => found.find((f) => f.code === c)!.userId)])];
  if (ids.length === 0) throw fieldError('founderCodes', '不能为空');
  return { organizationId: null, name, nature: p.nature!, parentId: parent?.id ?? null, collegeId: p.collegeId ?? null, founderIds: ids, activityCount: null, memberCount: null, auditOrgId: parent?.id ?? null };
}

async function checkExisting(db: Db, caller: Caller, p: Fields, exceptId?: number): Promise<Checked> {
  const org = await organizationOf(db, caller.schoolId, p.organizationId!, 'organizationId');
  if (org.status === OrgStatus.CANCELLED) throw badParams(M.cancelled);
  if (!(await leads(db, caller, org.id)) && !reaches(await reachOf(db, caller), org)) throw noPermission(M.notApplicant);
  if (await repo.pendingOfKind(db, caller.schoolId, p.kind, { organizationId: org.id }, exceptId)) throw badParams(M.pendingSame);
  if (p.kind === OrgApplyKind.REGISTER && (await repo.registeredFor(db, caller.schoolId, org.id, p.academicYear!, exceptId))) throw badParams(M.registeredYear);
  const counts = p.kind === OrgApplyKind.YEAR ? await repo.yearCounts(db, caller.schoolId, org.id, p.academicYear!) : null;
  return {
    organizationId: org.id, name: org.name, nature: org.nature, parentId: org.parentId, collegeId: p.collegeId ?? org.collegeId, founderIds: [],
    activityCount: counts?.activityCount ?? null, memberCount: counts?.memberCount ?? null, auditOrgId: org.parentId,
  };
}

/** Advisor: a staff user of the school; college: the school's. */
async function checkPeople(db: Db, schoolId: number, p: Fields): Promise<void> {
  if (p.advisorId !== undefined) {
    const u = await repo.findUser(db, schoolId, p.advisorId);
    if (!u || isStudentIdentity(u.identity)) throw fieldError('advisorId', '指导教师必须是本校教职工');
  }
  if (p.collegeId !== undefined && (await repo.collegeName(db, schoolId, p.collegeId)) === undefined) throw fieldError('collegeId', '学院不存在');
}

async function check(db: Db, caller: Caller, p: Fields, exceptId?: number): Promise<Checked> {
  await checkPeople(db, caller.schoolId, p);
  return p.kind === OrgApplyKind.CREATE ? checkCreate(db, caller, p, exceptId) : checkExisting(db, caller, p, exceptId);
}

const columns = (p: Fields, c: Checked) => ({
  organizationId: c.organizationId, name: c.name, nature: c.nature, parentId: c.parentId, collegeId: c.collegeId, founderIds: c.founderIds,
  charter: p.charter ?? '', advisorId: p.advisorId ?? null, serviceArea: p.serviceArea ?? '',
  academicYear: p.kind === OrgApplyKind.REGISTER || p.kind === OrgApplyKind.YEAR ? p.academicYear! : null,
  activityCount: c.activityCount, memberCount: c.memberCount, financeSummary: p.financeSummary ?? '',
  requestedStar: p.kind === OrgApplyKind.APPRAISING ? p.requestedStar! : null, requestedExcellent: p.kind === OrgApplyKind.APPRAISING && !!p.requestedExcellent,
  reason: p.reason ?? '',
});

const taskName = (name: string, kind: number) => `${name} ${orgApplyKindLabels[kind]}`;

/**
 * POST /organization/lifecycle/apply OrgApplyParams → {id}: stored as 待审核 and submitted at step
 * 1 of the flow of its source type (5 for a volunteer team's 成立, 10–14 otherwise).
 */
export async function applyOrganization(db: Db, caller: Caller, p: OrgApplyParams, now = new Date()): Promise<{ id: number }> {
  await refuseOutsideWindow(db, caller.schoolId, p.kind, now);
  const c = await check(db, caller, p);
  const sourceType = sourceTypeOfApply(p.kind, c.nature);
  const id = await repo.insertApplication(db, { schoolId: caller.schoolId, kind: p.kind, sourceType, applicantId: caller.userId, status: OrgApplyStatus.PENDING, ...columns(p, c), createdAt: now });
  await submitForReview(db, { schoolId: caller.schoolId, sourceType, relationId: id, organizationId: c.auditOrgId, applicantId: caller.userId, taskName: taskName(c.name, p.kind), toStatus: OrgApplyStatus.PENDING, now });
  return { id };
}

/**
 * POST /organization/lifecycle/resubmit {id, …the fields} → {id}: the applicant corrects a
 * rejected application ('只有已驳回的申请可以修改后重新提交' otherwise; kind and organisation stay:
 * '参数错误: kind 不能修改') and it starts its flow again.
 */
export async function resubmitApplication(db: Db, caller: Caller, p: OrgResubmitParams, now = new Date()): Promise<{ id: number }> {
  const [row] = await repo.lockApplications(db, caller.schoolId, [p.id]);
  if (!row) throw badParams(M.notFound);
  if (row.applicantId !== caller.userId) throw noPermission();
  if (row.status !== OrgApplyStatus.REJECTED) throw badParams(M.onlyRejected);
  await refuseOutsideWindow(db, caller.schoolId, row.kind, now);
  if (p.kind !== row.kind) throw fieldError('kind', '不能修改');
  if (row.kind !== OrgApplyKind.CREATE && p.organizationId !== row.organizationId) throw fieldError('organizationId', '不能修改');
  const c = await check(db, caller, p, row.id);
  const sourceType = sourceTypeOfApply(row.kind, c.nature);
  await repo.updateApplication(db, caller.schoolId, row.id, { ...columns(p, c), sourceType, status: OrgApplyStatus.PENDING, opinion: '', decidedBy: null, decidedAt: null });
  await submitForReview(db, {
    schoolId: caller.schoolId, sourceType, relationId: row.id, organizationId: c.auditOrgId, applicantId: caller.userId, taskName: taskName(c.name, row.kind),
    fromStatus: OrgApplyStatus.REJECTED, toStatus: OrgApplyStatus.PENDING, action: 'resubmit', now,
  });
  return { id: row.id };
}
