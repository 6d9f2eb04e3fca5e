import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRequestRefused } from '../../platform/net/safe-fetch';
import { SocialOAuthClient } from './social-auth.oauth-client';
import type { ProviderSettings } from './social-auth.providers';

/** openid-client wraps a failed request in its own error; the guard's refusal is its cause. */
async function refusal(attempt: Promise<unknown>): Promise<unknown> {
  try {
    await attempt;
  } catch (error) {
    let cause: unknown = error;
    while (cause instanceof Error && !(cause instanceof OutboundRequestRefused))
      cause = cause.cause;
    return cause;
  }
  return null;
}

describe('the social login client reaches only the public internet', () => {
  const connections: string[] = [];
  let server: net.Server;
  let port = 0;
  beforeAll(async () => {
    // Would record any connection the client made, http or TLS alike.
    server = net.createServer((socket) => {
      connections.push(socket.remoteAddress ?? 'unknown');
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const settings = (overrides: Partial<ProviderSettings>): ProviderSettings => ({
    enabled: true,
    clientId: 'client',
    clientSecret: 'secret',
    issuer: '',
    authorizationUrl: 'https://provider.example.test/authorize',
    tokenUrl: 'https://provider.example.test/token',
    userinfoUrl: 'https://provider.example.test/me',
    scope: '',
    ...overrides,
  });

  it('does not fetch the discovery document of an issuer on this machine', async () => {
    const client = new SocialOAuthClient();
    for (const issuer of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      expect(
        await refusal(
          client.authorizationRequest(
            'google',
            settings({ issuer }),
            'https://music.example.test/callback',
          ),
        ),
      ).toBeInstanceOf(OutboundRequestRefused);
    }
    expect(connections).toEqual([]);
  });

  it('does not post the code to a token URL on this machine', async () => {
    const client = new SocialOAuthClient();
    const provider = settings({
      authorizationUrl: `http://127.0.0.1:${port}/authorize`,
      tokenUrl: `http://127.0.0.1:${port}/token`,
    });
    const request = await client.authorizationRequest(
      'facebook',
      provider,
      'https://music.example.test/callback',
    );
    const callback = new URL(`https://music.example.test/callback?code=abc&state=${request.state}`);
    expect(
      await refusal(
        client.profileFromCallback('facebook', provider, callback, {
          state: request.state,
          codeVerifier: request.codeVerifier,
          nonce: null,
        }),
      ),
    ).toBeInstanceOf(OutboundRequestRefused);
    expect(connections).toEqual([]);
  });
});
