/** Single sign-on (issue 16; migration 20261126_012000): each school's identity provider and the service tickets it validated. */
import type { Generated } from 'kysely';
import type { CasVersion, SsoProtocol } from '../../../common/sso.js';

/** One school's single sign-on peer; routeName unique across schools in lower case (sso_configs_route_name_key). */
export interface SsoConfigsTable {
  schoolId: number;
  routeName: string;
  protocol: Generated<SsoProtocol>;
  enabled: Generated<boolean>;
  casServerUrl: Generated<string>;
  casVersion: Generated<CasVersion>;
  userAttribute: Generated<string>;
  oidcIssuer: Generated<string>;
  clientId: Generated<string>;
  /** Never sent to a client. */
  clientSecret: Generated<string>;
  scopes: Generated<string>;
  userClaim: Generated<string>;
  /** Never sent to a client. */
  thirdKey: Generated<string>;
  logoutUrl: Generated<string>;
  updateTime: Generated<Date>;
}

/** A validated service ticket (used once per school) and the session GET /third/token made from it (null until then). */
export interface SsoTicketsTable {
  id: Generated<number>;
  schoolId: number;
  ticket: string;
  userId: number;
  sessionId: number | null;
  createdAt: Generated<Date>;
}
