/**
 * The reply envelope of the school API (spec §3 "Response envelope", DESIGN.md §2).
 * `type` is set only on replies that must not be decoded (plain JSON under the aes codec).
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  timestamp: number;
  type?: string;
}

/** A page of rows as every paged endpoint returns it: `data: {list, total}`. */
export interface Page<T> {
  list: T[];
  total: number;
}

/** The Authorization credential (spec §3 "Request credential envelope"). platform is always 3. */
export interface Credential {
  token: string;
  platform: 3;
  timestamp: number;
}

export const PLATFORM_CODE = 3 as const;

/** Page sizes of spec §9; any other `size` is clamped to the nearest allowed one. */
export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 10;

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data, timestamp: Date.now() };
}
