/**
 * Activity templates (issue 4 "Create, edit, copy, and templates"; spec §2 /communist activity
 * templates): an activity row with is_template set — never listed, never reviewed, no windows of
 * its own (the launch form fills them). Visible to and changeable by an activity administrator,
 * its creator, or a leader of its organisation; another school's id is 10002 '模板不存在'.
 */
import { randomBytes } from 'node:crypto';
import type { TemplateForm, TemplateRow } from '../../../common/activities.js';
import type { Page } from '../../../common/envelope.js';
import type { Session } from '../../auth/sessions.js';
import { badParams, noPermission } from '../../protocol/errors.js';
import { formatDateTime } from '../../../common/time.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Db } from '../../db/db.js';
import { isActivityAdmin, launchableOrganizations } from './access.js';
import { attachmentsOf } from './detail.js';
import { checkReferences } from './references.js';
import { decimal2 } from './rows.js';
import type { TemplateSaveParams } from '../../../common/schemas/activities.js';
import { insertActivity, replaceAttachments, updateActivity } from './repositories/activities.js';
import { deleteTemplate as deleteTemplateRow, findTemplate, findTemplates } from './repositories/templates.js';
import { activityValues } from './service.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;

export type { TemplateForm, TemplateRow };

/** null = every template (activity admin), else the organisations whose templates the caller sees. */
async function visibleOrganizations(db: Db, caller: Caller): Promise<number[] | null> {
  if (await isActivityAdmin(db, caller)) return null;
  return launchableOrganizations(db, caller);
}

async function loadTemplate(db: Db, caller: Caller, id: number) {
  const t = await findTemplate(db, caller.schoolId, id);
  if (!t) throw badParams('模板不存在');
  const orgs = await visibleOrganizations(db, caller);
  if (orgs && t.createdBy !== caller.userId && !orgs.includes(t.organizationId)) throw noPermission('您没有使用该模板的权限');
  return t;
}

/** GET /activity/template/list {current, size, name?} → {list: TemplateRow[], total}, newest first. */
export async function listTemplates(db: Db, caller: Caller, p: { current: number; size: number; name?: string }): Promise<Page<TemplateRow>> {
  const orgs = await visibleOrganizations(db, caller);
  const visible = orgs === null ? null : { userId: caller.userId, organizationIds: orgs };
  const { rows, total } = await findTemplates(db, caller.schoolId, { name: p.name, visible }, { limit: p.size, offset: pageOffset(p) });
  return {
    total,
    list: rows.map((r) => ({ id: r.id, name: r.name, classifyName: r.classifyName, orgName: r.orgName, hours: decimal2(r.hours), createdAt: formatDateTime(r.createdAt)! })),
  };
}

/** POST /activity/template/save ActivityInput (+ id to overwrite) → {id}. References checked as for an activity. */
export async function saveTemplate(db: Db, caller: Caller, p: TemplateSaveParams, now = new Date()): Promise<{ id: number }> {
  const refs = await checkReferences(db, caller, p);
  const values = { ...activityValues(p, refs), capacity: p.capacity ?? 1, updatedAt: now };
  let id: number;
  if (p.id !== undefined) {
    id = (await loadTemplate(db, caller, p.id)).id;
    await updateActivity(db, caller.schoolId, id, values);
  } else {
    const row = await insertActivity(db, {
      ...values, schoolId: caller.schoolId, createdBy: caller.userId, isTemplate: true, stepNo: 0,
      enrollStart: now, enrollEnd: now, startTime: now, endTime: now, qrSecret: randomBytes(32).toString('hex'), createdAt: now,
    });
    id = row.id;
  }
  await replaceAttachments(db, caller.schoolId, id, refs.attachments);
  return { id };
}

/** POST /activity/template/delete {id} → null. */
export async function deleteTemplate(db: Db, caller: Caller, id: number): Promise<null> {
  const t = await loadTemplate(db, caller, id);
  await deleteTemplateRow(db, caller.schoolId, t.id);
  return null;
}

/** POST /activity/template/use {id} → TemplateForm (the launch form's fields; windows blank). */
export async function useTemplate(db: Db, caller: Caller, id: number): Promise<TemplateForm> {
  const t = await loadTemplate(db, caller, id);
  return {
    name: t.name, organizationId: t.organizationId, classifyId: t.classifyId, flowTemplateId: t.flowTemplateId,
    reportFlowTemplateId: t.reportFlowTemplateId, administratorId: t.administratorId, description: t.description,
    posterUrl: t.posterUrl, attachments: await attachmentsOf(db, caller.schoolId, t.id), limitType: t.limitType,
    hours: decimal2(t.hours), ecology: t.ecology, isRecommend: t.isRecommend, activityLevel: t.activityLevel, collegeId: t.collegeId,
    capacity: t.capacity, enrollStart: '', enrollEnd: '', startTime: '', endTime: '', address: t.address,
    latitude: t.latitude == null ? null : Number(t.latitude), longitude: t.longitude == null ? null : Number(t.longitude),
    radiusM: t.radiusM, enrollMode: t.enrollMode, signMode: t.signMode,
  };
}
