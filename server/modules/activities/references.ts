/**
 * Checks of what an activity (or template) refers to, all within the caller's school (issue 4):
 * the organisation (and that the caller may launch for it), the category, the two flows (enabled,
 * of kind 1 活动审核 and 2 结项审核, with at least one step), the administrator, the college,
 * the poster and the attachments (files uploaded to this school). 10002 messages name the field.
 */
import { ActivityLevel, type UploadedFile } from '../../../common/activities.js';
import type { Session } from '../../auth/sessions.js';
import { fieldError, noPermission } from '../../protocol/errors.js';
import { stepCountOf } from '../audits/engine.js';
import type { Db } from '../../db/db.js';
import { isActivityAdmin, launchableOrganizations } from './access.js';
import { launchableColleges } from './options.js';
import { collegeExists, findClassify, findFile, findFlow, findUser, organizationExists } from './repositories/references.js';

type Caller = Pick<Session, 'schoolId' | 'userId'>;
const FILE_URL = /^\/api\/files\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/;

export interface ReferenceInput {
  organizationId: number;
  classifyId: number;
  flowTemplateId: number;
  reportFlowTemplateId: number;
  administratorId?: number;
  activityLevel?: number;
  collegeId?: number | null;
  posterUrl?: string;
  attachments: { id?: number; url?: string; name?: string }[];
}

export interface CheckedReferences {
  administratorId: number;
  collegeId: number | null;
  limitTypeDefault: number;
  attachments: (UploadedFile & { fileId: number })[];
}

/** 10003 '只能为您负责的组织发起活动' unless the caller leads the organisation (or below) or is an activity admin. */
export async function assertMayLaunchFor(db: Db, caller: Caller, organizationId: number): Promise<void> {
  if ((await launchableOrganizations(db, caller)).includes(organizationId)) return;
  if (await isActivityAdmin(db, caller)) return;
  throw noPermission('只能为您负责的组织发起活动');
}

async function checkFlow(db: Db, schoolId: number, id: number, kind: number, field: string): Promise<void> {
  const flow = await findFlow(db, schoolId, id);
  if (!flow) throw fieldError(field, '审核流程不存在');
  if (flow.kind !== kind) throw fieldError(field, kind === 1 ? '必须是活动审核流程' : '必须是结项审核流程');
  if (!flow.enabled) throw fieldError(field, '审核流程未启用');
  if ((await stepCountOf(db, schoolId, id)) === 0) throw fieldError(field, '审核流程没有审核步骤');
}

/** Every reference checked (see the file comment); returns the resolved administrator, college and attachments. */
export async function checkReferences(db: Db, caller: Caller, p: ReferenceInput): Promise<CheckedReferences> {
  const { schoolId } = caller;
  if (!(await organizationExists(db, schoolId, p.organizationId))) throw fieldError('organizationId', '组织不存在');
  await assertMayLaunchFor(db, caller, p.organizationId);
  const classify = await findClassify(db, schoolId, p.classifyId);
  if (!classify) throw fieldError('classifyId', '分类不存在');
  await checkFlow(db, schoolId, p.flowTemplateId, 1, 'flowTemplateId');
  await checkFlow(db, schoolId, p.reportFlowTemplateId, 2, 'reportFlowTemplateId');
  const administratorId = p.administratorId ?? caller.userId;
  const admin = await findUser(db, schoolId, administratorId);
  if (!admin || admin.status !== 1) throw fieldError('administratorId', '活动负责人不存在');
  const collegeId = await checkCollege(db, caller, p);
  if (p.posterUrl) {
    const poster = await fileOf(db, schoolId, { url: p.posterUrl }, 'posterUrl');
    if (poster.type !== 1) throw fieldError('posterUrl', '海报必须是图片');
  }
  const attachments = [];
  for (const [i, item] of p.attachments.entries()) attachments.push(await fileOf(db, schoolId, item, `attachments.${i}`));
  return { administratorId, collegeId, limitTypeDefault: classify.limitType, attachments };
}

/**
 * Spec §3 activityLevel: a college-level activity (2 院级) names a college of the school that the
 * caller may pick (launchableColleges: a college-scoped caller only their colleges); a school-level
 * one (1, the default) stores none, whatever collegeId says. 10002 '参数错误: collegeId
 * 院级活动必须选择学院', '… 学院不存在', '… 只能选择您管理范围内的学院'.
 */
async function checkCollege(db: Db, caller: Caller, p: Pick<ReferenceInput, 'activityLevel' | 'collegeId'>): Promise<number | null> {
  if (p.activityLevel !== ActivityLevel.COLLEGE) return null;
  if (p.collegeId == null) throw fieldError('collegeId', '院级活动必须选择学院');
  if (!(await collegeExists(db, caller.schoolId, p.collegeId))) throw fieldError('collegeId', '学院不存在');
  if (!(await launchableColleges(db, caller)).some((c) => c.id === p.collegeId)) throw fieldError('collegeId', '只能选择您管理范围内的学院');
  return p.collegeId;
}

/** An uploaded file of the school named by its url '/api/files/<key>' or its id. */
async function fileOf(db: Db, schoolId: number, item: { id?: number; url?: string; name?: string }, field: string) {
  const key = item.url ? FILE_URL.exec(item.url)?.[1] : undefined;
  if (!key && item.id === undefined) throw fieldError(field, '文件不存在,请重新上传');
  const f = await findFile(db, schoolId, key ? { key } : { id: item.id! });
  if (!f) throw fieldError(field, '文件不存在,请重新上传');
  return { id: f.id, fileId: f.id, url: `/api/files/${f.storageKey}`, name: item.name || f.name, type: f.type as UploadedFile['type'], size: f.size };
}
