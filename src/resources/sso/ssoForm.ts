/**
 * The form of 统一身份认证 (issue 16): the save endpoint's own schema (common/schemas/sso.ts
 * ssoConfigInput) as the resolver, so the browser applies the server's rules — an http(s) address,
 * a route name of SSO_ROUTE_NAME_PATTERN, an enabled CAS needing its server, an enabled OIDC its
 * issuer and client id — each message naming its field; plus the third-party key: 16 characters,
 * needed when enabling with none stored (the stored one is known here only as hasThirdKey).
 */
import type { CasVersion, SsoConfigInput, SsoConfigView, SsoProtocol } from '../../../common/sso';
import { MALFORMED, REQUIRED } from '../../../common/schemas/fields';
import { ssoConfigInput } from '../../../common/schemas/sso';
import { schemaResolver, type FieldMessages } from '../shared/schemaForm';

/** The fields a server refusal may name, shown under the field. */
export const SSO_FIELDS = [
  'routeName', 'protocol', 'enabled', 'casServerUrl', 'casVersion', 'userAttribute', 'oidcIssuer', 'clientId', 'clientSecret',
  'scopes', 'userClaim', 'thirdKey', 'logoutUrl',
] as const satisfies readonly (keyof SsoConfigInput)[];

/** The fields each protocol shows (besides routeName, protocol, enabled). */
export const PROTOCOL_FIELDS: Record<SsoProtocol, readonly (keyof SsoConfigInput)[]> = {
  cas: ['casServerUrl', 'casVersion', 'userAttribute', 'logoutUrl'],
  oidc: ['oidcIssuer', 'clientId', 'clientSecret', 'scopes', 'userClaim', 'logoutUrl'],
  third: ['thirdKey', 'logoutUrl'],
  none: [],
};

const URL_FIELDS = ['casServerUrl', 'oidcIssuer', 'logoutUrl'] as const;
const NAME_FIELDS = ['userAttribute', 'userClaim'] as const;

/** The third-party key's length: an AES-128 key of 16 characters (common/codec.ts, spec §4). */
export const THIRD_KEY_LENGTH = 16;

/** The save schema with the third-party key's rule; `hasThirdKey`: a key is stored ('' keeps it). */
function withThirdKey(hasThirdKey: boolean) {
  return ssoConfigInput.superRefine((v, ctx) => {
    if (v.protocol !== 'third') return;
    if (v.thirdKey === '' ? v.enabled && !hasThirdKey : [...v.thirdKey].length !== THIRD_KEY_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['thirdKey'], message: v.thirdKey === '' ? REQUIRED : MALFORMED });
  });
}

/**
 * The resolver; `label(field)` is the field's translated label (messages name the field), `stored`
 * what the saved configuration holds of the secrets.
 */
export function ssoResolver(label: (field: string) => string, stored: Pick<SsoConfigView, 'hasThirdKey'> = { hasThirdKey: false }) {
  const required = (field: string) => ({ message: 'sso.config.validation.required', args: { field: label(field) } });
  const messages: FieldMessages = {
    routeName: { required: required('routeName'), malformed: 'sso.config.validation.routeName' },
    clientId: { required: required('clientId') },
    scopes: { malformed: 'sso.config.validation.scopes' },
    thirdKey: { required: required('thirdKey'), malformed: { message: 'sso.config.validation.thirdKey', args: { length: THIRD_KEY_LENGTH } } },
  };
  for (const f of URL_FIELDS) messages[f] = { required: required(f), malformed: 'sso.config.validation.url' };
  for (const f of NAME_FIELDS) messages[f] = { malformed: 'sso.config.validation.name' };
  return schemaResolver(withThirdKey(stored.hasThirdKey), messages);
}

/** The form's values from the saved view; secrets start empty ('' keeps the stored one). */
export function toSsoForm(view: SsoConfigView): SsoConfigInput {
  return {
    routeName: view.routeName,
    protocol: view.protocol,
    enabled: view.enabled,
    casServerUrl: view.casServerUrl,
    casVersion: (view.casVersion || '3.0') as CasVersion,
    userAttribute: view.userAttribute,
    oidcIssuer: view.oidcIssuer,
    clientId: view.clientId,
    clientSecret: '',
    scopes: view.scopes,
    userClaim: view.userClaim,
    thirdKey: '',
    logoutUrl: view.logoutUrl,
  };
}
