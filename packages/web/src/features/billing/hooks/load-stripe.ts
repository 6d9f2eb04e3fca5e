import type { Stripe } from '@stripe/stripe-js';

/** How long Stripe.js may take to arrive before the page says it could not load. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000;

export const STRIPE_UNAVAILABLE_MESSAGE =
  'Card payments by Stripe could not be loaded. Check your connection, or choose another payment method.';

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js, fetched from Stripe only when a user picks Stripe (the `pure` entry adds no script
 * at import). A failure (offline, blocked by an extension or a policy, a bad key) rejects with
 * a message a person can act on, and the next try starts over.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const cached = loaded.get(publishableKey);
  if (cached) return cached;
  const attempt = (async () => {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    const stripe = await withTimeout(loadStripe(publishableKey), STRIPE_LOAD_TIMEOUT_MS);
    if (!stripe) throw new Error(STRIPE_UNAVAILABLE_MESSAGE);
    return stripe;
  })().catch((error: unknown) => {
    loaded.delete(publishableKey);
    throw new Error(STRIPE_UNAVAILABLE_MESSAGE, { cause: error });
  });
  loaded.set(publishableKey, attempt);
  return attempt;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Stripe.js timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
