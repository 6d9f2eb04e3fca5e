import { AlertTriangle } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorStatus } from '@/lib/api-client';
import { useTrans } from '@/lib/i18n';
import { NotFoundRoute } from './not-found-route';

/** spec 000 §2 route errors: a 404 shows the not-found page, anything else the generic one. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useTrans();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  if (status === 404) return <NotFoundRoute />;
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 text-center"
      data-testid="route-error"
    >
      <div className="mb-6 grid size-16 place-items-center rounded-full bg-danger/10 text-danger">
        <AlertTriangle className="size-8" aria-hidden />
      </div>
      <h1 className="text-2xl font-bold tracking-tight">
        {t('There was an issue loading this page')}
      </h1>
      <p className="mt-2 text-muted">{t('Please try again later')}</p>
    </section>
  );
}
