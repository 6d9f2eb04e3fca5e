import { z } from 'zod';
import { flagRepeatedKeys, text } from '../http/primitives';
import { isHttpUrl } from '../format/url';
import { isTimezone } from '../format/timezone';
import {
  SOCIAL_SERVICES as SOCIAL_PROVIDERS,
  type SocialService as SocialProvider,
} from '../social-auth/social-services';
import { HOMEPAGE_TYPES, type SettingName } from './default-settings';

/**
 * The admin settings page: one zod schema per tab, each naming the
 * settings that tab edits. A setting belongs to exactly one tab. The server validates a save
 * with the schemas of the tabs it touches; the web forms use the same schemas.
 */
export const SETTINGS_TABS = [
  'general',
  'subscriptions',
  'localization',
  'authentication',
  'uploading',
  'outgoing-email',
  'cache',
  'analytics',
  'logging',
  'queue',
  'websockets',
  'recaptcha',
  'gdpr',
  'search',
  'providers',
  'player',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  urlOrPath: 'Enter a path that starts with / or a full http(s) URL.',
  url: 'Enter a full http(s) URL.',
  timezone: 'Choose a known timezone.',
  locale: 'Enter a language code such as en or pt-BR.',
  extension: 'Extensions are letters and digits only, without the dot.',
  mimePattern: 'Enter a type such as audio/mpeg or audio/*.',
  policyId: 'Use letters, digits, - and _ only.',
  duplicatePolicy: 'Each policy needs its own id.',
  unknownSetting: 'This setting does not exist or is not edited here.',
  smtpHost: 'Enter the SMTP server to send through.',
  clientId: 'Enter the client id to enable this provider.',
  siteKey: 'Enter the site key to enable reCAPTCHA.',
  demoEmail: 'Enter the email of the demo account.',
  demoPassword: 'Enter the password of the demo account.',
  testEmailLogged:
    'No SMTP server is configured: the message was written to the outgoing-email log.',
  testEmailSent: 'The test email was sent through :host.',
} as const;

/** Providers of social login: the services the social sign-in contract knows. */
export { SOCIAL_SERVICES as SOCIAL_PROVIDERS } from '../social-auth/social-services';
export type { SocialService as SocialProvider } from '../social-auth/social-services';

/**
 * Write-only settings: GET answers `{set: boolean}` for them, never the value. In a save, a
 * secret sent as `""` (or not sent) stays as it is, `null` clears it, any other string replaces it.
 */
export const SECRET_SETTING_NAMES = [
  'recaptcha.secret_key',
  'mail.password',
  'billing.stripe.secret_key',
  'billing.stripe.webhook_secret',
  'billing.paypal.client_secret',
  ...SOCIAL_PROVIDERS.map((provider) => `social.${provider}.client_secret` as const),
] as const satisfies readonly SettingName[];
export type SecretSettingName = (typeof SECRET_SETTING_NAMES)[number];

export function isSecretSetting(name: string): name is SecretSettingName {
  return (SECRET_SETTING_NAMES as readonly string[]).includes(name);
}

/** What GET answers in place of a secret's value. */
export const secretStateSchema = z.object({ set: z.boolean() });
export type SecretState = z.infer<typeof secretStateSchema>;

// ——— building blocks ———

const line = (max = 255) => text().trim().max(max);
const required = (max = 255) => line(max).min(1, SETTINGS_MESSAGES.required);
const flag = z.boolean();
/** A secret in a save: "" leaves it unchanged, null clears it. */
const secret = z.union([text().max(2000), z.null()]);

/** Empty, a site path (`/pages/terms`) or an http(s) URL. */
const urlOrPath = line(1000).refine(
  (value) => value === '' || (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value),
  SETTINGS_MESSAGES.urlOrPath,
);
/** Empty or an http(s) URL. */
const optionalUrl = line(1000).refine(
  (value) => value === '' || isHttpUrl(value),
  SETTINGS_MESSAGES.url,
);
const optionalEmail = line(255).refine(
  (value) => value === '' || z.email().safeParse(value).success,
  SETTINGS_MESSAGES.email,
);

const extension = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{1,20}$/, SETTINGS_MESSAGES.extension);
const mimePattern = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.+-]+\/(\*|[a-z0-9.+-]+)$/, SETTINGS_MESSAGES.mimePattern);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(200);

export const registrationPolicySchema = z.object({
  id: text()
    .trim()
    .min(1, SETTINGS_MESSAGES.required)
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, SETTINGS_MESSAGES.policyId),
  label: required(255),
  /** Where the policy can be read; the checkbox label links there. */
  action: urlOrPath.optional(),
});
export type RegistrationPolicy = z.infer<typeof registrationPolicySchema>;

const MB = 1024 * 1024;

// ——— one schema per tab (plain objects; cross-field rules in TAB_RULES) ———

const generalShape = {
  'branding.site_name': required(100),
  'branding.site_description': line(500),
  'homepage.type': z.enum(HOMEPAGE_TYPES),
  /** The channel shown on the homepage when `homepage.type` is `channel` (its slug or id). */
  'homepage.value': line(255),
  /** "system", "light", "dark" or a theme id. */
  'themes.default_id': z.union([z.enum(['system', 'light', 'dark']), z.number().int().min(1)]),
  'themes.user_change': flag,
  'api.integrated': flag,
  'site.demo': flag,
  'site.demo_email': optionalEmail,
  'site.demo_password': line(255),
};

const subscriptionsShape = {
  'billing.enable': flag,
  'billing.test_gateway.enable': flag,
  'billing.stripe.enable': flag,
  'billing.stripe.publishable_key': line(255),
  'billing.stripe.secret_key': secret,
  'billing.stripe.webhook_secret': secret,
  'billing.paypal.enable': flag,
  'billing.paypal.client_id': line(255),
  'billing.paypal.client_secret': secret,
  'billing.paypal.webhook_id': line(255),
  'billing.paypal.sandbox': flag,
  'billing.grace_days': z.number().int().min(0).max(60),
};

const localizationShape = {
  'i18n.enable': flag,
  'i18n.default_locale': text()
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, SETTINGS_MESSAGES.locale),
  'dates.default_timezone': line(100).refine(
    (value) => value === 'auto' || isTimezone(value),
    SETTINGS_MESSAGES.timezone,
  ),
  'dates.format': z.enum(['short', 'medium', 'long']),
};

const socialCredentialsShape = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => [
    [`social.${provider}.enable`, flag],
    [`social.${provider}.client_id`, line(500)],
    [`social.${provider}.client_secret`, secret],
  ]),
) as Record<`social.${SocialProvider}.enable`, typeof flag> &
  Record<`social.${SocialProvider}.client_id`, ReturnType<typeof line>> &
  Record<`social.${SocialProvider}.client_secret`, typeof secret>;

const authenticationShape = {
  require_email_confirmation: flag,
  'registration.disable': flag,
  'registration.policies': z.array(registrationPolicySchema).max(20),
  'social.compact_buttons': flag,
  ...socialCredentialsShape,
};

const uploadingShape = {
  /** Bytes; 0 means no limit. */
  'uploads.max_size': z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  'uploads.allowed_extensions': list(extension),
  'uploads.blocked_extensions': list(extension),
  'uploads.allowed_mime_types': list(mimePattern),
  'uploads.blocked_mime_types': list(mimePattern),
  'uploads.tus_enable': flag,
  /** Bytes per tus request: 1 MB to 100 MB. */
  'uploads.chunk_size': z
    .number()
    .int()
    .min(1 * MB)
    .max(100 * MB),
  'uploads.s3_direct_upload': flag,
  'uploads.orphan_max_age_hours': z
    .number()
    .int()
    .min(1)
    .max(24 * 365),
};

export const MAIL_DRIVERS = ['log', 'smtp'] as const;
export const MAIL_ENCRYPTIONS = ['starttls', 'tls', 'none'] as const;

const outgoingEmailShape = {
  'mail.driver': z.enum(MAIL_DRIVERS),
  'mail.host': line(255),
  'mail.port': z.number().int().min(1).max(65535),
  'mail.username': line(255),
  'mail.password': secret,
  'mail.encryption': z.enum(MAIL_ENCRYPTIONS),
  'mail.from_address': optionalEmail,
  'mail.from_name': line(100),
  'contact.email': optionalEmail,
};

const analyticsShape = {
  'analytics.track_visits': flag,
};

const loggingShape = {
  'logging.sentry_dsn': optionalUrl,
  'logging.retention_days': z.number().int().min(1).max(3650),
};

/** Notifications, and the subscriptions of /notifications/settings. */
const websocketsShape = {
  'notifications.integrated': flag,
  'notif.subs.integrated': flag,
};

const recaptchaShape = {
  'recaptcha.site_key': line(255),
  'recaptcha.secret_key': secret,
  'recaptcha.enable.register': flag,
  'recaptcha.enable.contact': flag,
};

export const COOKIE_NOTICE_POSITIONS = ['top', 'bottom'] as const;

const gdprShape = {
  'cookie_notice.enable': flag,
  'cookie_notice.position': z.enum(COOKIE_NOTICE_POSITIONS),
  /** The notice's link: a label and where it leads (a path, a URL or `setting:<name>`). */
  'cookie_notice.button': z.object({
    label: line(100),
    action: line(1000).refine(
      (value) =>
        value === '' ||
        /^setting:legal\.[a-z_]+$/.test(value) ||
        urlOrPath.safeParse(value).success,
      SETTINGS_MESSAGES.urlOrPath,
    ),
  }),
  'legal.privacy_policy_url': urlOrPath,
  'legal.terms_url': urlOrPath,
  'legal.contact_url': urlOrPath,
};

const providerEndpointsShape = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => [
    [`social.${provider}.issuer`, optionalUrl],
    [`social.${provider}.authorization_url`, optionalUrl],
    [`social.${provider}.token_url`, optionalUrl],
    [`social.${provider}.userinfo_url`, optionalUrl],
    [`social.${provider}.scope`, line(500)],
  ]),
) as Record<
  `social.${SocialProvider}.${'issuer' | 'authorization_url' | 'token_url' | 'userinfo_url'}`,
  typeof optionalUrl
> &
  Record<`social.${SocialProvider}.scope`, ReturnType<typeof line>>;

const providersShape = {
  ...providerEndpointsShape,
  'social.envato.email_url': optionalUrl,
  'social.envato.username_url': optionalUrl,
};

const playerShape = {
  'player.enable_download': flag,
  'player.default_volume': z.number().int().min(0).max(100),
};

type Checked = Record<string, unknown>;
type Rule = (values: Checked, ctx: z.RefinementCtx) => void;

function requireWhen(
  ctx: z.RefinementCtx,
  when: boolean,
  value: unknown,
  path: string,
  message: string,
) {
  if (when && (typeof value !== 'string' || value.trim() === ''))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/** Rules across the fields of one tab (the same on the form and the server). */
const TAB_RULES: Partial<Record<SettingsTab, Rule>> = {
  general: (values, ctx) => {
    requireWhen(
      ctx,
      values['site.demo'] === true,
      values['site.demo_email'],
      'site.demo_email',
      SETTINGS_MESSAGES.demoEmail,
    );
    requireWhen(
      ctx,
      values['site.demo'] === true,
      values['site.demo_password'],
      'site.demo_password',
      SETTINGS_MESSAGES.demoPassword,
    );
  },
  authentication: (values, ctx) => {
    for (const provider of SOCIAL_PROVIDERS)
      requireWhen(
        ctx,
        values[`social.${provider}.enable`] === true,
        values[`social.${provider}.client_id`],
        `social.${provider}.client_id`,
        SETTINGS_MESSAGES.clientId,
      );
    const policies = values['registration.policies'];
    flagRepeatedKeys(
      ctx,
      Array.isArray(policies) ? (policies as Partial<RegistrationPolicy>[]) : [],
      {
        key: (policy) => (typeof policy?.id === 'string' ? policy.id : undefined),
        path: (index) => ['registration.policies', index, 'id'],
        message: SETTINGS_MESSAGES.duplicatePolicy,
      },
    );
  },
  'outgoing-email': (values, ctx) => {
    requireWhen(
      ctx,
      values['mail.driver'] === 'smtp',
      values['mail.host'],
      'mail.host',
      SETTINGS_MESSAGES.smtpHost,
    );
  },
  recaptcha: (values, ctx) => {
    const enabled =
      values['recaptcha.enable.register'] === true || values['recaptcha.enable.contact'] === true;
    requireWhen(
      ctx,
      enabled,
      values['recaptcha.site_key'],
      'recaptcha.site_key',
      SETTINGS_MESSAGES.siteKey,
    );
  },
};

const TAB_SHAPES = {
  general: generalShape,
  subscriptions: subscriptionsShape,
  localization: localizationShape,
  authentication: authenticationShape,
  uploading: uploadingShape,
  'outgoing-email': outgoingEmailShape,
  cache: {},
  analytics: analyticsShape,
  logging: loggingShape,
  queue: {},
  websockets: websocketsShape,
  recaptcha: recaptchaShape,
  gdpr: gdprShape,
  search: {},
  providers: providersShape,
  player: playerShape,
} as const satisfies Record<SettingsTab, Partial<Record<SettingName, z.ZodType>>>;

type TabShapes = typeof TAB_SHAPES;
export type TabValues<T extends SettingsTab> = z.infer<z.ZodObject<TabShapes[T]>>;

/** The full schema of one tab's form, with its cross-field rules. */
export function settingsTabSchema<T extends SettingsTab>(tab: T) {
  const rule = TAB_RULES[tab];
  const schema = z.object(TAB_SHAPES[tab]);
  // The rules run even when a field of the tab is invalid, so every error shows at once.
  return rule
    ? schema.superRefine((values, ctx) => rule(values, ctx), {
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      })
    : schema;
}

/** The setting names a tab edits, in the order its form shows them. */
export function settingsOfTab(tab: SettingsTab): SettingName[] {
  return Object.keys(TAB_SHAPES[tab]) as SettingName[];
}

/** The tab that edits a setting, if any. */
export function tabOfSetting(name: string): SettingsTab | undefined {
  return SETTINGS_TABS.find((tab) => Object.hasOwn(TAB_SHAPES[tab], name));
}

/** Every setting the admin may edit, with its type, in one shape. */
const EDITABLE_SHAPE: Record<string, z.ZodType> = {};
for (const shape of Object.values(TAB_SHAPES) as Record<string, z.ZodType>[])
  Object.assign(EDITABLE_SHAPE, shape);

export const EDITABLE_SETTING_NAMES = Object.keys(EDITABLE_SHAPE) as SettingName[];

/**
 * PUT api/v1/admin/settings: some settings of any tabs. A name no tab edits is refused (422).
 * The server then checks each touched tab whole (saved values with these over them).
 */
export const updateSettingsSchema = z.object({
  settings: z
    .looseObject(EDITABLE_SHAPE)
    .partial()
    .superRefine((values, ctx) => {
      const names = Object.keys(values);
      if (names.length === 0) ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.required });
      for (const name of names)
        if (!Object.hasOwn(EDITABLE_SHAPE, name))
          ctx.addIssue({ code: 'custom', path: [name], message: SETTINGS_MESSAGES.unknownSetting });
    }),
});
export type UpdateSettingsPayload = z.infer<typeof updateSettingsSchema>;

/** Server facts the tabs show read-only (they come from the environment, not settings). */
export const settingsEnvironmentSchema = z.object({
  mail: z.object({
    /** Where mail goes now: `env` when MAIL_URL is set (it wins), else the settings. */
    source: z.enum(['env', 'settings']),
    transport: z.enum(['smtp', 'log']),
    host: z.string().nullable(),
  }),
  database: z.enum(['sqlite', 'postgres']),
  storage: z.object({ driver: z.enum(['local', 's3']) }),
  redis: z.boolean(),
  /** Background jobs: the engine and how many jobs wait, run, failed or ended. */
  queue: z.object({
    engine: z.enum(['redis', 'embedded']),
    built: z.boolean(),
    counts: z.object({
      waiting: z.number(),
      active: z.number(),
      failed: z.number(),
      done: z.number(),
    }),
  }),
  /**
   * Real-time delivery: live events through Redis pub/sub or within this instance;
   * the VAPID public key browsers subscribe to Web Push with, and where it comes from.
   */
  realtime: z.object({
    fanout: z.enum(['redis', 'single-instance']),
    built: z.boolean(),
    vapidPublicKey: z.string(),
    vapidSource: z.enum(['env', 'settings']),
  }),
  /** Attempt limits: in Redis when configured, else in this process's memory. */
  cache: z.object({ store: z.enum(['redis', 'memory']) }),
  search: z.object({ engine: z.enum(['sqlite-fts5', 'postgres-prefix']) }),
});
export type SettingsEnvironment = z.infer<typeof settingsEnvironmentSchema>;

/** GET api/v1/admin/settings. */
export const adminSettingsResponseSchema = z.object({
  settings: z.record(z.string(), z.unknown()),
  environment: settingsEnvironmentSchema,
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** POST api/v1/admin/settings/test-email. */
export const testEmailSchema = z.object({
  to: text()
    .trim()
    .min(1, SETTINGS_MESSAGES.required)
    .max(255)
    .pipe(z.email(SETTINGS_MESSAGES.email)),
});
export type TestEmailPayload = z.infer<typeof testEmailSchema>;

export const testEmailResponseSchema = z.object({
  /** `log`: written to the outgoing-email log; `smtp`: handed to the SMTP server. */
  transport: z.enum(['log', 'smtp']),
  message: z.string(),
});
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;
