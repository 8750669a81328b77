/**
 * An in-process CAS server double (issue 16) for the API tests of single sign-on: a node:http
 * server on 127.0.0.1 that issues ST- tickets bound to a service and answers /serviceValidate (2.0)
 * and /p3/serviceValidate (3.0) in the shapes schools' servers send: `cas:`-prefixed elements,
 * unprefixed <attributes>, the user number in an attribute, and authenticationFailure for a ticket
 * unknown, used or issued for another service. GET /login answers a small HTML page. Tickets are
 * single use, as in CAS, unless issued `reusable` (to reach this site's own replay refusal).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the double writes a successful answer. */
export type CasShape = 'prefixed' | 'unprefixed-attributes' | 'attributes-in-success';

export interface TicketSpec {
  user: string;
  service: string;
  attributes?: Record<string, string | string[]>;
  shape?: CasShape;
  /** The double validates it more than once (a real CAS never does). */
  reusable?: boolean;
}

export interface CasDouble {
  /** e.g. 'http://127.0.0.1:40123/cas' — the casServerUrl of a school's configuration. */
  url: string;
  /** A new service ticket for `spec.user` at `spec.service`. */
  issue(spec: TicketSpec): string;
  /** Every request's path and query, in order. */
  requests: { path: string; query: Record<string, string> }[];
  /** Answer every request with this HTTP status from now on (null: normal answers). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function failure(code: string, text: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${esc(text)}</cas:authenticationFailure>
</cas:serviceResponse>`;
}

function success(t: TicketSpec, v3: boolean): string {
  const attrs = Object.entries(v3 ? (t.attributes ?? {}) : {}).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => [k, one] as const));
  const shape = t.shape ?? 'prefixed';
  const lines = (prefix: string) => attrs.map(([k, v]) => `      <${prefix}${k}>${esc(v)}</${prefix}${k}>`).join('\n');
  const block =
    attrs.length === 0 ? '' :
    shape === 'prefixed' ? `    <cas:attributes>\n${lines('cas:')}\n    </cas:attributes>` :
    shape === 'unprefixed-attributes' ? `    <attributes>\n${lines('')}\n    </attributes>` :
    lines('cas:');
  return `<?xml version="1.0" encoding="UTF-8"?>
<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${esc(t.user)}</cas:user>
${block}
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
}

/** Starts a CAS double under /cas on a free port of 127.0.0.1. */
export async function startCasDouble(): Promise<CasDouble> {
  const tickets = new Map<string, TicketSpec>();
  const requests: CasDouble['requests'] = [];
  let failStatus: number | null = null;
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://double');
    const query = Object.fromEntries(u.searchParams);
    requests.push({ path: u.pathname, query });
    if (failStatus !== null) return res.writeHead(failStatus, { 'content-type': 'text/plain' }).end('down');
    if (u.pathname === '/cas/login') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><body><form>统一身份认证</form></body></html>');
    const v3 = u.pathname === '/cas/p3/serviceValidate';
    if (!v3 && u.pathname !== '/cas/serviceValidate') return res.writeHead(404).end();
    const xml = (body: string) => res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(body);
    const ticket = query.ticket ?? '';
    const spec = tickets.get(ticket);
    if (!spec) return xml(failure('INVALID_TICKET', `Ticket ${ticket} not recognized`));
    if (!spec.reusable) tickets.delete(ticket);
    if (spec.service !== query.service) return xml(failure('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`));
    return xml(success(spec, v3));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cas`,
    issue(spec) {
      const ticket = `ST-${randomBytes(12).toString('hex')}-cas`;
      tickets.set(ticket, spec);
      return ticket;
    },
    requests,
    failWith(status) {
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The SAML LogoutRequest a CAS server POSTs as `logoutRequest` for single sign-out of `ticket`. */
export function logoutRequestXml(ticket: string): string {
  return `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-${randomBytes(6).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}"><saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`;
}
