/**
 * Initial passwords (issue 3, issue 14 defect 5): what a new or reset account signs in with before
 * changing it. Accounts holding one are stored with modL 0 and must change it before anything else
 * (server/protocol/plugin.ts authorize(), spec §4, §6).
 *
 * - Students (added, imported or reset in 学生管理) follow the documented rule, so the office can tell
 *   a class their passwords without storing them: 'Sc@' + the last 6 characters of the resident ID
 *   number when the account has one (type 0, X upper-cased), otherwise the last 6 characters of the
 *   student number. e.g. ID 42010219990101123X → 'Sc@01123X'.
 * - Staff (added or reset in 教师管理) get a random password (randomInitialPassword) that the reply
 *   shows once to the administrator; it is never stored in clear nor logged.
 */
import { randomInt } from 'node:crypto';
import { isWeakPassword, newPasswordError, SPECIAL_CHARS } from '../../common/validators/password.js';

export const INITIAL_PASSWORD_PREFIX = 'Sc@';

export interface InitialPasswordSubject {
  /** The sign-in account (student number). */
  username: string;
  /** The resident ID number, when known. */
  idNumber?: string | null;
}

/** The initial password of a student account (see the rule above). */
export function initialPasswordFor(user: InitialPasswordSubject): string {
  const id = (user.idNumber ?? '').trim();
  const source = id.length >= 6 ? id.toUpperCase() : user.username.trim();
  return INITIAL_PASSWORD_PREFIX + source.slice(-6);
}

/** The students' rule in words, for replies and the UI. */
export const INITIAL_PASSWORD_RULE = "初始密码为 'Sc@' 加身份证号后6位(无身份证号时为账号后6位)";

/** Length of a random initial password. */
export const RANDOM_PASSWORD_LENGTH = 12;

// Without the look-alikes 0/O, 1/l/I, so that a password read off the screen is typed right.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const CLASSES = [UPPER, LOWER, DIGITS, SPECIAL_CHARS];
const ALL = CLASSES.join('');

const pick = (chars: string) => chars[randomInt(chars.length)];

/**
 * A random initial password for a staff account: 12 characters from node:crypto, at least one
 * upper-case letter, lower-case letter, digit and special symbol of $@!%*#?& (the policy of spec §5,
 * common/validators/password.ts), no look-alike characters, never one of the weak patterns.
 */
export function randomInitialPassword(): string {
  for (;;) {
    const chars = [...CLASSES.map(pick), ...Array.from({ length: RANDOM_PASSWORD_LENGTH - CLASSES.length }, () => pick(ALL))];
    // Fisher–Yates, so the guaranteed classes are not always the first four characters.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (newPasswordError(password) === null && !isWeakPassword(password)) return password;
  }
}
