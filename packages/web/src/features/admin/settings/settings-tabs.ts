import type { SettingsTab } from '@tonearm/shared/settings/admin-settings.schemas';

export interface SelectOption {
  value: string;
  label: string;
}

interface BaseField {
  /** The setting's dotted name. */
  name: string;
  label: string;
  description?: string;
}

export type SettingsField =
  | (BaseField & { kind: 'text'; inputType?: 'text' | 'email' | 'url'; placeholder?: string })
  | (BaseField & { kind: 'password' })
  | (BaseField & { kind: 'switch' })
  | (BaseField & { kind: 'number'; min?: number; max?: number; unit?: string })
  /** Stored in bytes, edited in megabytes. */
  | (BaseField & { kind: 'megabytes' })
  | (BaseField & { kind: 'select'; options: SelectOption[] | 'themes' | 'locales' })
  | (BaseField & { kind: 'secret' })
  | (BaseField & { kind: 'list'; placeholder?: string })
  | (BaseField & { kind: 'policies' })
  | (BaseField & { kind: 'cookie-button' });

export interface SettingsSection {
  title: string;
  description?: string;
  fields: SettingsField[];
}

/** Server facts a tab shows read-only (from the environment, not from settings). */
export type EnvironmentPanel = 'mail' | 'storage' | 'cache' | 'queue' | 'realtime' | 'search';

export interface SettingsTabDefinition {
  tab: SettingsTab;
  label: string;
  description: string;
  sections: SettingsSection[];
  environment?: EnvironmentPanel[];
  /** What a later issue adds to this tab, said plainly. */
  later?: string;
}

const SOCIAL: { id: string; label: string }[] = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'twitter', label: 'X (Twitter)' },
  { id: 'envato', label: 'Envato' },
];

/** The admin settings tabs, in the spec's order, and what each edits. */
export const SETTINGS_TAB_DEFINITIONS: SettingsTabDefinition[] = [
  {
    tab: 'general',
    label: 'General',
    description: 'The site’s name, homepage, default theme and demo-site mode.',
    sections: [
      {
        title: 'Site',
        fields: [
          { name: 'branding.site_name', label: 'Site name', kind: 'text' },
          {
            name: 'branding.site_description',
            label: 'Site description',
            kind: 'text',
            description: 'Used by search engines and link previews.',
          },
        ],
      },
      {
        title: 'Homepage',
        fields: [
          {
            name: 'homepage.type',
            label: 'Homepage',
            kind: 'select',
            options: [
              { value: 'channel', label: 'Channel' },
              { value: 'landingPage', label: 'Landing page' },
              { value: 'login', label: 'Login page' },
              { value: 'register', label: 'Registration page' },
            ],
          },
          {
            name: 'homepage.value',
            label: 'Homepage channel',
            kind: 'text',
            description: 'The slug or id of the channel shown when the homepage is a channel.',
          },
        ],
      },
      {
        title: 'Themes',
        fields: [
          { name: 'themes.default_id', label: 'Default theme', kind: 'select', options: 'themes' },
          {
            name: 'themes.user_change',
            label: 'Let visitors switch between light and dark',
            kind: 'switch',
          },
        ],
      },
      {
        title: 'API',
        fields: [
          {
            name: 'api.integrated',
            label: 'Enable the API',
            kind: 'switch',
            description: 'Access tokens and the API documentation (for users with API access).',
          },
        ],
      },
      {
        title: 'Demo site',
        description:
          'On a demo site the login form is prefilled with these credentials, and changes that would break the demo for the next visitor (settings, roles, deleting users) are refused. Once on, it can only be turned off in the database.',
        fields: [
          { name: 'site.demo', label: 'Demo-site mode', kind: 'switch' },
          { name: 'site.demo_email', label: 'Demo email', kind: 'text', inputType: 'email' },
          { name: 'site.demo_password', label: 'Demo password', kind: 'text' },
        ],
      },
    ],
  },
  {
    tab: 'subscriptions',
    label: 'Subscriptions',
    description: 'Paid plans and the pricing page.',
    sections: [
      {
        title: 'Billing',
        fields: [
          {
            name: 'billing.enable',
            label: 'Enable subscriptions',
            kind: 'switch',
            description: 'Shows the pricing page and billing links.',
          },
          {
            name: 'billing.grace_days',
            label: 'Grace period',
            kind: 'number',
            min: 0,
            max: 60,
            unit: 'days',
            description:
              'How long a subscriber keeps access after a renewal payment fails, while the payment is retried.',
          },
        ],
      },
      {
        title: 'Test gateway',
        description:
          'A built-in card processor for development and demos: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for confirmation. Nothing is charged. Leave it off on a live site.',
        fields: [
          { name: 'billing.test_gateway.enable', label: 'Enable the test gateway', kind: 'switch' },
        ],
      },
      {
        title: 'Stripe',
        description:
          'Card payments through Stripe. Plans are copied to Stripe when they are saved. Point a webhook at /api/v1/billing/webhooks/stripe.',
        fields: [
          { name: 'billing.stripe.enable', label: 'Enable Stripe', kind: 'switch' },
          { name: 'billing.stripe.publishable_key', label: 'Publishable key', kind: 'text' },
          { name: 'billing.stripe.secret_key', label: 'Secret key', kind: 'secret' },
          {
            name: 'billing.stripe.webhook_secret',
            label: 'Webhook signing secret',
            kind: 'secret',
          },
        ],
      },
      {
        title: 'PayPal',
        description:
          'Subscriptions through PayPal. Plans are copied to PayPal when they are saved. Point a webhook at /api/v1/billing/webhooks/paypal.',
        fields: [
          { name: 'billing.paypal.enable', label: 'Enable PayPal', kind: 'switch' },
          { name: 'billing.paypal.client_id', label: 'Client id', kind: 'text' },
          { name: 'billing.paypal.client_secret', label: 'Client secret', kind: 'secret' },
          {
            name: 'billing.paypal.webhook_id',
            label: 'Webhook id',
            kind: 'text',
            description: 'The id PayPal shows for the webhook; used to verify its signatures.',
          },
          {
            name: 'billing.paypal.sandbox',
            label: 'Sandbox mode',
            kind: 'switch',
            description: 'Use PayPal’s sandbox with sandbox credentials instead of live payments.',
          },
        ],
      },
    ],
  },
  {
    tab: 'localization',
    label: 'Localization',
    description: 'Languages, timezone and date format.',
    sections: [
      {
        title: 'Language',
        fields: [
          {
            name: 'i18n.enable',
            label: 'Enable translations',
            kind: 'switch',
            description: 'Users may choose their language in account settings.',
          },
          {
            name: 'i18n.default_locale',
            label: 'Default language',
            kind: 'select',
            options: 'locales',
          },
        ],
      },
      {
        title: 'Dates',
        fields: [
          {
            name: 'dates.default_timezone',
            label: 'Default timezone',
            kind: 'text',
            placeholder: 'auto',
            description: 'An IANA name such as Europe/Paris, or auto to use the visitor’s own.',
          },
          {
            name: 'dates.format',
            label: 'Date format',
            kind: 'select',
            options: [
              { value: 'short', label: 'Short (1/31/26)' },
              { value: 'medium', label: 'Medium (Jan 31, 2026)' },
              { value: 'long', label: 'Long (January 31, 2026)' },
            ],
          },
        ],
      },
    ],
  },
  {
    tab: 'authentication',
    label: 'Authentication',
    description: 'Registration, email confirmation, policies and social login.',
    sections: [
      {
        title: 'Registration',
        fields: [
          {
            name: 'registration.disable',
            label: 'Disable registration',
            kind: 'switch',
            description: 'New accounts only through invites; /register leads to the login page.',
          },
          {
            name: 'require_email_confirmation',
            label: 'Require email confirmation',
            kind: 'switch',
            description: 'New users must confirm their email before using the site.',
          },
          {
            name: 'registration.policies',
            label: 'Registration policies',
            kind: 'policies',
            description: 'Each policy is a checkbox a new user must tick to register.',
          },
        ],
      },
      {
        title: 'Social login',
        description: 'Endpoints and scopes of each provider are in the Providers tab.',
        fields: [
          { name: 'social.compact_buttons', label: 'Compact social buttons', kind: 'switch' },
          ...SOCIAL.flatMap(({ id, label }): SettingsField[] => [
            { name: `social.${id}.enable`, label: `Enable ${label} login`, kind: 'switch' },
            { name: `social.${id}.client_id`, label: `${label} client id`, kind: 'text' },
            { name: `social.${id}.client_secret`, label: `${label} client secret`, kind: 'secret' },
          ]),
        ],
      },
    ],
  },
  {
    tab: 'uploading',
    label: 'Uploading',
    description: 'Upload limits, allowed types and how files travel.',
    environment: ['storage'],
    sections: [
      {
        title: 'Limits',
        fields: [
          {
            name: 'uploads.max_size',
            label: 'Maximum file size',
            kind: 'megabytes',
            description: '0 for no limit.',
          },
          {
            name: 'uploads.allowed_extensions',
            label: 'Allowed extensions',
            kind: 'list',
            placeholder: 'mp3, flac, ogg',
            description: 'Empty allows every extension that is not blocked.',
          },
          {
            name: 'uploads.blocked_extensions',
            label: 'Blocked extensions',
            kind: 'list',
            placeholder: 'exe, php',
          },
          {
            name: 'uploads.allowed_mime_types',
            label: 'Allowed types',
            kind: 'list',
            placeholder: 'audio/*, image/png',
          },
          {
            name: 'uploads.blocked_mime_types',
            label: 'Blocked types',
            kind: 'list',
            placeholder: 'text/html',
          },
        ],
      },
      {
        title: 'Transfer',
        fields: [
          {
            name: 'uploads.tus_enable',
            label: 'Chunked, resumable uploads',
            kind: 'switch',
            description:
              'Files of 4 MB and more are sent in chunks and resume after a dropped connection.',
          },
          { name: 'uploads.chunk_size', label: 'Chunk size', kind: 'megabytes' },
          {
            name: 'uploads.s3_direct_upload',
            label: 'Upload straight to the S3 bucket',
            kind: 'switch',
            description: 'Only when the storage driver is S3.',
          },
          {
            name: 'uploads.orphan_max_age_hours',
            label: 'Remove unfinished uploads after',
            kind: 'number',
            min: 1,
            unit: 'hours',
          },
        ],
      },
    ],
  },
  {
    tab: 'outgoing-email',
    label: 'Outgoing email',
    description: 'How the site sends email.',
    environment: ['mail'],
    sections: [
      {
        title: 'Transport',
        fields: [
          {
            name: 'mail.driver',
            label: 'Send mail with',
            kind: 'select',
            options: [
              { value: 'log', label: 'Outgoing-email log only (no delivery)' },
              { value: 'smtp', label: 'SMTP server' },
            ],
          },
          { name: 'mail.host', label: 'SMTP host', kind: 'text', placeholder: 'smtp.example.com' },
          { name: 'mail.port', label: 'SMTP port', kind: 'number', min: 1, max: 65535 },
          {
            name: 'mail.encryption',
            label: 'Encryption',
            kind: 'select',
            options: [
              { value: 'starttls', label: 'STARTTLS (usually port 587)' },
              { value: 'tls', label: 'TLS (usually port 465)' },
              { value: 'none', label: 'None' },
            ],
          },
          { name: 'mail.username', label: 'SMTP username', kind: 'text' },
          { name: 'mail.password', label: 'SMTP password', kind: 'secret' },
        ],
      },
      {
        title: 'Sender',
        fields: [
          {
            name: 'mail.from_address',
            label: 'From address',
            kind: 'text',
            inputType: 'email',
            description: 'Empty: the server’s MAIL_FROM, else no-reply at the site’s host.',
          },
          {
            name: 'mail.from_name',
            label: 'From name',
            kind: 'text',
            description: 'Empty: the site name.',
          },
          {
            name: 'contact.email',
            label: 'Contact form address',
            kind: 'text',
            inputType: 'email',
            description: 'Contact form messages are mailed here. Empty: the first admin’s email.',
          },
        ],
      },
    ],
  },
  {
    tab: 'cache',
    label: 'Cache',
    description: 'What this server keeps in a cache.',
    environment: ['cache'],
    sections: [],
  },
  {
    tab: 'analytics',
    label: 'Analytics',
    description: 'First-party visit tracking for the reports.',
    sections: [
      {
        title: 'Visits',
        fields: [
          {
            name: 'analytics.track_visits',
            label: 'Record page visits',
            kind: 'switch',
            description: 'Counted on this server, without third-party scripts or raw IP addresses.',
          },
        ],
      },
    ],
  },
  {
    tab: 'logging',
    label: 'Logging',
    description: 'How long logs are kept and where errors are reported.',
    sections: [
      {
        title: 'Logs',
        fields: [
          {
            name: 'logging.retention_days',
            label: 'Keep logs for',
            kind: 'number',
            min: 1,
            max: 3650,
            unit: 'days',
          },
          {
            name: 'logging.sentry_dsn',
            label: 'Sentry DSN',
            kind: 'text',
            inputType: 'url',
            placeholder: 'https://key@o0.ingest.sentry.io/0',
            description: 'Errors of the server and browsers are reported there when set.',
          },
        ],
      },
    ],
  },
  {
    tab: 'queue',
    label: 'Queue',
    description: 'Background jobs.',
    environment: ['queue'],
    sections: [],
  },
  {
    tab: 'websockets',
    label: 'Websockets',
    description: 'Notifications, delivered live to open tabs and by Web Push to closed ones.',
    environment: ['realtime'],
    sections: [
      {
        title: 'Notifications',
        fields: [
          {
            name: 'notifications.integrated',
            label: 'Enable notifications',
            kind: 'switch',
            description: 'The bell in the navbar, the notifications page and their delivery.',
          },
          {
            name: 'notif.subs.integrated',
            label: 'Let users choose their notifications',
            kind: 'switch',
            description:
              'The notification settings page, where each user picks email and browser delivery per type.',
          },
        ],
      },
    ],
  },
  {
    tab: 'recaptcha',
    label: 'reCAPTCHA',
    description: 'Google reCAPTCHA v3 on public forms.',
    sections: [
      {
        title: 'Keys',
        fields: [
          { name: 'recaptcha.site_key', label: 'Site key', kind: 'text' },
          { name: 'recaptcha.secret_key', label: 'Secret key', kind: 'secret' },
        ],
      },
      {
        title: 'Protected forms',
        fields: [
          { name: 'recaptcha.enable.register', label: 'Registration', kind: 'switch' },
          { name: 'recaptcha.enable.contact', label: 'Contact form', kind: 'switch' },
        ],
      },
    ],
  },
  {
    tab: 'gdpr',
    label: 'GDPR',
    description: 'The cookie notice and the legal pages it links to.',
    sections: [
      {
        title: 'Cookie notice',
        fields: [
          { name: 'cookie_notice.enable', label: 'Show the cookie notice', kind: 'switch' },
          {
            name: 'cookie_notice.position',
            label: 'Position',
            kind: 'select',
            options: [
              { value: 'bottom', label: 'Bottom' },
              { value: 'top', label: 'Top' },
            ],
          },
          { name: 'cookie_notice.button', label: 'Notice link', kind: 'cookie-button' },
        ],
      },
      {
        title: 'Legal pages',
        description: 'A path on this site or a full URL. Links to an empty one are hidden.',
        fields: [
          {
            name: 'legal.privacy_policy_url',
            label: 'Privacy policy',
            kind: 'text',
            placeholder: '/pages/privacy-policy',
          },
          {
            name: 'legal.terms_url',
            label: 'Terms of service',
            kind: 'text',
            placeholder: '/pages/terms-of-service',
          },
          { name: 'legal.contact_url', label: 'Contact', kind: 'text', placeholder: '/contact' },
        ],
      },
    ],
  },
  {
    tab: 'search',
    label: 'Search',
    description: 'How the catalog is searched.',
    environment: ['search'],
    sections: [],
  },
  {
    tab: 'providers',
    label: 'Providers',
    description: 'Where each social login provider’s server is.',
    sections: SOCIAL.map(({ id, label }) => ({
      title: label,
      description:
        id === 'google'
          ? 'With an issuer, endpoints are found through OpenID Connect discovery; set ones override it.'
          : undefined,
      fields: [
        {
          name: `social.${id}.issuer`,
          label: 'Issuer (OpenID Connect)',
          kind: 'text',
          inputType: 'url',
        },
        {
          name: `social.${id}.authorization_url`,
          label: 'Authorization URL',
          kind: 'text',
          inputType: 'url',
        },
        { name: `social.${id}.token_url`, label: 'Token URL', kind: 'text', inputType: 'url' },
        {
          name: `social.${id}.userinfo_url`,
          label: 'User info URL',
          kind: 'text',
          inputType: 'url',
        },
        ...(id === 'envato'
          ? ([
              {
                name: 'social.envato.email_url',
                label: 'Email URL',
                kind: 'text',
                inputType: 'url',
              },
              {
                name: 'social.envato.username_url',
                label: 'Username URL',
                kind: 'text',
                inputType: 'url',
              },
            ] satisfies SettingsField[])
          : []),
        { name: `social.${id}.scope`, label: 'Scopes', kind: 'text' },
      ],
    })),
  },
  {
    tab: 'player',
    label: 'Player',
    description: 'Defaults of the web player.',
    sections: [
      {
        title: 'Playback',
        fields: [
          {
            name: 'player.default_volume',
            label: 'Default volume',
            kind: 'number',
            min: 0,
            max: 100,
            unit: '%',
            description: 'For listeners who have never moved the volume slider.',
          },
          {
            name: 'player.enable_download',
            label: 'Allow downloading tracks',
            kind: 'switch',
            description: 'For users whose role also allows downloads.',
          },
        ],
      },
    ],
  },
];

export function tabDefinition(tab: SettingsTab): SettingsTabDefinition {
  const definition = SETTINGS_TAB_DEFINITIONS.find((candidate) => candidate.tab === tab);
  if (!definition) throw new Error(`No settings tab ${tab}`);
  return definition;
}
