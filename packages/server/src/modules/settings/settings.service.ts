import { randomBytes } from 'node:crypto';
import {
  PUBLIC_SETTING_NAMES,
  SETTING_DEFINITIONS,
  type SettingName,
} from '@tonearm/shared/settings/default-settings';
import type { SmtpSettings } from '../../platform/mail/mailer';
import type { SettingsRepository } from './settings.repository';

/** Sent to browsers only on a demo site. */
const DEMO_CREDENTIAL_SETTINGS = ['site.demo_email', 'site.demo_password'] as const;

type Defaults = typeof SETTING_DEFINITIONS;
export type SettingValue<N extends SettingName> = Defaults[N]['value'] extends boolean
  ? boolean
  : Defaults[N]['value'] extends string
    ? string
    : Defaults[N]['value'];

export class SettingsService {
  constructor(private readonly repository: SettingsRepository) {}

  /** Every setting, stored values over defaults. */
  async all(): Promise<Record<string, unknown>> {
    const stored = await this.repository.all();
    const values: Record<string, unknown> = {};
    for (const [name, definition] of Object.entries(SETTING_DEFINITIONS))
      values[name] = definition.value;
    for (const [name, value] of stored) values[name] = value;
    return values;
  }

  async get<N extends SettingName>(name: N): Promise<SettingValue<N>> {
    const values = await this.all();
    return values[name] as SettingValue<N>;
  }

  /**
   * The settings browsers may see (bootstrap data). The demo credentials go along
   * only while demo-site mode is on, for the login form to be prefilled.
   */
  async publicSettings(): Promise<Record<string, unknown>> {
    const values = await this.all();
    const visible: string[] = [...PUBLIC_SETTING_NAMES];
    if (values['site.demo'] === true) visible.push(...DEMO_CREDENTIAL_SETTINGS);
    return Object.fromEntries(visible.map((name) => [name, values[name]]));
  }

  /** The SMTP server of the outgoing-email tab, for the mailer at send time. */
  async smtpSettings(): Promise<SmtpSettings> {
    const values = await this.all();
    const str = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
    return {
      driver: values['mail.driver'] === 'smtp' ? 'smtp' : 'log',
      host: str('mail.host'),
      port: Number(values['mail.port']) || 587,
      username: str('mail.username'),
      password: str('mail.password'),
      encryption:
        (['tls', 'none'] as const).find((e) => e === values['mail.encryption']) ?? 'starttls',
    };
  }

  async update(values: Partial<Record<SettingName, unknown>>): Promise<void> {
    await this.repository.upsertMany(values);
  }

  /** Sets a setting that is still empty (a key made once); answers whether this call set it. */
  async setIfEmpty(name: SettingName, value: unknown): Promise<boolean> {
    return this.repository.setIfEmpty(name, value);
  }

  /** A new install gets every default plus a freshly generated app key. */
  async seedDefaults(): Promise<void> {
    const defaults: Record<string, unknown> = {};
    for (const [name, definition] of Object.entries(SETTING_DEFINITIONS))
      defaults[name] = definition.value;
    defaults.app_key = randomBytes(32).toString('base64url');
    await this.repository.insertMissing(defaults);
  }
}
