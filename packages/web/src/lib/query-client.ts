import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  QUERY_MAX_RETRIES,
  QUERY_NO_RETRY_STATUSES,
  QUERY_STALE_TIME_MS,
} from '@tonearm/shared/constants';
import { navigateOutsideRouter } from '@/components/ui/navigate-outside-router';
import { errorStatus } from './api-client';
import { shouldRedirectToLogin, showHttpErrorToast } from './http-errors';

/** Retry at most twice, never after 401, 403 or 404. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && (QUERY_NO_RETRY_STATUSES as readonly number[]).includes(status))
    return false;
  return failureCount < QUERY_MAX_RETRIES;
}

declare module '@tanstack/react-query' {
  interface Register {
    /** `showErrorToast: false` when the caller (a form) shows errors itself. */
    mutationMeta: { showErrorToast?: boolean };
  }
}

/**
 * To /login inside the app: a full page load would drop what the page just said (the "Account
 * deleted" toast of a call whose stale queries answer 401 right after it), and a visitor already
 * there stays put.
 */
function goToLogin(): void {
  if (window.location.pathname !== '/login') navigateOutsideRouter('/login');
}

export function createQueryClient(navigateToLogin: () => void = goToLogin): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (shouldRedirectToLogin(error)) navigateToLogin();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldRedirectToLogin(error)) return navigateToLogin();
        if (mutation.meta?.showErrorToast !== false) showHttpErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
