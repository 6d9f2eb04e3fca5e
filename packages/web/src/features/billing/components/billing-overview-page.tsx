import type { Invoice, PaymentMethod, Subscription } from '@tonearm/shared/billing/billing.schemas';
import { CreditCard, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useBillingOverview } from '../api/get-subscription';
import { billingCycleLabel, formatBillingDate, formatMoney } from '../format';
import { BillingNotice, BillingPageFrame } from './billing-page-frame';
import { SubscriptionDate, SubscriptionStatusBadge } from './subscription-status';

const linkClass =
  'inline-flex h-10 items-center justify-center rounded-button border border-divider px-4 text-sm font-semibold hover:bg-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/50';

/**
 * /billing (the loader lets only subscribers in): the plan, its price and status,
 * the next charge or end date, the payment method, the invoices, and the ways to change them.
 */
export function BillingOverviewPage() {
  const t = useTrans();
  const overview = useBillingOverview();

  if (overview.isPending)
    return <BillingNotice title={t('Billing')}>{t('Loading…')}</BillingNotice>;
  if (overview.isError)
    return (
      <BillingNotice title={t('Billing')} tone="danger">
        {t('Your billing details could not be loaded.')}{' '}
        <Button variant="secondary" size="sm" onPress={() => void overview.refetch()}>
          {t('Try again')}
        </Button>
      </BillingNotice>
    );
  const { subscription, invoices } = overview.data;
  if (!subscription)
    return (
      <BillingNotice title={t('Billing')}>
        {t('You do not have a subscription.')}{' '}
        <Link className="font-semibold text-primary underline" to={paths.pricing()}>
          {t('See plans')}
        </Link>
      </BillingNotice>
    );

  return (
    <BillingPageFrame title={t('Billing')} testId="billing-overview">
      <div className="flex flex-col gap-6">
        <PlanPanel subscription={subscription} />
        <PaymentMethodPanel method={subscription.payment_method} gateway={subscription.gateway} />
        <InvoicesPanel invoices={invoices} />
      </div>
    </BillingPageFrame>
  );
}

function Panel({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-panel border border-divider bg-bg p-5 shadow-sm sm:p-6"
      data-testid={`billing-${id}`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
      {actions ? <div className="mt-5 flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}

function PlanPanel({ subscription }: { subscription: Subscription }) {
  const t = useTrans();
  const locale = useBootstrapData((data) => data.i18n.language);
  const { price } = subscription;
  const cancelled = subscription.on_grace_period;
  const managedByProvider = subscription.gateway === 'none';
  return (
    <Panel
      id="plan"
      title={t('Current plan')}
      actions={
        managedByProvider ? null : (
          <>
            {cancelled ? null : (
              <Link className={linkClass} to={paths.billingChangePlan()}>
                {t('Change plan')}
              </Link>
            )}
            {cancelled ? (
              <Link className={linkClass} to={paths.billingRenew()}>
                {t('Renew plan')}
              </Link>
            ) : subscription.active ? (
              <Link className={`${linkClass} text-danger`} to={paths.billingCancel()}>
                {t('Cancel plan')}
              </Link>
            ) : null}
          </>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-2xl font-bold tracking-tight" data-testid="billing-plan-name">
          {subscription.product.name}
        </p>
        <SubscriptionStatusBadge subscription={subscription} />
      </div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
        {price ? (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted">{t('Price')}</dt>
            <dd className="font-medium" data-testid="billing-price">
              {formatMoney(price.amount, price.currency, locale)} · {t(billingCycleLabel(price))}
            </dd>
          </div>
        ) : null}
        <SubscriptionDate subscription={subscription} />
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted">{t('Member since')}</dt>
          <dd className="font-medium">{formatBillingDate(subscription.created_at, locale)}</dd>
        </div>
      </dl>
      {cancelled && subscription.ends_at ? (
        <p className="mt-4 text-sm text-muted" data-testid="billing-ends-notice">
          {t('Your plan was cancelled and ends on :date. Renew it to keep your benefits.', {
            date: formatBillingDate(subscription.ends_at, locale),
          })}
        </p>
      ) : null}
    </Panel>
  );
}

export function paymentMethodText(method: PaymentMethod): string {
  if (method.type === 'paypal') return `PayPal${method.email ? ` · ${method.email}` : ''}`;
  const brand = method.brand ? method.brand[0]!.toUpperCase() + method.brand.slice(1) : 'Card';
  return `${brand} •••• ${method.last4 ?? '????'}`;
}

function PaymentMethodPanel({
  method,
  gateway,
}: {
  method: PaymentMethod | null;
  gateway: Subscription['gateway'];
}) {
  const t = useTrans();
  const expiry =
    method?.exp_month && method.exp_year
      ? `${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year).slice(-2)}`
      : null;
  return (
    <Panel
      id="payment-method"
      title={t('Payment method')}
      actions={
        gateway === 'none' ? null : (
          <Link className={linkClass} to={paths.billingChangePaymentMethod()}>
            {t('Change payment method')}
          </Link>
        )
      }
    >
      {method ? (
        <p className="flex items-center gap-3 text-sm" data-testid="payment-method-details">
          <CreditCard className="size-5 text-muted" aria-hidden />
          <span className="font-medium">{paymentMethodText(method)}</span>
          {expiry ? (
            <span className="text-muted">{t('Expires :date', { date: expiry })}</span>
          ) : null}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('No payment method on file.')}</p>
      )}
    </Panel>
  );
}

const INVOICE_STATUS_LABELS: Record<Invoice['status'], string> = {
  paid: 'Paid',
  open: 'Open',
  failed: 'Failed',
  refunded: 'Refunded',
};

function InvoicesPanel({ invoices }: { invoices: Invoice[] }) {
  const t = useTrans();
  const locale = useBootstrapData((data) => data.i18n.language);
  return (
    <Panel id="invoices" title={t('Invoices')}>
      {invoices.length === 0 ? (
        <p className="text-sm text-muted">{t('No invoices yet.')}</p>
      ) : (
        // Below the md breakpoint each invoice is a stacked row (date and amount, then the
        // description, then status and link), so nothing hides off a phone's screen; from md
        // up it is a plain table. The roles keep the table's semantics where CSS changes the
        // display of its parts.
        <div className="md:overflow-x-auto">
          <table className="block w-full text-left text-sm md:table" role="table">
            <thead className="sr-only text-xs text-muted md:not-sr-only md:table-header-group">
              <tr role="row">
                {[t('Date'), t('Description'), t('Amount'), t('Status')].map((label) => (
                  <th key={label} scope="col" role="columnheader" className="py-2 pr-4 font-medium">
                    {label}
                  </th>
                ))}
                <th scope="col" role="columnheader" className="py-2 font-medium">
                  <span className="sr-only">{t('Invoice')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {invoices.map((invoice) => (
                <tr
                  key={invoice.id}
                  role="row"
                  data-testid="invoice-row"
                  className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 border-t border-divider py-3 md:table-row md:py-0"
                >
                  <td
                    role="cell"
                    className="col-start-1 row-start-1 font-medium whitespace-nowrap md:py-2 md:pr-4 md:font-normal"
                  >
                    {formatBillingDate(invoice.paid_at ?? invoice.created_at, locale)}
                  </td>
                  <td
                    role="cell"
                    className="col-span-2 row-start-2 break-words text-muted md:py-2 md:pr-4 md:text-fg"
                  >
                    {invoice.description}
                  </td>
                  <td
                    role="cell"
                    className="col-start-2 row-start-1 text-right font-medium whitespace-nowrap md:py-2 md:pr-4 md:text-left md:font-normal"
                  >
                    {formatMoney(invoice.amount, invoice.currency, locale)}
                  </td>
                  <td role="cell" className="col-start-1 row-start-3 md:py-2 md:pr-4">
                    {t(INVOICE_STATUS_LABELS[invoice.status])}
                  </td>
                  <td role="cell" className="col-start-2 row-start-3 text-right md:py-2">
                    <Link
                      to={paths.billingInvoice(invoice.id)}
                      className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-primary hover:underline"
                    >
                      <FileText className="size-4" aria-hidden />
                      {t('View :number', { number: invoice.number })}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
