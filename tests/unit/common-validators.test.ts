import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../../common/validators/phone';
import { isWeakPassword, newPasswordError, recoveryPasswordError } from '../../common/validators/password';

describe('phone (spec §5)', () => {
  it.each(['13800000000', '19912345678', '15012345678'])('accepts %s', (p) => expect(isValidPhone(p)).toBe(true));
  it.each(['12800000000', '1380000000', '138000000000', '23800000000', '1380000000a', ''])('refuses %s', (p) =>
    expect(isValidPhone(p)).toBe(false),
  );
});

describe('recovery password hints, in order (spec §5)', () => {
  it.each([
    ['Ab1!', 'auth.validation.recoveryLength'],
    ['abcdefgh', 'auth.validation.recoveryDigit'],
    ['ABCDEFG1', 'auth.validation.recoveryLower'],
    ['abcdefg1', 'auth.validation.recoveryUpper'],
    ['Abcdefg1', 'auth.validation.recoverySpecial'],
    ['Abcdefg1!', null],
    ['Abcdefg1$', null],
  ])('%s → %s', (pw, key) => expect(recoveryPasswordError(pw)).toBe(key));
});

describe('change-password rules (spec §5)', () => {
  it.each([
    ['', 'auth.validation.newPasswordRequired'],
    ['Ab1!xyz', 'auth.validation.newPasswordLength'],
    ['abcdefg1!', 'auth.validation.newPasswordComplexity'],
    ['ABCDEFG1!', 'auth.validation.newPasswordComplexity'],
    ['Abcdefgh!', 'auth.validation.newPasswordComplexity'],
    ['Abcdefg12', 'auth.validation.newPasswordComplexity'],
    ['Xy7#kLm2q', null],
  ])('%j → %s', (pw, key) => expect(newPasswordError(pw)).toBe(key));

  it('warns on weak patterns: all digits, sequences, keyboard runs, phone numbers', () => {
    expect(isWeakPassword('12345678')).toBe(true);
    expect(isWeakPassword('Abc123456!')).toBe(true);
    expect(isWeakPassword('Qwerty@12')).toBe(true);
    expect(isWeakPassword('Me13800138000!')).toBe(true);
    expect(isWeakPassword('Xy7#kLm2q')).toBe(false);
  });
});
