import * as oidc from 'openid-client';
import {
  PUBLIC_INTERNET_ONLY,
  safeFetch,
  type OutboundPolicy,
} from '../../platform/net/safe-fetch';
import type { SocialService } from '@tonearm/shared/social-auth/social-auth.schemas';
import {
  readProfile,
  TOKEN_AUTH,
  type ProviderProfile,
  type ProviderSettings,
} from './social-auth.providers';

/** What the start of a login must remember until the provider sends the visitor back. */
export interface AuthorizationRequest {
  url: URL;
  state: string;
  codeVerifier: string;
  /** Set for OpenID Connect providers only. */
  nonce: string | null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DISCOVERY_TTL_MS = 10 * 60_000;
const TIMEOUT_SECONDS = 10;

/** A provider setting that cannot work; the visitor gets the generic error, the log the cause. */
export class ProviderConfigurationError extends Error {}

function parseUrl(value: string, setting: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ProviderConfigurationError(`${setting} is not a URL`);
  }
  // Plain http only for a provider on this machine; even then the outbound guard lets it
  // through only in tests (platform/net/safe-fetch.ts).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
    throw new ProviderConfigurationError(`${setting} must be an https URL`);
  return url;
}

function isPlainHttp(url: URL | string | undefined): boolean {
  return !!url && new URL(url).protocol === 'http:';
}

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  const body = await response.json();
  if (!body || typeof body !== 'object') throw new Error(`${what} did not answer with an object`);
  return body as Record<string, unknown>;
}

/**
 * openid-client's requests (discovery, token, userinfo, keys) through the outbound guard: the
 * provider URLs are typed in by an admin, and the discovery document names further ones.
 */
function guardedFetch(policy: OutboundPolicy): oidc.CustomFetch {
  return (url, options) => {
    const { body } = options;
    if (body instanceof ReadableStream || body instanceof ArrayBuffer)
      return Promise.reject(new Error('A streamed request body is not supported here'));
    return safeFetch(
      url,
      { method: options.method, headers: options.headers, body, signal: options.signal ?? null },
      policy,
    );
  };
}

/**
 * The OAuth 2 / OpenID Connect side of social login, through openid-client: authorization
 * code with PKCE (and a nonce for OpenID Connect), state checked on return.
 */
export class SocialOAuthClient {
  private readonly discovered = new Map<string, { metadata: oidc.ServerMetadata; until: number }>();
  private readonly fetch: oidc.CustomFetch;

  constructor(policy: OutboundPolicy = PUBLIC_INTERNET_ONLY) {
    this.fetch = guardedFetch(policy);
  }

  private async serverMetadata(settings: ProviderSettings): Promise<oidc.ServerMetadata> {
    const overrides: {
      authorization_endpoint?: string;
      token_endpoint?: string;
      userinfo_endpoint?: string;
    } = {};
    if (settings.authorizationUrl)
      overrides.authorization_endpoint = parseUrl(
        settings.authorizationUrl,
        'authorization_url',
      ).href;
    if (settings.tokenUrl) overrides.token_endpoint = parseUrl(settings.tokenUrl, 'token_url').href;
    if (settings.userinfoUrl)
      overrides.userinfo_endpoint = parseUrl(settings.userinfoUrl, 'userinfo_url').href;

    if (!settings.issuer) {
      if (!overrides.authorization_endpoint || !overrides.token_endpoint)
        throw new ProviderConfigurationError('authorization_url and token_url are required');
      // Plain OAuth 2 has no issuer; the authorization server's origin stands in for it.
      return { issuer: new URL(overrides.authorization_endpoint).origin, ...overrides };
    }
    const issuer = parseUrl(settings.issuer, 'issuer');
    const cached = this.discovered.get(issuer.href);
    let metadata = cached && cached.until > Date.now() ? cached.metadata : null;
    if (!metadata) {
      const found = await oidc.discovery(issuer, settings.clientId, undefined, undefined, {
        ...(isPlainHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: TIMEOUT_SECONDS,
        [oidc.customFetch]: this.fetch,
      });
      metadata = { ...found.serverMetadata() };
      this.discovered.set(issuer.href, { metadata, until: Date.now() + DISCOVERY_TTL_MS });
    }
    return { ...metadata, ...overrides };
  }

  private async configuration(service: SocialService, settings: ProviderSettings) {
    const metadata = await this.serverMetadata(settings);
    const secret = settings.clientSecret;
    const config = new oidc.Configuration(
      metadata,
      settings.clientId,
      secret,
      TOKEN_AUTH[service] === 'basic'
        ? oidc.ClientSecretBasic(secret)
        : oidc.ClientSecretPost(secret),
    );
    config.timeout = TIMEOUT_SECONDS;
    config[oidc.customFetch] = this.fetch;
    const endpoints = [
      metadata.authorization_endpoint,
      metadata.token_endpoint,
      metadata.userinfo_endpoint,
      metadata.jwks_uri,
    ];
    if (endpoints.some(isPlainHttp)) oidc.allowInsecureRequests(config);
    return { config, isOpenIdConnect: !!settings.issuer };
  }

  async authorizationRequest(
    service: SocialService,
    settings: ProviderSettings,
    redirectUri: string,
  ): Promise<AuthorizationRequest> {
    const { config, isOpenIdConnect } = await this.configuration(service, settings);
    const state = oidc.randomState();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = isOpenIdConnect ? oidc.randomNonce() : null;
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      state,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    };
    if (settings.scope) parameters.scope = settings.scope;
    if (nonce) parameters.nonce = nonce;
    return { url: oidc.buildAuthorizationUrl(config, parameters), state, codeVerifier, nonce };
  }

  /**
   * Checks the provider's answer against the stored state (and nonce), exchanges the code with
   * the PKCE verifier and reads the profile. Throws on any mismatch or provider error.
   */
  async profileFromCallback(
    service: SocialService,
    settings: ProviderSettings,
    currentUrl: URL,
    checks: { state: string; codeVerifier: string; nonce: string | null },
  ): Promise<ProviderProfile> {
    const { config, isOpenIdConnect } = await this.configuration(service, settings);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      expectedState: checks.state,
      pkceCodeVerifier: checks.codeVerifier,
      ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
      idTokenExpected: isOpenIdConnect,
    });

    let body: Record<string, unknown>;
    if (isOpenIdConnect) {
      const claims: Record<string, unknown> = { ...tokens.claims() };
      body = claims;
      if (config.serverMetadata().userinfo_endpoint) {
        // The ID token may carry only `sub`; the profile claims come from userinfo.
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
        body = { ...body, ...userinfo };
      }
    } else {
      const get = async (url: string, what: string) =>
        readJson(
          await oidc.fetchProtectedResource(config, tokens.access_token, new URL(url), 'GET'),
          what,
        );
      body = await get(settings.userinfoUrl, 'userinfo_url');
      if (settings.emailUrl) body = { ...body, ...(await get(settings.emailUrl, 'email_url')) };
      if (settings.usernameUrl)
        body = { ...body, ...(await get(settings.usernameUrl, 'username_url')) };
    }
    const profile = readProfile(service, body);
    if (!profile) throw new Error(`The ${service} profile answer has no account id`);
    return profile;
  }
}
