import type {
  AdminSubscription,
  SubscriptionGateway,
  SubscriptionStatus,
} from '@tonearm/shared/billing/billing.schemas';
import { Badge } from '@/features/admin/catalog/components/table-parts';
import { useTrans } from '@/lib/i18n';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  incomplete: 'Incomplete',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const GATEWAY_LABELS: Record<SubscriptionGateway, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  test: 'Test gateway',
  none: 'Granted by an admin',
};

const STATUS_TONES: Record<SubscriptionStatus, 'positive' | 'danger' | 'muted' | 'primary'> = {
  incomplete: 'muted',
  trialing: 'primary',
  active: 'positive',
  past_due: 'danger',
  cancelled: 'muted',
  expired: 'muted',
};

/** The status, and "ends soon" for a cancelled subscription still running. */
export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: Pick<AdminSubscription, 'status' | 'on_grace_period'>;
}) {
  const t = useTrans();
  return (
    <span className="flex flex-wrap gap-1" data-testid="subscription-status">
      <Badge tone={STATUS_TONES[subscription.status]}>
        {t(STATUS_LABELS[subscription.status])}
      </Badge>
      {subscription.on_grace_period ? <Badge tone="primary">{t('Until period end')}</Badge> : null}
    </span>
  );
}
