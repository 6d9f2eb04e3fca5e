import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * ASVS V2.1.7: refuse the most common passwords. The list is the frequency-ranked
 * "passwords-common" dictionary of @zxcvbn-ts/language-common (a maintained package, built
 * from leaked-password corpora); its first 10,000 entries are checked, case-insensitively.
 * A package rather than a copied data file, so updates arrive with `npm update`.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((entry) => entry.toLowerCase()),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
