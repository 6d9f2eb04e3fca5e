/**
 * Settings of the site as a whole that the admin tabs edit and that no older group held
 * (demo-site mode). Spread into SETTING_DEFINITIONS; same shape.
 */
export const SITE_SETTINGS = {
  /**
   * Demo-site mode: the login form comes prefilled with the demo credentials and changes that
   * would break the demo for the next visitor are refused.
   */
  'site.demo': { value: false, public: true },
  /**
   * The credentials the login form is prefilled with on a demo site ("demo login
   * defaults"). Not public by definition: bootstrap data carries them only while `site.demo`
   * is on (SettingsService.publicSettings).
   */
  'site.demo_email': { value: 'admin@demo.com', public: false },
  'site.demo_password': { value: 'admin', public: false },
  /**
   * Outgoing mail (the admin "outgoing-email" tab), read at send time. `log` writes every
   * message to the outgoing-email log; `smtp` sends through the server below. MAIL_URL, when
   * set in the environment, wins over these.
   */
  'mail.driver': { value: 'log', public: false },
  'mail.host': { value: '', public: false },
  'mail.port': { value: 587, public: false },
  'mail.username': { value: '', public: false },
  /** Secret: write-only in the admin. */
  'mail.password': { value: '', public: false },
  /** `starttls` upgrades a plain connection (587), `tls` connects over TLS (465), `none` neither. */
  'mail.encryption': { value: 'starttls', public: false },
  /** Empty: MAIL_FROM, else no-reply at the APP_URL host. */
  'mail.from_address': { value: '', public: false },
  /** Empty: the site name. */
  'mail.from_name': { value: '', public: false },
  /** The player's volume (0–100) for a listener who has never moved the volume slider. */
  'player.default_volume': { value: 100, public: true },
} as const;
