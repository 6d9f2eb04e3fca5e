import { clsx } from 'clsx';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_MESSAGES } from '@tonearm/shared/billing/billing.schemas';
import { useTrans } from '@/lib/i18n';

/** The frame of the checkout and billing pages: a way back, the heading, content, an aside. */
export function BillingPageFrame({
  title,
  description,
  back,
  aside,
  children,
  testId,
  wide = false,
}: {
  title: string;
  /** Content across the whole frame (plan cards), not the narrow form column. */
  wide?: boolean;
  description?: ReactNode;
  back?: { to: string; label: string };
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 md:px-8 md:py-12" data-testid={testId}>
      {back ? (
        <Link
          to={back.to}
          className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg hover:underline"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      ) : null}
      <h1 className="mt-1 text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
      {description ? <div className="mt-2 text-sm text-muted">{description}</div> : null}
      <div
        className={clsx(
          'mt-8 grid gap-8',
          aside ? 'md:grid-cols-[minmax(0,1fr)_20rem]' : !wide && 'max-w-2xl',
        )}
      >
        <div className="min-w-0">{children}</div>
        {aside ? <div className="md:order-last">{aside}</div> : null}
      </div>
    </section>
  );
}

/** A page that only has something to say: loading, not found, an outcome. */
export function BillingNotice({
  title,
  tone = 'default',
  children,
  testId,
}: {
  title: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12 md:px-8" data-testid={testId}>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div
        role={tone === 'danger' ? 'alert' : 'status'}
        className={clsx('mt-4 text-sm', tone === 'danger' ? 'text-danger' : 'text-muted')}
      >
        {children}
      </div>
    </section>
  );
}

/**
 * What a page shows until what it is about has loaded: "Loading…" while it loads, then why there
 * is nothing to show (no such plan or invoice, not subscribed) and, with `link`, a way on.
 */
export function MissingNotice({
  title,
  isPending,
  message,
  link,
}: {
  title: string;
  isPending: boolean;
  message: string;
  link?: { to: string; label: string };
}) {
  const t = useTrans();
  if (isPending) return <BillingNotice title={title}>{t('Loading…')}</BillingNotice>;
  return (
    <BillingNotice title={title} tone="danger">
      {message}
      {link ? (
        <>
          {' '}
          <Link className="font-semibold text-primary underline" to={link.to}>
            {link.label}
          </Link>
        </>
      ) : null}
    </BillingNotice>
  );
}

/** The cancel and renew pages while the subscription loads, or when there is none to act on. */
export function NotSubscribedNotice({ title, isPending }: { title: string; isPending: boolean }) {
  const t = useTrans();
  return (
    <MissingNotice
      title={title}
      isPending={isPending}
      message={t(BILLING_MESSAGES.notSubscribed)}
    />
  );
}
