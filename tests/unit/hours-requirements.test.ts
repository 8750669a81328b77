/**
 * The one hours rule (common/hoursRequirements.ts; issue 13, spec §1): the spec's own cases as a
 * table, then properties over generated requirement sets and ledgers (fast-check): credit > 0 ⇔ met;
 * every unmet line is a shortfall and no met one is; shortfalls are exactly required − earned; the
 * total is the sum of the modules; the cohort's set is chosen by fromGrade.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cohortOf, defaultRequirementSet, evaluate, moduleMinimumOf, requirementSetFor, rulesOf, type RequirementSet,
} from '../../common/hoursRequirements.js';
import { fromHundredths, toHundredths } from '../../common/hoursRules.js';

/** The seven modules of spec §1 as the demo school seeds them. */
const MODULES = [
  { id: 1, name: '思想素养', moduleKind: 'ideology', campus: true },
  { id: 2, name: '创新创业', moduleKind: 'innovation', campus: true },
  { id: 3, name: '技能特长', moduleKind: 'skills', campus: true },
  { id: 4, name: '社会实践', moduleKind: 'socialPractice', campus: false },
  { id: 5, name: '志愿公益', moduleKind: 'volunteering', campus: false },
  { id: 6, name: '文化活动', moduleKind: 'culture', campus: true },
  { id: 7, name: '成长记录', moduleKind: 'growth', campus: true },
];
const SPEC = defaultRequirementSet(MODULES);
const ledger = (hours: Record<number, string | number>, postgraduate = false) => ({ byModule: hours, postgraduate });

describe('the defaults of spec §1', () => {
  it('200 hours for 2 credits, 80 campus (the campus modules), 100 social practice, caps 30/20/20, May', () => {
    expect(SPEC).toMatchObject({
      requiredHours: 200, requiredCredits: 2, creditYears: 3, campusMinHours: 80, socialPracticeMinHours: 100,
      campusCultureTermCap: 30, summerPracticeTermCap: 20, winterPracticeTermCap: 20, makeUpMonth: 5, postgraduateRecordOnly: true,
      campusClassifyIds: [1, 2, 3, 6, 7], socialPracticeClassifyIds: [4], moduleMinimums: [],
    });
  });
});

describe('evaluate: the cases of spec §1', () => {
  const cases: { what: string; hours: Record<number, string>; postgraduate?: boolean; met: boolean; credit: string; shortfalls: [string, string][] }[] = [
    { what: '200 with 80 campus and 100 social practice: met, 2 credits', hours: { 1: '80', 4: '100', 5: '20' }, met: true, credit: '2.00', shortfalls: [] },
    { what: '250 hours but only 52 social practice: not met, no credit', hours: { 1: '150', 4: '52', 5: '48' }, met: false, credit: '0.00', shortfalls: [['社会实践学时', '48.00']] },
    { what: '200 in campus activities only', hours: { 1: '100', 6: '100' }, met: false, credit: '0.00', shortfalls: [['社会实践学时', '100.00']] },
    { what: '180 with both minimums', hours: { 1: '80', 4: '100' }, met: false, credit: '0.00', shortfalls: [['总学时', '20.00']] },
    { what: 'nothing yet', hours: {}, met: false, credit: '0.00', shortfalls: [['总学时', '200.00'], ['校园活动学时', '80.00'], ['社会实践学时', '100.00']] },
    { what: 'volunteering counts toward the total, not the campus minimum', hours: { 1: '79.99', 4: '100', 5: '30' }, met: false, credit: '0.00', shortfalls: [['校园活动学时', '0.01']] },
    { what: "a postgraduate's hours are record-only", hours: { 1: '300', 4: '300' }, postgraduate: true, met: false, credit: '0.00', shortfalls: [] },
  ];
  it.each(cases)('$what', (c) => {
    const e = evaluate(SPEC, ledger(c.hours, c.postgraduate), MODULES);
    expect(e.met).toBe(c.met);
    expect(e.credit).toBe(c.credit);
    expect(e.shortfalls.map((s) => [s.label, s.hours])).toEqual(c.shortfalls);
    expect(e.recordOnly).toBe(!!c.postgraduate);
  });

  it('prints each requirement line with required and earned hours', () => {
    expect(evaluate(SPEC, ledger({ 1: '150', 4: '52', 5: '48' }), MODULES).lines).toEqual([
      { requirement: 'total', classifyId: null, label: '总学时', required: '200.00', earned: '250.00', met: true },
      { requirement: 'campus', classifyId: null, label: '校园活动学时', required: '80.00', earned: '150.00', met: true },
      { requirement: 'socialPractice', classifyId: null, label: '社会实践学时', required: '100.00', earned: '52.00', met: false },
    ]);
  });

  it('adds a line per module minimum, in the modules’ order, and a minimum can fail a student who meets the rest', () => {
    const set = { ...SPEC, moduleMinimums: [{ classifyId: 7, minHours: 10 }, { classifyId: 6, minHours: 20 }] };
    const e = evaluate(set, ledger({ 1: '100', 4: '100', 6: '25' }), MODULES);
    expect(e.lines.filter((l) => l.requirement === 'module').map((l) => [l.label, l.required, l.earned, l.met])).toEqual([
      ['文化活动学时', '20.00', '25.00', true],
      ['成长记录学时', '10.00', '0.00', false],
    ]);
    expect(e).toMatchObject({ met: false, credit: '0.00' });
    expect(moduleMinimumOf(set, 6)).toBe('20.00');
    expect(moduleMinimumOf(set, 1)).toBe('0.00');
  });

  it('a minimum of 0 is no requirement; a record-only flag off judges postgraduates like anyone', () => {
    const set = { ...SPEC, campusMinHours: 0, socialPracticeMinHours: 0, postgraduateRecordOnly: false };
    expect(evaluate(set, ledger({ 5: '200' }, true), MODULES)).toMatchObject({ met: true, credit: '2.00', recordOnly: false, shortfalls: [] });
    expect(evaluate(set, ledger({ 5: '200' }), MODULES).lines.map((l) => l.requirement)).toEqual(['total']);
  });

  it('gives the set’s credits, and accepts a Map or an object for the hours', () => {
    const set = { ...SPEC, requiredCredits: 2.5 };
    expect(evaluate(set, { byModule: new Map([[1, 100], [4, 100]]), postgraduate: false }, MODULES).credit).toBe('2.50');
  });
});

describe('requirementSetFor: the set in force for a cohort', () => {
  const sets = [
    { ...SPEC, id: 1, fromGrade: 0 },
    { ...SPEC, id: 2, fromGrade: 2024, socialPracticeMinHours: 60 },
    { ...SPEC, id: 3, fromGrade: 2026, requiredHours: 160 },
  ];
  it('takes the newest set not younger than the cohort; older or unknown grades take the base set', () => {
    expect(requirementSetFor(sets, '2021').id).toBe(1);
    expect(requirementSetFor(sets, '2024').id).toBe(2);
    expect(requirementSetFor(sets, 2025).id).toBe(2);
    expect(requirementSetFor(sets, '2026级').id).toBe(3);
    expect(requirementSetFor(sets, '').id).toBe(1);
    expect(requirementSetFor(sets, null).id).toBe(1);
    expect(requirementSetFor([sets[2], sets[0]], '2030').id).toBe(3);
    expect(cohortOf('研2023')).toBe(2023);
  });
  it('changing the rule for new cohorts leaves an older cohort’s verdict as it was', () => {
    const hours = ledger({ 1: '100', 4: '70', 5: '40' });
    const older = evaluate(requirementSetFor(sets, '2021'), hours, MODULES);
    const newer = evaluate(requirementSetFor(sets, '2024'), hours, MODULES);
    expect(older.met).toBe(false);
    expect(newer.met).toBe(true);
  });
  it('rulesOf gives the numbers the hours explanation prints', () => {
    expect(rulesOf(sets[2], 1)).toMatchObject({ requiredHours: 160, decimalPlaces: 1, makeUpMonth: 5 });
  });
});

// Generated sets over the seven modules and generated ledgers, in hundredths.
const hundredths = (max: number) => fc.integer({ min: 0, max }).map(fromHundredths);
const moduleSubset = fc.subarray(MODULES.map((m) => m.id));
const arbSet: fc.Arbitrary<RequirementSet> = fc
  .record({
    requiredHours: fc.integer({ min: 1, max: 40_000 }),
    requiredCredits: fc.integer({ min: 1, max: 1_000 }),
    campusMinHours: fc.integer({ min: 0, max: 20_000 }),
    socialPracticeMinHours: fc.integer({ min: 0, max: 20_000 }),
    split: moduleSubset,
    minimums: fc.array(fc.record({ classifyId: fc.constantFrom(...MODULES.map((m) => m.id)), minHours: fc.integer({ min: 0, max: 10_000 }) }), { maxLength: 7 }),
    postgraduateRecordOnly: fc.boolean(),
  })
  .map((r) => ({
    ...SPEC,
    requiredHours: r.requiredHours / 100,
    requiredCredits: r.requiredCredits / 100,
    campusMinHours: r.campusMinHours / 100,
    socialPracticeMinHours: r.socialPracticeMinHours / 100,
    campusClassifyIds: r.split.filter((id) => id % 2 === 1),
    socialPracticeClassifyIds: r.split.filter((id) => id % 2 === 0),
    moduleMinimums: [...new Map(r.minimums.map((m) => [m.classifyId, { classifyId: m.classifyId, minHours: m.minHours / 100 }])).values()],
    postgraduateRecordOnly: r.postgraduateRecordOnly,
  }));
const arbLedger = fc.record({
  byModule: fc.dictionary(fc.constantFrom(...MODULES.map((m) => String(m.id))), hundredths(30_000)),
  postgraduate: fc.boolean(),
});

describe('evaluate: properties over generated sets and ledgers', () => {
  it('credit > 0 exactly when met', () => {
    fc.assert(fc.property(arbSet, arbLedger, (set, l) => {
      const e = evaluate(set, l, MODULES);
      expect(toHundredths(e.credit) > 0).toBe(e.met);
      if (e.met) expect(e.credit).toBe(fromHundredths(toHundredths(set.requiredCredits)));
    }));
  });

  it('every unmet line is a shortfall of required − earned, no met line is, and met ⇔ no shortfall', () => {
    fc.assert(fc.property(arbSet, arbLedger, (set, l) => {
      const e = evaluate(set, l, MODULES);
      const unmet = e.lines.filter((x) => !x.met);
      expect(e.shortfalls.map((s) => [s.requirement, s.classifyId, s.label])).toEqual(unmet.map((x) => [x.requirement, x.classifyId, x.label]));
      for (const [i, s] of e.shortfalls.entries()) {
        expect(toHundredths(s.hours)).toBe(toHundredths(unmet[i].required) - toHundredths(unmet[i].earned));
        expect(toHundredths(s.hours)).toBeGreaterThan(0);
      }
      for (const x of e.lines) expect(x.met).toBe(toHundredths(x.earned) >= toHundredths(x.required));
      expect(e.met).toBe(e.shortfalls.length === 0 && !e.recordOnly);
    }));
  });

  it('the total line is the sum of every module; campus and social practice sum their modules', () => {
    fc.assert(fc.property(arbSet, arbLedger, (set, l) => {
      const e = evaluate(set, l, MODULES);
      if (e.recordOnly) return;
      const of = (id: number) => toHundredths(l.byModule[String(id)] ?? 0);
      const sum = (ids: number[]) => ids.reduce((n, id) => n + of(id), 0);
      expect(e.lines[0]).toMatchObject({ requirement: 'total', earned: fromHundredths(sum(MODULES.map((m) => m.id))) });
      const campus = e.lines.find((x) => x.requirement === 'campus');
      if (campus) expect(campus.earned).toBe(fromHundredths(sum(set.campusClassifyIds)));
      const social = e.lines.find((x) => x.requirement === 'socialPractice');
      if (social) expect(social.earned).toBe(fromHundredths(sum(set.socialPracticeClassifyIds)));
    }));
  });

  it('more hours never turn a met verdict into an unmet one', () => {
    fc.assert(fc.property(arbSet, arbLedger, fc.constantFrom(...MODULES.map((m) => m.id)), hundredths(5_000), (set, l, id, extra) => {
      const before = evaluate(set, l, MODULES);
      const more = { ...l.byModule, [id]: fromHundredths(toHundredths(l.byModule[String(id)] ?? 0) + toHundredths(extra)) };
      const after = evaluate(set, { ...l, byModule: more }, MODULES);
      if (before.met) expect(after.met).toBe(true);
      expect(after.shortfalls.length).toBeLessThanOrEqual(before.shortfalls.length);
    }));
  });

  it('postgraduates under a record-only set: no lines, no shortfalls, no credit', () => {
    fc.assert(fc.property(arbSet, arbLedger, (set, l) => {
      const e = evaluate({ ...set, postgraduateRecordOnly: true }, { ...l, postgraduate: true }, MODULES);
      expect(e).toEqual({ met: false, recordOnly: true, credit: '0.00', lines: [], shortfalls: [] });
    }));
  });
});
