/**
 * The initial password (issue 3): what a new or reset account signs in with before changing it.
 * One rule for students and staff, so the office can tell anyone their password without storing it:
 *
 *   'Sc@' + the last 6 characters of the resident ID number when the account has one (type 0,
 *   X upper-cased), otherwise the last 6 characters of the account (student number / 工号).
 *
 * e.g. ID 42010219990101123X → 'Sc@01123X'; 工号 t1001 without an ID → 'Sc@t1001'. The result always
 * has an upper-case letter, a lower-case letter and a special character; accounts holding it are
 * stored with modL 0, so students must change it at the next sign-in (spec §4, §6).
 */
export const INITIAL_PASSWORD_PREFIX = 'Sc@';

export interface InitialPasswordSubject {
  /** The sign-in account (student number or 工号). */
  username: string;
  /** The resident ID number, when known. */
  idNumber?: string | null;
}

/** The initial password of an account (see the rule above). */
export function initialPasswordFor(user: InitialPasswordSubject): string {
  const id = (user.idNumber ?? '').trim();
  const source = id.length >= 6 ? id.toUpperCase() : user.username.trim();
  return INITIAL_PASSWORD_PREFIX + source.slice(-6);
}

/** The rule in words, for replies and the UI. */
export const INITIAL_PASSWORD_RULE = "初始密码为 'Sc@' 加身份证号后6位(无身份证号时为账号后6位)";
