/**
 * The protocols this client signs in with (issue 16): one file per protocol, one line here.
 * A school without one (protocol 'none': configured but not enabled) is not offered SSO: its login
 * route shows the password form with the school preselected.
 */
import type { SchoolSso } from '../../../common/sso';
import { casPlugin } from './cas';
import { oidcPlugin } from './oidc';
import { thirdPlugin } from './third';
import type { SsoProtocolPlugin } from './types';

const PLUGINS: readonly SsoProtocolPlugin[] = [casPlugin, oidcPlugin, thirdPlugin];

/** The plugin of a school's SSO, or null (no SSO, or a protocol this client does not speak). */
export function ssoPluginFor(sso: SchoolSso | null | undefined): SsoProtocolPlugin | null {
  return (sso && PLUGINS.find((p) => p.protocol === sso.protocol)) || null;
}
