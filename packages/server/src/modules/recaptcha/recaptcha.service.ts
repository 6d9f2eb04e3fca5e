import type { SettingsService } from '../settings/settings.service';

/**
 * reCAPTCHA v3: asks Google's siteverify (or the URL configured in
 * RECAPTCHA_VERIFY_URL) whether a token is a human's.
 */
export class RecaptchaService {
  /** v3 scores run from 0 (bot) to 1 (human); Google suggests 0.5 as the cut. */
  static readonly MIN_SCORE = 0.5;

  constructor(
    private readonly settings: SettingsService,
    private readonly verifyUrl: string,
  ) {}

  async isEnabledFor(action: 'register' | 'contact'): Promise<boolean> {
    return !!(await this.settings.get(`recaptcha.enable.${action}`));
  }

  async verify(token: string, remoteIp: string | null): Promise<boolean> {
    const secret = String((await this.settings.get('recaptcha.secret_key')) ?? '');
    if (!secret || !token) return false;
    const body = new URLSearchParams({ secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await fetch(this.verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return false;
      const result = (await response.json()) as { success?: boolean; score?: number };
      return (
        result.success === true &&
        (typeof result.score !== 'number' || result.score >= RecaptchaService.MIN_SCORE)
      );
    } catch {
      // An unreachable verifier cannot vouch for anyone.
      return false;
    }
  }
}
