/**
 * Settings of the reports and first-party visit analytics (issue 14 §3, the admin "analytics"
 * tab). Spread into SETTING_DEFINITIONS; same shape.
 */
export const ANALYTICS_SETTINGS = {} as const;
