import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package exports it as an ambient const enum. */
const ARGON2ID = 2;

/** OWASP's argon2id floor: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Like verifyPassword, but when there is no hash to check (unknown email, social-only account)
 * it still runs one argon2 verification against a throwaway hash, so the answer takes as long
 * as for a wrong password and timing does not tell which emails have accounts.
 */
export async function verifyPasswordWithoutLeaks(
  hashed: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (hashed) return verifyPassword(hashed, password);
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
