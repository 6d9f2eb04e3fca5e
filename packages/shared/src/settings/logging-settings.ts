/**
 * Settings of the logs, log retention and error reporting (issue 14 §7, the admin "logging"
 * tab). Spread into SETTING_DEFINITIONS; same shape.
 */
export const LOGGING_SETTINGS = {} as const;
