/**
 * The CAS protocol (issue 16; spec §4 "Single sign-on flow"): the login and logout addresses, the
 * service ticket validation of CAS 2.0 (/serviceValidate) and 3.0 (/p3/serviceValidate), and the
 * ticket named by a single sign-out LogoutRequest. The XML is read with fast-xml-parser, tolerant of
 * the shapes the schools' servers send: `cas:`-prefixed or unprefixed elements, attributes under
 * `cas:attributes`, plain `attributes` or directly in authenticationSuccess.
 */
import { XMLParser } from 'fast-xml-parser';
import type { CasVersion } from '../../../common/sso.js';

/** How long a CAS server may take to answer a validation or a connection test, in milliseconds. */
export const CAS_TIMEOUT_MS = 5000;

/** A validation's outcome: the user and attributes (each a list of values), or the failure. */
export type CasValidation =
  | { ok: true; user: string; attributes: Record<string, string[]> }
  | { ok: false; code: string; message: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Values stay text: user numbers keep their leading zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities of a DOCTYPE are not expanded (a CAS answer has none; a hostile one gains nothing).
  processEntities: false,
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

/** An element's text: a string, a node's '#text', or the first of repeated elements. */
function textOf(v: unknown): string | null {
  if (Array.isArray(v)) return v.length ? textOf(v[0]) : null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (isNode(v) && '#text' in v) return textOf(v['#text']);
  return null;
}

/** Every value of a possibly repeated element, as text. */
const textsOf = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).map(textOf).filter((s): s is string => s !== null && s !== '');

/** The child named `name` (namespace prefix removed by the parser), compared without case. */
function child(node: unknown, name: string): unknown {
  if (!isNode(node)) return undefined;
  if (name in node) return node[name];
  const key = Object.keys(node).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : node[key];
}

/** The attributes of an authenticationSuccess: its attributes element's children, else its own children besides user. */
function attributesOf(success: Node): Record<string, string[]> {
  const holder = child(success, 'attributes');
  const source = isNode(holder) ? holder : success;
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(source)) {
    if (k.startsWith('@_') || k === '#text' || (source === success && ['user', 'attributes', 'proxyGrantingTicket', 'proxies'].includes(k))) continue;
    const values = textsOf(v);
    if (values.length) out[k] = values;
  }
  return out;
}

/** Reads a CAS 2.0/3.0 serviceResponse; anything unreadable is a failure with code INVALID_RESPONSE. */
export function parseServiceResponse(xml: string): CasValidation {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    return { ok: false, code: 'INVALID_RESPONSE', message: '统一身份认证服务器的应答无法解析' };
  }
  const response = child(doc, 'serviceResponse');
  const success = child(response, 'authenticationSuccess');
  if (isNode(success)) {
    const user = textOf(child(success, 'user'));
    if (user) return { ok: true, user, attributes: attributesOf(success) };
  }
  const failure = child(response, 'authenticationFailure');
  if (failure !== undefined) {
    const code = isNode(failure) && typeof failure['@_code'] === 'string' ? failure['@_code'] : 'AUTHENTICATION_FAILURE';
    return { ok: false, code, message: textOf(failure) ?? '' };
  }
  return { ok: false, code: 'INVALID_RESPONSE', message: '统一身份认证服务器的应答无法解析' };
}

/**
 * The user number of a successful validation: cas:user when `userAttribute` is '', else that
 * attribute's first value (compared without case); null when the attribute is missing.
 */
export function userNumberOf(v: Extract<CasValidation, { ok: true }>, userAttribute: string): string | null {
  if (!userAttribute) return v.user;
  const key = Object.keys(v.attributes).find((k) => k.toLowerCase() === userAttribute.toLowerCase());
  return key === undefined ? null : (v.attributes[key][0] ?? null);
}

/** `{casServerUrl}/login?service=<service>`: where the browser signs in. */
export const casLoginUrl = (casServerUrl: string, service: string) => `${casServerUrl}/login?service=${encodeURIComponent(service)}`;

/** `{casServerUrl}/logout?service=<service>`: where the browser signs out of the identity provider. */
export const casLogoutUrl = (casServerUrl: string, service: string) => `${casServerUrl}/logout?service=${encodeURIComponent(service)}`;

/** The validation address of the version: /serviceValidate (2.0) or /p3/serviceValidate (3.0). */
export function casValidateUrl(casServerUrl: string, version: CasVersion, service: string, ticket: string): string {
  const path = version === '3.0' ? '/p3/serviceValidate' : '/serviceValidate';
  return `${casServerUrl}${path}?service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Validates `ticket` for exactly `service` at the CAS server (global fetch, CAS_TIMEOUT_MS). A
 * network error, a timeout or an HTTP status other than 200 is a failure with code NETWORK.
 */
export async function validateTicket(
  cfg: { casServerUrl: string; casVersion: CasVersion },
  service: string,
  ticket: string,
  timeoutMs = CAS_TIMEOUT_MS,
): Promise<CasValidation> {
  let xml: string;
  try {
    const res = await fetch(casValidateUrl(cfg.casServerUrl, cfg.casVersion, service, ticket), { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status !== 200) return { ok: false, code: 'NETWORK', message: `HTTP ${res.status}` };
    xml = await res.text();
  } catch (e) {
    return { ok: false, code: 'NETWORK', message: (e as Error).message };
  }
  return parseServiceResponse(xml);
}

/** The service ticket a SAML LogoutRequest (CAS single sign-out) names in its SessionIndex, or null. */
export function logoutRequestTicket(xml: string): string | null {
  try {
    const request = child(parser.parse(xml), 'LogoutRequest');
    return textOf(child(request, 'SessionIndex')) || null;
  } catch {
    return null;
  }
}

/**
 * The connection test of a CAS server: GET {casServerUrl}/login answers 200 with HTML within
 * CAS_TIMEOUT_MS. Never throws; the message is for the administrator.
 */
export async function testCasServer(casServerUrl: string, timeoutMs = CAS_TIMEOUT_MS): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await fetch(`${casServerUrl}/login`, { signal: AbortSignal.timeout(timeoutMs) });
    const type = res.headers.get('content-type') ?? '';
    await res.body?.cancel();
    if (res.status !== 200) return { ok: false, message: `登录页应答 HTTP ${res.status},请检查 CAS 服务地址` };
    if (!type.includes('html')) return { ok: false, message: `登录页不是网页(${type || '无类型'}),请检查 CAS 服务地址` };
    return { ok: true, message: '连接成功' };
  } catch (e) {
    const timedOut = (e as Error).name === 'TimeoutError';
    return { ok: false, message: timedOut ? `连接超时(${timeoutMs / 1000} 秒),请检查 CAS 服务地址` : `无法连接 CAS 服务器: ${(e as Error).message}` };
  }
}
