import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { ValidationError } from '../errors';
import { isBreachedPassword } from './common-passwords';

/** Who the password is for: what it must not contain. */
export interface PasswordContext {
  email: string;
  siteName: string;
}

/** Email local parts and site names shorter than this are too common a substring to refuse. */
const MIN_CONTEXT_LENGTH = 3;

/** Runs that count as a sequence in either direction, wrapping round (…890123…). */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
];

/** The whole password is one unit of up to 4 characters over and over ("aaaaaaaa", "abababab"). */
const REPEAT = /^([\s\S]{1,4})\1+$/u;

function isSequence(lower: string): boolean {
  return SEQUENCES.some((run) => {
    const cycle = run.repeat(Math.ceil(lower.length / run.length) + 1);
    const reversed = [...cycle].reverse().join('');
    return cycle.includes(lower) || reversed.includes(lower);
  });
}

function personalWords(context: PasswordContext): string[] {
  const at = context.email.lastIndexOf('@');
  const local = (at === -1 ? context.email : context.email.slice(0, at)).toLowerCase();
  const site = context.siteName.trim().toLowerCase();
  const words = [local, local.split('+')[0] ?? '', site, site.replace(/\s+/gu, '')];
  return words.filter((word) => word.length >= MIN_CONTEXT_LENGTH);
}

/**
 * ASVS 5 V6.2: the one place that decides whether a new password (already 8 to 1024
 * characters by the shared schema) may be used. Refused: a repeat or a sequence, one that
 * contains the email's local part or the site name (case-insensitive), and one on the
 * breached list. Answers the field message, or null when the password is fine. No
 * composition rules (V6.2.5).
 */
export async function passwordProblem(
  password: string,
  context: PasswordContext,
): Promise<string | null> {
  const lower = password.toLowerCase();
  if (REPEAT.test(lower) || isSequence(lower)) return AUTH_MESSAGES.passwordPredictable;
  if (personalWords(context).some((word) => lower.includes(word)))
    return AUTH_MESSAGES.passwordPersonal;
  if (await isBreachedPassword(password)) return AUTH_MESSAGES.passwordTooCommon;
  return null;
}

/** passwordProblem as a 422 on the `password` field. */
export async function assertPasswordAllowed(
  password: string,
  context: PasswordContext,
): Promise<void> {
  const problem = await passwordProblem(password, context);
  if (problem) throw ValidationError.field('password', problem);
}
