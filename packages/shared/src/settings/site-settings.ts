/**
 * Settings of the site as a whole that the admin general tab edits (issue 14 §6, §7 demo-site
 * mode). Spread into SETTING_DEFINITIONS; same shape.
 */
export const SITE_SETTINGS = {
  /**
   * Demo-site mode: the login form comes prefilled with the demo credentials and changes that
   * would break the demo for the next visitor are refused (issue 14 §7).
   */
  'site.demo': { value: false, public: true },
} as const;
