/**
 * Helpers for the auth-area web tests: a fake school API behind the real client (an axios adapter
 * that decodes `params` like the server does and answers envelopes), and a react-admin context
 * with the zh-CN auth catalogue merged on react-admin's English messages.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Notification, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { decodeParams, plainCodec, type Codec } from '../../common/codec';
import { accountMethods } from '../../src/authProvider/account';
import { client } from '../../src/dataProvider/apiClient';
import { NotifyBridge } from '../../src/dataProvider/notify';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import zhAuth from '../../src/i18n/zh-CN/auth';

export const testI18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...zhAuth }), 'zh-CN', [
  { locale: 'zh-CN', name: '简体中文' },
]);

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** Path without the query string, e.g. '/token'. */
  path: string;
  /** The decoded `params` object. */
  params: Record<string, unknown>;
  headers: Record<string, unknown>;
  config: InternalAxiosRequestConfig;
}

export type Reply = { code: number; msg?: string; data?: unknown } | 'network-error' | { status: number };
export type Handler = (req: SeenRequest) => Reply | Promise<Reply>;

/** Reads the `params` of a request (query for GET, form field for POST) like the server. */
export function readParams(config: InternalAxiosRequestConfig, codec: Codec = plainCodec): Record<string, unknown> {
  const url = config.url ?? '';
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const source = config.method === 'get' ? query : typeof config.data === 'string' ? config.data : '';
  const raw = new URLSearchParams(source).get('params');
  return raw === null ? {} : (decodeParams(codec, raw) as Record<string, unknown>);
}

/**
 * Makes an axios adapter answering from `routes` ('GET /token' → handler). Unknown routes reply
 * code 50000. Every request is pushed to the returned `seen` list.
 */
export function fakeAdapter(routes: Record<string, Handler>, codec: Codec = plainCodec) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0];
    const req: SeenRequest = { method, path, params: readParams(config, codec), headers: (config.headers?.toJSON?.() ?? {}) as Record<string, unknown>, config };
    seen.push(req);
    const handler = routes[`${method} ${path}`];
    const reply: Reply = handler ? await handler(req) : { code: 50000, msg: 'no route' };
    if (reply === 'network-error') throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK', config });
    if ('status' in reply) throw Object.assign(new Error(`Request failed with status code ${reply.status}`), { config, response: { status: reply.status } });
    const body = JSON.stringify({ msg: '', data: null, timestamp: Date.now(), ...reply });
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, seen };
}

/** Points the app's client (`api`) at a fake server; returns the list of seen requests. */
export function serveApi(routes: Record<string, Handler>): SeenRequest[] {
  const { adapter, seen } = fakeAdapter(routes);
  client.axios.defaults.adapter = adapter;
  return seen;
}

/** A data provider that is never called by the auth screens. */
export const nullDataProvider = new Proxy({}, { get: () => () => Promise.resolve({ data: [] }) }) as DataProvider;

/** Signed in, no-op sign-in/out; the account calls (captcha, schools, passwords) are the app's, over the app's client. */
export const okAuthProvider: AuthProvider = {
  ...accountMethods(client),
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve({ modules: [], paths: [] }),
};

/** Renders `ui` inside react-admin (memory router at `path`, notifications and the bridge mounted). */
export function renderInAdmin(
  ui: ReactNode,
  { path = '/login', authProvider = okAuthProvider, onLocation }: { path?: string; authProvider?: AuthProvider; onLocation?: (pathname: string) => void } = {},
) {
  return render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => onLocation?.(l.pathname)}>
      <AdminContext i18nProvider={testI18nProvider} dataProvider={nullDataProvider} authProvider={authProvider} queryClient={createQueryClient()}>
        {ui}
        <Notification />
        <NotifyBridge />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
