import { ADS_SETTINGS } from '../ads/ads-settings';
import { DEFAULT_MENUS } from '../menus/default-menus';
import { SEO_SETTINGS } from '../seo/seo-settings';
import { SOCIAL_CONNECTION_SETTINGS } from '../social-auth/social-settings';
import { ANALYTICS_SETTINGS } from './analytics-settings';
import { LOGGING_SETTINGS } from './logging-settings';
import { SITE_SETTINGS } from './site-settings';

/**
 * Every site setting with its default and whether it may be sent to browsers. `public: false`
 * settings never leave the server (secrets, keys).
 */
export const SETTING_DEFINITIONS = {
  'dates.default_timezone': { value: 'auto', public: true },
  'dates.format': { value: 'short', public: true },
  base_url: { value: '', public: true },
  'branding.site_name': { value: 'Tonearm', public: true },
  'branding.site_description': {
    value: 'Stream the music you love, discover what comes next.',
    public: true,
  },
  'branding.logo_light': { value: '/images/logo-light.svg', public: true },
  'branding.logo_dark': { value: '/images/logo-dark.svg', public: true },
  'branding.logo_light_mobile': { value: '/images/logo-mobile-light.svg', public: true },
  'branding.logo_dark_mobile': { value: '/images/logo-mobile-dark.svg', public: true },
  'branding.favicon': { value: '/favicon.svg', public: true },
  'themes.default_id': { value: 'system', public: true },
  /** Whether visitors may switch between light and dark. */
  'themes.user_change': { value: true, public: true },
  menus: { value: DEFAULT_MENUS, public: true },
  'homepage.type': { value: 'channel', public: true },
  'homepage.value': { value: '', public: true },
  'cookie_notice.enable': { value: true, public: true },
  'cookie_notice.position': { value: 'bottom', public: true },
  'cookie_notice.button': {
    value: { label: 'Learn more about cookies', action: 'setting:legal.privacy_policy_url' },
    public: true,
  },
  /**
   * Where the privacy policy, terms and contact links of the shell lead (a path or a URL).
   * Empty until the site has such a page: links pointing here are hidden rather than dead.
   */
  'legal.privacy_policy_url': { value: '', public: true },
  'legal.terms_url': { value: '', public: true },
  'legal.contact_url': { value: '', public: true },
  /** Where contact form messages are mailed; empty: the first admin's email. */
  'contact.email': { value: '', public: false },
  /** When the default custom pages were seeded (empty until then; seeded once). */
  'custom_pages.seeded': { value: '', public: false },
  require_email_confirmation: { value: false, public: true },
  'registration.disable': { value: false, public: true },
  'registration.policies': {
    value: [] as { id: string; label: string; action?: string }[],
    public: true,
  },
  'social.google.enable': { value: false, public: true },
  'social.facebook.enable': { value: false, public: true },
  'social.twitter.enable': { value: false, public: true },
  'social.envato.enable': { value: false, public: true },
  'social.compact_buttons': { value: false, public: true },
  'recaptcha.site_key': { value: '', public: true },
  'recaptcha.secret_key': { value: '', public: false },
  'recaptcha.enable.register': { value: false, public: true },
  'recaptcha.enable.contact': { value: false, public: true },
  'notifications.integrated': { value: true, public: true },
  'notif.subs.integrated': { value: true, public: true },
  /**
   * Web Push: the VAPID key pair, generated once on first use unless the
   * environment gives VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY. The public key is what browsers
   * subscribe with; the private key signs each push and never leaves the server.
   */
  'notifications.vapid_public_key': { value: '', public: true },
  'notifications.vapid_private_key': { value: '', public: false },
  'billing.enable': { value: false, public: true },
  /** The built-in test gateway (cards of TEST_CARDS); off unless turned on. */
  'billing.test_gateway.enable': { value: false, public: true },
  'billing.stripe.enable': { value: false, public: true },
  'billing.stripe.publishable_key': { value: '', public: true },
  'billing.stripe.secret_key': { value: '', public: false },
  'billing.stripe.webhook_secret': { value: '', public: false },
  'billing.paypal.enable': { value: false, public: true },
  'billing.paypal.client_id': { value: '', public: true },
  'billing.paypal.client_secret': { value: '', public: false },
  /** The id PayPal gives the webhook; its verify-signature API needs it. */
  'billing.paypal.webhook_id': { value: '', public: false },
  /** true: PayPal's sandbox; false: live. */
  'billing.paypal.sandbox': { value: true, public: false },
  /** Days a past_due subscription keeps its access while the provider retries. */
  'billing.grace_days': { value: 7, public: false },
  'api.integrated': { value: true, public: true },
  'i18n.enable': { value: true, public: true },
  'i18n.default_locale': { value: 'en', public: true },
  'landing.headline': { value: 'Music for every moment', public: true },
  'landing.subheadline': {
    value:
      'Millions of listeners find their next favourite song here. Stream artists, albums and playlists, keep a library, and let the radio surprise you.',
    public: true,
  },
  'landing.actions': {
    value: [
      { label: 'Start listening', action: '/', type: 'primary' },
      { label: 'Create an account', action: '/register', type: 'secondary' },
    ],
    public: true,
  },
  'landing.features': {
    value: [
      {
        title: 'Stream without limits',
        body: 'High quality audio that starts instantly and follows you across devices.',
        icon: 'headphones',
      },
      {
        title: 'Your library, your way',
        body: 'Save tracks, follow artists and build playlists to share with friends.',
        icon: 'library',
      },
      {
        title: 'Radio that knows you',
        body: 'Endless stations seeded from any artist, track or genre.',
        icon: 'radio',
      },
      {
        title: 'Lyrics in sync',
        body: 'Sing along with lyrics that follow the music line by line.',
        icon: 'mic',
      },
    ],
    public: true,
  },
  /** The landing page's other sections (edited in the appearance editor). */
  'landing.background_image': { value: '', public: true },
  'landing.features_title': { value: 'Everything you need to listen', public: true },
  'landing.secondary_features': {
    value: [
      {
        title: 'Made for artists too',
        subtitle: 'Backstage',
        body: 'Upload your tracks and albums, follow their plays and reach listeners who are looking for something new.',
        image: '/images/landing/backstage.svg',
      },
      {
        title: 'Playlists worth sharing',
        subtitle: 'Your library',
        body: 'Collect the songs you love, order them by hand and share them with a link. Friends can follow along as you add more.',
        image: '/images/landing/playlists.svg',
      },
    ],
    public: true,
  },
  'landing.pricing_title': { value: 'Choose your plan', public: true },
  'landing.footer_text': { value: '', public: true },
  /** Secret used to sign CSRF tokens; generated on a new install. */
  app_key: { value: '', public: false },
  ...SOCIAL_CONNECTION_SETTINGS,
  /** Tracks may be downloaded (by users who also hold music.download). */
  'player.enable_download': { value: false, public: true },
  /** Uploads: bytes; 0 means no limit. */
  'uploads.max_size': { value: 2 * 1024 * 1024 * 1024, public: true },
  'uploads.allowed_extensions': { value: [] as string[], public: true },
  'uploads.blocked_extensions': {
    value: ['exe', 'php', 'phtml', 'sh', 'bat', 'cmd', 'js', 'html', 'htm', 'svg'] as string[],
    public: true,
  },
  /** Mime patterns such as `audio/*`. */
  'uploads.allowed_mime_types': { value: [] as string[], public: true },
  'uploads.blocked_mime_types': { value: [] as string[], public: true },
  /** Chunked resumable (tus) uploads for files of 4 MB and more. */
  'uploads.tus_enable': { value: true, public: true },
  /** Bytes per tus PATCH request. */
  'uploads.chunk_size': { value: 8 * 1024 * 1024, public: true },
  /** Browsers upload straight to S3 (presigned) when the storage driver is s3. */
  'uploads.s3_direct_upload': { value: false, public: true },
  /** Partial uploads older than this many hours are removed. */
  'uploads.orphan_max_age_hours': { value: 24, public: false },
  /**
   * Custom code: served as same-origin files (/assets/custom/custom.<hash>.css|js)
   * that index.html links, never inlined, so the CSP keeps refusing inline code.
   */
  'custom_code.css': { value: '', public: false },
  'custom_code.js': { value: '', public: false },
  ...SITE_SETTINGS,
  ...ANALYTICS_SETTINGS,
  ...LOGGING_SETTINGS,
  ...SEO_SETTINGS,
  ...ADS_SETTINGS,
} as const;

export type SettingName = keyof typeof SETTING_DEFINITIONS;

export const PUBLIC_SETTING_NAMES = (Object.keys(SETTING_DEFINITIONS) as SettingName[]).filter(
  (name) => SETTING_DEFINITIONS[name].public,
);

export const HOMEPAGE_TYPES = ['login', 'register', 'landingPage', 'channel'] as const;
export type HomepageType = (typeof HOMEPAGE_TYPES)[number];

/** Kept importable from here: the server reads string settings through this module. */
export { stringSetting } from './string-setting';
