/** Random secrets and their hashes (DESIGN.md §5: tokens are stored hashed). */
import { hash, randomBytes, randomInt } from 'node:crypto';

/** A session token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of the UTF-8 text, hex; crypto.hash, the one-shot form (no Hash object per call). */
export function sha256Hex(text: string): string {
  return hash('sha256', text, 'hex');
}

/** A numeric code of `digits` digits, uniformly random, zero-padded (SMS codes). */
export function numericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
