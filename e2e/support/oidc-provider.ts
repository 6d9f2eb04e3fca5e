import http from 'node:http';
import Provider from 'oidc-provider';

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 with one confidential client
 * for the app's callback. Its development sign-in page takes any login: the login becomes the
 * account id and, when it looks like an address, its verified email. Consent is pre-granted
 * (a first-party client), so the popup shows only the sign-in page.
 */
export async function startOpenIdProvider(options: {
  port: number;
  redirectUris: string[];
}): Promise<LocalOpenIdProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const clientId = 'tonearm-e2e';
  const clientSecret = 'tonearm-e2e-secret-with-enough-entropy';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) =>
      Promise.resolve({
        accountId: sub,
        claims: () =>
          Promise.resolve({
            sub,
            ...(sub.includes('@') ? { email: sub, email_verified: true } : {}),
            name: `OIDC ${sub.split('@')[0]}`,
            picture: `${issuer}/avatars/${encodeURIComponent(sub)}.png`,
          }),
      }),
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
