/**
 * 系统设置 › 统一身份认证 (/system/sso, issue 16) against a fake client behind the real data provider
 * (its getSsoConfig / saveSsoConfig / testSsoConnection): the protocol's fields, the login address
 * to copy, secrets never echoed, the schema's messages naming the field, a server refusal under its
 * field, 测试连接's result and the save toast.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import type { SsoConfigView } from '../../common/sso';
import SsoPage from '../../src/resources/sso/SsoPage';
import { ApiError, createDataProvider, type DataClient } from '../../src/dataProvider';
import { renderWithAdmin } from './shell-harness';

const VIEW: SsoConfigView = {
  routeName: 'chd', protocol: 'cas', enabled: true, casServerUrl: 'https://ids.example.edu.cn/authserver', casVersion: '3.0',
  userAttribute: '', oidcIssuer: '', clientId: '', hasClientSecret: true, scopes: 'openid', userClaim: 'sub', hasThirdKey: false,
  logoutUrl: '', updateTime: '2026-11-20 10:00:00',
};

type Call = { method: string; path: string; params: Record<string, unknown> };
type Route = (params: Record<string, unknown>) => unknown;

function renderPage(routes: Record<string, Route> = {}) {
  const calls: Call[] = [];
  const table: Record<string, Route> = {
    'GET /system/sso/config': () => VIEW,
    'POST /system/sso/config/save': (p) => ({ ...VIEW, ...p, clientSecret: undefined, thirdKey: undefined, updateTime: '2026-11-26 09:00:00' }),
    ...routes,
  };
  const answer = async (method: string, path: string, params: object = {}) => {
    calls.push({ method, path, params: params as Record<string, unknown> });
    const route = table[`${method} ${path}`];
    if (!route) throw new ApiError(50000, 'no route');
    return route(params as Record<string, unknown>);
  };
  const client = { get: (path: string, params?: object) => answer('GET', path, params), post: (path: string, body?: object) => answer('POST', path, body) } as DataClient;
  renderWithAdmin(<><SsoPage /><Notification /></>, { path: '/system/sso', dataProvider: createDataProvider(client) });
  return calls;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
async function chooseProtocol(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /认证方式/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('统一身份认证', () => {
  it('shows the CAS fields and the full service address to register at the identity provider, for any route name', async () => {
    renderPage();
    await waitFor(() => expect(input('CAS 服务器地址').value).toBe('https://ids.example.edu.cn/authserver'));
    expect(screen.getByRole('heading', { name: '统一身份认证' })).toBeInTheDocument();
    expect(screen.getByTestId('sso-login-address')).toHaveValue(`${window.location.origin}/chdlogin`);
    expect(screen.getByLabelText('服务地址（service）')).toBe(screen.getByTestId('sso-login-address'));
    expect(screen.getByText('请将此地址登记到学校 CAS 统一身份认证平台的服务地址')).toBeInTheDocument();
    expect(screen.getByText('最后保存：2026-11-20 10:00:00')).toBeInTheDocument();
    expect(screen.queryByLabelText('客户端密钥', { exact: false })).toBeNull();
    type('登录路由名', 'jiangnan');
    expect(screen.getByTestId('sso-login-address')).toHaveValue(`${window.location.origin}/jiangnanlogin`);
    // A name beyond the spec's 39 is served too (the route guard forwards it), so no warning.
    type('登录路由名', 'demo');
    expect(screen.getByTestId('sso-login-address')).toHaveValue(`${window.location.origin}/demologin`);
    expect(screen.getByText('请将此地址登记到学校 CAS 统一身份认证平台的服务地址')).toBeInTheDocument();
    type('登录路由名', '9demo');
    expect(screen.getByTestId('sso-login-address')).toHaveValue('');
  });

  it('OIDC: issuer, client id, secret, scopes and user claim; the redirect_uri to register; an enabled OIDC needs issuer and client id', async () => {
    const calls = renderPage({ 'GET /system/sso/config': () => ({ ...VIEW, protocol: 'none', enabled: false, casServerUrl: '', hasClientSecret: false, updateTime: null }) });
    await screen.findByText('尚未保存');
    await chooseProtocol('OAuth2·OIDC');
    await waitFor(() => expect(input('签发方地址（Issuer）').value).toBe(''));
    for (const label of ['客户端 ID', '客户端密钥', '授权范围（scope）', '学工号声明（claim）']) expect(input(label), label).toBeInTheDocument();
    expect(screen.queryByLabelText('CAS 服务器地址', { exact: false })).toBeNull();
    expect(screen.getByLabelText('回调地址（redirect_uri）')).toHaveValue(`${window.location.origin}/chdlogin`);
    expect(screen.getByText('请将此地址原样登记为 OAuth2·OIDC 客户端的回调地址（redirect_uri）')).toBeInTheDocument();
    fireEvent.click(input('启用统一身份认证'));
    type('授权范围（scope）', 'openid,profile');
    type('学工号声明（claim）', 'user number');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写签发方地址（Issuer）')).toBeInTheDocument();
    expect(screen.getByText('请填写客户端 ID')).toBeInTheDocument();
    expect(screen.getByText('授权范围以空格分隔，例如 openid profile')).toBeInTheDocument();
    expect(screen.getByText('只能包含字母、数字和 _ : . -')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/system/sso/config/save')).toBe(false);
    type('签发方地址（Issuer）', 'https://idp.example.edu.cn/oidc');
    type('客户端 ID', 'second-classroom');
    type('客户端密钥', 's3cret');
    type('授权范围（scope）', 'openid profile');
    type('学工号声明（claim）', 'preferred_username');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('统一身份认证设置已保存')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/system/sso/config/save')!.params).toMatchObject({
      protocol: 'oidc', enabled: true, oidcIssuer: 'https://idp.example.edu.cn/oidc', clientId: 'second-classroom', clientSecret: 's3cret',
      scopes: 'openid profile', userClaim: 'preferred_username',
    });
  });

  it('third-party: the key must be 16 characters, needed when enabling with none stored; the entry address the partner opens', async () => {
    const calls = renderPage({ 'GET /system/sso/config': () => ({ ...VIEW, protocol: 'third', enabled: false, casServerUrl: '', routeName: 'lsu' }) });
    await waitFor(() => expect(input('加密密钥').value).toBe(''));
    expect(input('加密密钥')).toHaveAttribute('type', 'password');
    expect(screen.getByText('16 个字符，与第三方平台约定的 AES 密钥')).toBeInTheDocument();
    expect(screen.getByLabelText('第三方登录入口地址')).toHaveValue(`${window.location.origin}/lsulogin`);
    expect(screen.queryByLabelText('客户端 ID', { exact: false })).toBeNull();
    expect(screen.queryByRole('button', { name: '测试连接' })).toBeNull();
    fireEvent.click(input('启用统一身份认证'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写加密密钥')).toBeInTheDocument();
    type('加密密钥', 'short-key');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('加密密钥须为 16 个字符')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/system/sso/config/save')).toBe(false);
    type('加密密钥', '0123456789abcdef');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('统一身份认证设置已保存')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/system/sso/config/save')!.params).toMatchObject({ protocol: 'third', enabled: true, thirdKey: '0123456789abcdef' });
  });

  it("third-party with a stored key: '' keeps it, '已设置，留空则不修改'", async () => {
    const calls = renderPage({ 'GET /system/sso/config': () => ({ ...VIEW, protocol: 'third', enabled: true, casServerUrl: '', hasThirdKey: true }) });
    await waitFor(() => expect(input('加密密钥').value).toBe(''));
    expect(screen.getByText('已设置，留空则不修改')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('统一身份认证设置已保存')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/system/sso/config/save')!.params).toMatchObject({ protocol: 'third', thirdKey: '' });
  });

  it("OIDC: a saved secret is not echoed, it reads '已设置，留空则不修改'; saving sends '' to keep it", async () => {
    const calls = renderPage({ 'GET /system/sso/config': () => ({ ...VIEW, protocol: 'oidc', oidcIssuer: 'https://idp.example.edu.cn', clientId: 'web' }) });
    await waitFor(() => expect(input('客户端 ID').value).toBe('web'));
    expect(input('客户端密钥').value).toBe('');
    expect(input('客户端密钥')).toHaveAttribute('type', 'password');
    expect(screen.getByText('已设置，留空则不修改')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('统一身份认证设置已保存')).toBeInTheDocument();
    const saved = calls.find((c) => c.path === '/system/sso/config/save')!.params;
    expect(saved).toMatchObject({ protocol: 'oidc', clientId: 'web', clientSecret: '', thirdKey: '', oidcIssuer: 'https://idp.example.edu.cn' });
  });

  it('switching protocol shows its fields; an enabled CAS without its server is refused, the message naming the field', async () => {
    const calls = renderPage({ 'GET /system/sso/config': () => ({ ...VIEW, protocol: 'none', enabled: false, casServerUrl: '', updateTime: null }) });
    await screen.findByText('尚未保存');
    expect(screen.queryByLabelText('CAS 服务器地址', { exact: false })).toBeNull();
    await chooseProtocol('统一身份认证 CAS');
    await waitFor(() => expect(input('CAS 服务器地址').value).toBe(''));
    fireEvent.click(input('启用统一身份认证'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写CAS 服务器地址')).toBeInTheDocument();
    type('CAS 服务器地址', 'ftp://ids.example.edu.cn');
    type('登录路由名', '9chd');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入以 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    expect(screen.getByText('登录路由名须以字母开头，由 2–30 位字母或数字组成')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/system/sso/config/save')).toBe(false);
  });

  it("a server refusal naming a field shows under it", async () => {
    renderPage({ 'POST /system/sso/config/save': () => { throw new ApiError(10002, '参数错误: routeName 该登录路由已被其他学校使用'); } });
    await waitFor(() => expect(input('登录路由名').value).toBe('chd'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该登录路由已被其他学校使用')).toBeInTheDocument();
    expect(screen.queryByText('统一身份认证设置已保存')).toBeNull();
  });

  it('测试连接 tries the unsaved address and shows SsoTestResult', async () => {
    const calls = renderPage({ 'POST /system/sso/config/test': () => ({ ok: false, message: 'CAS 服务器无响应', elapsedMs: 5003 }) });
    await waitFor(() => expect(input('CAS 服务器地址').value).not.toBe(''));
    type('CAS 服务器地址', 'https://cas.example.edu.cn/cas');
    fireEvent.click(screen.getByRole('button', { name: '测试连接' }));
    const result = await screen.findByTestId('sso-test-result');
    expect(result).toHaveTextContent('CAS 服务器无响应');
    expect(within(result).getByText('用时 5003 毫秒')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/system/sso/config/test')!.params).toEqual({ protocol: 'cas', casServerUrl: 'https://cas.example.edu.cn/cas', oidcIssuer: '' });
  });

  it('a failed load says so, and 重试 loads again', async () => {
    let fail = true;
    renderPage({ 'GET /system/sso/config': () => { if (fail) throw new ApiError(-1, '服务器响应失败'); return VIEW; } });
    expect(await screen.findByText('服务器响应失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(input('CAS 服务器地址').value).toBe('https://ids.example.edu.cn/authserver'));
  });
});
