/**
 * Initial passwords (server/auth/initialPassword.ts): the students' documented rule, and the random
 * staff passwords of issue 14 defect 5 — policy of spec §5, no look-alike characters, no repeats.
 */
import { describe, expect, it } from 'vitest';
import { newPasswordError } from '../../common/validators/password';
import { initialPasswordFor, randomInitialPassword } from '../../server/auth/initialPassword';

describe('students: the documented rule', () => {
  it("is 'Sc@' + the last 6 characters of the ID number, or of the student number without one", () => {
    expect(initialPasswordFor({ username: '2021000001', idNumber: '42010219990101123x' })).toBe('Sc@01123X');
    expect(initialPasswordFor({ username: '2021000001' })).toBe('Sc@000001');
  });
});

describe('staff: randomInitialPassword', () => {
  const draws = Array.from({ length: 300 }, () => randomInitialPassword());

  it('passes the change-password policy of spec §5, 12 characters, no look-alikes', () => {
    for (const p of draws) {
      expect(p).toHaveLength(12);
      expect(newPasswordError(p), p).toBeNull();
      expect(p).toMatch(/^[A-Za-z2-9$@!%*#?&]+$/);
      expect(p).not.toMatch(/[0O1lI]/);
    }
  });

  it('never repeats, and the guaranteed classes are not stuck at fixed places', () => {
    expect(new Set(draws).size).toBe(draws.length);
    const firstIsSpecial = draws.filter((p) => /^[$@!%*#?&]/.test(p)).length;
    // A special symbol leads in some draws but not in all (a fixed order would give 0 or 300).
    expect(firstIsSpecial).toBeGreaterThan(0);
    expect(firstIsSpecial).toBeLessThan(draws.length);
  });
});
