import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { RouteErrorMessage } from '@/components/ui/route-error';
import { errorStatus } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';
import { paths } from '@/config/paths';

/**
 * What a catalog page shows when its query failed: the not-found page for a 404, else the
 * spec's route error with a retry.
 */
export function PageError({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useTrans();
  // A 404 shows the not-found page.
  if (errorStatus(error) === 404) return <Navigate to={paths.notFound()} replace />;
  return (
    <RouteErrorMessage error={error}>
      {retry ? (
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
    </RouteErrorMessage>
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
