import { describe, expect, it } from 'vitest';
import { subscriptionFlags, type SubscriptionStatus } from './billing.schemas';

const NOW = new Date('2026-11-24T12:00:00Z');
const LATER = '2026-12-24T12:00:00Z';
const EARLIER = '2026-10-24T12:00:00Z';

function flags(
  status: SubscriptionStatus,
  ends_at: string | null,
  grace_ends_at: string | null = null,
) {
  return subscriptionFlags({ status, ends_at, grace_ends_at }, NOW);
}

/** The provider states drive a user's `valid` and `active` subscription flags. */
describe('subscriptionFlags', () => {
  it.each([
    // status, ends_at, grace_ends_at, valid, active, on_grace_period
    ['active', null, null, true, true, false],
    ['trialing', null, null, true, true, false],
    ['active', LATER, null, true, false, false],
    ['trialing', LATER, null, true, false, false],
    ['active', EARLIER, null, false, false, false],
    ['cancelled', LATER, null, true, false, true],
    ['cancelled', EARLIER, null, false, false, false],
    ['cancelled', null, null, false, false, false],
    ['past_due', null, LATER, true, false, false],
    ['past_due', null, EARLIER, false, false, false],
    ['expired', null, null, false, false, false],
    ['incomplete', null, null, false, false, false],
  ] as const)(
    '%s (ends %s, grace %s) → valid %s, active %s, on grace %s',
    (status, endsAt, graceEndsAt, valid, active, onGrace) => {
      expect(flags(status, endsAt, graceEndsAt)).toEqual({
        valid,
        active,
        on_grace_period: onGrace,
      });
    },
  );
});
