import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * A subscription that gives its plan's access at `now` (the SQL form of `subscriptionFlags`
 * valid, shared/billing): running and not ended, cancelled with time left, or past due within
 * the grace period. Timestamps are ISO strings on SQLite (ordered as text) and timestamptz on
 * PostgreSQL, so the comparison holds on both.
 */
export function validSubscriptionAt(eb: ExpressionBuilder<Database, 'subscriptions'>, now: string) {
  return eb.or([
    eb.and([
      eb('subscriptions.status', 'in', ['active', 'trialing']),
      eb.or([eb('subscriptions.ends_at', 'is', null), eb('subscriptions.ends_at', '>', now)]),
    ]),
    eb.and([eb('subscriptions.status', '=', 'cancelled'), eb('subscriptions.ends_at', '>', now)]),
    eb.and([
      eb('subscriptions.status', '=', 'past_due'),
      eb('subscriptions.grace_ends_at', '>', now),
    ]),
  ]);
}

/** For another table's query (users list `subscribed`): the user has a valid subscription. */
export function hasValidSubscription(eb: ExpressionBuilder<Database, 'users'>, now: string) {
  return eb.exists(
    eb
      .selectFrom('subscriptions')
      .select('subscriptions.id')
      .whereRef('subscriptions.user_id', '=', 'users.id')
      .where((inner) => validSubscriptionAt(inner, now)),
  );
}
