import type { NodeClient, NodeOptions, Scope } from '@sentry/node';
import { ERROR_REPORT_DATA_COLLECTION, ERROR_TRACE_SAMPLE_RATE } from '@tonearm/shared/constants';
import type { ErrorLogRecord, ErrorReporter } from './error-log';

/**
 * Sends unexpected server errors to a Sentry-compatible service through the official SDK
 * ("error reporting is configured only when a public key is set",
 * traces sampled at 0.2) — only while the `logging.sentry_dsn` setting is non-empty.
 *
 * The DSN is a setting the admin changes at run time, on any instance, so the SDK is not
 * initialised once at start: on each error the reporter reads the setting and, when it differs
 * from the client it holds, closes that client and builds a new one (none when the DSN is
 * empty). A client of its own on a scope of its own (the SDK's "shared environment" set-up,
 * without `Sentry.init`'s global instrumentation) is what makes replacing it safe.
 */
export class SentryReporter implements ErrorReporter {
  private current: { dsn: string; client: NodeClient; scope: Scope } | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly dsnSetting: () => Promise<string>,
    private readonly options: { environment?: string; release?: string } = {},
  ) {}

  capture(error: Error, entry: ErrorLogRecord): void {
    // In order, so a DSN change never races two clients into being.
    this.queue = this.queue
      .then(async () => {
        const target = await this.clientFor(await this.dsnSetting().catch(() => ''));
        if (!target) return;
        target.scope.captureException(error, {
          captureContext: {
            level: entry.level === 'critical' ? 'fatal' : entry.level,
            tags: { ...(entry.method ? { method: entry.method } : {}) },
            extra: { url: entry.url },
            ...(entry.userId ? { user: { id: String(entry.userId) } } : {}),
          },
        });
      })
      .catch(() => undefined);
  }

  /** Waits for the errors captured so far to be sent (tests, shutdown). */
  async flush(timeoutMs = 2000): Promise<void> {
    await this.queue;
    await this.current?.client.flush(timeoutMs);
  }

  async close(): Promise<void> {
    await this.queue;
    await this.current?.client.close(2000);
    this.current = null;
  }

  private async clientFor(rawDsn: string): Promise<{ client: NodeClient; scope: Scope } | null> {
    const dsn = rawDsn.trim();
    if (this.current?.dsn === dsn) return this.current;
    if (this.current) {
      await Promise.resolve(this.current.client.close(2000)).catch(() => false);
      this.current = null;
    }
    if (!dsn) return null;
    // The SDK (~30 MB resident) is loaded once a DSN is set, never by a site without one.
    const { NodeClient, Scope, defaultStackParser, makeNodeTransport } =
      await import('@sentry/node');
    const options: NodeOptions = {
      dsn,
      tracesSampleRate: ERROR_TRACE_SAMPLE_RATE,
      transport: makeNodeTransport,
      stackParser: defaultStackParser,
      integrations: [],
      dataCollection: ERROR_REPORT_DATA_COLLECTION,
      ...(this.options.environment ? { environment: this.options.environment } : {}),
      ...(this.options.release ? { release: this.options.release } : {}),
    };
    const client = new NodeClient(options as ConstructorParameters<typeof NodeClient>[0]);
    const scope = new Scope();
    scope.setClient(client);
    client.init();
    this.current = { dsn, client, scope };
    return this.current;
  }
}

/**
 * The origin a browser sends a DSN's reports to, for the page's Content-Security-Policy; null
 * for an empty or malformed DSN, or one that is not http(s).
 */
export function dsnOrigin(dsn: unknown): string | null {
  if (typeof dsn !== 'string' || !dsn.trim()) return null;
  try {
    const url = new URL(dsn.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
