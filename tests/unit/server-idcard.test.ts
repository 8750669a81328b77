/** Resident ID rules of spec §5 (common/validators/idcard.ts) and the seed's ID generator. */
import { describe, expect, it } from 'vitest';
import { birthdayFromId, genderFromId, idCheckDigit, isValidIdNumber, isValidResidentId } from '../../common/validators/idcard.js';
import { birthdayForGrade, mobileNumber, residentId } from '../../server/seed/people.js';
import { createRng } from '../../server/seed/prng.js';
import { isValidPhone } from '../../common/validators/phone.js';

describe('resident ID numbers', () => {
  it('computes the check digit with the standard weights (mod 11)', () => {
    expect(idCheckDigit('11010519491231002')).toBe('X');
    expect(idCheckDigit('44030819990101001')).toBe('2'); // 219 mod 11 = 10 → '2'
  });

  it('accepts valid 18-digit numbers, X in either case, and 15-digit numbers', () => {
    for (const id of ['11010519491231002X', '11010519491231002x', '440308199901010012', '110105491231002']) expect(isValidResidentId(id), id).toBe(true);
  });

  it('rejects a wrong check digit, a bad province, month or day, and wrong lengths', () => {
    for (const id of ['110105194912310021', '10010519491231002X', '110105194913310025', '110105491232002', '1101051949123100', '']) expect(isValidResidentId(id), id).toBe(false);
  });

  it('checks only type 0; other types need a non-empty value', () => {
    expect(isValidIdNumber(0, 'E12345678')).toBe(false);
    expect(isValidIdNumber(1, 'E12345678')).toBe(true);
    expect(isValidIdNumber(1, '  ')).toBe(false);
  });

  it('derives birthday and sex (odd male, even female)', () => {
    expect(birthdayFromId('11010519491231002X')).toBe('1949-12-31');
    expect(genderFromId('11010519491231002X')).toBe(2);
    expect(genderFromId('440308199901010012')).toBe(1);
    expect(birthdayFromId('110105491231002')).toBe('1949-12-31');
  });
});

describe('seed generators', () => {
  it('make valid, unique IDs consistent with birthday and gender', () => {
    const rng = createRng(42);
    const used = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const gender = (i % 2 ? 1 : 2) as 1 | 2;
      const birthday = birthdayForGrade(rng, '2022');
      const id = residentId(rng, birthday, gender, used);
      expect(isValidResidentId(id)).toBe(true);
      expect(birthdayFromId(id)).toBe(birthday);
      expect(genderFromId(id)).toBe(gender);
    }
    expect(used.size).toBe(500);
  });

  it('make valid unique mobiles and are deterministic for a seed', () => {
    const used = new Set<string>();
    const a = Array.from({ length: 200 }, () => mobileNumber(createRng(7), new Set()));
    expect(new Set(a).size).toBe(1);
    const rng = createRng(7);
    const b = Array.from({ length: 200 }, () => mobileNumber(rng, used));
    expect(b.every(isValidPhone)).toBe(true);
    expect(new Set(b).size).toBe(200);
    expect(b[0]).toBe(a[0]);
  });
});
