/**
 * The shared client of the school API (spec §7 "Shared client", §8 error catalogue, DESIGN.md §2).
 *
 * - axios, base address `/api` (VITE_API_BASE), timeout 60000 ms, form-encoded.
 * - Authorization: codec(JSON {token: sessionKey or '', platform: 3, timestamp: ms}).
 * - GET: the query object travels as one query parameter `params`; POST: as one form field `params`
 *   (each `encodeParams(codec, value)`, then URL/form encoding by URLSearchParams).
 * - Replies: envelope {code, msg, data}; under the aes codec the body is decoded first unless it is
 *   plain JSON (code 10001 or a reply with a `type` field).
 * - 0 and 900 are success → resolves with `data`. 10001 → sessionKey and userName removed, go to
 *   /login, reject. Other codes → reject with ApiError {code, msg}. HTTP or network failure →
 *   reject with ApiError(-1, '服务器响应失败').
 * - The client shows no toast (issue 15 step 1): the QueryClient's onError (queryClient.ts) or the
 *   calling page decides, with errorText / notifyError (errors.ts, notify.ts).
 */
import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { makeCodec, encodeParams, type Codec } from '../../common/codec';
import { ResultCode, isSuccessCode } from '../../common/codes';
import { PLATFORM_CODE, type Envelope } from '../../common/envelope';
import { clearExpiredSession, getToken } from '../authProvider/session';
import zhAuth from '../i18n/zh-CN/auth';
import { loading as defaultLoading, type LoadingStore } from './loading';
import { navigateTo } from './notify';
import { observeServerTime, serverNow } from './serverClock';
import { ApiError, TRANSPORT_FAILURE } from './errors';

// Pages import these from ./errors; re-exported so the client's own users see no change.
export { ApiError, ERROR_TOAST_MS, TRANSPORT_FAILURE } from './errors';

/** Request timeout, ms (spec §9). */
export const REQUEST_TIMEOUT_MS = 60000;

export interface RequestOptions {
  /** Whether 10001 navigates to /login (default true). Sign-out turns it off: it redirects itself. */
  redirectOnExpiry?: boolean;
}

export interface ApiClient {
  /** GET path?params=… → envelope.data. */
  get<T = unknown>(path: string, params?: object, opts?: RequestOptions): Promise<T>;
  /** POST path with form field params=… → envelope.data. */
  post<T = unknown>(path: string, body?: object, opts?: RequestOptions): Promise<T>;
  /** Multipart POST with `file` and optional `params` → envelope.data (spec §7 "Uploads"). */
  upload<T = unknown>(path: string, file: Blob, params?: object, opts?: RequestOptions): Promise<T>;
  /** The underlying axios instance (tests swap its adapter). */
  readonly axios: AxiosInstance;
  readonly codec: Codec;
  readonly loading: LoadingStore;
}

/** The client surface the data provider needs (an ApiClient, or a fake in tests). */
export type DataClient = Pick<ApiClient, 'get' | 'post'> & Partial<Pick<ApiClient, 'upload' | 'axios' | 'codec'>>;

export interface ApiClientConfig {
  baseURL?: string;
  codec?: Codec;
  timeout?: number;
  adapter?: AxiosAdapter;
  loading?: LoadingStore;
  /** Session token source (default: localStorage sessionKey). */
  getToken?: () => string;
}

/** The codec configured for the web app: 'plain' unless VITE_PROTOCOL_CODEC is 'aes' (key VITE_PROTOCOL_KEY). */
export function codecFromEnv(env: Record<string, unknown> = import.meta.env): Codec {
  return env.VITE_PROTOCOL_CODEC === 'aes' ? makeCodec('aes', String(env.VITE_PROTOCOL_KEY ?? '')) : makeCodec('plain');
}

/** The Authorization header value: codec(JSON {token, platform 3, timestamp on the server's clock}). */
export function authorizationHeader(codec: Codec, token: string, now: number = serverNow()): string {
  return codec.encode(JSON.stringify({ token, platform: PLATFORM_CODE, timestamp: now }));
}

/** Reads a reply body into an envelope, decoding it first unless it is plain JSON (10001 or typed). */
export function parseReply(codec: Codec, body: unknown): Envelope {
  if (body && typeof body === 'object') return body as Envelope;
  const text = String(body ?? '');
  try {
    const plain = JSON.parse(text) as Envelope | string;
    // Some gateways send the encoded body as a JSON string.
    if (typeof plain === 'string') return JSON.parse(codec.decode(plain)) as Envelope;
    if (plain && typeof plain === 'object' && (plain.code === ResultCode.SESSION_INVALID || 'type' in plain || codec.name === 'plain'))
      return plain;
  } catch {
    /* encoded body */
  }
  return JSON.parse(codec.decode(text)) as Envelope;
}

const serverFailureText = zhAuth.auth.client.serverFailure;

/** Builds a client; `api` below is the app's instance. */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const codec = config.codec ?? plainDefault();
  const loadingStore = config.loading ?? defaultLoading;
  const tokenOf = config.getToken ?? getToken;
  const instance = axios.create({
    baseURL: config.baseURL ?? '/api',
    timeout: config.timeout ?? REQUEST_TIMEOUT_MS,
    // Keep the raw body: under aes it is an encoded string, parsed by parseReply.
    transformResponse: [(data) => data],
    responseType: 'text',
    ...(config.adapter ? { adapter: config.adapter } : {}),
  });

  const fail = (code: number, msg: string, data: unknown, opts: RequestOptions, isUpload: boolean): never => {
    if (code === ResultCode.SESSION_INVALID) {
      clearExpiredSession();
      if (opts.redirectOnExpiry !== false) navigateTo('/login');
    }
    // `upload`: the upload variant's 10001 also shows its msg (spec §8, errorText).
    throw new ApiError(code, msg, data, { upload: isUpload });
  };

  async function send<T>(run: () => Promise<AxiosResponse>, opts: RequestOptions = {}, isUpload = false): Promise<T> {
    loadingStore.set(true);
    let reply: Envelope;
    try {
      const res = await run();
      reply = parseReply(codec, res.data);
      observeServerTime(reply.timestamp);
    } catch (e) {
      loadingStore.set(false);
      throw new ApiError(TRANSPORT_FAILURE, serverFailureText, e, { upload: isUpload, key: 'auth.client.serverFailure' });
    }
    loadingStore.set(false);
    if (isSuccessCode(Number(reply.code))) return reply.data as T;
    return fail(Number(reply.code), String(reply.msg ?? ''), reply.data, opts, isUpload);
  }

  const headers = () => ({ Authorization: authorizationHeader(codec, tokenOf()) });
  const form = (value: object | undefined) => new URLSearchParams({ params: encodeParams(codec, value ?? {}) }).toString();

  return {
    axios: instance,
    codec,
    loading: loadingStore,
    get<T>(path: string, params?: object, opts?: RequestOptions) {
      // URLSearchParams applies the query encoding on top of encodeParams' encodeURI layer (DESIGN.md §2).
      const url = `${path}${path.includes('?') ? '&' : '?'}${form(params)}`;
      return send<T>(() => instance.get(url, { headers: headers() }), opts);
    },
    post<T>(path: string, body?: object, opts?: RequestOptions) {
      return send<T>(
        () => instance.post(path, form(body), { headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' } }),
        opts,
      );
    },
    upload<T>(path: string, file: Blob, params?: object, opts?: RequestOptions) {
      const data = new FormData();
      data.append('file', file);
      if (params) data.append('params', encodeParams(codec, params));
      const token = tokenOf();
      return send<T>(() => instance.post(path, data, { headers: { ...headers(), token } }), opts, true);
    },
  };
}

function plainDefault(): Codec {
  try {
    return codecFromEnv();
  } catch (e) {
    // A misconfigured key must not take the whole app down silently: say so, fall back to plain.
    console.error('VITE_PROTOCOL_CODEC/VITE_PROTOCOL_KEY invalid:', e);
    return makeCodec('plain');
  }
}

/** The app's client (base '/api' or VITE_API_BASE, codec from the environment). */
export const client: ApiClient = createApiClient({ baseURL: (import.meta.env.VITE_API_BASE as string | undefined) || '/api' });

/** Shorthand used across the app: `api.get<T>(path, params?, opts?)`, `api.post`, `api.upload`. */
export const api = {
  get: <T = unknown>(path: string, params?: object, opts?: RequestOptions) => client.get<T>(path, params, opts),
  post: <T = unknown>(path: string, body?: object, opts?: RequestOptions) => client.post<T>(path, body, opts),
  upload: <T = unknown>(path: string, file: Blob, params?: object, opts?: RequestOptions) => client.upload<T>(path, file, params, opts),
};
