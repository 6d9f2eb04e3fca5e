import { DEFAULT_MENUS } from '../menus/default-menus';

/**
 * Every site setting with its default and whether it may be sent to browsers. Settings of
 * spec 000 §3 (and a few spec 001 areas already need). `public: false` settings never leave
 * the server (secrets, keys).
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
    value: { label: 'Learn more', action: '/pages/privacy-policy' },
    public: true,
  },
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
  'notif.subs.integrated': { value: false, public: true },
  'billing.enable': { value: false, public: true },
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
  /** Secret used to sign CSRF tokens; generated on a new install. */
  app_key: { value: '', public: false },
  /** Tracks may be downloaded (by users who also hold music.download). */
  'player.enable_download': { value: false, public: true },
} as const;

export type SettingName = keyof typeof SETTING_DEFINITIONS;

export const PUBLIC_SETTING_NAMES = (Object.keys(SETTING_DEFINITIONS) as SettingName[]).filter(
  (name) => SETTING_DEFINITIONS[name].public,
);

export const HOMEPAGE_TYPES = ['login', 'register', 'landingPage', 'channel'] as const;
export type HomepageType = (typeof HOMEPAGE_TYPES)[number];

/** A string setting out of a settings map whose values are unknown (bootstrap, stored JSON). */
export function stringSetting(
  settings: Record<string, unknown>,
  name: string,
  fallback = '',
): string {
  const value = settings[name];
  return typeof value === 'string' ? value : fallback;
}
