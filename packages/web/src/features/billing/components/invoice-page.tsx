import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBootstrapData, useCurrentUser } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useInvoice } from '../api/get-invoice';
import { formatBillingDate, formatMoney } from '../format';
import { MissingNotice } from './billing-page-frame';

/**
 * /billing/invoices/{id}: a printable invoice (seller, buyer, number, dates, amount, status).
 * It renders outside the player layout; in print its toolbar is hidden and `data-print-root`
 * (index.css) hides whatever the shell draws over it, so what prints is the invoice alone.
 */
export function InvoicePage() {
  const t = useTrans();
  const params = useParams();
  const id = /^\d+$/.test(params.invoiceId ?? '') ? Number(params.invoiceId) : 0;
  const query = useInvoice(id);
  const user = useCurrentUser();
  const locale = useBootstrapData((data) => data.i18n.language);

  if (!query.data)
    return (
      <MissingNotice
        title={t('Invoice')}
        isPending={query.isPending && id > 0}
        message={t('This invoice could not be found.')}
        link={{ to: paths.billing(), label: t('Back to billing') }}
      />
    );

  const { invoice, seller } = query.data;
  const row = (label: string, value: string) =>
    value ? (
      <div className="flex justify-between gap-6 py-1.5">
        <dt className="text-muted">{t(label)}</dt>
        <dd className="text-right font-medium">{value}</dd>
      </div>
    ) : null;

  return (
    <div className="min-h-screen bg-bg-alt py-8 print:bg-white print:py-0">
      <div className="mx-auto mb-4 flex max-w-3xl items-center justify-between px-4 print:hidden">
        <Link to={paths.billing()} className="text-sm text-muted hover:text-fg hover:underline">
          {t('Back to billing')}
        </Link>
        <Button variant="secondary" onPress={() => window.print()}>
          <Printer className="size-4" aria-hidden />
          {t('Print')}
        </Button>
      </div>
      <article
        className="mx-auto max-w-3xl rounded-panel border border-divider bg-bg p-8 text-fg shadow-sm print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
        aria-labelledby="invoice-heading"
        data-testid="invoice"
        data-print-root
      >
        <header className="flex flex-wrap items-start justify-between gap-6">
          <div>
            <p className="text-xl font-bold">{seller.site_name}</p>
            <p className="text-sm text-muted">{seller.site_url}</p>
          </div>
          <div className="text-right">
            <h1 id="invoice-heading" className="text-2xl font-bold tracking-tight">
              {t('Invoice')}
            </h1>
            <p className="text-sm text-muted" data-testid="invoice-number">
              {invoice.number}
            </p>
          </div>
        </header>

        <section className="mt-8 grid gap-6 sm:grid-cols-2">
          <div>
            <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">
              {t('Billed to')}
            </h2>
            <p className="mt-1 font-medium">{user?.name}</p>
            <p className="text-sm text-muted">{user?.email}</p>
          </div>
          <dl className="text-sm">
            {row('Issued', formatBillingDate(invoice.created_at, locale))}
            {row('Paid', formatBillingDate(invoice.paid_at, locale))}
            {row(
              'Period',
              invoice.period_start && invoice.period_end
                ? `${formatBillingDate(invoice.period_start, locale)} – ${formatBillingDate(invoice.period_end, locale)}`
                : '',
            )}
          </dl>
        </section>

        <table className="mt-8 w-full text-left text-sm">
          <thead className="border-b border-divider text-xs text-muted">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {t('Description')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-divider">
              <td className="py-3">{invoice.description}</td>
              <td className="py-3 text-right">
                {formatMoney(invoice.amount, invoice.currency, locale)}
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 font-semibold">
                {t('Total')}
              </th>
              <td className="pt-3 text-right text-lg font-bold" data-testid="invoice-total">
                {formatMoney(invoice.amount, invoice.currency, locale)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-6 text-sm">
          {t('Status')}:{' '}
          <span className="font-semibold" data-testid="invoice-status">
            {t(invoice.status[0]!.toUpperCase() + invoice.status.slice(1))}
          </span>
        </p>
      </article>
    </div>
  );
}
