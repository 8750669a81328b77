/**
 * The one review-decision enum (issue 15 step 4; spec §4 activity lifecycle). Every review endpoint
 * and service speaks ReviewDecision; each endpoint accepts the subset the spec gives it:
 * - 'pass'   approve: the step advances, after the last step the subject is approved;
 * - 'reject' send back with a required reason: the applicant may correct and resubmit;
 * - 'refuse' turn down for good with a reason: a completion report refused means the activity
 *   failed (no credits); an enrollment refused by the organiser gets no seat.
 *
 * Subsets on the wire: POST /activity/audit/first and /blacklist/appeal/audit pass|reject,
 * /activity/enroll/review pass|refuse, /activity/report/audit all three, and /declare/audit the
 * numeric form 1 pass | 2 reject (REVIEW_DECISION_CODES, also audit_tasks.result).
 */

export const REVIEW_DECISIONS = ['pass', 'reject', 'refuse'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Activity first audit, declaration audit, blacklist appeal audit. */
export const PASS_OR_REJECT = ['pass', 'reject'] as const satisfies readonly ReviewDecision[];
export type PassOrReject = (typeof PASS_OR_REJECT)[number];

/** The organiser's enrollment review. */
export const PASS_OR_REFUSE = ['pass', 'refuse'] as const satisfies readonly ReviewDecision[];
export type PassOrRefuse = (typeof PASS_OR_REFUSE)[number];

/** The numeric form: POST /declare/audit's `result` (1 pass, 2 reject) and audit_tasks.result (1–3). */
export const REVIEW_DECISION_CODES = { pass: 1, reject: 2, refuse: 3 } as const satisfies Record<ReviewDecision, number>;
export type ReviewDecisionCode<D extends ReviewDecision = ReviewDecision> = (typeof REVIEW_DECISION_CODES)[D];

/** The decision of a numeric code, or undefined for any other value. */
export function decisionOfCode(code: number): ReviewDecision | undefined {
  return REVIEW_DECISIONS.find((d) => REVIEW_DECISION_CODES[d] === code);
}
