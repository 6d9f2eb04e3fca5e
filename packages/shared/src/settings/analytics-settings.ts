/**
 * Settings of the reports and first-party visit analytics (the admin "analytics"
 * tab). Spread into SETTING_DEFINITIONS; same shape.
 */
export const ANALYTICS_SETTINGS = {
  /** Record page visits first-party for the visitors report (no third-party script). */
  'analytics.track_visits': { value: true, public: true },
} as const;
