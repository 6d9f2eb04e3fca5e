import { UAParser } from 'ua-parser-js';
import { AUTH_MESSAGES, type LoginInput } from '@tonearm/shared/auth/auth.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { SessionRow } from '../../platform/db/schema';
import { ValidationError } from '../../platform/errors';
import { lookupGeoLocation } from '../../platform/http/geo-ip';
import { GUEST_AUTH, type RequestAuth } from '../../platform/http/request-context';
import { verifyPasswordWithoutLeaks } from '../../platform/security/passwords';
import { randomToken, sha256 } from '../../platform/security/tokens';
import type { UsersService } from '../users/users.service';
import type { AuthRepository } from './auth.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Session lifetimes (ASVS V3.3): a browser session idles out; a kept one lasts a month. */
export const SESSION_LIFETIMES = {
  browser: { idleMs: 120 * MINUTE, absoluteMs: 12 * 60 * MINUTE },
  remembered: { idleMs: 30 * DAY, absoluteMs: 30 * DAY },
  /** last_active is written at most this often, not on every request. */
  touchEveryMs: MINUTE,
} as const;

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
  constructor(
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
  ) {}

  /**
   * Checks the credentials and starts a new session in place of the caller's current one
   * (DESIGN §4: the session id rotates on login, so a planted session id is worthless).
   * Unknown email and wrong password get the same answer in about the same time.
   */
  async login(
    input: LoginInput,
    client: ClientInfo,
    previousSession: SessionRow | null,
  ): Promise<{ token: string; session: SessionRow; user: User }> {
    const row = await this.users.findByEmail(input.email);
    const passwordMatches = await verifyPasswordWithoutLeaks(row?.password, input.password);
    if (!row || !passwordMatches)
      throw ValidationError.field('email', AUTH_MESSAGES.credentialsMismatch);
    // Only after the password: the suspension is nobody else's business.
    if (row.banned_at) throw ValidationError.field('email', AUTH_MESSAGES.suspended);
    if (previousSession) await this.endSession(previousSession);
    const { token, session } = await this.createSession(row.id, client, input.remember);
    return { token, session, user: await this.users.toClientUser(row) };
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
      last_active: new Date(now).toISOString(),
      expires_at: new Date(now + lifetime.absoluteMs).toISOString(),
    };
    await this.repository.insertSession(session);
    const stored = await this.repository.findSession(session.id);
    return { token, session: stored! };
  }

  async endSession(session: SessionRow): Promise<void> {
    await this.repository.deleteSession(session.id);
  }

  async endAllSessionsOf(userId: number, exceptSessionId?: string): Promise<void> {
    await this.repository.deleteSessionsOfUser(userId, exceptSessionId);
  }

  /** Resolves the cookie session; an expired or idle one is deleted and treated as absent. */
  async authenticateSession(cookieToken: string | undefined): Promise<RequestAuth> {
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

  private async loadUser(userId: number): Promise<User | null> {
    const row = await this.users.findById(userId);
    return row ? this.users.toClientUser(row) : null;
  }
}
