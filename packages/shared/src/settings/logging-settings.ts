/**
 * Settings of the logs, log retention and error reporting (the admin "logging"
 * tab). Spread into SETTING_DEFINITIONS; same shape.
 */
export const LOGGING_SETTINGS = {
  /**
   * A Sentry-compatible DSN. Empty: no error reporting. The DSN's key is public by design (the
   * browser SDK needs it), so the setting is public.
   */
  'logging.sentry_dsn': { value: '', public: true },
  /** Days the error, outgoing-email and schedule logs are kept. */
  'logging.retention_days': { value: 30, public: false },
} as const;
