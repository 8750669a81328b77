/**
 * `npm run demo:sso [-- cas|oidc|all]`: demo identity providers for trying single sign-on on a demo
 * install (issue 16), with the demo school's people as their accounts under one IdP password, and
 * how to point 示范大学 at them. `cas` (default): the real CAS server of casServer.ts on CAS_PORT
 * (8443); `oidc`: the OpenID Connect provider of oidcProvider.ts on OIDC_PORT (8444), its client
 * returning to SITE (http://127.0.0.1:8080) or http://localhost:8080; `all`: both. Stops on Ctrl-C.
 */
import { startCasServer, type CasAccount } from './casServer.js';
import { startOidcProvider } from './oidcProvider.js';

const which = process.argv[2] ?? 'cas';
if (!['cas', 'oidc', 'all'].includes(which)) {
  console.error(`usage: npm run demo:sso [-- cas|oidc|all] (not '${which}')`);
  process.exit(2);
}
/** The product's address as the browser opens it (`npm start` serves 127.0.0.1:8080 by default). */
const site = (process.env.SITE ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
/** The IdP's own password, deliberately not the product's, so a sign-in through it is visibly the IdP's. */
const IDP_PASSWORD = 'Cas@123456';
/** The demo school's accounts (README "Demo accounts"); for CAS the user number is also released as attribute xh. */
const DEMO_ACCOUNTS = ['2021000001', '2021000002', 'admin', 't1001', 'c1001', 'l1001', 'a1001'];
const OIDC_CLIENT = { id: 'second-classroom', secret: 'demo-oidc-secret' };

const stops: (() => unknown)[] = [];
const steps: string[] = [];
console.log(`Accounts: ${DEMO_ACCOUNTS.join(', ')} — password ${IDP_PASSWORD}\n`);

if (which !== 'oidc') {
  const users: Record<string, CasAccount> = Object.fromEntries(DEMO_ACCOUNTS.map((code) => [code, { password: IDP_PASSWORD, attributes: { xh: code } }]));
  const cas = await startCasServer({
    port: Number(process.env.CAS_PORT ?? 8443),
    users,
    // Any page of this machine may use the demo IdP.
    servicePattern: String.raw`^https?://(127\.0\.0\.1|localhost)(:\d+)?/.*$`,
    attributes: ['xh'],
  });
  stops.push(cas.stop);
  console.log(`CAS demo identity provider: ${cas.url}`);
  steps.push(`CAS: choose 统一身份认证 CAS, CAS server address ${cas.url}, version 3.0`);
}

if (which !== 'cas') {
  // The exact redirect_uri the product's page shows, under both names of this machine.
  const sites = [...new Set([site, site.replace('://127.0.0.1', '://localhost'), site.replace('://localhost', '://127.0.0.1')])];
  const oidc = await startOidcProvider({
    port: Number(process.env.OIDC_PORT ?? 8444),
    clients: [{
      clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret,
      redirectUris: sites.map((s) => `${s}/chdlogin`), postLogoutRedirectUris: sites.map((s) => `${s}/logout-success`),
    }],
    accounts: Object.fromEntries(DEMO_ACCOUNTS.map((code) => [code, IDP_PASSWORD])),
  });
  stops.push(oidc.close);
  console.log(`OIDC demo identity provider: ${oidc.issuer} (redirect_uri ${site}/chdlogin)`);
  steps.push(`OIDC: choose OAuth2·OIDC, issuer ${oidc.issuer}, client ID ${OIDC_CLIENT.id}, client secret ${OIDC_CLIENT.secret}, scope openid, claim sub`);
}

console.log(`
To sign in through it:
 1. npm start (in another terminal), sign in as admin of 示范大学, open 系统设置 › 统一身份认证;
 2. login route name chd, ${steps.length > 1 ? 'and one of' : 'and'}
${steps.map((s) => `    ${s};`).join('\n')}
    enable and save;
 3. open ${site}/chdlogin and sign in on the provider's page, e.g. 2021000001 / ${IDP_PASSWORD}.
Ctrl-C stops the provider.`);

const stop = async () => {
  for (const s of stops) await s();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
