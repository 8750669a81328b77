/**
 * The part of oidc-provider (panva; ships no types) that demo/sso/oidcProvider.ts uses (issue 16):
 * the identity provider of `npm run demo:sso -- oidc`, the Chromium journey and the API tests.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export interface OidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      params?: Record<string, unknown>;
      provider: Provider;
    };
  }
  export interface OidcAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }
  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: new (init: { clientId: string; accountId?: string }) => OidcGrant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
  }
  export default Provider;
}
