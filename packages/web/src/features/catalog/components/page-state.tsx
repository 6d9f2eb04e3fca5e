import { SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { errorStatus } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/** What a catalog page shows when its query failed: the not-found page, or a retryable error. */
export function PageError({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useTrans();
  const notFound = errorStatus(error) === 404;
  // spec 000 §4: a 404 shows the not-found page.
  if (notFound) return <Navigate to={paths.notFound()} replace />;
  const Icon = notFound ? SearchX : TriangleAlert;
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center"
      data-testid={notFound ? 'page-not-found' : 'page-error'}
    >
      <Icon aria-hidden className="size-12 text-muted" />
      <h1 className="mt-4 text-2xl font-bold">
        {notFound ? t('Page not found') : t('Something went wrong')}
      </h1>
      <p className="mt-2 text-muted">
        {notFound
          ? t('The page you are looking for does not exist.')
          : t('Please try again in a moment.')}
      </p>
      <div className="mt-6 flex gap-3">
        {!notFound && retry ? (
          <button
            type="button"
            onClick={retry}
            className="rounded-full bg-primary px-5 py-2 text-sm font-semibold text-on-primary"
          >
            {t('Try again')}
          </button>
        ) : null}
        <Link
          to={paths.home()}
          className="rounded-full border border-divider px-5 py-2 text-sm font-semibold hover:bg-hover"
        >
          {t('Go home')}
        </Link>
      </div>
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-6 py-16 text-center" data-testid="empty-state">
      <div className="grid size-16 place-items-center rounded-full bg-bg-alt text-muted">
        {icon}
      </div>
      <h2 className="mt-4 text-lg font-bold">{title}</h2>
      {children ? <div className="mt-2 max-w-sm text-sm text-muted">{children}</div> : null}
    </div>
  );
}

export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return <div className={`mx-auto max-w-[1600px] px-4 md:px-8 ${className ?? ''}`}>{children}</div>;
}
