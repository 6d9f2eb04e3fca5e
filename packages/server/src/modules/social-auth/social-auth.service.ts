import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import {
  SOCIAL_AUTH_MESSAGES,
  SOCIAL_SERVICE_LABELS,
  type SocialService,
} from '@tonearm/shared/social-auth/social-auth.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { SessionRow, UserRow } from '../../platform/db/schema';
import { ValidationError } from '../../platform/errors';
import { verifyPasswordWithoutLeaks } from '../../platform/security/passwords';
import { hmac, randomToken, safeEqual, sha256 } from '../../platform/security/tokens';
import type { AuthService, ClientInfo } from '../auth/auth.service';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import type { SocialOAuthClient } from './social-auth.oauth-client';
import type { ProviderProfile, ProviderSettings } from './social-auth.providers';
import type { SocialAuthRepository, SocialIdentity } from './social-auth.repository';

/** How long the provider has to send the visitor back, and a matched account to be confirmed. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
export const SOCIAL_PENDING_TTL_MS = 10 * 60_000;
export const SOCIAL_PENDING_MAX_ATTEMPTS = 5;

export type SocialFlow = 'login' | 'connect';

/** What the start of a flow keeps in its signed cookie. */
interface FlowState {
  service: SocialService;
  flow: SocialFlow;
  state: string;
  codeVerifier: string;
  nonce: string | null;
  /** The user who started a connect flow. */
  userId: number | null;
  expiresAt: number;
}

/** A session for the routes to hand out in the cookie. */
export interface StartedSession {
  token: string;
  session: SessionRow;
  user: User;
}

export type SocialCallbackResult =
  | { status: 'SUCCESS'; login: StartedSession }
  | { status: 'ALREADY_LOGGED_IN'; user: User }
  | { status: 'REQUEST_PASSWORD'; pendingToken: string }
  | { status: 'ERROR'; message: string; httpStatus: number };

function error(message: string, httpStatus = 400, service?: SocialService) {
  return {
    status: 'ERROR' as const,
    message: message.replace(':service', service ? SOCIAL_SERVICE_LABELS[service] : ''),
    httpStatus,
  };
}

/**
 * Social login: start a provider's authorization, finish it into a login,
 * a link to the current user, or a pending link that waits for the account's password.
 */
export class SocialAuthService {
  constructor(
    private readonly repository: SocialAuthRepository,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly oauth: SocialOAuthClient,
    private readonly log: { warn: (message: string) => void } = console,
  ) {}

  profilesOf(userId: number) {
    return this.repository.profilesOf(userId);
  }

  async providerSettings(service: SocialService): Promise<ProviderSettings> {
    const all = await this.settings.all();
    const read = (name: string) => {
      const value = all[`social.${service}.${name}`];
      return typeof value === 'string' ? value.trim() : '';
    };
    return {
      enabled: all[`social.${service}.enable`] === true,
      clientId: read('client_id'),
      clientSecret: read('client_secret'),
      issuer: read('issuer'),
      authorizationUrl: read('authorization_url'),
      tokenUrl: read('token_url'),
      userinfoUrl: read('userinfo_url'),
      scope: read('scope'),
      ...(service === 'envato'
        ? { emailUrl: read('email_url'), usernameUrl: read('username_url') }
        : {}),
    };
  }

  private async signingKey(): Promise<string> {
    const key = String((await this.settings.get('app_key')) || '');
    if (!key) throw new Error('The app_key setting is empty');
    return `social-auth:${key}`;
  }

  private async sealState(state: FlowState): Promise<string> {
    const body = Buffer.from(JSON.stringify(state)).toString('base64url');
    return `${body}.${hmac(await this.signingKey(), body)}`;
  }

  private async openState(cookie: string | undefined): Promise<FlowState | null> {
    if (!cookie) return null;
    const [body, signature] = cookie.split('.');
    if (!body || !signature || !safeEqual(signature, hmac(await this.signingKey(), body)))
      return null;
    try {
      const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FlowState;
      return state.expiresAt > Date.now() ? state : null;
    } catch {
      return null;
    }
  }

  /**
   * Where the popup goes first: the provider's authorization URL, plus the sealed state the
   * routes keep in a short-lived cookie. A disabled provider or a guest connecting gets an error.
   */
  async start(
    service: SocialService,
    flow: SocialFlow,
    user: User | null,
    redirectUri: string,
  ): Promise<
    | { status: 'REDIRECT'; url: string; cookie: string }
    | Extract<SocialCallbackResult, { status: 'ERROR' }>
  > {
    const settings = await this.providerSettings(service);
    if (!settings.enabled) return error(SOCIAL_AUTH_MESSAGES.disabled, 404);
    if (flow === 'connect' && !user) return error(SOCIAL_AUTH_MESSAGES.loginRequired, 401, service);
    try {
      const request = await this.oauth.authorizationRequest(service, settings, redirectUri);
      const cookie = await this.sealState({
        service,
        flow,
        state: request.state,
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        userId: user?.id ?? null,
        expiresAt: Date.now() + SOCIAL_STATE_TTL_MS,
      });
      return { status: 'REDIRECT', url: request.url.href, cookie };
    } catch (cause) {
      this.log.warn(`Social login with ${service} could not start: ${String(cause)}`);
      return error(SOCIAL_AUTH_MESSAGES.generic, 502);
    }
  }

  /** The provider sent the visitor back: check, exchange, and decide (statuses). */
  async finish(
    service: SocialService,
    input: {
      currentUrl: URL;
      stateCookie: string | undefined;
      user: User | null;
      session: SessionRow | null;
      client: ClientInfo;
    },
  ): Promise<SocialCallbackResult> {
    const settings = await this.providerSettings(service);
    if (!settings.enabled) return error(SOCIAL_AUTH_MESSAGES.disabled, 404);
    const flow = await this.openState(input.stateCookie);
    if (!flow || flow.service !== service) return error(SOCIAL_AUTH_MESSAGES.expired);
    // A connect flow finishes for the user who started it, never for whoever is now logged in.
    if (flow.flow === 'connect' && (!input.user || input.user.id !== flow.userId))
      return error(SOCIAL_AUTH_MESSAGES.loginRequired, 401, service);

    let profile: ProviderProfile;
    try {
      profile = await this.oauth.profileFromCallback(service, settings, input.currentUrl, flow);
    } catch (cause) {
      this.log.warn(`Social login with ${service} failed: ${String(cause)}`);
      return error(SOCIAL_AUTH_MESSAGES.generic);
    }
    const identity: SocialIdentity = {
      service_name: service,
      user_service_id: profile.id,
      username: profile.username?.slice(0, 255) ?? null,
    };
    const linked = await this.repository.findProfile(service, profile.id);

    if (input.user) {
      if (linked && linked.user_id !== input.user.id)
        return error(SOCIAL_AUTH_MESSAGES.takenByOther, 409, service);
      await this.repository.link(input.user.id, identity);
      return { status: 'ALREADY_LOGGED_IN', user: await this.reload(input.user.id) };
    }

    if (linked) {
      const found = await this.users.findById(linked.user_id);
      if (!found) return error(SOCIAL_AUTH_MESSAGES.generic);
      const owner = await this.users.withEndedBanLifted(found);
      if (owner.banned_at) return error(AUTH_MESSAGES.suspended, 403);
      // A provider's word is one factor: an account with two-factor on signs in with its code.
      if (owner.two_factor_confirmed_at) return error(SOCIAL_AUTH_MESSAGES.twoFactor, 403);
      if (linked.username !== identity.username)
        await this.repository.updateUsername(linked.id, identity.username);
      return { status: 'SUCCESS', login: await this.logIn(owner, input.session, input.client) };
    }

    if (!profile.email) return error(SOCIAL_AUTH_MESSAGES.noEmail, 422, service);
    const existing = await this.users.findByEmail(profile.email);
    if (existing) {
      // Linking to an existing account needs that account's password.
      const pendingToken = randomToken(32);
      const now = Date.now();
      await this.repository.deleteExpiredPending(new Date(now).toISOString());
      await this.repository.insertPending({
        id: sha256(pendingToken),
        user_id: existing.id,
        expires_at: new Date(now + SOCIAL_PENDING_TTL_MS).toISOString(),
        identity,
      });
      return { status: 'REQUEST_PASSWORD', pendingToken };
    }

    if ((await this.settings.get('registration.disable')) === true)
      return error(SOCIAL_AUTH_MESSAGES.registrationDisabled, 403);
    const created = await this.users.create({
      email: profile.email,
      password: null,
      ...(profile.name ? { name: profile.name.slice(0, 255) } : {}),
      first_name: profile.firstName?.slice(0, 255) ?? null,
      last_name: profile.lastName?.slice(0, 255) ?? null,
      image: profile.avatar && profile.avatar.length <= 1024 ? profile.avatar : null,
      // The provider vouches for the address unless it says otherwise.
      email_verified_at: profile.emailVerified ? new Date().toISOString() : null,
    });
    await this.repository.link(created.id, identity);
    return { status: 'SUCCESS', login: await this.logIn(created, input.session, input.client) };
  }

  /**
   * POST secure/auth/social/connect: the pending profile joins the account it matched by email
   * once that account's password is given, and the visitor is logged in.
   */
  async connectPending(
    pendingToken: string | undefined,
    password: string,
    session: SessionRow | null,
    client: ClientInfo,
  ): Promise<StartedSession> {
    const pending = pendingToken
      ? await this.repository.findPending(sha256(pendingToken))
      : undefined;
    const expired = !pending || Date.parse(pending.expires_at) <= Date.now();
    const owner = expired ? undefined : await this.users.findById(pending.user_id);
    // Always one argon2 verification, so the answer's timing tells nothing.
    const matches = await verifyPasswordWithoutLeaks(owner?.password, password);
    if (!pending || expired || !owner)
      throw ValidationError.field('password', SOCIAL_AUTH_MESSAGES.expired);
    if (!matches) {
      // A pending link allows a few tries, not a dictionary: then the popup must be used again.
      if ((await this.repository.countFailedAttempt(pending.id)) >= SOCIAL_PENDING_MAX_ATTEMPTS)
        await this.repository.deletePending(pending.id);
      throw ValidationError.field('password', AUTH_MESSAGES.credentialsMismatch);
    }
    if (owner.banned_at) throw ValidationError.field('password', AUTH_MESSAGES.suspended);
    if (owner.two_factor_confirmed_at)
      throw ValidationError.field('password', SOCIAL_AUTH_MESSAGES.twoFactor);
    const service = pending.service_name as SocialService;
    const linked = await this.repository.findProfile(service, pending.user_service_id);
    if (linked && linked.user_id !== owner.id)
      throw ValidationError.field(
        'password',
        SOCIAL_AUTH_MESSAGES.takenByOther.replace(
          ':service',
          SOCIAL_SERVICE_LABELS[service] ?? service,
        ),
      );
    await this.repository.link(owner.id, {
      service_name: pending.service_name,
      user_service_id: pending.user_service_id,
      username: pending.username,
    });
    await this.repository.deletePending(pending.id);
    return this.logIn(owner, session, client);
  }

  /**
   * Removes the user's link to a provider. Refused when it is their only way to sign in (no
   * password and no other provider), so nobody locks themselves out.
   */
  async disconnect(user: User, service: SocialService) {
    const profiles = await this.repository.profilesOf(user.id);
    const label = SOCIAL_SERVICE_LABELS[service];
    if (!profiles.some((profile) => profile.service_name === service))
      throw ValidationError.field(
        'service',
        SOCIAL_AUTH_MESSAGES.notConnected.replace(':service', label),
      );
    const row = await this.users.findById(user.id);
    if (!row?.password && profiles.length === 1)
      throw ValidationError.field('service', SOCIAL_AUTH_MESSAGES.lastMethod);
    await this.repository.unlink(user.id, service);
    return this.repository.profilesOf(user.id);
  }

  /** Social login is a login: the session rotates like after a password. */
  private async logIn(
    row: UserRow,
    previous: SessionRow | null,
    client: ClientInfo,
  ): Promise<StartedSession> {
    if (previous) await this.auth.endSession(previous);
    const { token, session } = await this.auth.createSession(row.id, client, true);
    await this.users.recordLogin(row.id);
    return { token, session, user: await this.users.toClientUser(row) };
  }

  private async reload(userId: number): Promise<User> {
    const row = await this.users.findById(userId);
    if (!row) throw new Error(`User ${userId} vanished`);
    return this.users.toClientUser(row);
  }
}
