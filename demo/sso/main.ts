/**
 * `npm run demo:sso`: a demo identity provider for trying single sign-on on a demo install (issue 16).
 * Starts the real CAS server of casServer.ts on CAS_PORT (8443) with the demo school's people as its
 * accounts, under one CAS password, and prints how to point 示范大学 at it. Stops on Ctrl-C.
 */
import { startCasServer, type CasAccount } from './casServer.js';

const port = Number(process.env.CAS_PORT ?? 8443);
/** The IdP's own password, deliberately not the product's, so a sign-in through it is visibly the IdP's. */
const CAS_PASSWORD = 'Cas@123456';
/** The demo school's accounts (README "Demo accounts"); the user number is also released as attribute xh. */
const DEMO_ACCOUNTS = ['2021000001', '2021000002', 'admin', 't1001', 'c1001', 'l1001', 'a1001'];

const users: Record<string, CasAccount> = Object.fromEntries(DEMO_ACCOUNTS.map((code) => [code, { password: CAS_PASSWORD, attributes: { xh: code } }]));
const cas = await startCasServer({
  port,
  users,
  // Any page of this machine may use the demo IdP (the product runs on 127.0.0.1:8080 by default).
  servicePattern: String.raw`^https?://(127\.0\.0\.1|localhost)(:\d+)?/.*$`,
  attributes: ['xh'],
});

console.log(`CAS demo identity provider: ${cas.url}
Accounts: ${DEMO_ACCOUNTS.join(', ')} — password ${CAS_PASSWORD}

To sign in through it:
 1. npm start (in another terminal), sign in as admin of 示范大学, open 系统设置 › 统一身份认证;
 2. choose CAS, CAS server address ${cas.url}, version 3.0, login route name chd, enable, save;
 3. open http://127.0.0.1:8080/chdlogin and sign in on the CAS page, e.g. 2021000001 / ${CAS_PASSWORD}.
Ctrl-C stops the provider.`);

const stop = () => {
  cas.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
