import { randomBytes } from 'node:crypto';
import {
  PUBLIC_SETTING_NAMES,
  SETTING_DEFINITIONS,
  type SettingName,
} from '@tonearm/shared/settings/default-settings';
import type { SettingsRepository } from './settings.repository';

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

  /** The settings browsers may see (DESIGN §4 bootstrap data). */
  async publicSettings(): Promise<Record<string, unknown>> {
    const values = await this.all();
    return Object.fromEntries(PUBLIC_SETTING_NAMES.map((name) => [name, values[name]]));
  }

  async update(values: Partial<Record<SettingName, unknown>>): Promise<void> {
    await this.repository.upsertMany(values);
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
