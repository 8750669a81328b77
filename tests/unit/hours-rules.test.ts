/** The hours arithmetic of spec §1 (common/hoursRules.ts): caps, deadlines, display; the verdict is in hours-requirements.test.ts. */
import { describe, expect, it } from 'vitest';
import {
  applyTermCap, capForGrant, DEFAULT_HOURS_RULES as R, formatHours, fromHundredths, hoursRuleText,
  makeUpDeadline, toHundredths,
} from '../../common/hoursRules.js';

describe('exact hours arithmetic', () => {
  it('parses and prints hundredths without float drift', () => {
    expect(toHundredths('0.1') + toHundredths('0.2')).toBe(30);
    expect(fromHundredths(toHundredths('0.1') + toHundredths('0.2'))).toBe('0.30');
    expect(toHundredths(12.5)).toBe(1250);
    expect(toHundredths('-3.25')).toBe(-325);
    expect(toHundredths('1.005')).toBe(101);
    expect(fromHundredths(-5)).toBe('-0.05');
    expect(() => toHundredths('abc')).toThrow();
  });
});

describe('capForGrant', () => {
  it('caps campus culture at 30 per term and summer/winter practice at 20; regular-term practice is uncapped', () => {
    expect(capForGrant({ capGroup: 'campusCulture', termKind: 1 }, R)).toBe(30);
    expect(capForGrant({ capGroup: 'campusCulture', termKind: 2 }, R)).toBe(30);
    expect(capForGrant({ capGroup: 'socialPractice', termKind: 2 }, R)).toBe(20);
    expect(capForGrant({ capGroup: 'socialPractice', termKind: 3 }, R)).toBe(20);
    expect(capForGrant({ capGroup: 'socialPractice', termKind: 1 }, R)).toBeNull();
    expect(capForGrant({ capGroup: null, termKind: 2 }, R)).toBeNull();
    expect(capForGrant({ capGroup: 'socialPractice', termKind: 3 }, { ...R, winterPracticeTermCap: 15 })).toBe(15);
  });
});

describe('applyTermCap', () => {
  it('grants what fits under the cap, never negative, exactly', () => {
    expect(applyTermCap('12', '25', 30)).toBe('5.00');
    expect(applyTermCap('4.5', '10', 30)).toBe('4.50');
    expect(applyTermCap('8', '30', 30)).toBe('0.00');
    expect(applyTermCap('8', '35', 30)).toBe('0.00');
    expect(applyTermCap('0.3', '29.9', 30)).toBe('0.10');
    expect(applyTermCap('50', '0', null)).toBe('50.00');
    expect(applyTermCap('-2', '0', 30)).toBe('0.00');
  });
});

describe('makeUpDeadline', () => {
  it('is the end of May of the final year', () => {
    expect(makeUpDeadline(2021, 4)).toBe('2025-05-31');
    expect(makeUpDeadline(2022, 5)).toBe('2027-05-31');
    expect(makeUpDeadline(2023, 3, { makeUpMonth: 6 })).toBe('2026-06-30');
  });
});

describe('formatHours', () => {
  it('rounds half-up to the school’s decimal places', () => {
    // [hours, decimal places, text]
    const cases: [string | number, number, string][] = [['12.345', 2, '12.35'], ['12.34', 1, '12.3'], ['12.35', 1, '12.4'], ['12.5', 0, '13'], [3, 2, '3.00'], ['1.5', 3, '1.500'], ['-0.04', 1, '0.0']];
    for (const [hours, places, text] of cases) expect(formatHours(hours, places), `${hours} at ${places}`).toBe(text);
  });
});

describe('hoursRuleText', () => {
  it('states the spec §1 rule from the default numbers', () => {
    expect(hoursRuleText(R)).toBe(
      '第二课堂课程需在第1-3学年内修满至少200学时,获得2学分,其中校园活动不少于80学时,社会实践不少于100学时。' +
        '参加校园文化活动每学期最多计30个实践学时;暑期社会实践每学期最多计20学时,寒假社会实践每学期最多计20学时。' +
        '研究生学时仅作记录,不计学分。学时不足者可在最后一学年5月前补足。',
    );
  });
  it('follows a school’s own numbers', () => {
    const text = hoursRuleText({ ...R, requiredHours: 160, campusCultureTermCap: 24.5 });
    expect(text).toContain('至少160学时');
    expect(text).toContain('最多计24.5个实践学时');
  });
});
