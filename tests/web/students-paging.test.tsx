/** Paging rules (spec §5 page jump input as issue 18 item 9 corrects it: clamped to the pages or refused; §9 sizes) and number display. */
import { describe, expect, it } from 'vitest';
import { jumpTarget, parseJumpInput, PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../src/resources/shared/paging';
import { decimalPlaces, formatDecimal, formatPlain } from '../../src/resources/shared/format';

describe('parseJumpInput', () => {
  it.each([
    ['1', 1],
    ['7', 7],
    [' 12 ', 12],
    ['03', 3],
    ['0', 0],
    ['-3', -3],
    ['−3', -3],
    [25, 25],
  ])('reads the whole number %s', (raw, expected) => expect(parseJumpInput(raw)).toBe(expected));

  it.each(['', '2.5', 'abc', '1e2', '-', null, undefined])('reads %s as no page', (raw) => expect(parseJumpInput(raw)).toBeNull());
});

describe('jumpTarget (issue 18 item 9: clamped or refused, never page 10 for −3)', () => {
  it('keeps the page within 1..pageCount', () => {
    expect(jumpTarget('3', 20)).toBe(3);
    expect(jumpTarget('-3', 20)).toBe(1);
    expect(jumpTarget('0', 20)).toBe(1);
    expect(jumpTarget('50', 20)).toBe(20);
    expect(jumpTarget('5', 0)).toBe(1);
  });

  it('refuses what is no number', () => {
    expect(jumpTarget('x', 20)).toBeNull();
    expect(jumpTarget('', 4)).toBeNull();
  });
});

describe('page sizes', () => {
  it('offers 10, 20, 30, 40 with 10 by default', () => {
    expect([...PAGE_SIZES]).toEqual([10, 20, 30, 40]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});

describe('formatDecimal', () => {
  it('shows the configured decimals, 2 by default', () => {
    expect(formatDecimal('12.5', decimalPlaces(null))).toBe('12.50');
    expect(formatDecimal(3, decimalPlaces('1'))).toBe('3.0');
    expect(formatDecimal('abc', 2)).toBe('-');
    expect(formatDecimal(null, 2)).toBe('-');
    expect(decimalPlaces('9')).toBe(4);
    expect(formatPlain('100.00')).toBe('100');
    expect(formatPlain('98.5')).toBe('98.5');
    expect(formatPlain(null)).toBe('-');
  });
});
