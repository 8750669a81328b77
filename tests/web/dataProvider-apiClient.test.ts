/**
 * The shared client (spec §7 "Shared client", §8 error catalogue, DESIGN.md §2). The client itself
 * never toasts (issue 15): its rejections reach the app's QueryClient, whose onError shows the §8
 * toast unless the call is silent — the toast assertions below go through it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { aesCodec, decodeParams, encodeParams, plainCodec } from '../../common/codec';
import { ApiError, createApiClient, parseReply } from '../../src/dataProvider/apiClient';
import { createLoadingStore } from '../../src/dataProvider/loading';
import { notifyError, setNavigator, setNotifier, type Toast } from '../../src/dataProvider/notify';
import { createQueryClient } from '../../src/dataProvider/queryClient';
import { resetServerClock } from '../../src/dataProvider/serverClock';
import { fakeAdapter } from './auth-helpers';

const KEY = '0123456789abcdef';
let toasts: Toast[];
let navigations: string[];

beforeEach(() => {
  toasts = [];
  navigations = [];
  setNotifier((t) => toasts.push(t));
  setNavigator((p) => navigations.push(p));
});
afterEach(() => {
  setNotifier(null);
  setNavigator(null);
});

/** Runs `call` as a query of the app's QueryClient (no retry), as a page's hook would; resolves with its error. */
function failedQuery(qc: QueryClient, call: () => Promise<unknown>, meta?: Record<string, unknown>): Promise<unknown> {
  return qc.fetchQuery({ queryKey: ['call', Math.random()], queryFn: call, retry: false, meta }).then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('requests', () => {
  it('GET sends the query as one `params` query parameter, URL-encoded over encodeParams', async () => {
    const { adapter, seen } = fakeAdapter({ 'GET /common/all-school': () => ({ code: 0, data: [] }) });
    const c = createApiClient({ adapter });
    await c.get('/common/all-school', { firstLetter: 'A', name: '示范 大学+1' });
    const url = seen[0].config.url!;
    expect(url.startsWith('/common/all-school?params=')).toBe(true);
    expect(seen[0].config.baseURL).toBe('/api');
    expect(seen[0].config.timeout).toBe(60000);
    // The query value, once URL-decoded, is exactly encodeParams' output (encodeURI + %2B).
    const value = new URLSearchParams(url.split('?')[1]).get('params');
    expect(value).toBe(encodeParams(plainCodec, { firstLetter: 'A', name: '示范 大学+1' }));
    expect(seen[0].params).toEqual({ firstLetter: 'A', name: '示范 大学+1' });
  });

  it('POST sends a form body with one field `params`', async () => {
    const { adapter, seen } = fakeAdapter({ 'POST /modify/password': () => ({ code: 0, data: null }) });
    const c = createApiClient({ adapter });
    await c.post('/modify/password', { old: 'a+b', newPass: 'N3w!pass', confirm: 'N3w!pass' });
    const { config } = seen[0];
    expect(String(config.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(typeof config.data).toBe('string');
    expect([...new URLSearchParams(config.data as string).keys()]).toEqual(['params']);
    expect(seen[0].params).toEqual({ old: 'a+b', newPass: 'N3w!pass', confirm: 'N3w!pass' });
  });

  it('the Authorization header is the encoded credential {token, platform 3, timestamp}', async () => {
    localStorage.setItem('sessionKey', 'tok-123');
    const { adapter, seen } = fakeAdapter({ 'GET /system/decimal': () => ({ code: 0, data: { decimalPlaces: 2 } }) });
    const before = Date.now();
    await createApiClient({ adapter }).get('/system/decimal');
    const cred = JSON.parse(String(seen[0].headers.Authorization));
    expect(cred.token).toBe('tok-123');
    expect(cred.platform).toBe(3);
    expect(cred.timestamp).toBeGreaterThanOrEqual(before);
    expect(cred.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it("dates the credential on the server's clock, learnt from the replies' timestamps, also after a reload", async () => {
    resetServerClock();
    localStorage.setItem('sessionKey', 'tok-123');
    const hour = 3_600_000;
    const { adapter, seen } = fakeAdapter({ 'GET /system/decimal': () => ({ code: 0, data: { decimalPlaces: 2 }, timestamp: Date.now() + hour }) });
    await createApiClient({ adapter }).get('/system/decimal');
    // The first call knew nothing yet; the second is an hour ahead, as the server is.
    await createApiClient({ adapter }).get('/system/decimal');
    const [first, second] = seen.map((s) => JSON.parse(String(s.headers.Authorization)).timestamp as number);
    expect(Math.abs(first - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(second - (Date.now() + hour))).toBeLessThan(5_000);
    resetServerClock();
  });

  it('without a session the credential carries an empty token', async () => {
    const { adapter, seen } = fakeAdapter({ 'GET /system/decimal': () => ({ code: 0, data: {} }) });
    await createApiClient({ adapter }).get('/system/decimal');
    expect(JSON.parse(String(seen[0].headers.Authorization)).token).toBe('');
  });

  it('aes: params and Authorization are AES-encoded, the reply body is decoded', async () => {
    const codec = aesCodec(KEY);
    localStorage.setItem('sessionKey', 'tok-aes');
    const seen: { params: string | null; auth: string }[] = [];
    const c = createApiClient({
      codec,
      adapter: async (config) => {
        seen.push({ params: new URLSearchParams(String(config.data)).get('params'), auth: String(config.headers.Authorization) });
        const body = codec.encode(JSON.stringify({ code: 0, msg: '', data: { ok: '是+/=' }, timestamp: 1 }));
        return { data: body, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    const data = await c.post('/common/modify/pwd', { mobile: '13800138000', password: 'Aa1!aaaa' });
    expect(data).toEqual({ ok: '是+/=' });
    expect(seen[0].params).not.toContain('13800138000');
    expect(seen[0].params).not.toContain('+'); // '+' travels as %2B (DESIGN.md §2 URL layers)
    expect(decodeParams(codec, seen[0].params!)).toEqual({ mobile: '13800138000', password: 'Aa1!aaaa' });
    expect(JSON.parse(codec.decode(seen[0].auth))).toMatchObject({ token: 'tok-aes', platform: 3 });
  });

  it('aes: a plain 10001 reply and a reply with `type` are read without decoding', () => {
    const codec = aesCodec(KEY);
    expect(parseReply(codec, JSON.stringify({ code: 10001, msg: 'x', data: null })).code).toBe(10001);
    expect(parseReply(codec, JSON.stringify({ code: 0, msg: '', data: 5, type: 'plain' })).data).toBe(5);
    expect(parseReply(codec, codec.encode(JSON.stringify({ code: 20002, msg: '账号或密码错误', data: null }))).msg).toBe('账号或密码错误');
  });

  it('upload: multipart with file, encoded params, Authorization and token headers', async () => {
    localStorage.setItem('sessionKey', 'tok-up');
    const { adapter, seen } = fakeAdapter({ 'POST /upload': () => ({ code: 0, data: { url: '/f/1.png' } }) });
    const file = new Blob(['png'], { type: 'image/png' });
    const data = await createApiClient({ adapter }).upload('/upload', file, { type: 1 });
    expect(data).toEqual({ url: '/f/1.png' });
    const form = seen[0].config.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(decodeParams(plainCodec, String(form.get('params')))).toEqual({ type: 1 });
    expect(seen[0].headers.token).toBe('tok-up');
    expect(JSON.parse(String(seen[0].headers.Authorization)).token).toBe('tok-up');
  });
});

describe('replies', () => {
  it('codes 0 and 900 resolve with data', async () => {
    const { adapter } = fakeAdapter({
      'GET /a': () => ({ code: 0, data: { list: [1], total: 1 } }),
      'GET /b': () => ({ code: 900, data: 'https://sso.example.edu.cn/login' }),
    });
    const c = createApiClient({ adapter });
    await expect(c.get('/a')).resolves.toEqual({ list: [1], total: 1 });
    await expect(c.get('/b')).resolves.toBe('https://sso.example.edu.cn/login');
    expect(toasts).toEqual([]);
  });

  it('10001 removes sessionKey and userName only, goes to /login, rejects, no toast', async () => {
    for (const [k, v] of Object.entries({ sessionKey: 't', userName: '张三', name: '张三', schoolId: '10001' })) localStorage.setItem(k, v);
    const { adapter } = fakeAdapter({ 'GET /system/modules': () => ({ code: 10001, msg: '登录已失效,请重新登录' }) });
    const err = (await createApiClient({ adapter }).get('/system/modules').catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(10001);
    expect(localStorage.getItem('sessionKey')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('name')).toBe('张三');
    expect(localStorage.getItem('schoolId')).toBe('10001');
    expect(navigations).toEqual(['/login']);
    expect(toasts).toEqual([]);
    // Through the QueryClient too: the session is gone, the sign-in page says enough.
    await failedQuery(createQueryClient(), () => createApiClient({ adapter }).get('/system/modules'));
    expect(toasts).toEqual([]);
  });

  it('10001 on an upload also shows its msg (spec §8 "the upload variant")', async () => {
    const { adapter } = fakeAdapter({ 'POST /upload/file': () => ({ code: 10001, msg: '登录已失效,请重新登录' }) });
    const err = await failedQuery(createQueryClient(), () => createApiClient({ adapter }).upload('/upload/file', new Blob(['x'])));
    expect(err).toMatchObject({ code: 10001 });
    expect(navigations).toEqual(['/login']);
    expect(toasts).toEqual([{ message: '登录已失效,请重新登录', fallback: '登录已失效,请重新登录', type: 'error', closable: true, autoHideDuration: 3500 }]);
  });

  it('10001 with redirectOnExpiry false does not navigate', async () => {
    const { adapter } = fakeAdapter({ 'POST /logout': () => ({ code: 10001, msg: 'x' }) });
    await expect(createApiClient({ adapter }).post('/logout', {}, { redirectOnExpiry: false })).rejects.toMatchObject({ code: 10001 });
    expect(navigations).toEqual([]);
  });

  it('another code rejects with ApiError and no toast; the QueryClient shows the server msg, closable, 3500 ms', async () => {
    const { adapter } = fakeAdapter({ 'GET /token': () => ({ code: 20002, msg: '账号或密码错误' }) });
    const c = createApiClient({ adapter });
    const err = (await c.get('/token', { username: 'x' }).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 20002, msg: '账号或密码错误' });
    expect(toasts).toEqual([]);
    await failedQuery(createQueryClient(), () => c.get('/token', { username: 'x' }));
    expect(toasts).toEqual([{ message: '账号或密码错误', fallback: '账号或密码错误', type: 'error', closable: true, autoHideDuration: 3500 }]);
  });

  it("an HTTP failure rejects with '服务器响应失败', which the QueryClient toasts", async () => {
    const { adapter } = fakeAdapter({ 'GET /x': () => ({ status: 502 }) });
    const err = (await failedQuery(createQueryClient(), () => createApiClient({ adapter }).get('/x'))) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.msg).toBe('服务器响应失败');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ type: 'error', fallback: '服务器响应失败', message: 'auth.client.serverFailure', autoHideDuration: 3500 });
  });

  it("a network failure rejects with '服务器响应失败', which a failed mutation toasts", async () => {
    const { adapter } = fakeAdapter({ 'GET /x': () => 'network-error' });
    const c = createApiClient({ adapter });
    await expect(c.get('/x')).rejects.toMatchObject({ code: -1, msg: '服务器响应失败' });
    expect(toasts).toEqual([]);
    const qc = createQueryClient();
    await qc.getMutationCache().build(qc, { mutationFn: () => c.get('/x') }).execute(undefined).catch(() => undefined);
    expect(toasts.map((t) => t.fallback)).toEqual(['服务器响应失败']);
  });

  it('silent: no toast for a failed code nor for a network failure, still rejects', async () => {
    const { adapter } = fakeAdapter({ 'GET /index/statistics/info': () => ({ code: 50000, msg: '服务器内部错误' }), 'GET /y': () => 'network-error' });
    const c = createApiClient({ adapter });
    const qc = createQueryClient();
    // TanStack's own meta, and react-admin's data-provider meta (kept in its query key and mutation variables).
    expect(await failedQuery(qc, () => c.get('/index/statistics/info'), { silent: true })).toMatchObject({ code: 50000 });
    expect(await qc.fetchQuery({ queryKey: ['stats', 'getList', { meta: { silent: true } }], queryFn: () => c.get('/y'), retry: false }).catch((e) => e)).toMatchObject({ code: -1 });
    await qc.getMutationCache().build(qc, { mutationFn: () => c.get('/y') }).execute({ resource: 'x', meta: { silent: true } }).catch(() => undefined);
    await qc.getMutationCache().build(qc, { mutationFn: () => c.get('/y'), meta: { silent: true } }).execute(undefined).catch(() => undefined);
    expect(toasts).toEqual([]);
  });

  it('without the bridge, toasts fall back to the console', async () => {
    setNotifier(null);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { adapter } = fakeAdapter({ 'GET /x': () => ({ code: 10002, msg: '参数错误: size' }) });
    await createApiClient({ adapter }).get('/x').catch(notifyError);
    expect(spy).toHaveBeenCalledWith('参数错误: size');
    spy.mockRestore();
  });

  it('the loading flag is set during a request and cleared on every response', async () => {
    const loading = createLoadingStore();
    const states: boolean[] = [];
    loading.subscribe((v) => states.push(v));
    let release!: () => void;
    const { adapter } = fakeAdapter({
      'GET /slow': () => new Promise((r) => (release = () => r({ code: 0, data: 1 }))),
      'GET /bad': () => ({ code: 20003, msg: '验证码错误或已过期' }),
      'GET /down': () => 'network-error',
    });
    const c = createApiClient({ adapter, loading });
    const pending = c.get('/slow');
    await vi.waitFor(() => expect(loading.get()).toBe(true));
    release();
    await pending;
    expect(loading.get()).toBe(false);
    await c.get('/bad').catch(() => undefined);
    expect(loading.get()).toBe(false);
    await c.get('/down').catch(() => undefined);
    expect(loading.get()).toBe(false);
    expect(states).toEqual([true, false, true, false, true, false]);
  });
});
