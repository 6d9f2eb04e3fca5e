import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useBillingOverview } from '../api/get-subscription';
import { useRenewSubscription } from '../api/renew-subscription';
import { formatBillingDate } from '../format';
import { BillingNotice, BillingPageFrame, NotSubscribedNotice } from './billing-page-frame';

/** /billing/renew: resumes a cancelled plan before it ends. */
export function RenewSubscriptionPage() {
  const t = useTrans();
  const navigate = useNavigate();
  const locale = useBootstrapData((data) => data.i18n.language);
  const overview = useBillingOverview();
  const renew = useRenewSubscription();
  const title = t('Renew plan');
  const subscription = overview.data?.subscription;

  if (overview.isPending || !subscription)
    return <NotSubscribedNotice title={title} isPending={overview.isPending} />;
  if (!subscription.on_grace_period)
    return (
      <BillingNotice title={title}>
        {subscription.valid
          ? t('Your plan is active and renews automatically.')
          : t(BILLING_MESSAGES.ended)}{' '}
        <Link className="font-semibold text-primary underline" to={paths.billing()}>
          {t('Back to billing')}
        </Link>
      </BillingNotice>
    );

  return (
    <BillingPageFrame title={title} back={{ to: paths.billing(), label: t('Billing') }}>
      <div className="flex flex-col gap-4 rounded-panel border border-divider bg-bg p-6 shadow-sm">
        <p>
          {t(
            'Your :plan plan ends on :date. Renew it to keep your benefits; billing resumes then.',
            {
              plan: subscription.product.name,
              date: formatBillingDate(subscription.ends_at, locale),
            },
          )}
        </p>
        <div className="flex justify-end">
          <Button
            isDisabled={renew.isPending}
            onPress={() =>
              renew.mutate(undefined, {
                onSuccess: () => {
                  toast.positive(BILLING_MESSAGES.renewed);
                  void navigate(paths.billing(), { replace: true });
                },
              })
            }
          >
            {t('Renew plan')}
          </Button>
        </div>
      </div>
    </BillingPageFrame>
  );
}
