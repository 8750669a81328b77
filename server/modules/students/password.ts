/**
 * Initial passwords of new, imported and reset students (issue 3). The rule is the team's one rule
 * of server/auth/initialPassword.ts: 'Sc@' + the last 6 characters of the resident ID number (type 0),
 * otherwise of the student number — e.g. ID 42010219990101123X → 'Sc@01123X'. The student holds
 * it with modL 0 and must change it at the next sign-in (spec §4, §6); the new password then gets
 * the full-cost argon2id hash of server/auth/passwords.ts.
 *
 * Hash cost, a documented choice: the initial password is derived from data the same database keeps
 * in clear (students.id_number, students.code), so its hash cost protects nothing a database reader
 * could not compute anyway. Initial passwords are therefore hashed with a light argon2id profile
 * (512 KiB, 1 pass: well under 0.1 ms of CPU instead of about 5 ms) — still argon2id, verified by the same
 * verifyPassword — and each distinct password is hashed once per batch. That is what lets a
 * 30,000-row roster import finish within 15 s.
 */
import { hash } from '@node-rs/argon2';
import { initialPasswordFor, INITIAL_PASSWORD_RULE } from '../../auth/initialPassword.js';

export { INITIAL_PASSWORD_RULE };

/** argon2id profile for initial passwords (see the file comment). */
export const INITIAL_HASH_OPTIONS = { memoryCost: 512, timeCost: 1, parallelism: 1 } as const;

/** The initial password of a student: only a resident ID (type 0) number counts as the ID. */
export function studentInitialPassword(s: { code: string; idType: number; idNumber?: string | null }): string {
  return initialPasswordFor({ username: s.code, idNumber: s.idType === 0 ? s.idNumber : null });
}

/** Hashes many initial passwords, each distinct one once; returns password → hash. */
export async function hashInitialPasswords(passwords: Iterable<string>, onProgress?: (done: number) => void): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const out = new Map<string, string>();
  const BATCH = 256;
  for (let i = 0; i < distinct.length; i += BATCH) {
    const chunk = distinct.slice(i, i + BATCH);
    const hashes = await Promise.all(chunk.map((pw) => hash(pw, INITIAL_HASH_OPTIONS)));
    chunk.forEach((pw, k) => out.set(pw, hashes[k]));
    onProgress?.(Math.min(distinct.length, i + BATCH));
  }
  return out;
}
