import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { PASSWORD_RESET_TTL_MS } from '@tonearm/shared/constants';
import { ValidationError } from '../../platform/errors';
import type { Outbox } from '../../platform/mail/mail-outbox';
import type { SessionRow } from '../../platform/db/schema';
import { assertPasswordAllowed } from '../../platform/security/password-policy';
import { hashPassword } from '../../platform/security/passwords';
import { randomToken, safeEqual, sha256 } from '../../platform/security/tokens';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import type { AuthLimiters } from './auth-limits';
import type { AuthRepository } from './auth.repository';
import { passwordResetMail } from './auth-mail';
import type { SessionEnds } from './session-ends';

/**
 * Forgot and reset password: a single-use link valid 60 minutes, emailed to
 * /password/reset/{token}?email=…; only the token's sha256 is stored.
 */
export class PasswordResetService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly outbox: Outbox,
    private readonly appUrl: string,
    private readonly limits?: Pick<AuthLimiters, 'forgotPasswordPerEmail' | 'forgotPasswordPerIp'>,
    private readonly ends: SessionEnds | null = null,
  ) {}

  /**
   * Mails a reset link when the address has an account; says nothing either way. Beyond the
   * limits per client address and per email nothing is sent, and the caller
   * gets the same answer: the limit reveals nothing about the account.
   */
  async sendResetLink(email: string, ip: string | null = null): Promise<void> {
    if (this.limits) {
      // Counted for unknown addresses too, so a limit answers nothing about an account.
      const address = await this.limits.forgotPasswordPerIp.consume(ip ?? 'unknown');
      if (!address.allowed) return;
      const perEmail = await this.limits.forgotPasswordPerEmail.consume(email.toLowerCase());
      if (!perEmail.allowed) return;
    }
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = randomToken(32);
    await this.repository.replacePasswordResetToken(
      user.id,
      sha256(token),
      new Date(Date.now() + PASSWORD_RESET_TTL_MS).toISOString(),
    );
    const link = `${this.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
    await this.outbox.send(passwordResetMail(user.email, link, PASSWORD_RESET_TTL_MS / 60_000));
  }

  /**
   * Sets the new password when token and email match a live token; returns the user id. In
   * the same transaction whoever held the old password is signed out everywhere and every
   * access token is revoked (ASVS 5 V7.4); the caller's own session stays if it is this user's.
   */
  async reset(
    input: { token: string; email: string; password: string },
    callerSession: SessionRow | null = null,
  ): Promise<number> {
    const invalid = () => ValidationError.field('email', AUTH_MESSAGES.invalidResetToken);
    await assertPasswordAllowed(input.password, {
      email: input.email,
      siteName: String((await this.settings.get('branding.site_name')) ?? ''),
    });
    const user = await this.users.findByEmail(input.email);
    if (!user) throw invalid();
    const stored = await this.repository.findPasswordResetToken(user.id);
    const hashed = sha256(input.token);
    if (!stored || !safeEqual(stored.token, hashed)) throw invalid();
    if (Date.parse(stored.expires_at) <= Date.now()) {
      await this.repository.consumePasswordResetToken(user.id, stored.token);
      throw invalid();
    }
    const keepSessionId = callerSession?.user_id === user.id ? callerSession.id : undefined;
    // Consumed in the transaction that changes the password: of two racing requests only one
    // gets through.
    const reset = await this.repository.resetPassword({
      userId: user.id,
      token: hashed,
      passwordHash: await hashPassword(input.password),
      keepSessionId,
    });
    if (!reset) throw invalid();
    await this.ends?.announce({
      userId: user.id,
      sessions: 'all',
      exceptSessionId: keepSessionId,
      accessTokens: 'all',
    });
    return user.id;
  }
}
