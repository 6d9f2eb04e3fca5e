import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  isSecretSetting,
  settingsOfTab,
  settingsTabSchema,
  type SettingsTab,
} from '@tonearm/shared/settings/admin-settings.schemas';

/**
 * Setting names are dotted (`branding.site_name`) and react-hook-form reads dots as nesting, so
 * a tab's form keys each setting with its dots swapped for `~`; nested values (a policy's `id`,
 * the cookie button's `label`) keep their ordinary paths under that key.
 */
export type SettingsFormValues = Record<string, unknown>;

const SEPARATOR = '~';

export function formKeyOf(settingName: string): string {
  return settingName.replaceAll('.', SEPARATOR);
}

export function settingNameOf(formKey: string): string {
  return formKey.replaceAll(SEPARATOR, '.');
}

/**
 * The form's starting values for a tab from GET admin/settings. A secret starts as `""`, which
 * a save reads as "leave it as it is" (its `{set}` state is shown beside the field).
 */
export function toFormValues(
  tab: SettingsTab,
  settings: Record<string, unknown>,
): SettingsFormValues {
  return Object.fromEntries(
    settingsOfTab(tab).map((name) => [
      formKeyOf(name),
      isSecretSetting(name) ? '' : structuredClone(settings[name]),
    ]),
  );
}

/** The form's values keyed by setting name again, for the tab schema and the PUT body. */
export function toSettings(values: SettingsFormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [settingNameOf(key), value]),
  );
}

/** Whether a secret's field holds something to save: a new value or a removal. */
export function secretChange(value: unknown): 'keep' | 'replace' | 'remove' {
  if (value === null) return 'remove';
  return typeof value === 'string' && value !== '' ? 'replace' : 'keep';
}

/**
 * A server field error (`settings.registration.policies.1.id`) as the form field it names
 * (`registration~policies.1.id`), or null when it names none of this tab's settings.
 */
export function formFieldOfServerError(tab: SettingsTab, field: string): string | null {
  const path = field.startsWith('settings.') ? field.slice('settings.'.length) : field;
  // The longest setting name the path starts with: `cookie_notice.button` over a shorter one.
  const name = settingsOfTab(tab)
    .filter((candidate) => path === candidate || path.startsWith(`${candidate}.`))
    .sort((a, b) => b.length - a.length)[0];
  if (!name) return null;
  return formKeyOf(name) + path.slice(name.length);
}

/** Validates a tab's form with the tab's shared schema; answers the values keyed by setting. */
export function settingsTabResolver(tab: SettingsTab): Resolver<SettingsFormValues> {
  const schema = settingsTabSchema(tab);
  return (values, _context, options) => {
    const result = schema.safeParse(toSettings(values));
    if (result.success) return { values: result.data as SettingsFormValues, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const [name, ...rest] = issue.path.map(String);
      if (!name) continue;
      const field = [formKeyOf(name), ...rest].join('.');
      flat[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}
