import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import {
  EMAIL_VERIFICATION_CODE_TTL_MS,
  EMAIL_VERIFICATION_MAX_ATTEMPTS,
} from '@tonearm/shared/constants';
import { ValidationError } from '../../platform/errors';
import type { Outbox } from '../../platform/mail/mail-outbox';
import { hmac, safeEqual } from '../../platform/security/tokens';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import { tooManyAttempts, type AuthLimiters } from './auth-limits';
import type { AuthRepository } from './auth.repository';
import { verificationCodeMail } from './auth-mail';

/**
 * Email verification: a 6-digit code, mailed, valid 10 minutes, 5 tries;
 * stored as an HMAC keyed with `app_key`, so the table alone reveals no code. An account also
 * has a guess budget across codes and a resend limit.
 */
export class EmailVerificationService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly outbox: Outbox,
    private readonly limits?: Pick<
      AuthLimiters,
      'emailCodeGuesses' | 'emailResendsPerMinute' | 'emailResendsPerHour'
    >,
  ) {}

  private async digest(userId: number, code: string): Promise<string> {
    const key = String(await this.settings.get('app_key'));
    return hmac(key, `email-verification:${userId}:${code}`);
  }

  /** Mails a new code to the user (any earlier code stops working). */
  async sendCode(userId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || user.email_verified_at) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.repository.replaceEmailVerificationCode(
      userId,
      await this.digest(userId, code),
      new Date(Date.now() + EMAIL_VERIFICATION_CODE_TTL_MS).toISOString(),
    );
    await this.outbox.send(
      verificationCodeMail(user.email, code, EMAIL_VERIFICATION_CODE_TTL_MS / 60_000),
    );
  }

  /**
   * POST resend-email-verification: the address must be the caller's own; anything else is
   * answered the same way without sending, so the call reveals nothing about other accounts.
   * Beyond 1 resend a minute and 5 an hour nothing is sent either, with the same answer.
   */
  async resend(userId: number, email: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || user.email.toLowerCase() !== email.toLowerCase()) return;
    if (this.limits) {
      const key = String(userId);
      // The hour's budget is only spent by resends the minute's limit let through.
      if (!(await this.limits.emailResendsPerMinute.consume(key)).allowed) return;
      if (!(await this.limits.emailResendsPerHour.consume(key)).allowed) return;
    }
    await this.sendCode(userId);
  }

  /**
   * Checks the code and marks the email verified; wrong, expired or used-up codes are 422,
   * guesses beyond the account's budget across codes 429. The try is claimed with one
   * conditional update before the code is compared, so parallel guesses cannot exceed 5.
   */
  async validate(userId: number, code: string): Promise<void> {
    const invalid = () => ValidationError.field('code', AUTH_MESSAGES.invalidVerificationCode);
    const user = await this.users.findById(userId);
    if (!user) throw invalid();
    if (user.email_verified_at) return;
    if (this.limits) {
      const budget = await this.limits.emailCodeGuesses.consume(String(userId));
      if (!budget.allowed) throw tooManyAttempts(budget.retryAfterMs);
    }
    const claimed = await this.repository.claimEmailVerificationAttempt(
      userId,
      EMAIL_VERIFICATION_MAX_ATTEMPTS,
    );
    if (!claimed) {
      if (await this.repository.findEmailVerificationCode(userId))
        throw ValidationError.field('code', AUTH_MESSAGES.verificationCodeTries);
      throw invalid();
    }
    if (Date.parse(claimed.expires_at) <= Date.now()) {
      await this.repository.deleteEmailVerificationCode(userId, claimed.code);
      throw ValidationError.field('code', AUTH_MESSAGES.verificationCodeExpired);
    }
    if (!safeEqual(claimed.code, await this.digest(userId, code))) {
      if (claimed.attempts >= EMAIL_VERIFICATION_MAX_ATTEMPTS) {
        await this.repository.deleteEmailVerificationCode(userId, claimed.code);
        throw ValidationError.field('code', AUTH_MESSAGES.verificationCodeTries);
      }
      throw invalid();
    }
    await this.repository.deleteEmailVerificationCode(userId);
    await this.users.update(userId, { email_verified_at: new Date().toISOString() });
  }
}
