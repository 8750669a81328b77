/** The masking rule of personal data (issue 14 defect 8, common/personalData.ts), on the examples and the edge cases. */
import { describe, expect, it } from 'vitest';
import { looksMasked, maskIdNumber, maskMobile } from '../../common/personalData';

describe('maskIdNumber', () => {
  it('keeps the first 6 and last 4 of a resident ID (18 or 15 digits, X kept)', () => {
    expect(maskIdNumber('330203199001016114')).toBe('330203********6114');
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
    expect(maskIdNumber('110105491231002')).toBe('110105*****1002');
  });

  it('masks other documents and short values partially, keeping the length', () => {
    expect(maskIdNumber('E12345678')).toBe('E1*****78');
    expect(maskIdNumber('H1234')).toBe('H***4');
    expect(maskIdNumber('P1')).toBe('**');
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber(null)).toBe('');
  });
});

describe('maskMobile', () => {
  it('keeps the first 3 and last 4 of a mobile', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile(undefined)).toBe('');
    expect(maskMobile('85212345')).toBe('85****45');
  });
});

describe('looksMasked', () => {
  it('tells masked values from typed ones', () => {
    expect(looksMasked('138****0001')).toBe(true);
    expect(looksMasked('13800000001')).toBe(false);
    expect(looksMasked(null)).toBe(false);
  });
});
