import type { AdminSubscription, Invoice } from '@tonearm/shared/billing/billing.schemas';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { confirmDanger } from '@/components/ui/modal/confirm-dialog';
import { toast } from '@/components/ui/toast/toast-store';
import { AdminPageHeader } from '@/components/ui/admin-page-header';
import { isApiError } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';
import { currentLanguage, useTrans } from '@/lib/i18n';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangeSubscriptionPlan } from '../api/change-subscription-plan';
import { useExtendSubscription } from '../api/extend-subscription';
import { useAllPlans } from '../api/get-plan';
import { useSubscription } from '../api/get-subscription';
import { useRenewSubscription } from '../api/renew-subscription';
import { billingAdminPaths } from '../billing-admin-paths';
import { formatAmount, formatPrice } from '../format-price';
import { DateField, dateInputValue, endOfDayIso } from '@/components/ui/date-field';
import { SelectField } from '@/components/ui/native-fields';
import { PriceOptions } from './price-select';
import { GATEWAY_LABELS, SubscriptionStatusBadge } from './subscription-labels';

function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' }) : '—';
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-4 rounded-xl border border-divider bg-bg-alt/40 p-4 md:p-6"
    >
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function paymentMethodText(subscription: AdminSubscription): string {
  const method = subscription.payment_method;
  if (!method) return '—';
  if (method.type === 'paypal') return `PayPal${method.email ? ` (${method.email})` : ''}`;
  const expiry =
    method.exp_month && method.exp_year
      ? ` · ${String(method.exp_month).padStart(2, '0')}/${method.exp_year}`
      : '';
  return `${method.brand ?? 'Card'} •••• ${method.last4 ?? ''}${expiry}`;
}

/** A failed action is already toasted by the query client (meta.showErrorToast). */
const ignore = () => undefined;

/** The actions: change plan, cancel (now or at period end), renew, extend. */
function SubscriptionActions({ subscription }: { subscription: AdminSubscription }) {
  const t = useTrans();
  const plans = useAllPlans();
  const changePlan = useChangeSubscriptionPlan();
  const cancel = useCancelSubscription();
  const renew = useRenewSubscription();
  const extend = useExtendSubscription();
  const [priceId, setPriceId] = useState(String(subscription.price_id ?? ''));
  const [until, setUntil] = useState(
    dateInputValue(subscription.ends_at ?? subscription.renews_at),
  );
  const [extendError, setExtendError] = useState<string>();
  const ended = subscription.status === 'expired';
  // A manual grant with an end date is still active (ends_at set): it may be cancelled too.
  const cancelled = subscription.status === 'cancelled';

  const handleCancel = async (immediately: boolean) => {
    const confirmed = await confirmDanger({
      title: immediately ? t('Cancel now') : t('Cancel at period end'),
      message: immediately
        ? t('The user loses the plan now.')
        : t('The user keeps the plan until :date, then it ends.', {
            date: formatDate(subscription.renews_at ?? subscription.ends_at),
          }),
      confirmLabel: t('Cancel subscription'),
      testId: 'cancel-subscription-confirm',
    });
    if (!confirmed) return;
    // mutateAsync, not mutate's callbacks: the answer re-keys this card (updated_at), and a
    // callback given to mutate is dropped once its component unmounts.
    await cancel
      .mutateAsync({ id: subscription.id, immediately })
      .then(() => toast.positive(t('Subscription cancelled.')), ignore);
  };

  return (
    <Card title={t('Actions')}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <SelectField label={t('Plan and price')} value={priceId} onChange={setPriceId}>
            <option value="">{t('Choose a price')}</option>
            <PriceOptions plans={plans.data ?? []} />
          </SelectField>
        </div>
        <Button
          variant="secondary"
          isDisabled={
            ended || !priceId || priceId === String(subscription.price_id) || changePlan.isPending
          }
          onPress={() =>
            void changePlan
              .mutateAsync({ id: subscription.id, price_id: Number(priceId) })
              .then(() => toast.positive(t('Plan changed.')), ignore)
          }
        >
          {t('Change plan')}
        </Button>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <DateField
            label={t('Extend until')}
            value={until}
            onChange={(value) => {
              setUntil(value);
              setExtendError(undefined);
            }}
            errorMessage={extendError}
          />
        </div>
        <Button
          variant="secondary"
          isDisabled={!until || extend.isPending}
          onPress={() =>
            void extend.mutateAsync({ id: subscription.id, until: endOfDayIso(until) }).then(
              () => toast.positive(t('Subscription extended.')),
              (error: unknown) => {
                const message = isApiError(error)
                  ? error.response?.data?.errors?.until?.[0]
                  : undefined;
                if (message) setExtendError(message);
                else showHttpErrorToast(error);
              },
            )
          }
        >
          {t('Extend')}
        </Button>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-divider pt-4">
        {subscription.on_grace_period ? (
          <Button
            isDisabled={renew.isPending}
            onPress={() =>
              void renew
                .mutateAsync(subscription.id)
                .then(() => toast.positive(t('Subscription renewed.')), ignore)
            }
          >
            {t('Renew')}
          </Button>
        ) : null}
        {!cancelled && !ended ? (
          <Button
            variant="secondary"
            isDisabled={cancel.isPending}
            onPress={() => void handleCancel(false)}
          >
            {t('Cancel at period end')}
          </Button>
        ) : null}
        {!ended ? (
          <Button
            variant="danger"
            isDisabled={cancel.isPending}
            onPress={() => void handleCancel(true)}
          >
            {t('Cancel now')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function Invoices({ invoices }: { invoices: Invoice[] }) {
  const t = useTrans();
  return (
    <Card title={t('Invoices')}>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted">{t('No invoices yet.')}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className="py-1 font-medium">{t('Number')}</th>
              <th className="py-1 font-medium">{t('Date')}</th>
              <th className="py-1 font-medium">{t('Amount')}</th>
              <th className="py-1 font-medium">{t('Status')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-t border-divider">
                <td className="py-1.5 font-mono">{invoice.number}</td>
                <td className="py-1.5">{formatDate(invoice.paid_at ?? invoice.created_at)}</td>
                <td className="py-1.5 tabular-nums">
                  {formatAmount(invoice.amount, invoice.currency)}
                </td>
                <td className="py-1.5">{invoice.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** `/admin/subscriptions/:subscriptionId` (subscriptions.update). */
export function SubscriptionPage({ subscriptionId }: { subscriptionId: number }) {
  const t = useTrans();
  const query = useSubscription(subscriptionId);
  const subscription = query.data?.subscription;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <AdminPageHeader
        title={subscription ? subscription.user.name : t('Subscription')}
        breadcrumbs={[
          { label: t('Subscriptions'), to: billingAdminPaths.subscriptions() },
          {
            label: subscription?.user.name ?? t('Subscription'),
            to: billingAdminPaths.subscription(subscriptionId),
          },
        ]}
      />
      {query.isPending ? (
        <div
          role="status"
          aria-label={t('Loading')}
          className="h-64 animate-pulse rounded-xl bg-fg/5"
        />
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-divider p-8 text-center">
          <p className="font-medium">{t('This page could not be loaded.')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-3 text-sm font-semibold text-primary hover:underline"
          >
            {t('Try again')}
          </button>
        </div>
      ) : subscription ? (
        <>
          <Card title={t('Subscription')}>
            <Facts
              rows={[
                [t('User'), `${subscription.user.name} (${subscription.user.email})`],
                [t('Plan'), subscription.product.name],
                [t('Price'), subscription.price ? formatPrice(subscription.price) : '—'],
                [t('Status'), <SubscriptionStatusBadge key="s" subscription={subscription} />],
                [t('Gateway'), t(GATEWAY_LABELS[subscription.gateway])],
                [t('Started'), formatDate(subscription.created_at)],
                [t('Renews'), formatDate(subscription.renews_at)],
                [t('Ends'), formatDate(subscription.ends_at)],
                ...(subscription.grace_ends_at
                  ? ([[t('Grace period ends'), formatDate(subscription.grace_ends_at)]] as [
                      string,
                      ReactNode,
                    ][])
                  : []),
                [t('Payment method'), paymentMethodText(subscription)],
                ...(subscription.gateway_id
                  ? ([[t('Provider id'), <code key="g">{subscription.gateway_id}</code>]] as [
                      string,
                      ReactNode,
                    ][])
                  : []),
              ]}
            />
          </Card>
          <SubscriptionActions key={subscription.updated_at} subscription={subscription} />
          <Invoices invoices={query.data.invoices} />
        </>
      ) : null}
    </div>
  );
}
