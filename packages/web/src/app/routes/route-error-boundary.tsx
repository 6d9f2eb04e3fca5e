import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteErrorMessage } from '@/components/ui/route-error';
import { errorStatus } from '@/lib/api-client';
import { reportRouteError } from '@/lib/error-reporting-entry';
import { NotFoundRoute } from './not-found-route';

/** Route errors: a 404 shows the not-found page, anything else the generic one. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : errorStatus(error);
  // A crash in the app or a server failure is worth reporting; a 4xx is the visitor's path.
  const unexpected = status === undefined || status >= 500;
  useEffect(() => {
    if (unexpected) reportRouteError(error);
  }, [error, unexpected]);
  if (status === 404) return <NotFoundRoute />;
  return <RouteErrorMessage error={error} />;
}
