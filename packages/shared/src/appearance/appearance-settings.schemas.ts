import { z } from 'zod';
import { text } from '../http/primitives';
import { isHttpUrl } from '../format/url';
import { menusSettingSchema } from '../menus/menus.schemas';
import { SEO_SETTING_SCHEMAS } from '../seo/seo.schemas';
import { LANDING_SETTING_SCHEMAS } from './landing.schemas';

/**
 * The settings the appearance editor saves (/admin/appearance), each
 * with its own schema: `PUT admin/appearance` validates key by key against this ONE map, and
 * the editor's sections use the same messages. A key not in the map is refused.
 */
export const APPEARANCE_MESSAGES = {
  saved: 'Appearance saved',
  required: 'This field is required.',
  imageUrl: 'Enter a path that starts with / or a full http(s) URL.',
  unknownSetting: 'This setting is not edited in the appearance editor.',
  noChanges: 'Change something before saving.',
  tooLong: 'This is too long.',
  unknownTheme: 'This theme does not exist.',
  themeColor: 'Enter a colour as three numbers from 0 to 255, such as 214 31 105.',
  themeRadius: 'Enter a size such as 0.75rem, 8px or 9999px.',
  themeFont: 'Choose a font from the list.',
  themeWeight: 'Choose a weight the font has.',
  unknownVariable: 'This is not a variable of the theme.',
  defaultLightIsDark: 'A dark theme cannot be the default light theme.',
  defaultDarkIsLight: 'A light theme cannot be the default dark theme.',
  keepDefault: 'Make another theme the default first.',
  deleteDefault: "The default light and dark themes can't be deleted.",
  deleteLast: "The last theme can't be deleted.",
  themeSaved: 'Theme saved',
  themeDeleted: 'Theme deleted',
} as const;

/** Custom CSS or JavaScript may be this long (characters). */
export const CUSTOM_CODE_MAX = 100_000;

/** Empty, a path on this site (an uploaded file, /images/…) or an http(s) URL. */
export const imageUrlSetting = text()
  .trim()
  .max(1000)
  .refine(
    (value) =>
      value === '' ||
      (value.startsWith('/') && !value.startsWith('//') && !/[\s"'<>\\]/.test(value)) ||
      isHttpUrl(value),
    APPEARANCE_MESSAGES.imageUrl,
  );

const customCode = text().max(CUSTOM_CODE_MAX, APPEARANCE_MESSAGES.tooLong);

/** "system", "light", "dark" or a theme id (the service checks that the theme exists). */
export const defaultThemeSetting = z.union([
  z.enum(['system', 'light', 'dark']),
  z.number().int().min(1).max(2_147_483_647),
]);

export const APPEARANCE_SETTING_SCHEMAS: Record<string, z.ZodType> = {
  // ——— general ———
  'branding.site_name': text().trim().min(1, APPEARANCE_MESSAGES.required).max(100),
  'branding.site_description': text().trim().max(500),
  'branding.logo_light': imageUrlSetting,
  'branding.logo_dark': imageUrlSetting,
  'branding.logo_light_mobile': imageUrlSetting,
  'branding.logo_dark_mobile': imageUrlSetting,
  'branding.favicon': imageUrlSetting,
  // ——— custom code: served as same-origin files, never inlined (the CSP stays strict) ———
  'custom_code.css': customCode,
  'custom_code.js': customCode,
  // ——— themes ———
  'themes.default_id': defaultThemeSetting,
  'themes.user_change': z.boolean(),
  // ——— menus, landing page and SEO templates: each section's own schemas ———
  menus: menusSettingSchema,
  ...LANDING_SETTING_SCHEMAS,
  ...SEO_SETTING_SCHEMAS,
};

/** The keys the appearance editor reads and saves. */
export function appearanceSettingNames(): string[] {
  return Object.keys(APPEARANCE_SETTING_SCHEMAS);
}

/**
 * Validates a partial save key by key. Errors are keyed `settings.<key>` (and deeper paths for
 * structured values), as the 422 body names them.
 */
export function validateAppearanceSettings(
  changes: Record<string, unknown>,
):
  | { success: true; data: Record<string, unknown> }
  | { success: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const data: Record<string, unknown> = {};
  const names = Object.keys(changes);
  if (names.length === 0) errors.settings = [APPEARANCE_MESSAGES.noChanges];
  for (const name of names) {
    const schema = Object.hasOwn(APPEARANCE_SETTING_SCHEMAS, name)
      ? APPEARANCE_SETTING_SCHEMAS[name]
      : undefined;
    if (!schema) {
      errors[`settings.${name}`] = [APPEARANCE_MESSAGES.unknownSetting];
      continue;
    }
    const result = schema.safeParse(changes[name]);
    if (result.success) data[name] = result.data;
    else
      for (const issue of result.error.issues)
        (errors[['settings', name, ...issue.path.map(String)].join('.')] ??= []).push(
          issue.message,
        );
  }
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data };
}
