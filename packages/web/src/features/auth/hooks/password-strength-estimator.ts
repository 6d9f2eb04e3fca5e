import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * zxcvbn-ts with its common-password, keyboard and English dictionaries: about a megabyte,
 * so this module is only ever loaded with a dynamic import (use-password-strength.ts) and
 * stays out of the first-load bundle.
 */
const estimator = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

/** zxcvbn's beyond-this-nobody-types-it cut-off; longer input only slows the estimate down. */
const MAX_ESTIMATED_LENGTH = 100;

/** 0 (guessed at once) to 4 (very unguessable), zxcvbn's score. */
export function estimatePasswordScore(password: string, userInputs: string[]): number {
  return estimator.check(password.slice(0, MAX_ESTIMATED_LENGTH), userInputs).score;
}
