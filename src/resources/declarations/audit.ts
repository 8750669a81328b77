/**
 * The declaration review decision (spec §4 "Declarations can be passed or rejected singly or in
 * batch for the same project"): the body of the provider's auditDeclarations (POST /declare/audit
 * {ids, result: 1 pass | 2 reject, opinion?} → DeclarationAuditResult) and what to say afterwards.
 */
import type { DeclarationAuditInput, DeclarationAuditResult } from '../../../common/declarations';
import { REVIEW_DECISION_CODES, type PassOrReject } from '../../../common/review';

export type Decision = PassOrReject;

/** The POST /declare/audit body of a decision on `ids` (a blank opinion is left out). */
export function declarationAuditInput(ids: number[], decision: Decision, opinion: string): DeclarationAuditInput {
  return { ids, result: REVIEW_DECISION_CODES[decision], ...(opinion ? { opinion } : {}) };
}

/** True when the rows of `ids` (by `projectOf`) belong to more than one project. */
export function spansProjects(ids: readonly unknown[], projectOf: (id: unknown) => number | undefined): boolean {
  const projects = new Set(ids.map(projectOf).filter((p) => p !== undefined));
  return projects.size > 1;
}

/** The notification of a decision: its i18n key and arguments. */
export function doneMessage(decision: Decision, reply: DeclarationAuditResult | null | undefined, asked: number): [string, Record<string, number>] {
  const count = reply?.count ?? asked;
  if (decision === 'reject') return ['declarations.audit.done_reject', { count: reply?.rejected ?? count }];
  const approved = reply?.approved ?? 0;
  const advanced = reply?.advanced ?? 0;
  // Name only what happened: every one approved, every one moved on, or some of each.
  const key = advanced === 0 ? 'done_pass' : approved === 0 ? 'done_advanced' : 'done_pass_mixed';
  return [`declarations.audit.${key}`, { count, approved, advanced }];
}
