import type { Subscription } from '@tonearm/shared/billing/billing.schemas';
import { clsx } from 'clsx';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { formatBillingDate } from '../format';

/** What the overview says about a subscription's state, in words and a tone. */
export function describeSubscription(
  subscription: Pick<
    Subscription,
    | 'status'
    | 'on_grace_period'
    | 'renews_at'
    | 'ends_at'
    | 'grace_ends_at'
    | 'trial_ends_at'
    | 'valid'
  >,
): {
  label: string;
  tone: 'positive' | 'warning' | 'muted';
  date: string | null;
  dateLabel: string | null;
} {
  if (subscription.on_grace_period || (subscription.status === 'cancelled' && subscription.valid))
    return {
      label: 'Cancelled',
      tone: 'warning',
      date: subscription.ends_at,
      dateLabel: 'Ends on',
    };
  switch (subscription.status) {
    case 'active':
      return {
        label: 'Active',
        tone: 'positive',
        date: subscription.renews_at,
        dateLabel: 'Next charge',
      };
    case 'trialing':
      return {
        label: 'Trial',
        tone: 'positive',
        date: subscription.trial_ends_at ?? subscription.renews_at,
        dateLabel: 'Trial ends on',
      };
    case 'past_due':
      return {
        label: 'Past due',
        tone: 'warning',
        date: subscription.grace_ends_at,
        dateLabel: 'Access until',
      };
    case 'cancelled':
    case 'expired':
      return { label: 'Ended', tone: 'muted', date: subscription.ends_at, dateLabel: 'Ended on' };
    case 'incomplete':
      return { label: 'Awaiting payment', tone: 'warning', date: null, dateLabel: null };
  }
}

export function SubscriptionStatusBadge({ subscription }: { subscription: Subscription }) {
  const t = useTrans();
  const { label, tone } = describeSubscription(subscription);
  return (
    <span
      data-testid="subscription-status"
      className={clsx(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone === 'positive' && 'bg-positive/15 text-positive',
        tone === 'warning' && 'bg-amber-500/15 text-amber-600',
        tone === 'muted' && 'bg-bg-alt text-muted',
      )}
    >
      {t(label)}
    </span>
  );
}

/** "Next charge: January 5, 2027", "Ends on: …", "Access until: …". */
export function SubscriptionDate({ subscription }: { subscription: Subscription }) {
  const t = useTrans();
  const locale = useBootstrapData((data) => data.i18n.language);
  const { date, dateLabel } = describeSubscription(subscription);
  if (!date || !dateLabel) return null;
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{t(dateLabel)}</dt>
      <dd className="font-medium" data-testid="subscription-date">
        {formatBillingDate(date, locale)}
      </dd>
    </div>
  );
}
