/**
 * What pages need to recognise a refused call without importing the API client (issue 15): the
 * error the client and the data provider reject with, its transport-failure code, the toast
 * duration of spec §9, and the toast a refusal deserves (spec §8). The transport never shows it:
 * the QueryClient's onError (queryClient.ts) or the calling page does.
 */
import { ResultCode } from '../../common/codes';

/** Error toasts stay 3500 ms (spec §9). */
export const ERROR_TOAST_MS = 3500;
/** `ApiError.code` of an HTTP or network failure (no envelope arrived). */
export const TRANSPORT_FAILURE = -1;
/**
 * A rejected call: the envelope's code and msg (spec §8), or code -1 with '服务器响应失败' for a
 * transport failure. `upload` marks a multipart call, whose 10001 also shows its msg (spec §8);
 * `key` is the i18n key of a msg the web wrote itself ('auth.client.serverFailure').
 */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly upload: boolean;
  readonly key?: string;
  constructor(code: number, msg: string, data?: unknown, options: { upload?: boolean; key?: string } = {}) {
    super(msg || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.upload = options.upload ?? false;
    this.key = options.key;
  }
}

/** The spec §8 error toast of a rejection: an i18n key (or literal text) and the text to show without it. */
export interface ErrorText {
  message: string;
  fallback: string;
}

/**
 * What spec §8 shows for `error`, or null when nothing is shown: 10001 (session gone, the client
 * has gone to /login) shows nothing except on an upload; a transport failure shows '服务器响应失败'
 * (its key); any other code its server msg. Other errors (a page's own bug) show nothing.
 */
export function errorText(error: unknown): ErrorText | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ResultCode.SESSION_INVALID && !error.upload) return null;
  return { message: error.key ?? error.msg, fallback: error.msg };
}
