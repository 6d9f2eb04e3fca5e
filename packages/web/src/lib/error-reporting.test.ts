import { ERROR_REPORT_DATA_COLLECTION, ERROR_TRACE_SAMPLE_RATE } from '@tonearm/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadSentry,
  reportError,
  resetErrorReportingForTests,
  startErrorReporting,
} from './error-reporting';

function fakeSdk() {
  return {
    init: vi.fn(),
    captureException: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  };
}

describe('browser error reporting', () => {
  afterEach(() => {
    resetErrorReportingForTests();
    vi.restoreAllMocks();
  });

  it('loads nothing and reports nothing while no DSN is set', async () => {
    const load = vi.spyOn(loadSentry, 'load');
    expect(await startErrorReporting('')).toBe(false);
    expect(await startErrorReporting(undefined)).toBe(false);
    expect(await startErrorReporting('   ')).toBe(false);
    reportError(new Error('ignored'));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK once a DSN is set, with traces sampled at 0.2, and reports route errors', async () => {
    const sdk = fakeSdk();
    const load = vi
      .spyOn(loadSentry, 'load')
      .mockResolvedValue(sdk as unknown as Awaited<ReturnType<typeof loadSentry.load>>);
    expect(await startErrorReporting(' https://key@errors.example.com/3 ')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@errors.example.com/3',
        tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
        dataCollection: ERROR_REPORT_DATA_COLLECTION,
      }),
    );
    // Nothing personal leaves the browser with a report (Sentry 11 collects it by default).
    expect(ERROR_REPORT_DATA_COLLECTION).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
    expect(ERROR_TRACE_SAMPLE_RATE).toBe(0.2);

    const error = new Error('The page fell over');
    reportError(error);
    await vi.waitFor(() => expect(sdk.captureException).toHaveBeenCalledWith(error));
    // A second start does not load or initialise again.
    await startErrorReporting('https://key@errors.example.com/3');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
