// oidc-provider ships no types; this is the part the e2e provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface OidcContext {
    oidc: {
      client: { clientId: string };
      session: { accountId: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: {
        Grant: {
          new (init: { clientId: string; accountId: string }): Grant;
          find(id: string): Promise<Grant | undefined>;
        };
      };
    };
  }
  export interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    features?: Record<string, unknown>;
    cookies?: Record<string, unknown>;
    findAccount: (
      ctx: unknown,
      sub: string,
    ) => Promise<{ accountId: string; claims: () => Promise<Record<string, unknown>> }>;
    loadExistingGrant?: (ctx: OidcContext) => Promise<Grant | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
