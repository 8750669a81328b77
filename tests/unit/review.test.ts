import { describe, expect, it } from 'vitest';
import { decisionOfCode, REVIEW_DECISION_CODES, REVIEW_DECISIONS } from '../../common/review.js';
import { auditParams } from '../../common/schemas/declarations.js';
import { firstAuditParams } from '../../common/schemas/audits.js';
import { reportAuditParams, reviewParams } from '../../common/schemas/participation.js';
import { appealAuditParams } from '../../common/schemas/blacklist.js';
import { MALFORMED } from '../../common/schemas/fields.js';
import { DECLARATION_MESSAGES } from '../../common/declarations.js';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('the review-decision enum', () => {
  it('maps each decision to its numeric form and back', () => {
    for (const d of REVIEW_DECISIONS) expect(decisionOfCode(REVIEW_DECISION_CODES[d])).toBe(d);
    expect(decisionOfCode(0)).toBeUndefined();
    expect(decisionOfCode(4)).toBeUndefined();
  });

  it('reads POST /declare/audit result 1 / 2 as pass / reject and refuses any other code', () => {
    expect(auditParams.parse({ ids: [1], result: 1 }).result).toBe('pass');
    expect(auditParams.parse({ ids: '1', result: '2', opinion: '材料不全' }).result).toBe('reject');
    expect(messages(auditParams.safeParse({ ids: [1], result: 3 }))).toEqual([MALFORMED]);
    expect(messages(auditParams.safeParse({ ids: [1], result: 'pass' }))).toEqual([MALFORMED]);
    expect(messages(auditParams.safeParse({ ids: [1], result: 2 }))).toEqual([DECLARATION_MESSAGES.rejectReason]);
  });

  it('keeps each endpoint to its own subset of decisions', () => {
    expect(firstAuditParams.safeParse({ ids: [1], result: 'reject' }).success).toBe(true);
    expect(firstAuditParams.safeParse({ ids: [1], result: 'refuse' }).success).toBe(false);
    expect(appealAuditParams.safeParse({ ids: [1], result: 'refuse' }).success).toBe(false);
    expect(reviewParams.safeParse({ id: 1, userIds: [2], result: 'refuse' }).success).toBe(true);
    expect(reviewParams.safeParse({ id: 1, userIds: [2], result: 'reject' }).success).toBe(false);
    for (const result of REVIEW_DECISIONS) expect(reportAuditParams.safeParse({ ids: [1], result }).success).toBe(true);
  });
});
