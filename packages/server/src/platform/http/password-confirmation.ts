import { PASSWORD_CONFIRMATION_SECONDS } from '@tonearm/shared/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** True when the caller's session confirmed its password less than `seconds` ago. */
export function hasConfirmedPassword(
  request: FastifyRequest,
  seconds: number = PASSWORD_CONFIRMATION_SECONDS,
): boolean {
  const confirmedAt = request.auth.session?.password_confirmed_at;
  if (!confirmedAt) return false;
  return Date.now() - Date.parse(confirmedAt) < seconds * 1000;
}

/**
 * 2FA contract: sensitive actions (two-factor changes, deleting the account...) need a fresh
 * password confirmation on this session, else 423 "Password confirmation required.".
 */
export function assertPasswordConfirmed(request: FastifyRequest): void {
  if (!hasConfirmedPassword(request)) throw new AppError('passwordConfirmationRequired');
}
