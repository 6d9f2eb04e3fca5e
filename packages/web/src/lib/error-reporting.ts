import type * as SentryBrowserModule from '@sentry/browser';
import { ERROR_REPORT_DATA_COLLECTION, ERROR_TRACE_SAMPLE_RATE } from '@tonearm/shared/constants';

type SentryBrowser = typeof SentryBrowserModule;

let sdk: Promise<SentryBrowser | null> | null = null;

/** Loads the SDK; a separate module so tests can stand in for it. */
export const loadSentry = {
  load: (): Promise<SentryBrowser> => import('@sentry/browser'),
};

/**
 * Starts browser error reporting through the official SDK when a DSN is set ("error reporting
 * is configured only when a public key is set"; traces sampled at 0.2). The SDK is a chunk of its
 * own, fetched only then: a site without a DSN never downloads it and the first page's
 * JavaScript does not grow. Its default integrations report unhandled errors and rejections;
 * route errors come through `reportError`.
 */
export function startErrorReporting(dsn: unknown): Promise<boolean> {
  const value = typeof dsn === 'string' ? dsn.trim() : '';
  if (!value || sdk) return sdk ? sdk.then(Boolean) : Promise.resolve(false);
  sdk = loadSentry
    .load()
    .then((Sentry) => {
      Sentry.init({
        dsn: value,
        tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
        integrations: [Sentry.browserTracingIntegration()],
        dataCollection: ERROR_REPORT_DATA_COLLECTION,
      });
      return Sentry;
    })
    .catch(() => null);
  return sdk.then(Boolean);
}

/** Sends an error the app caught itself (a route error) when reporting is on; else nothing. */
export function reportError(error: unknown): void {
  if (!sdk) return;
  void sdk.then((Sentry) => Sentry?.captureException(error));
}

/** Tests only: forget the loaded SDK. */
export function resetErrorReportingForTests(): void {
  sdk = null;
}
