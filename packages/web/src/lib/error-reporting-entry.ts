import { getBootstrapData } from './bootstrap-store';

/** The setting that turns browser error reporting on (the logging tab). */
export const SENTRY_DSN_SETTING = 'logging.sentry_dsn';

function configuredDsn(): string {
  const dsn = getBootstrapData().settings[SENTRY_DSN_SETTING];
  return typeof dsn === 'string' ? dsn.trim() : '';
}

/**
 * The only part of error reporting in the first page's JavaScript: without a DSN nothing more
 * loads (the initial bundle does not grow with the SDK); with one, `error-reporting.ts` and the
 * SDK's chunk are fetched.
 */
export function startErrorReportingIfConfigured(): void {
  const dsn = configuredDsn();
  if (dsn) void import('./error-reporting').then((module) => module.startErrorReporting(dsn));
}

/** Reports an error the app caught itself (a route error) when a DSN is set. */
export function reportRouteError(error: unknown): void {
  if (configuredDsn()) void import('./error-reporting').then((module) => module.reportError(error));
}
