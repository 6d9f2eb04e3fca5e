import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { TWO_FACTOR_LOCK_MS } from '@tonearm/shared/constants';
import type { UserRow } from '../../platform/db/schema';
import { notFound, orNotFound, ValidationError } from '../../platform/errors';
import type { Outbox } from '../../platform/mail/mail-outbox';
import type { AttemptLimiter, AttemptState } from '../../platform/security/attempt-limiter';
import type { Encrypter } from '../../platform/security/encryption';
import { safeEqual } from '../../platform/security/tokens';
import type { SettingsService } from '../settings/settings.service';
import { UsersService } from '../users/users.service';
import { tooManyAttempts } from './auth-limits';
import { twoFactorLockedMail } from './auth-mail';

const SECRET_PURPOSE = 'two-factor-secret';
const RECOVERY_CODE_COUNT = 8;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** One 30-second step either side, for clock drift. */
const EPOCH_TOLERANCE_SECONDS = 30;

function randomChunk(length: number): string {
  let chunk = '';
  for (let i = 0; i < length; i++) chunk += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return chunk;
}

/** 2FA contract: 21 characters, 10 random lowercase alphanumerics, "-", 10 more. */
export function generateRecoveryCode(): string {
  return `${randomChunk(10)}-${randomChunk(10)}`;
}

/**
 * TOTP two-factor authentication (the 2FA contract). The secret and the list of
 * unused recovery codes are stored encrypted with keys derived from `app_key`; each TOTP time
 * step and each recovery code is accepted once.
 */
export class TwoFactorService {
  constructor(
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly encrypter: Encrypter,
    /** Wrong codes per account across login challenges. */
    private readonly failures?: { limiter: AttemptLimiter; outbox: Outbox },
  ) {}

  /**
   * Counts a login attempt against the account before its code is checked (atomic in the
   * limiter, so parallel guesses across challenges cannot exceed it); 429 while locked.
   */
  async reserveLoginAttempt(userId: number): Promise<AttemptState | null> {
    if (!this.failures) return null;
    const state = await this.failures.limiter.consume(String(userId));
    if (!state.allowed) throw tooManyAttempts(state.retryAfterMs);
    return state;
  }

  /**
   * A right code gives its try back; the wrong code that used the account's last try locks
   * the second factor for TWO_FACTOR_LOCK_MS and tells the owner, whose password is known.
   */
  async settleLoginAttempt(
    row: UserRow,
    reserved: AttemptState | null,
    accepted: boolean,
  ): Promise<void> {
    if (!this.failures || !reserved) return;
    const { limiter, outbox } = this.failures;
    if (accepted) return limiter.reward(String(row.id));
    if (reserved.consumed !== limiter.points) return;
    await limiter.block(String(row.id), TWO_FACTOR_LOCK_MS);
    // The lock holds whether or not the mail could be queued.
    await outbox
      .send(twoFactorLockedMail(row.email, TWO_FACTOR_LOCK_MS / 60_000))
      .catch(() => undefined);
  }

  private async loadUser(userId: number): Promise<UserRow> {
    return orNotFound(await this.users.findById(userId));
  }

  private async secretOf(row: UserRow): Promise<string | null> {
    if (!row.two_factor_secret) return null;
    return this.encrypter.decrypt(SECRET_PURPOSE, row.two_factor_secret);
  }

  private async sealCodes(codes: string[]): Promise<string> {
    return this.encrypter.encrypt(UsersService.RECOVERY_CODES_PURPOSE, JSON.stringify(codes));
  }

  /** State 1: a new secret and 8 recovery codes; not confirmed yet. */
  async enable(userId: number): Promise<void> {
    await this.loadUser(userId);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
    await this.users.update(userId, {
      two_factor_secret: await this.encrypter.encrypt(SECRET_PURPOSE, generateSecret()),
      two_factor_recovery_codes: await this.sealCodes(codes),
      two_factor_confirmed_at: null,
      two_factor_last_time_step: null,
    });
  }

  /** State 0: secret, codes and confirmation cleared. */
  async disable(userId: number): Promise<void> {
    await this.users.update(userId, {
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_confirmed_at: null,
      two_factor_last_time_step: null,
    });
  }

  async qrCode(userId: number): Promise<{ svg: string; secret: string }> {
    const row = await this.loadUser(userId);
    const secret = orNotFound(
      await this.secretOf(row),
      'Two-factor authentication is not enabled.',
    );
    const issuer = String((await this.settings.get('branding.site_name')) || 'Tonearm');
    const uri = generateURI({ issuer, label: row.email, secret });
    // qrcode is loaded when someone sets up two-factor, not by every start.
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    return { svg, secret };
  }

  /** State 2: the first correct code confirms the setup and hands out the recovery codes. */
  async confirm(userId: number, code: string): Promise<{ recovery_codes: string[] }> {
    const row = await this.loadUser(userId);
    if (!(await this.verifyCode(row, code)))
      throw ValidationError.field('code', AUTH_MESSAGES.invalidTwoFactorCode);
    await this.users.update(userId, { two_factor_confirmed_at: new Date().toISOString() });
    return { recovery_codes: await this.users.recoveryCodesOf(row) };
  }

  async regenerateRecoveryCodes(userId: number): Promise<{ recovery_codes: string[] }> {
    const row = await this.loadUser(userId);
    if (!row.two_factor_secret) throw notFound('Two-factor authentication is not enabled.');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
    await this.users.update(userId, { two_factor_recovery_codes: await this.sealCodes(codes) });
    return { recovery_codes: codes };
  }

  /** True once per time step: the step is claimed atomically (no replay of a seen code). */
  async verifyCode(row: UserRow, code: string): Promise<boolean> {
    const secret = await this.secretOf(row);
    if (!secret || !/^\d{6}$/.test(code)) return false;
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(row.two_factor_last_time_step !== null
        ? { afterTimeStep: row.two_factor_last_time_step }
        : {}),
    });
    if (!result.valid) return false;
    // TOTP results carry the matched step; the union type also covers HOTP's.
    const timeStep = (result as { timeStep?: number }).timeStep;
    if (typeof timeStep !== 'number') return false;
    return this.users.claimTwoFactorTimeStep(row.id, timeStep);
  }

  /** Uses up a recovery code: compared in constant time, then removed from the list. */
  async useRecoveryCode(row: UserRow, code: string): Promise<boolean> {
    if (!row.two_factor_recovery_codes) return false;
    const codes = await this.users.recoveryCodesOf(row);
    let match = -1;
    codes.forEach((candidate, index) => {
      if (safeEqual(candidate, code) && match === -1) match = index;
    });
    if (match === -1) return false;
    const remaining = codes.filter((_, index) => index !== match);
    return this.users.swapRecoveryCodes(
      row.id,
      row.two_factor_recovery_codes,
      await this.sealCodes(remaining),
    );
  }
}
