import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { errorMessage } from '@/lib/http-errors';
import { useTrans } from '@/lib/i18n';
import { usePlanChangePreview, useChangePlan } from '../api/change-plan';
import { useProduct } from '../api/get-product';
import { billingCycleLabel, formatBillingDate, formatMoney } from '../format';
import { BillingNotice, BillingPageFrame } from './billing-page-frame';
import { usePlanParams } from './checkout-page';

/**
 * /billing/change-plan/{productId}/{priceId}/confirm: the new plan
 * and what the change costs now (`billing/change-plan/preview`: amount due, credit, next
 * charge) before the Confirm button.
 */
export function ConfirmPlanChangePage() {
  const t = useTrans();
  const navigate = useNavigate();
  const locale = useBootstrapData((data) => data.i18n.language);
  const { productId, priceId } = usePlanParams();
  const product = useProduct(productId);
  const price = product.data?.prices.find((candidate) => candidate.id === priceId);
  const preview = usePlanChangePreview(price ? priceId : 0);
  const change = useChangePlan();
  const title = t('Confirm plan change');

  if (product.isPending && productId > 0)
    return <BillingNotice title={title}>{t('Loading…')}</BillingNotice>;
  if (!product.data || !price)
    return (
      <BillingNotice title={title} tone="danger">
        {product.data ? t(BILLING_MESSAGES.unknownPrice) : t('This plan could not be found.')}{' '}
        <Link className="font-semibold text-primary underline" to={paths.billingChangePlan()}>
          {t('Choose another plan')}
        </Link>
      </BillingNotice>
    );

  const confirm = () =>
    change.mutate(priceId, {
      onSuccess: () => {
        toast.positive(BILLING_MESSAGES.planChanged);
        void navigate(paths.billing(), { replace: true });
      },
    });

  return (
    <BillingPageFrame
      title={title}
      back={{ to: paths.billingChangePlan(), label: t('Change plan') }}
      testId="confirm-plan-change"
    >
      <div className="rounded-panel border border-divider bg-bg p-6 shadow-sm">
        <p className="text-sm text-muted">{t('New plan')}</p>
        <p className="text-2xl font-bold tracking-tight" data-testid="new-plan-name">
          {product.data.name}
        </p>
        <p className="mt-1 text-sm">
          {formatMoney(price.amount, price.currency, locale)} · {t(billingCycleLabel(price))}
        </p>

        <div className="mt-6 border-t border-divider pt-4" aria-live="polite">
          {preview.isPending ? (
            <p className="text-sm text-muted" role="status">
              {t('Calculating the prorated amount…')}
            </p>
          ) : preview.isError ? (
            <p className="text-sm text-danger" role="alert" data-testid="proration-error">
              {errorMessage(preview.error)}
            </p>
          ) : (
            <dl className="flex flex-col gap-2 text-sm" data-testid="proration">
              <div className="flex justify-between gap-4">
                <dt className="text-muted">{t('Credit for unused time')}</dt>
                <dd data-testid="proration-credit">
                  {formatMoney(
                    preview.data.credit > 0 ? -preview.data.credit : 0,
                    preview.data.currency,
                    locale,
                  )}
                </dd>
              </div>
              {preview.data.next_charge_at ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">{t('Next charge')}</dt>
                  <dd data-testid="proration-next-charge">
                    {formatBillingDate(preview.data.next_charge_at, locale)}:{' '}
                    {formatMoney(
                      preview.data.new_price.amount,
                      preview.data.new_price.currency,
                      locale,
                    )}
                  </dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4 border-t border-divider pt-2 text-base">
                <dt className="font-semibold">{t('Due now')}</dt>
                <dd className="font-bold" data-testid="proration-amount-due">
                  {formatMoney(preview.data.amount_due, preview.data.currency, locale)}
                </dd>
              </div>
            </dl>
          )}
        </div>

        <div className="mt-6 flex justify-end gap-2">
          <Link
            to={paths.billing()}
            className="inline-flex h-10 items-center rounded-button px-4 text-sm font-semibold hover:bg-hover"
          >
            {t('Cancel')}
          </Link>
          <Button isDisabled={!preview.isSuccess || change.isPending} onPress={confirm}>
            {change.isPending ? t('Changing…') : t('Confirm')}
          </Button>
        </div>
      </div>
    </BillingPageFrame>
  );
}
