/**
 * The stored session values of spec §3 ("Stored session values (client storage)"), under their
 * exact key names, with typed getters and setters, and the sign-out of spec §4.
 *
 * Everything lives in localStorage, except `allRouters` (the module tree of GET /system/modules),
 * which is kept per tab in sessionStorage and in memory (see modules.ts).
 */
import type { LoginResult } from '../../common/api';
import type { SchoolSso } from '../../common/sso';

/** The localStorage keys of spec §3, spelled as the spec spells them. */
export const SESSION_KEYS = [
  'sessionKey', 'IsfirstLogin', 'isAdmin', 'name', 'roleName', 'lastLoginTime', 'userName', 'userCode',
  'usernameCode', 'schoolId', 'schoolName', 'schoolLogo', 'avatar', 'operatorId', 'compulsoryName',
  'electiveName', 'hoursUnit', 'scoreUnit', 'identity', 'modL', 'decimalPlaces', 'item', 'subRouters',
  'allRouters', 'city',
  // Issue 21: the school's city from the login result, what the location check detects (spec §4).
  'schoolCity',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** Keys removed by sign-out, exactly (spec §4 "Session"). */
export const SIGN_OUT_KEYS: readonly SessionKey[] = [
  'sessionKey', 'name', 'roleName', 'lastLoginTime', 'userName', 'compulsoryName', 'electiveName',
];

/** Keys removed when the server answers 10001 (spec §8). */
export const EXPIRED_KEYS: readonly SessionKey[] = ['sessionKey', 'userName'];

/** Score unit stored as `scoreUnit`: waysConvert 3 → 分数 (points), otherwise 学分 (credit). Spec §3. */
export function scoreUnitFor(waysConvert: number | string | null | undefined): '分数' | '学分' {
  return Number(waysConvert) === 3 ? '分数' : '学分';
}

export function getValue(key: SessionKey): string | null {
  return localStorage.getItem(key);
}

/** Stores a value as a string; null or undefined removes the key. */
export function setValue(key: SessionKey, value: string | number | boolean | null | undefined): void {
  if (value === null || value === undefined) localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
}

export function removeValue(key: SessionKey): void {
  localStorage.removeItem(key);
}

function num(key: SessionKey): number | null {
  const v = getValue(key);
  if (v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

function json<T>(key: SessionKey): T | null {
  const v = getValue(key);
  if (!v) return null;
  try {
    return JSON.parse(v) as T;
  } catch {
    return null;
  }
}

/**
 * The saved current menu item (key `item`), written by the shell's side menu
 * (src/layout/menu/subMenu.ts): {name, path, parentName, parentPath}.
 */
export interface SavedMenuItem {
  name?: string;
  path?: string;
  parentName?: string;
  parentPath?: string;
}

/** One entry of the saved sub-menu (key `subRouters`): the current item's siblings. */
export interface SubRouterLink {
  name: string;
  path: string;
}

/** Event the shell listens to for sub-menu changes (SUB_MENU_EVENT of src/layout/menu/subMenu.ts). */
export const SUB_MENU_EVENT = 'submenuchange';

/** Typed reading of the stored session values. Missing values are null. */
export interface SessionSnapshot {
  sessionKey: string | null;
  isFirstLogin: boolean;
  isAdmin: boolean;
  name: string | null;
  roleName: string | null;
  lastLoginTime: string | null;
  userName: string | null;
  userCode: string | null;
  usernameCode: string | null;
  schoolId: number | null;
  schoolName: string | null;
  schoolLogo: string | null;
  avatar: string | null;
  operatorId: number | null;
  compulsoryName: string | null;
  electiveName: string | null;
  hoursUnit: string | null;
  scoreUnit: string | null;
  identity: number | null;
  /** '0' forces the change-password page (spec §6); stored for students and, since issue 14, staff. */
  modL: string | null;
  decimalPlaces: number | null;
  city: string | null;
}

export function readSession(): SessionSnapshot {
  return {
    sessionKey: getValue('sessionKey') || null,
    isFirstLogin: getValue('IsfirstLogin') === '1',
    isAdmin: getValue('isAdmin') === '1',
    name: getValue('name'),
    roleName: getValue('roleName'),
    lastLoginTime: getValue('lastLoginTime'),
    userName: getValue('userName'),
    userCode: getValue('userCode'),
    usernameCode: getValue('usernameCode'),
    schoolId: num('schoolId'),
    schoolName: getValue('schoolName'),
    schoolLogo: getValue('schoolLogo'),
    avatar: getValue('avatar'),
    operatorId: num('operatorId'),
    compulsoryName: getValue('compulsoryName'),
    electiveName: getValue('electiveName'),
    hoursUnit: getValue('hoursUnit'),
    scoreUnit: getValue('scoreUnit'),
    identity: num('identity'),
    modL: getValue('modL'),
    decimalPlaces: num('decimalPlaces'),
    city: getValue('city'),
  };
}

/** The session token sent in the Authorization envelope ('' when signed out). */
export function getToken(): string {
  return getValue('sessionKey') ?? '';
}

export function hasSession(): boolean {
  return !!getValue('sessionKey');
}

export function setToken(token: string): void {
  setValue('sessionKey', token);
}

export function getSavedItem(): SavedMenuItem | null {
  return json<SavedMenuItem>('item');
}

export function setSavedItem(item: SavedMenuItem | null): void {
  setValue('item', item ? JSON.stringify(item) : null);
}

/** The saved sub-menu (key `subRouters`): the children of the group the current item belongs to. */
export function getSubRouters(): SubRouterLink[] {
  const list = json<SubRouterLink[]>('subRouters');
  return Array.isArray(list) ? list.filter((l) => l && typeof l.path === 'string') : [];
}

export function setSubRouters(children: SubRouterLink[] | null): void {
  setValue('subRouters', children ? JSON.stringify(children) : null);
}

/** Route guard rule 8: forgets the saved current item and its sub-menu (and tells the shell). */
export function clearSavedItem(): void {
  removeValue('item');
  removeValue('subRouters');
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SUB_MENU_EVENT));
}

/**
 * Fills client storage from POST /login's data (spec §3, §4 "Login success").
 * IsfirstLogin becomes 1 when it was never stored on this browser, otherwise 0; scoreUnit comes
 * from waysConvert; modL is kept when the result carries it (every account since issue 14; a server
 * without it leaves none, which the guard reads as activated).
 * `account` is what the user typed as account (stored as usernameCode; defaults to result.code).
 */
export function storeLoginResult(result: LoginResult, account?: string): void {
  setValue('IsfirstLogin', getValue('IsfirstLogin') === null ? 1 : 0);
  if (result.access_token) setValue('sessionKey', result.access_token);
  setValue('isAdmin', result.isAdmin ? 1 : 0);
  setValue('name', result.name);
  setValue('userName', result.name);
  setValue('roleName', result.roleName ?? '');
  setValue('lastLoginTime', result.lastLoginTime ?? '');
  setValue('userCode', result.code);
  setValue('usernameCode', account ?? result.code);
  setValue('schoolId', result.schoolId);
  setValue('schoolName', result.schoolName);
  setValue('schoolLogo', result.schoolLogo ?? '');
  setValue('schoolCity', result.schoolCity ?? '');
  setValue('avatar', result.avatar ?? '');
  setValue('operatorId', result.operatorId);
  setValue('compulsoryName', result.compulsoryName);
  setValue('electiveName', result.electiveName);
  setValue('hoursUnit', result.hoursUnit);
  setValue('scoreUnit', scoreUnitFor(result.waysConvert));
  setValue('identity', result.identity);
  setValue('modL', result.modL ?? null);
  if (result.decimalPlaces !== undefined && result.decimalPlaces !== null) setValue('decimalPlaces', result.decimalPlaces);
}

/** Sign-out (spec §4): removes exactly sessionKey, name, roleName, lastLoginTime, userName, compulsoryName, electiveName. */
export function clearSession(): void {
  SIGN_OUT_KEYS.forEach(removeValue);
}

/** Session invalid (code 10001, spec §8): removes the session key and the user name. */
export function clearExpiredSession(): void {
  EXPIRED_KEYS.forEach(removeValue);
}

/**
 * The SchoolSso of the school signed in to by single sign-on (issue 16), for sign-out per school;
 * null after a password sign-in. Kept past sign-out (the logout-success page reads it) and
 * replaced at the next sign-in. Key 'schoolSso' (not one of the spec's keys).
 */
export const SCHOOL_SSO_KEY = 'schoolSso';

export function setSchoolSso(sso: SchoolSso | null): void {
  if (sso) localStorage.setItem(SCHOOL_SSO_KEY, JSON.stringify(sso));
  else localStorage.removeItem(SCHOOL_SSO_KEY);
}

export function getSchoolSso(): SchoolSso | null {
  try {
    const v = JSON.parse(localStorage.getItem(SCHOOL_SSO_KEY) ?? 'null') as Partial<SchoolSso> | null;
    return v && typeof v.routeName === 'string' && typeof v.protocol === 'string'
      ? { routeName: v.routeName, protocol: v.protocol, logoutUrl: typeof v.logoutUrl === 'string' ? v.logoutUrl : '' }
      : null;
  } catch {
    return null;
  }
}
