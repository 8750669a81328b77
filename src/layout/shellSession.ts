/**
 * The stored session values the shell displays (spec §3 "Stored session values"), as strings
 * ready for display ('' when absent), read through the auth provider's session module.
 */
import { readSession } from '../authProvider/session';

export interface ShellProfile {
  name: string;
  roleName: string;
  userCode: string;
  schoolId: string;
  schoolName: string;
  schoolLogo: string;
  identity: string;
  lastLoginTime: string;
  hoursUnit: string;
  scoreUnit: string;
  decimalPlaces: string;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Snapshot of the stored profile values. */
export function readProfile(): ShellProfile {
  const s = readSession();
  return {
    name: text(s.name || s.userName),
    roleName: text(s.roleName),
    userCode: text(s.userCode || s.usernameCode),
    schoolId: text(s.schoolId),
    schoolName: text(s.schoolName),
    schoolLogo: text(s.schoolLogo),
    identity: text(s.identity),
    lastLoginTime: text(s.lastLoginTime),
    hoursUnit: text(s.hoursUnit),
    scoreUnit: text(s.scoreUnit),
    decimalPlaces: text(s.decimalPlaces),
  };
}
