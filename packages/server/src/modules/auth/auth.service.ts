import { UAParser } from 'ua-parser-js';
import {
  AUTH_MESSAGES,
  isAccepted,
  type LoginInput,
  type TwoFactorChallengePayload,
} from '@tonearm/shared/auth/auth.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { SessionRow, UserRow } from '../../platform/db/schema';
import { AppError, ValidationError } from '../../platform/errors';
import { lookupGeoLocation } from '../../platform/http/geo-ip';
import { GUEST_AUTH, type RequestAuth } from '../../platform/http/request-context';
import { passwordProblem } from '../../platform/security/password-policy';
import { verifyPassword, verifyPasswordWithoutLeaks } from '../../platform/security/passwords';
import { randomToken, sha256 } from '../../platform/security/tokens';
import type { RecaptchaService } from '../recaptcha/recaptcha.service';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import { sleep, tooManyAttempts, type AuthLimiters } from './auth-limits';
import type { AuthRepository } from './auth.repository';
import type { EmailVerificationService } from './email-verification.service';
import type { AccessEnded, Caller, SessionEnds } from './session-ends';
import type { TwoFactorService } from './two-factor.service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Session lifetimes (ASVS V3.3): a browser session idles out; a kept one lasts a month. */
export const SESSION_LIFETIMES = {
  browser: { idleMs: 120 * MINUTE, absoluteMs: 12 * 60 * MINUTE },
  remembered: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
  /** last_active is written at most this often, not on every request. */
  touchEveryMs: MINUTE,
} as const;

/** A pending two-factor login lives 10 minutes and allows 5 wrong codes. */
/** How long a rotated session's old id still answers (requests already in flight). */
export const SESSION_ROTATION_GRACE_MS = 60_000;

export const TWO_FACTOR_CHALLENGE = { ttlMs: 10 * MINUTE, maxAttempts: 5 } as const;

/**
 * A long-lived connection re-checks its session or token before it writes; a check that passed
 * holds this long, so a burst of events costs one query. An ended session is announced at once
 * (see SessionEnds), so the wait only applies to one that ran out on its own.
 */
export const ACCESS_RECHECK_MS = 1000;

/** A connection's hold on the session or token that opened it (see `watchAccess`). */
export interface AccessWatch {
  /** Whether the session or token still lets the caller in (cached ACCESS_RECHECK_MS). */
  isLive(): Promise<boolean>;
  stop(): void;
}

/**
 * An invitation someone registers with (`invite_id`, `invite_type`): a valid one addressed to
 * the registering email lets them register while registration is disabled, counts as proof of
 * the address (they followed the mailed link) and is accepted once the account exists.
 * Workspaces provide the one kind there is.
 */
export interface InviteChecker {
  isValidInvite(inviteId: string, inviteType: string | null, email: string): Promise<boolean>;
  acceptInvite(inviteId: string, user: { id: number; email: string }): Promise<void>;
}

const NO_INVITES: InviteChecker = {
  isValidInvite: () => Promise.resolve(false),
  acceptInvite: () => Promise.resolve(),
};

export interface RegisterInput {
  email: string;
  password: string;
  invite_id?: string | number | null;
  invite_type?: string | null;
  recaptcha_token?: string | null;
  [policyId: string]: unknown;
}

export type LoginResult =
  | { twoFactor: { challengeToken: string; remember: boolean } }
  | { twoFactor: null; token: string; session: SessionRow; user: User };

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

function describeDevice(userAgent: string | null) {
  const result = new UAParser(userAgent ?? '').getResult();
  const type = result.device.type;
  return {
    device_type: type === 'mobile' || type === 'tablet' ? type : 'other',
    platform: result.os.name ?? null,
    browser: result.browser.name ?? null,
  };
}

export class AuthService {
  private readonly twoFactor: TwoFactorService | null;
  private readonly emailVerification: EmailVerificationService | null;

  constructor(
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly settings?: SettingsService,
    private readonly limits?: AuthLimiters,
    private readonly recaptcha?: RecaptchaService,
    private readonly invites: InviteChecker = NO_INVITES,
    private readonly ends: SessionEnds | null = null,
    /** The second login step and the code a new account verifies its address with. */
    flows: {
      twoFactor: TwoFactorService;
      emailVerification: EmailVerificationService;
    } | null = null,
  ) {
    this.twoFactor = flows?.twoFactor ?? null;
    this.emailVerification = flows?.emailVerification ?? null;
  }

  /**
   * Deletes expired sessions (past their end, or idle past their lifetime), two-factor
   * challenges, reset tokens and verification codes (the `auth.prune-expired` task). Answers how many rows went.
   */
  async pruneExpired(now = Date.now()): Promise<number> {
    return this.repository.deleteExpired({
      now: new Date(now).toISOString(),
      browserIdleBefore: new Date(now - SESSION_LIFETIMES.browser.idleMs).toISOString(),
      rememberedIdleBefore: new Date(now - SESSION_LIFETIMES.remembered.idleMs).toISOString(),
    });
  }

  /**
   * Counts this login attempt before the password is checked, so parallel guesses cannot
   * slip past the limits. 429 with Retry-After when the email|address pair
   * or the address is over its limit; an email over its limit across addresses is slowed
   * down instead, so an attacker can never lock the owner out.
   */
  private async countLoginAttempt(email: string, ip: string): Promise<void> {
    const limits = this.limits;
    if (!limits) return;
    const [pair, address] = await Promise.all([
      limits.loginPerEmailAndIp.consume(`${email}|${ip}`),
      limits.loginPerIp.consume(ip),
    ]);
    const refused = [pair, address].filter((state) => !state.allowed);
    if (refused.length > 0)
      throw tooManyAttempts(Math.max(...refused.map((state) => state.retryAfterMs)));
    const account = await limits.loginPerAccount.consume(email);
    if (!account.allowed && limits.slowdownMs > 0) await sleep(limits.slowdownMs);
  }

  /** A right password: the attempt is given back (a pair's failures are forgotten). */
  private async forgetLoginAttempt(email: string, ip: string): Promise<void> {
    const limits = this.limits;
    if (!limits) return;
    await Promise.all([
      limits.loginPerEmailAndIp.delete(`${email}|${ip}`),
      limits.loginPerIp.reward(ip),
      limits.loginPerAccount.reward(email),
    ]);
  }

  /**
   * Checks the credentials and starts a new session in place of the caller's current one
   * (the session id rotates on login, so a planted session id is worthless).
   * Unknown email and wrong password get the same answer in about the same time. A user with
   * confirmed two-factor gets a pending challenge instead of a session.
   */
  async login(
    input: LoginInput,
    client: ClientInfo,
    previousSession: SessionRow | null,
  ): Promise<LoginResult> {
    const email = input.email.toLowerCase();
    const ip = client.ip ?? 'unknown';
    await this.countLoginAttempt(email, ip);
    let row = await this.users.findByEmail(input.email);
    const passwordMatches = await verifyPasswordWithoutLeaks(row?.password, input.password);
    if (!row || !passwordMatches)
      throw ValidationError.field('email', AUTH_MESSAGES.credentialsMismatch);
    await this.forgetLoginAttempt(email, ip);
    // A ban whose end has passed lifts itself here (checked on request, no job).
    if (row.banned_at) row = await this.users.withEndedBanLifted(row);
    // Only after the password: the suspension is nobody else's business.
    if (row.banned_at) throw ValidationError.field('email', AUTH_MESSAGES.suspended);
    if (row.two_factor_confirmed_at && row.two_factor_secret) {
      const challengeToken = randomToken(32);
      await this.repository.insertTwoFactorChallenge({
        id: sha256(challengeToken),
        user_id: row.id,
        remember: input.remember ? 1 : 0,
        expires_at: new Date(Date.now() + TWO_FACTOR_CHALLENGE.ttlMs).toISOString(),
      });
      return { twoFactor: { challengeToken, remember: input.remember } };
    }
    return {
      twoFactor: null,
      ...(await this.startSession(row, client, input.remember, previousSession)),
    };
  }

  private async startSession(
    row: UserRow,
    client: ClientInfo,
    remember: boolean,
    previousSession: SessionRow | null,
  ): Promise<{ token: string; session: SessionRow; user: User }> {
    if (previousSession) await this.endSession(previousSession);
    const { token, session } = await this.createSession(row.id, client, remember);
    await this.users.recordLogin(row.id);
    return { token, session, user: await this.users.toClientUser(row) };
  }

  /**
   * POST auth/two-factor-challenge: the second step of a pending login. Each code claims one
   * of the challenge's 5 tries and one of the account's tries across challenges, both before it
   * is checked, so parallel guesses cannot exceed either.
   */
  async completeTwoFactorLogin(
    challengeToken: string | undefined,
    input: TwoFactorChallengePayload,
    client: ClientInfo,
    previousSession: SessionRow | null,
  ): Promise<{ token: string; session: SessionRow; user: User; remember: boolean }> {
    const field = 'code' in input ? 'code' : 'recovery_code';
    const expired = () => ValidationError.field(field, AUTH_MESSAGES.twoFactorExpired);
    if (!challengeToken || !this.twoFactor) throw expired();
    const challengeId = sha256(challengeToken);
    const challenge = await this.repository.findTwoFactorChallenge(challengeId);
    if (!challenge) throw expired();
    if (
      Date.parse(challenge.expires_at) <= Date.now() ||
      challenge.attempts >= TWO_FACTOR_CHALLENGE.maxAttempts
    ) {
      await this.repository.deleteTwoFactorChallenge(challengeId);
      throw expired();
    }
    const found = await this.users.findById(challenge.user_id);
    const row = found?.banned_at ? await this.users.withEndedBanLifted(found) : found;
    if (!row || row.banned_at) {
      await this.repository.deleteTwoFactorChallenge(challengeId);
      throw expired();
    }
    if (
      !(await this.repository.claimTwoFactorAttempt(challengeId, TWO_FACTOR_CHALLENGE.maxAttempts))
    )
      throw expired();
    const reserved = await this.twoFactor.reserveLoginAttempt(row.id);
    const accepted =
      'code' in input
        ? await this.twoFactor.verifyCode(row, input.code)
        : await this.twoFactor.useRecoveryCode(row, input.recovery_code);
    await this.twoFactor.settleLoginAttempt(row, reserved, accepted);
    if (!accepted) {
      throw ValidationError.field(
        field,
        field === 'code' ? AUTH_MESSAGES.invalidTwoFactorCode : AUTH_MESSAGES.invalidRecoveryCode,
      );
    }
    if (!(await this.repository.deleteTwoFactorChallenge(challengeId))) throw expired();
    const remember = challenge.remember === 1;
    // Re-read: a used recovery code is no longer in the list the answer carries.
    const fresh = (await this.users.findById(row.id)) ?? row;
    return { ...(await this.startSession(fresh, client, remember, previousSession)), remember };
  }

  /**
   * POST auth/register: policies accepted, human check when enabled, a
   * password the password policy allows, a free email. The new user is logged in; when the
   * site requires email confirmation a code is mailed and the answer says so.
   */
  async register(
    input: RegisterInput,
    client: ClientInfo,
    previousSession: SessionRow | null,
  ): Promise<{
    token: string;
    session: SessionRow;
    user: User;
    status: 'success' | 'needs_email_verification';
  }> {
    const settings = this.settings;
    if (!settings) throw new Error('AuthService.register needs the settings service');
    const inviteId =
      input.invite_id != null && input.invite_id !== '' ? String(input.invite_id) : null;
    const invited =
      inviteId !== null &&
      (await this.invites.isValidInvite(inviteId, input.invite_type ?? null, input.email));
    if (!invited && (await settings.get('registration.disable')))
      throw new AppError('forbidden', AUTH_MESSAGES.registrationDisabled);
    if (this.recaptcha && (await this.recaptcha.isEnabledFor('register'))) {
      const human = await this.recaptcha.verify(input.recaptcha_token ?? '', client.ip);
      if (!human) throw new ValidationError({}, AUTH_MESSAGES.notHuman);
    }
    const errors: Record<string, string[]> = {};
    const policies = (await settings.get('registration.policies')) as { id: string }[];
    for (const policy of policies ?? []) {
      if (!isAccepted(input[policy.id])) errors[policy.id] = [AUTH_MESSAGES.required];
    }
    const problem = await passwordProblem(input.password, {
      email: input.email,
      siteName: String((await settings.get('branding.site_name')) ?? ''),
    });
    if (problem) errors.password = [problem];
    if (await this.users.findByEmail(input.email)) errors.email = [AUTH_MESSAGES.emailTaken];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);

    // The invitation was mailed to this address: following its link proved the address.
    const needsVerification = !invited && !!(await settings.get('require_email_confirmation'));
    let row: UserRow;
    try {
      row = await this.users.create({
        email: input.email,
        password: input.password,
        email_verified_at: needsVerification ? null : new Date().toISOString(),
      });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (await this.users.findByEmail(input.email))
        throw ValidationError.field('email', AUTH_MESSAGES.emailTaken);
      throw error;
    }
    if (needsVerification) await this.emailVerification?.sendCode(row.id);
    if (invited && inviteId) await this.invites.acceptInvite(inviteId, row);
    const started = await this.startSession(row, client, true, previousSession);
    return { ...started, status: needsVerification ? 'needs_email_verification' : 'success' };
  }

  /**
   * Runs a password check of a logged-in user (confirm-password, log out other sessions)
   * within PASSWORD_CHECK_MAX_FAILURES a minute per user: the try is counted first, given
   * back when `check` succeeds, and refused with 429 beyond the limit.
   */
  async withPasswordCheckLimit<T>(userId: number, check: () => Promise<T>): Promise<T> {
    const limiter = this.limits?.passwordCheck;
    if (!limiter) return check();
    const state = await limiter.consume(String(userId));
    if (!state.allowed) throw tooManyAttempts(state.retryAfterMs);
    const result = await check();
    await limiter.reward(String(userId));
    return result;
  }

  /** POST auth/user/confirm-password: stamps the session; a wrong password is 422. */
  async confirmPassword(session: SessionRow | null, userId: number, password: string) {
    await this.withPasswordCheckLimit(userId, async () => {
      const row = await this.users.findById(userId);
      if (!session || !row || !(await verifyPassword(row.password, password)))
        throw ValidationError.field('password', AUTH_MESSAGES.wrongPassword);
      await this.repository.confirmSessionPassword(session.id, new Date().toISOString());
    });
  }

  /** Ends every session of a user at once (ban, deletion, password reset). */
  async endAllSessions(userId: number, exceptSessionId?: string): Promise<void> {
    await this.repository.deleteSessionsOfUser(userId, exceptSessionId);
    await this.announceEnded({ userId, sessions: 'all', exceptSessionId, accessTokens: [] });
  }

  /**
   * Tells every instance that these sessions or tokens ended, so the connections they opened
   * (notification streams) close. Every way a session or token is ended, here or in a
   * transaction of another service, ends with this call.
   */
  async announceEnded(ended: AccessEnded): Promise<void> {
    await this.ends?.announce(ended);
  }

  /**
   * Holds a long-lived connection to the session or access token that opened it: `onEnded`
   * runs when that ends (announced by any instance), and `isLive` re-reads it (ended, expired,
   * idle, suspended, or its user banned) before the connection writes.
   */
  async watchAccess(auth: RequestAuth, onEnded: () => void): Promise<AccessWatch> {
    if (!auth.user) throw new Error('watchAccess needs a logged-in caller');
    const caller: Caller = {
      userId: auth.user.id,
      sessionId: auth.session?.id ?? null,
      accessTokenId: auth.session ? null : auth.accessTokenId,
    };
    let ended = false;
    let checkedUntil = 0;
    const end = () => {
      if (ended) return;
      ended = true;
      onEnded();
    };
    const stop = this.ends ? await this.ends.watch(caller, end) : () => undefined;
    return {
      isLive: async () => {
        if (ended) return false;
        if (Date.now() < checkedUntil) return true;
        const live = await this.isCallerLive(caller);
        if (ended) return false;
        if (!live) {
          end();
          return false;
        }
        checkedUntil = Date.now() + ACCESS_RECHECK_MS;
        return true;
      },
      stop,
    };
  }

  /** Whether the caller's session or token would still let them in, without touching it. */
  private async isCallerLive(caller: Caller): Promise<boolean> {
    const now = Date.now();
    if (caller.sessionId !== null) {
      const session = await this.repository.findSession(caller.sessionId);
      if (!session || session.user_id !== caller.userId || session.suspended_at) return false;
      const lifetime = session.remember ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.browser;
      if (Date.parse(session.expires_at) <= now) return false;
      if (Date.parse(session.last_active) + lifetime.idleMs <= now) return false;
    } else if (caller.accessTokenId !== null) {
      const token = await this.repository.findAccessTokenById(caller.accessTokenId);
      if (!token || token.user_id !== caller.userId) return false;
      if (token.expires_at && Date.parse(token.expires_at) <= now) return false;
    } else {
      return false;
    }
    // The row alone: the client user (roles, counts) would cost several queries per check.
    const found = await this.users.findById(caller.userId);
    const row = found?.banned_at ? await this.users.withEndedBanLifted(found) : found;
    return !!row && !row.banned_at;
  }

  /** Ends the caller's session; a guest has none to end. */
  async logout(session: SessionRow | null): Promise<void> {
    if (session) await this.endSession(session);
  }

  /** Starts a session; the returned token goes in the cookie, only its hash is stored. */
  async createSession(
    userId: number,
    client: ClientInfo,
    remember: boolean,
  ): Promise<{ token: string; session: SessionRow }> {
    const token = randomToken(32);
    const now = Date.now();
    const lifetime = remember ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.browser;
    const session = {
      id: sha256(token),
      user_id: userId,
      ip_address: client.ip,
      user_agent: client.userAgent?.slice(0, 1000) ?? null,
      ...describeDevice(client.userAgent),
      ...lookupGeoLocation(client.ip),
      remember: remember ? 1 : 0,
      password_confirmed_at: null,
      suspended_at: null,
      rotate_requested_at: null,
      last_active: new Date(now).toISOString(),
      expires_at: new Date(now + lifetime.absoluteMs).toISOString(),
    };
    await this.repository.insertSession(session);
    const stored = await this.repository.findSession(session.id);
    return { token, session: stored! };
  }

  async endSession(session: Pick<SessionRow, 'id' | 'user_id'>): Promise<void> {
    await this.repository.deleteSession(session.id);
    await this.announceEnded({ userId: session.user_id, sessions: [session.id], accessTokens: [] });
  }

  /**
   * The session id rotates on a privilege change. Someone else's request made the
   * change (an admin's), so it cannot set this user's cookie: their sessions are marked and
   * each gets a new id on its next safe request (see `authenticateSession`).
   */
  requestSessionRotation(userId: number): Promise<void> {
    return this.repository.requestRotationOf(userId);
  }

  /**
   * The marked session's next id: the same device, expiry and confirmations under a new token.
   * The old id lives on for SESSION_ROTATION_GRACE_MS so calls already in flight still pass.
   */
  private async rotateSession(
    session: SessionRow,
    now: number,
  ): Promise<{ token: string; session: SessionRow } | null> {
    const retireAt = new Date(
      Math.min(Date.parse(session.expires_at), now + SESSION_ROTATION_GRACE_MS),
    ).toISOString();
    if (!(await this.repository.claimRotation(session.id, retireAt))) return null;
    const token = randomToken(32);
    const { created_at: _created, updated_at: _updated, ...rest } = session;
    await this.repository.insertSession({
      ...rest,
      id: sha256(token),
      rotate_requested_at: null,
      last_active: new Date(now).toISOString(),
    });
    const stored = await this.repository.findSession(sha256(token));
    return stored ? { token, session: stored } : null;
  }

  /**
   * Resolves the cookie session; an expired or idle one is deleted and treated as absent. With
   * `mayRotate` (a safe request, whose answer can carry new cookies without breaking its own
   * XSRF check) a session marked by a privilege change is rotated: the answer has `rotatedToken`.
   */
  async authenticateSession(
    cookieToken: string | undefined,
    mayRotate = false,
  ): Promise<RequestAuth & { rotatedToken?: string }> {
    if (!cookieToken) return GUEST_AUTH;
    const session = await this.repository.findSession(sha256(cookieToken));
    if (!session) return GUEST_AUTH;
    const now = Date.now();
    const lifetime = session.remember ? SESSION_LIFETIMES.remembered : SESSION_LIFETIMES.browser;
    const lastActive = Date.parse(session.last_active);
    if (Date.parse(session.expires_at) <= now || lastActive + lifetime.idleMs <= now) {
      await this.repository.deleteSession(session.id);
      return GUEST_AUTH;
    }
    const user = await this.loadUser(session.user_id);
    if (!user) return GUEST_AUTH;
    // A session a ban ended tells its tab the account is suspended (the account gate refuses
    // everything else); once the ban is over it is simply gone: the user logs in again.
    if (session.suspended_at && !user.banned_at) {
      await this.repository.deleteSession(session.id);
      return GUEST_AUTH;
    }
    if (mayRotate && session.rotate_requested_at && !session.suspended_at) {
      const rotated = await this.rotateSession(session, now);
      if (rotated)
        return { user, session: rotated.session, accessTokenId: null, rotatedToken: rotated.token };
    }
    if (now - lastActive >= SESSION_LIFETIMES.touchEveryMs) {
      await this.repository.touchSession(session.id, new Date(now).toISOString());
    }
    return { user, session, accessTokenId: null };
  }

  /** Resolves `Authorization: Bearer <token>`; tokens are stored as sha256 hashes. */
  async authenticateAccessToken(bearer: string): Promise<RequestAuth | null> {
    // Tokens are handed out as "<id>|<secret>" (the Sanctum shape); only the secret is hashed.
    const separator = bearer.indexOf('|');
    const secret = separator === -1 ? bearer : bearer.slice(separator + 1);
    const token = await this.repository.findAccessToken(sha256(secret));
    if (!token) return null;
    // A given id prefix must name the token the secret belongs to.
    if (separator !== -1 && bearer.slice(0, separator) !== String(token.id)) return null;
    if (token.expires_at && Date.parse(token.expires_at) <= Date.now()) return null;
    const user = await this.loadUser(token.user_id);
    if (!user) return null;
    await this.repository.touchAccessToken(token.id);
    return { user, session: null, accessTokenId: token.id };
  }

  async createAccessToken(
    userId: number,
    name: string,
  ): Promise<{ id: number; plainTextToken: string }> {
    const plain = randomToken(30);
    const id = await this.repository.insertAccessToken({
      user_id: userId,
      name,
      token: sha256(plain),
    });
    return { id, plainTextToken: `${id}|${plain}` };
  }

  /** Ends the user's sessions for a ban: they only tell their tabs the account is suspended. */
  async suspendSessions(userId: number): Promise<void> {
    await this.repository.suspendSessionsOf(userId);
    await this.announceEnded({ userId, sessions: 'all', accessTokens: [] });
  }

  /** After a ban: the sessions it ended are removed (the user logs in again). */
  deleteSuspendedSessions(userId: number): Promise<void> {
    return this.repository.deleteSuspendedSessionsOf(userId);
  }

  lastActiveOf(userId: number): Promise<string | null> {
    return this.repository.lastActiveOf(userId);
  }

  private async loadUser(userId: number): Promise<User | null> {
    const found = await this.users.findById(userId);
    const row = found?.banned_at ? await this.users.withEndedBanLifted(found) : found;
    return row ? this.users.toClientUser(row) : null;
  }
}
