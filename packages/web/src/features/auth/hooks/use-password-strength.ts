import { useEffect, useState } from 'react';
// Types only: the module itself is loaded with import() below.
import type { estimatePasswordScore } from './password-strength-estimator';

export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

/** How long typing must pause before the password is estimated again. */
const ESTIMATE_DELAY_MS = 200;

type Estimator = { estimatePasswordScore: typeof estimatePasswordScore };

let estimatorModule: Promise<Estimator> | undefined;

/** The estimator and its dictionaries, fetched on first use only (not in the first-load bundle). */
export function loadPasswordStrengthEstimator(): Promise<Estimator> {
  estimatorModule ??= import('./password-strength-estimator').catch((error: unknown) => {
    estimatorModule = undefined; // a failed chunk load is tried again next time
    throw error;
  });
  return estimatorModule;
}

/** zxcvbn's 0-4 score as the meter's four steps: 0 and 1 are both weak. */
export function strengthOfScore(score: number): PasswordStrength {
  if (score >= 4) return 'strong';
  if (score === 3) return 'good';
  if (score === 2) return 'fair';
  return 'weak';
}

/**
 * How hard `password` is to guess, or null while it is empty or the estimator still loads.
 * `userInputs` (the email, the site name) count as guessable words.
 */
export function usePasswordStrength(
  password: string,
  userInputs: string[] = [],
): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    // Estimated once typing pauses: each estimate walks the dictionaries on the main thread.
    const timer = setTimeout(() => {
      loadPasswordStrengthEstimator().then(
        ({ estimatePasswordScore }) => {
          if (current)
            setStrength(
              strengthOfScore(
                estimatePasswordScore(password, inputsKey.split('\n').filter(Boolean)),
              ),
            );
        },
        () => {
          // No meter without the estimator; the server still checks the password.
          if (current) setStrength(null);
        },
      );
    }, ESTIMATE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);
  return password ? strength : null;
}
