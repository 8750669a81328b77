/**
 * Params of the vote endpoints (issue 21 "Votes"; spec §2 /vote). A failing field replies 10002
 * naming it ('参数错误: <field> …') or with VOTE_MESSAGES' own text. Routes: server/modules/votes/routes.ts.
 */
import { z } from 'zod';
import { PASS_OR_REJECT } from '../review.js';
import { VOTE_LIMITS as L, VOTE_SCOPES, VOTE_STATUSES } from '../votes.js';
import { idList, oneOf } from './audits.js';
import { wireTime } from './activities.js';
import { int, limitedOptionalText, limitedText, MALFORMED, optionalInt, optionalText } from './fields.js';
import { pageFields } from './paging.js';

export const voteIdParams = z.object({ id: int({ min: 1 }) });
export type VoteIdParams = z.output<typeof voteIdParams>;

const candidate = z.object({
  name: limitedText('候选人姓名', L.candidateName),
  statement: limitedOptionalText('候选人介绍', L.statement),
  fileId: optionalInt({ min: 1 }),
});

/** The vote form (发起投票 / 编辑): the window in 'YYYY-MM-DD HH:mm' (China time). */
const voteShape = {
  title: limitedText('标题', L.title),
  description: limitedOptionalText('说明', L.description),
  scopeType: int({ min: 1, max: VOTE_SCOPES.length }),
  /** The college (scopeType 2) or class (3); absent for the whole school. */
  scopeId: optionalInt({ min: 1 }),
  maxChoices: int({ min: 1, max: L.candidatesMax }),
  startTime: wireTime('startTime'),
  endTime: wireTime('endTime'),
  candidates: z.array(candidate, { message: MALFORMED }).max(L.candidatesMax, { message: MALFORMED }),
};
type VoteForm = z.output<z.ZodObject<typeof voteShape>>;
const formRules = (v: VoteForm, ctx: z.RefinementCtx) => {
  if (v.startTime >= v.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: '参数错误: endTime 结束时间须晚于开始时间' });
  if (v.scopeType !== 1 && v.scopeId === undefined) ctx.addIssue({ code: 'custom', path: ['scopeId'], message: '参数错误: scopeId 请选择投票范围' });
  if (v.candidates.length < L.candidatesMin) ctx.addIssue({ code: 'custom', path: ['candidates'], message: `参数错误: candidates 至少${L.candidatesMin}名候选人` });
  else if (v.maxChoices > v.candidates.length) ctx.addIssue({ code: 'custom', path: ['maxChoices'], message: '参数错误: maxChoices 不能超过候选人数' });
};
export const voteSaveParams = z.object(voteShape).superRefine(formRules);
export type VoteSaveParams = z.output<typeof voteSaveParams>;
export const voteEditParams = z.object({ id: int({ min: 1 }), ...voteShape }).superRefine(formRules);
export type VoteEditParams = z.output<typeof voteEditParams>;

export const voteListParams = z.object({
  ...pageFields,
  title: optionalText({ max: 50 }),
  status: optionalInt({ min: 1, max: VOTE_STATUSES.length }),
});
export type VoteListParams = z.output<typeof voteListParams>;

export const voteQueueParams = z.object({
  ...pageFields,
  title: optionalText({ max: 50 }),
  scope: optionalText({ max: 4 }).refine((v) => v === undefined || v === 'mine' || v === 'all', { message: MALFORMED }),
});
export type VoteQueueParams = z.output<typeof voteQueueParams>;

export const voteAuditParams = z.object({ ids: idList(), result: oneOf(PASS_OR_REJECT), opinion: optionalText({ max: 500 }) });
export type VoteAuditParams = z.output<typeof voteAuditParams>;

/** A ballot: 1–N candidates of the vote. */
export const ballotParams = z.object({
  voteId: int({ min: 1 }),
  candidateIds: z.array(int({ min: 1 }), { message: MALFORMED }).max(L.candidatesMax, { message: MALFORMED }),
}).superRefine((v, ctx) => {
  if (v.candidateIds.length === 0) ctx.addIssue({ code: 'custom', path: ['candidateIds'], message: '参数错误: candidateIds 请至少选择1名候选人' });
});
export type BallotParams = z.output<typeof ballotParams>;
