/**
 * The yearly selection of outstanding members and cadres (issue 20; /ideology/advanced/party:
 * 优秀党员, /ideology/advanced/group: 优秀团员, 优秀团干部, 先进团支部): a campaign with its dates,
 * nominations until nominateEnd, each reviewed through the flow of kind 18 (source type 18), the
 * approved ones shown during the publicity window (公示), and the result published after it.
 * Phase: 1 提名中 (to nominateEnd), 2 审核中 (to publicityStart), 3 公示中, 4 待公布, 5 已公布.
 */
import { SourceType } from '../../../common/sourceTypes.js';
import { chinaToday } from '../../../common/terms.js';
import type { Page } from '../../../common/envelope.js';
import {
  ApplicationStatus, applicationStatusLabels, BRANCH_CATEGORY, categoriesOfKind, IDEOLOGY_MSG, selectionCategoryLabels, selectionPhaseLabels,
  type NominationQueueRow, type NominationRow, type SelectionRow,
} from '../../../common/ideology.js';
import type { DecisionParams, NominateParams, SelectionInput } from '../../../common/schemas/ideology.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import { decideReviewStep, submitForReview } from '../audits/subject.js';
import { decideEach, queueAuditor } from './access.js';
import { branchOf } from './members.js';
import { findUser } from './repositories/members.js';
import * as repo from './repositories/selections.js';

type Caller = { schoolId: number; userId: number };
const SOURCE = SourceType.ADVANCED_SELECTION;
const STATUSES = { pending: ApplicationStatus.PENDING, approved: ApplicationStatus.APPROVED, rejected: ApplicationStatus.REJECTED, refused: ApplicationStatus.REFUSED };

/** The campaign's phase on `today` ('YYYY-MM-DD'). */
export function phaseOf(s: { nominateEnd: string; publicityStart: string; publicityEnd: string; publishedAt: Date | null }, today: string): number {
  if (s.publishedAt) return 5;
  if (today <= s.nominateEnd) return 1;
  if (today < s.publicityStart) return 2;
  if (today <= s.publicityEnd) return 3;
  return 4;
}

const toSelection = (r: repo.SelectionRaw, today: string): SelectionRow => {
  const phase = phaseOf(r, today);
  return {
    id: r.id, kind: r.kind, year: r.year, title: r.title, nominateEnd: r.nominateEnd, publicityStart: r.publicityStart, publicityEnd: r.publicityEnd,
    phase, phaseName: selectionPhaseLabels[phase]!, nominations: Number(r.nominations), approved: Number(r.approved),
  };
};

const toNomination = (r: repo.NominationRaw): NominationRow => ({
  id: r.id, selectionId: r.selectionId, selectionTitle: r.selectionTitle, category: r.category, categoryName: selectionCategoryLabels[r.category] ?? '',
  nominee: r.nominee, userId: r.userId, branchId: r.branchId, reason: r.reason, status: r.status, statusName: applicationStatusLabels[r.status] ?? '',
  awarded: !!r.publishedAt && r.status === ApplicationStatus.APPROVED,
});

/** GET …/selection/list {current, size, name?} → the kind's campaigns, newest year first. */
export async function listSelections(db: Db, schoolId: number, kind: number, p: { current: number; size: number; name?: string }, now = new Date()): Promise<Page<SelectionRow>> {
  const { rows, total } = await repo.findSelectionPage(db, schoolId, kind, p.name, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => toSelection(r, chinaToday(now))) };
}

async function selectionOf(db: Db, schoolId: number, kind: number, id: number) {
  const s = await repo.findSelection(db, schoolId, id);
  if (!s || s.kind !== kind) throw badParams(IDEOLOGY_MSG.selectionUnknown);
  return s;
}

/** POST …/selection/add {year, title, nominateEnd, publicityStart, publicityEnd} → {id}; 10002 '参数错误: title 已存在同名评选'. */
export async function addSelection(db: Db, schoolId: number, kind: number, p: SelectionInput): Promise<{ id: number }> {
  if (await repo.selectionTaken(db, schoolId, kind, p.year, p.title)) throw fieldError('title', IDEOLOGY_MSG.selectionTaken);
  return { id: await repo.insertSelection(db, { schoolId, kind, ...p }) };
}

/** POST …/selection/publish {id} → SelectionRow: after the publicity window only (10002 '公示期尚未结束', '结果已公布'). */
export async function publishSelection(db: Db, schoolId: number, kind: number, id: number, now = new Date()): Promise<SelectionRow> {
  const s = await selectionOf(db, schoolId, kind, id);
  const phase = phaseOf(s, chinaToday(now));
  if (phase === 5) throw badParams(IDEOLOGY_MSG.published);
  if (phase !== 4) throw badParams(IDEOLOGY_MSG.publicityOpen);
  await repo.updateSelection(db, schoolId, id, { publishedAt: now });
  return toSelection((await repo.findSelection(db, schoolId, id))!, chinaToday(now));
}

/**
 * POST …/nominate {selectionId, category, userId? | branchId?, reason} → {id}: a nomination into the
 * review (kind 18) while the campaign nominates. 10002 '提名已截止', '参数错误: category 该评选不含此类别',
 * '请选择被提名人', '该对象已被提名'.
 */
export async function nominate(db: Db, caller: Caller, kind: number, p: NominateParams, now = new Date()): Promise<{ id: number }> {
  const s = await selectionOf(db, caller.schoolId, kind, p.selectionId);
  if (phaseOf(s, chinaToday(now)) !== 1) throw badParams(IDEOLOGY_MSG.nominationClosed);
  if (!categoriesOfKind[kind]!.includes(p.category)) throw fieldError('category', IDEOLOGY_MSG.categoryKind);
  const byBranch = p.category === BRANCH_CATEGORY;
  const userId = byBranch ? null : (p.userId ?? null);
  const branchId = byBranch ? (p.branchId ?? null) : null;
  if (userId === null && branchId === null) throw fieldError(byBranch ? 'branchId' : 'userId', IDEOLOGY_MSG.nomineeMissing);
  if (userId !== null && !(await findUser(db, caller.schoolId, userId))) throw fieldError('userId', IDEOLOGY_MSG.userUnknown);
  if (branchId !== null) await branchOf(db, caller.schoolId, branchId, 1);
  if (await repo.nomineeTaken(db, caller.schoolId, { selectionId: s.id, category: p.category, userId, branchId })) throw badParams(IDEOLOGY_MSG.nominationExists);
  const id = await repo.insertNomination(db, { schoolId: caller.schoolId, selectionId: s.id, category: p.category, userId, branchId, reason: p.reason, nominatedBy: caller.userId, createdAt: now });
  const n = (await repo.findNomination(db, caller.schoolId, id))!;
  await submitForReview(db, {
    schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, organizationId: branchId, applicantId: caller.userId,
    taskName: `${s.title} · ${selectionCategoryLabels[p.category]} · ${n.nominee}`, toStatus: ApplicationStatus.PENDING, now,
  });
  return { id };
}

/**
 * GET …/nomination/list {current, size, selectionId?, status?} → nominations of the kind. During the
 * publicity window the approved ones are the 公示 list; after publishing, `awarded` marks the result.
 */
export async function listNominations(db: Db, schoolId: number, kind: number, p: { current: number; size: number; selectionId?: number; status?: number }): Promise<Page<NominationRow>> {
  const { rows, total } = await repo.findNominationPage(db, schoolId, { kind, ...p }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map(toNomination) };
}

/** GET …/nomination/audit/list {current, size, scope?} → nominations at the caller's review step. */
export async function nominationQueue(db: Db, caller: Caller, kind: number, p: { current: number; size: number; scope?: string }): Promise<Page<NominationQueueRow>> {
  const { rows, total } = await repo.findNominationQueue(db, caller.schoolId, { sourceType: SOURCE, kind, auditorId: await queueAuditor(db, caller, p.scope) }, { limit: p.size, offset: pageOffset(p) });
  return { total, list: rows.map((r) => ({ ...toNomination(r), taskId: r.taskId, stepNo: r.stepNo, stepCount: r.stepCount, stepName: r.stepName })) };
}

/** POST …/nomination/audit {ids, result, opinion?} → {done}: all or none, naming the nominee on a refusal. */
export async function decideNominations(trx: Trx, caller: Caller, kind: number, p: DecisionParams, now = new Date()): Promise<{ done: number }> {
  return decideEach(trx, caller, p.ids, async (id, asAdmin, named) => {
    const n = await repo.lockNomination(trx, caller.schoolId, id);
    const row = n && (await repo.findNomination(trx, caller.schoolId, id));
    if (!n || !row || row.kind !== kind) throw badParams(`${IDEOLOGY_MSG.selectionUnknown}(编号${id})`);
    named(row.nominee);
    const { outcome, status } = await decideReviewStep(trx, {
      schoolId: caller.schoolId, sourceType: SOURCE, relationId: id, auditorId: caller.userId, asAdmin, decision: p.result,
      opinion: p.opinion ?? '', fromStatus: n.status, statuses: STATUSES, now,
    });
    if (outcome !== 'advanced') await repo.updateNomination(trx, caller.schoolId, id, { status });
  });
}
