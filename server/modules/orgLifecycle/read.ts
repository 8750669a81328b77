/**
 * Reading organisation applications and organisations' lifecycle (issue 19): the staff list
 * (组织申请, module 410), the applicant's own list (我的组织, 1007), one application with its history,
 * one organisation's lifecycle facts with members and every application's history, and the counts a
 * 年审 reports. Another school's id is '申请不存在' / '组织不存在' (10002): queries are school-scoped.
 */
import { SourceType } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import {
  ORG_LIFECYCLE_MESSAGES as M, OrgApplyKind, orgActionLabels, orgApplyKindLabels, orgApplyStatusLabels, orgReviewPaths, orgStatusLabels,
  type OrgApplicationDetail, type OrgApplicationRow, type OrgLifecycleDetail, type OrgLifecycleInfo, type OrgMemberBrief, type OrgYearSummary,
} from '../../../common/orgLifecycle.js';
import type { OrgApplicationListParams } from '../../../common/schemas/orgLifecycle.js';
import { formatDateTime } from '../../../common/time.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Db } from '../../db/db.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { auditHistory } from '../audits/history.js';
import { isTaskAuditor, openTaskOf } from '../audits/engine.js';
import { organizationOf } from '../organizations/service.js';
import { leads, reachOf, reaches, type Caller } from './access.js';
import * as repo from './repository.js';

type RawRow = { id: number; kind: number; sourceType: number; status: number; organizationId: number | null; nature: number; academicYear: number | null; opinion: string; createdAt: Date; name: string; applicantName: string };

/** A stored row as the wire row. */
export const toApplicationRow = (r: RawRow): OrgApplicationRow => ({
  id: r.id, kind: r.kind, kindName: orgApplyKindLabels[r.kind] ?? '', sourceType: r.sourceType, status: r.status, statusName: orgApplyStatusLabels[r.status] ?? '',
  organizationId: r.organizationId, name: r.name, nature: r.nature, academicYear: r.academicYear, applicantName: r.applicantName,
  applyTime: formatDateTime(r.createdAt)!, opinion: r.opinion,
});

/** The history of an application: a 成立 may have moved between 5 (team) and 10 when resubmitted with another nature. */
export const historyOf = (db: Db, schoolId: number, kind: number, sourceType: number, id: number) =>
  auditHistory(db, schoolId, kind === OrgApplyKind.CREATE ? [SourceType.VOLUNTEER_TEAM, SourceType.ORG_CREATE] : [sourceType], id, (a) => orgActionLabels[a] ?? a);

/**
 * GET /organization/lifecycle/list {current, size, kind?, status?, name?, organizationId?} →
 * {list: OrgApplicationRow[], total}, newest first: the applications of the natures the caller
 * manages within their data scope.
 */
export async function listApplications(db: Db, caller: Caller, p: OrgApplicationListParams): Promise<Page<OrgApplicationRow>> {
  const reach = await reachOf(db, caller);
  const { rows, total } = await repo.findApplicationPage(db, caller.schoolId, { ...p, reach }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toApplicationRow), total };
}

/** GET /organization/lifecycle/mine {current, size, status?} → the caller's own applications, newest first. */
export async function myApplications(db: Db, caller: Caller, p: { current: number; size: number; status?: number }): Promise<Page<OrgApplicationRow>> {
  const { rows, total } = await repo.findApplicationPage(db, caller.schoolId, { applicantId: caller.userId, status: p.status }, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toApplicationRow), total };
}

const briefs = (rows: { id: number; name: string; code: string }[], ids: number[], leaderId: number | null): OrgMemberBrief[] =>
  ids.flatMap((id) => {
    const u = rows.find((r) => r.id === id);
    return u ? [{ userId: id, name: u.name, code: u.code, isLeader: id === leaderId }] : [];
  });

/**
 * GET /organization/lifecycle/detail {id} → OrgApplicationDetail with its history. Readers: the
 * applicant, holders of its review module, staff reaching its organisation, the open step's
 * auditors; else 10003. 10002 '申请不存在'.
 */
export async function applicationDetail(db: Db, caller: Caller, id: number): Promise<OrgApplicationDetail> {
  const row = await repo.findApplication(db, caller.schoolId, id);
  if (!row) throw badParams(M.notFound);
  const task = await openTaskOf(db, caller.schoolId, row.sourceType, row.id);
  const canAudit = !!task && isTaskAuditor(task, caller.userId) && (await hasPermission(db, caller, orgReviewPaths[row.sourceType]));
  const mayRead = row.applicantId === caller.userId || canAudit || (await hasPermission(db, caller, orgReviewPaths[row.sourceType]))
    || reaches(await reachOf(db, caller), { id: row.organizationId, nature: row.nature, collegeId: row.collegeId, parentId: row.parentId });
  if (!mayRead) throw noPermission();
  const people = await repo.usersBrief(db, caller.schoolId, [row.applicantId, ...row.founderIds, ...(row.advisorId ? [row.advisorId] : [])]);
  const listed = await repo.findApplicationRow(db, caller.schoolId, row.id);
  return {
    ...toApplicationRow(listed),
    parentId: row.parentId, charter: row.charter, advisorId: row.advisorId, advisorName: people.find((u) => u.id === row.advisorId)?.name ?? '',
    serviceArea: row.serviceArea, collegeId: row.collegeId, collegeName: row.collegeId ? ((await repo.collegeName(db, caller.schoolId, row.collegeId)) ?? '') : '',
    founders: briefs(people, row.founderIds, row.founderIds[0] ?? null), activityCount: row.activityCount, memberCount: row.memberCount,
    financeSummary: row.financeSummary, requestedStar: row.requestedStar, requestedExcellent: row.requestedExcellent, reason: row.reason,
    canAudit, canResubmit: row.applicantId === caller.userId && row.status === 3,
    history: await historyOf(db, caller.schoolId, row.kind, row.sourceType, row.id),
  };
}

type RawInfo = Omit<OrgLifecycleInfo, 'statusName' | 'memberCount' | 'createdAt'> & { memberCount: number | null; createdAt: Date };

/** A stored organisation as lifecycle facts. */
export const toLifecycleInfo = (r: RawInfo): OrgLifecycleInfo => ({
  ...r, statusName: orgStatusLabels[r.status] ?? '', memberCount: Number(r.memberCount ?? 0), createdAt: formatDateTime(r.createdAt)!,
});

/**
 * GET /organization/lifecycle/organization {id} → OrgLifecycleDetail: status, rating, advisor,
 * charter, members, its applications and all their history (oldest first). Readers: its leaders and
 * staff who reach it (else 10003); 10002 '参数错误: id 组织不存在'.
 */
export async function organizationLifecycle(db: Db, caller: Caller, id: number, extraReaders: string[] = []): Promise<OrgLifecycleDetail> {
  const org = await organizationOf(db, caller.schoolId, id);
  let may = (await leads(db, caller, id)) || reaches(await reachOf(db, caller), org);
  for (const path of extraReaders) may ||= await hasPermission(db, caller, path);
  if (!may) throw noPermission();
  const info = await repo.lifecycleRows(db, caller.schoolId).where('o.id', '=', id).executeTakeFirstOrThrow();
  const apps = await repo.findApplicationPage(db, caller.schoolId, { organizationId: id }, { limit: 100, offset: 0 });
  const history = (await Promise.all(apps.rows.map((a) => historyOf(db, caller.schoolId, a.kind, a.sourceType, a.id)))).flat().sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
  const members = await repo.memberBriefs(db, caller.schoolId, id);
  return {
    ...toLifecycleInfo(info),
    members: members.map((m) => ({ userId: m.userId, name: m.name, code: m.code, isLeader: m.isLeader })),
    applications: apps.rows.map(toApplicationRow),
    history,
  };
}

/** GET /organization/lifecycle/year/summary {organizationId, academicYear} → the counts a 年审 would report. Leaders and staff who reach it. */
export async function yearSummary(db: Db, caller: Caller, organizationId: number, academicYear: number): Promise<OrgYearSummary> {
  const org = await organizationOf(db, caller.schoolId, organizationId, 'organizationId');
  if (!(await leads(db, caller, org.id)) && !reaches(await reachOf(db, caller), org)) throw noPermission();
  return repo.yearCounts(db, caller.schoolId, organizationId, academicYear);
}

/** GET /organization/lifecycle/options → the organisations the caller may apply for: those they lead and (staff) those they reach, active ones, by name. */
export async function applyOptions(db: Db, caller: Caller): Promise<{ id: number; name: string; nature: number }[]> {
  const reach = await reachOf(db, caller);
  const led = new Set(await repo.ledBy(db, caller.schoolId, caller.userId));
  const rows = await repo.lifecycleRows(db, caller.schoolId).where('o.status', '=', 1).orderBy('o.name').execute();
  return rows
    .filter((o) => led.has(o.id) || reaches(reach, o))
    .slice(0, 500)
    .map((o) => ({ id: o.id, name: o.name, nature: o.nature }));
}
