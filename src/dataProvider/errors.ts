/**
 * What pages need to recognise a refused call without importing the API client (issue 15): the
 * error the client and the data provider reject with, its transport-failure code, and the toast
 * duration of spec §9.
 */

/** Error toasts stay 3500 ms (spec §9). */
export const ERROR_TOAST_MS = 3500;
/** `ApiError.code` of an HTTP or network failure (no envelope arrived). */
export const TRANSPORT_FAILURE = -1;

/** A rejected call: the envelope's code and msg (spec §8), or code -1 for a transport failure. */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  constructor(code: number, msg: string, data?: unknown) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
  }
}
