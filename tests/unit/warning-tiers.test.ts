/**
 * Tiered warnings (common/warningTiers.ts; issue 13 预警配置): academic years from 1 September China
 * time, the year of study of a cohort, the exact pace (requiredHours × min(years, creditYears) /
 * creditYears), the levels at and around their thresholds, tiers' validation, and properties over
 * generated paces: red implies below yellow, the level is monotone in the hours, and the exact
 * comparison agrees with rational arithmetic.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  academicYearStart, belowShare, expectedPace, paceHours, paceOfCohort, paceShareHundredths, tiersProblem, warningLevel, yearOfStudy,
  DEFAULT_WARNING_TIERS, type Pace,
} from '../../common/warningTiers.js';

const SET = { requiredHours: 200, creditYears: 3, postgraduateRecordOnly: true };
const TIERS = DEFAULT_WARNING_TIERS;

describe('academic years and years of study', () => {
  it('start on 1 September, China time', () => {
    expect(academicYearStart('2026-09-01')).toBe(2026);
    expect(academicYearStart('2026-08-31')).toBe(2025);
    expect(academicYearStart('2027-01-15')).toBe(2026);
    // 2026-08-31 16:30 UTC is already 1 September in China.
    expect(academicYearStart(new Date('2026-08-31T16:30:00Z'))).toBe(2026);
    expect(academicYearStart(new Date('2026-08-31T15:59:00Z'))).toBe(2025);
  });

  it('count the cohort’s entry year as year 1 (a 2025 student in November 2026 is in year 2)', () => {
    expect(yearOfStudy('2025', '2026-11-24')).toBe(2);
    expect(yearOfStudy('2026', '2026-11-24')).toBe(1);
    expect(yearOfStudy('2026', '2026-08-20')).toBe(0);
    expect(yearOfStudy('2021级', '2026-11-24')).toBe(6);
    expect(yearOfStudy('', '2026-11-24')).toBeNull();
    expect(yearOfStudy(null, '2026-11-24')).toBeNull();
  });
});

describe('the pace', () => {
  it('grows by requiredHours / creditYears a year and stops at requiredHours', () => {
    const day = '2026-11-24';
    expect(paceHours(expectedPace(SET, '2026', day))).toBe('66.67');
    expect(paceHours(expectedPace(SET, '2025', day))).toBe('133.33');
    expect(paceHours(expectedPace(SET, '2024', day))).toBe('200.00');
    expect(paceHours(expectedPace(SET, '2021', day))).toBe('200.00');
    expect(expectedPace(SET, '2025', day)).toEqual({ requiredHundredths: 20000, years: 2, creditYears: 3 });
    expect(paceHours(expectedPace({ requiredHours: 150.5, creditYears: 4 }, '2026', day))).toBe('37.63');
  });

  it('is none without a cohort year, for a record-only postgraduate, and zero before entry', () => {
    expect(expectedPace(SET, '', '2026-11-24')).toBeNull();
    expect(expectedPace(SET, '2025', '2026-11-24', true)).toBeNull();
    expect(expectedPace({ ...SET, postgraduateRecordOnly: false }, '2025', '2026-11-24', true)).not.toBeNull();
    expect(paceHours(expectedPace(SET, '2027', '2026-11-24'))).toBe('0.00');
    expect(paceHours(null)).toBeNull();
  });

  it('reads a set without credit years as the whole requirement', () => {
    expect(paceHours(expectedPace({ requiredHours: 200, creditYears: 0 }, '2026', '2026-11-24'))).toBe('200.00');
  });

  it('rounds shares half up for display only', () => {
    const pace = expectedPace(SET, '2026', '2026-11-24')!;
    expect(paceShareHundredths(pace, 60)).toBe(4000);
    expect(paceShareHundredths(pace, 30)).toBe(2000);
    expect(paceShareHundredths({ requiredHundredths: 20000, years: 2, creditYears: 3 }, 60)).toBe(8000);
    expect(paceShareHundredths({ requiredHundredths: 10001, years: 1, creditYears: 2 })).toBe(5001);
  });

  it('round-trips through the wire shape of a cohort', () => {
    expect(paceOfCohort({ requiredHours: '200.00', years: 2, creditYears: 3 })).toEqual({ requiredHundredths: 20000, years: 2, creditYears: 3 });
  });
});

describe('the level', () => {
  const year1 = expectedPace(SET, '2026', '2026-11-24')!; // 66.67: yellow below exactly 40, red below exactly 20
  it('is red below red% of the pace, yellow below yellow%, none from there on — exactly at the thresholds', () => {
    expect(warningLevel(0, year1, TIERS)).toBe('red');
    expect(warningLevel(1999, year1, TIERS)).toBe('red');
    expect(warningLevel(2000, year1, TIERS)).toBe('yellow');
    expect(warningLevel(3999, year1, TIERS)).toBe('yellow');
    expect(warningLevel(4000, year1, TIERS)).toBeNull();
    expect(warningLevel(100000, year1, TIERS)).toBeNull();
  });

  it('follows the school’s percentages and the student’s year', () => {
    const year2 = expectedPace(SET, '2025', '2026-11-24')!; // 133.33
    expect(warningLevel(7000, year2, TIERS)).toBe('yellow');
    expect(warningLevel(7000, year2, { yellowPercent: 90, redPercent: 60 })).toBe('red');
    expect(warningLevel(7000, year1, TIERS)).toBeNull();
  });

  it('is none without a pace, and nobody is below a zero pace', () => {
    expect(warningLevel(0, null, TIERS)).toBeNull();
    expect(warningLevel(0, expectedPace(SET, '2027', '2026-11-24'), TIERS)).toBeNull();
  });

  const paces = fc.record({
    requiredHundredths: fc.integer({ min: 0, max: 99_999_999 }),
    creditYears: fc.integer({ min: 1, max: 8 }),
    year: fc.integer({ min: 0, max: 12 }),
  }).map(({ requiredHundredths, creditYears, year }): Pace => ({ requiredHundredths, creditYears, years: Math.min(year, creditYears) }));
  const tiers = fc.tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ yellowPercent: Math.max(a, b), redPercent: Math.min(a, b) }));

  it('agrees with rational arithmetic, red implies below yellow, and more hours never raise the level', () => {
    const rank = { red: 2, yellow: 1, none: 0 } as const;
    fc.assert(
      fc.property(paces, tiers, fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 1_000_000 }), (pace, t, total, more) => {
        const level = warningLevel(total, pace, t);
        const share = (p: number) => (BigInt(pace.requiredHundredths) * BigInt(pace.years) * BigInt(p));
        const scaled = BigInt(total) * BigInt(pace.creditYears) * 100n;
        expect(level === 'red').toBe(scaled < share(t.redPercent));
        expect(level !== null).toBe(scaled < share(t.yellowPercent));
        expect(belowShare(total, pace, t.yellowPercent)).toBe(level !== null);
        expect(rank[warningLevel(total + more, pace, t) ?? 'none']).toBeLessThanOrEqual(rank[level ?? 'none']);
      }),
    );
  });
});

describe('tiers', () => {
  it('are integers 1–100 with red below yellow, the problem naming the field', () => {
    expect(tiersProblem({ yellowPercent: 60, redPercent: 30 })).toBeNull();
    expect(tiersProblem({ yellowPercent: 100, redPercent: 1 })).toBeNull();
    expect(tiersProblem({ yellowPercent: 0, redPercent: 30 })).toEqual({ field: 'yellowPercent', problem: 'range' });
    expect(tiersProblem({ yellowPercent: 101, redPercent: 30 })).toEqual({ field: 'yellowPercent', problem: 'range' });
    expect(tiersProblem({ yellowPercent: 60.5, redPercent: 30 })).toEqual({ field: 'yellowPercent', problem: 'range' });
    expect(tiersProblem({ yellowPercent: 60, redPercent: '30' })).toEqual({ field: 'redPercent', problem: 'range' });
    expect(tiersProblem({ yellowPercent: 60, redPercent: 60 })).toEqual({ field: 'redPercent', problem: 'order' });
    expect(tiersProblem({ yellowPercent: 50, redPercent: 70 })).toEqual({ field: 'redPercent', problem: 'order' });
  });
});
