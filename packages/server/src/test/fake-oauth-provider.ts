import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAccount {
  id: string;
  name?: string;
  email?: string;
  picture?: string;
}

/**
 * A small OAuth 2 authorization server for API tests, shaped like Facebook's (and X's `/2/users/me`): the test plays
 * the visitor approving (`approve`), the token endpoint checks the client secret and the PKCE
 * verifier, and `/me` answers with the Graph API profile of the approved account.
 */
export class FakeOAuthProvider {
  readonly clientId = 'tonearm-test-client';
  readonly clientSecret = 'tonearm-test-secret';
  private readonly codes = new Map<
    string,
    { challenge: string; redirectUri: string; account: FakeAccount }
  >();
  private readonly tokens = new Map<string, FakeAccount>();
  private server: http.Server | null = null;
  /** How the last token request authenticated the client. */
  lastTokenAuth: 'basic' | 'post' | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  settings(service = 'facebook'): Record<string, unknown> {
    return {
      [`social.${service}.enable`]: true,
      [`social.${service}.client_id`]: this.clientId,
      [`social.${service}.client_secret`]: this.clientSecret,
      [`social.${service}.issuer`]: '',
      [`social.${service}.authorization_url`]: `${this.url}/authorize`,
      [`social.${service}.token_url`]: `${this.url}/token`,
      [`social.${service}.userinfo_url`]:
        service === 'twitter'
          ? `${this.url}/2/users/me?user.fields=profile_image_url,confirmed_email`
          : `${this.url}/me?fields=id,name,email,picture`,
    };
  }

  /** What the provider does when the visitor approves: a code for the app's redirect URI. */
  approve(
    authorizationUrl: string,
    account: FakeAccount,
  ): { code: string; state: string; redirectUri: string } {
    const url = new URL(authorizationUrl);
    const params = url.searchParams;
    if (params.get('client_id') !== this.clientId) throw new Error('wrong client_id');
    if (params.get('code_challenge_method') !== 'S256') throw new Error('no PKCE');
    const code = randomBytes(12).toString('hex');
    this.codes.set(code, {
      challenge: params.get('code_challenge')!,
      redirectUri: params.get('redirect_uri')!,
      account,
    });
    return { code, state: params.get('state')!, redirectUri: params.get('redirect_uri')! };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      const form = new URLSearchParams(raw);
      // client_secret_basic (X) or client_secret_post (Facebook): either must name this client.
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      this.lastTokenAuth = basic ? 'basic' : 'post';
      if (basic) {
        const [id, secret] = Buffer.from(basic, 'base64')
          .toString()
          .split(':')
          .map(decodeURIComponent);
        form.set('client_id', id ?? '');
        form.set('client_secret', secret ?? '');
      }
      const grant = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        form.get('client_id') !== this.clientId ||
        form.get('client_secret') !== this.clientSecret ||
        !grant ||
        grant.challenge !== challenge ||
        grant.redirectUri !== form.get('redirect_uri')
      ) {
        return send(400, { error: 'invalid_grant' });
      }
      const token = randomBytes(12).toString('hex');
      this.tokens.set(token, grant.account);
      return send(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
    }
    if (req.method === 'GET' && url.pathname === '/2/users/me') {
      const account = this.tokens.get(
        /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '',
      );
      if (!account) return send(401, { error: 'invalid_token' });
      return send(200, {
        data: {
          id: account.id,
          name: account.name,
          username: account.name?.toLowerCase().replace(/\W+/g, '_'),
          profile_image_url: account.picture,
          ...(account.email ? { confirmed_email: account.email } : {}),
        },
      });
    }
    if (req.method === 'GET' && url.pathname === '/me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const account = this.tokens.get(token);
      if (!account) return send(401, { error: 'invalid_token' });
      return send(200, {
        id: account.id,
        name: account.name,
        ...(account.email ? { email: account.email } : {}),
        ...(account.picture ? { picture: { data: { url: account.picture } } } : {}),
      });
    }
    send(404, { error: 'not_found' });
  }
}
