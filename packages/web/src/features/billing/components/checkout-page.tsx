import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { useTrans } from '@/lib/i18n';
import { checkout } from '../api/checkout';
import { useProduct } from '../api/get-product';
import { refreshBillingState } from '../api/refresh-billing-state';
import { BillingNotice, BillingPageFrame, MissingNotice } from './billing-page-frame';
import { OrderSummary } from './order-summary';
import { PaymentPanel } from './payment-panel';

export const SUBSCRIBED_MESSAGE = 'Thank you! Your subscription is active.';

/** Reads `:productId` and `:priceId` of a checkout or plan-change URL; 0 when not an id. */
export function usePlanParams(): { productId: number; priceId: number } {
  const params = useParams();
  const read = (value: string | undefined) => (/^\d+$/.test(value ?? '') ? Number(value) : 0);
  return { productId: read(params.productId), priceId: read(params.priceId) };
}

/**
 * /checkout/{productId}/{priceId} (the route's loader sends guests to register and
 * subscribers to /billing): the order summary and the payment with an enabled gateway. A hidden
 * plan is not for sale: its link says so instead (`GET billing/products/{id}` still shows it).
 */
export function CheckoutPage() {
  const t = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { productId, priceId } = usePlanParams();
  const product = useProduct(productId);
  const price = product.data?.prices.find((candidate) => candidate.id === priceId);

  if (!product.data)
    return (
      <MissingNotice
        title={t('Checkout')}
        isPending={product.isPending && productId > 0}
        message={t('This plan could not be found.')}
        link={{ to: paths.pricing(), label: t('See all plans') }}
      />
    );
  if (product.data.free || product.data.hidden || !price)
    return (
      <BillingNotice title={t('Checkout')} tone="danger">
        {t(
          product.data.free
            ? BILLING_MESSAGES.freePlan
            : product.data.hidden
              ? BILLING_MESSAGES.hiddenPlan
              : BILLING_MESSAGES.unknownPrice,
        )}{' '}
        <Link className="font-semibold text-primary underline" to={paths.pricing()}>
          {t('See all plans')}
        </Link>
      </BillingNotice>
    );

  const origin = window.location.origin;
  return (
    <BillingPageFrame
      title={t('Checkout')}
      back={{ to: paths.pricing(), label: t('Plans') }}
      aside={<OrderSummary product={product.data} price={price} />}
    >
      <PaymentPanel
        submitLabel={t('Subscribe')}
        returnUrl={(gateway) => `${origin}${paths.checkoutDone(productId, priceId, gateway)}`}
        start={(gateway, card) =>
          checkout({ product_id: productId, price_id: priceId, gateway, card })
        }
        onSucceeded={async (subscription) => {
          await refreshBillingState(queryClient, subscription);
          toast.positive(t(SUBSCRIBED_MESSAGE));
          await navigate(paths.billing(), { replace: true });
        }}
      />
    </BillingPageFrame>
  );
}
