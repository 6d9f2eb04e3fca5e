import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useBillingOverview } from '../api/get-subscription';
import { formatBillingDate } from '../format';
import { BillingPageFrame, NotSubscribedNotice } from './billing-page-frame';

const buttonLink =
  'inline-flex h-10 items-center justify-center rounded-button border border-divider px-4 text-sm font-semibold hover:bg-hover';

/**
 * /billing/cancel: says that the plan runs to the end of the paid
 * period, and once cancelled, on which date it ends.
 */
export function CancelSubscriptionPage() {
  const t = useTrans();
  const locale = useBootstrapData((data) => data.i18n.language);
  const overview = useBillingOverview();
  const cancel = useCancelSubscription();
  const title = t('Cancel plan');
  const subscription = cancel.data ?? overview.data?.subscription;

  if (overview.isPending || !subscription)
    return <NotSubscribedNotice title={title} isPending={overview.isPending} />;

  if (cancel.isSuccess || subscription.on_grace_period)
    return (
      <BillingPageFrame title={title} back={{ to: paths.billing(), label: t('Billing') }}>
        <div className="flex flex-col gap-4" data-testid="cancel-done">
          <p className="text-lg" role="status">
            {t(
              'Your plan is cancelled. You keep it until :date, and you will not be charged again.',
              {
                date: formatBillingDate(subscription.ends_at, locale),
              },
            )}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link className={buttonLink} to={paths.billing()}>
              {t('Back to billing')}
            </Link>
            <Link className={buttonLink} to={paths.billingRenew()}>
              {t('Renew plan')}
            </Link>
          </div>
        </div>
      </BillingPageFrame>
    );

  const endsAt = formatBillingDate(subscription.renews_at, locale);
  return (
    <BillingPageFrame title={title} back={{ to: paths.billing(), label: t('Billing') }}>
      <div className="flex flex-col gap-4 rounded-panel border border-divider bg-bg p-6 shadow-sm">
        <p>
          {endsAt
            ? t(
                'Your :plan plan stays active until the end of the period you paid for, :date. After that you lose its benefits and you will not be charged again.',
                { plan: subscription.product.name, date: endsAt },
              )
            : t(
                'Your :plan plan stays active until the end of the period you paid for. After that you lose its benefits and you will not be charged again.',
                { plan: subscription.product.name },
              )}
        </p>
        <p className="text-sm text-muted">{t('You can renew it any time before it ends.')}</p>
        <div className="flex justify-end gap-2">
          <Link className={buttonLink} to={paths.billing()}>
            {t('Keep my plan')}
          </Link>
          <Button
            variant="danger"
            isDisabled={cancel.isPending}
            onPress={() =>
              cancel.mutate(undefined, {
                onSuccess: () => toast.positive(BILLING_MESSAGES.cancelled),
              })
            }
          >
            {t('Confirm cancellation')}
          </Button>
        </div>
      </div>
    </BillingPageFrame>
  );
}
