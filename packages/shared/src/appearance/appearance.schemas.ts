import { z } from 'zod';
import type { Theme } from '../bootstrap/bootstrap.schemas';
import { idParam, text } from '../http/primitives';
import { APPEARANCE_MESSAGES, APPEARANCE_SETTING_SCHEMAS } from './appearance-settings.schemas';
import { FONT_FAMILIES, fontStack, type FontFamily } from './fonts';
import {
  THEME_COLOR_VARIABLES,
  THEME_FONT_FAMILY_VARIABLE,
  THEME_FONT_WEIGHT_VARIABLE,
  THEME_RADIUS_VARIABLES,
  parseThemeColor,
} from './theme-variables';

/**
 * The appearance editor (/admin/appearance: themes, their rules, fonts). Every path is under
 * `/api/v1/`; every route needs appearance.update (admin grants all).
 *
 * | method | path                 | body                       | answer                                   |
 * | ------ | -------------------- | -------------------------- | ---------------------------------------- |
 * | GET    | admin/appearance     |                            | AppearanceResponse {settings, themes, fonts} |
 * | PUT    | admin/appearance     | {settings: Partial<…>}     | AppearanceResponse (422 `settings.<key>`; nothing saved unless all pass) |
 * | GET    | admin/themes         |                            | {themes: Theme[]}                         |
 * | POST   | admin/themes         | themeInputSchema           | 201 {theme: Theme}                        |
 * | PUT    | admin/themes/{id}    | themeInputSchema           | {theme: Theme}                            |
 * | DELETE | admin/themes/{id}    |                            | 204 (422 for the last or a default theme) |
 *
 * Public files (no login; long cache, same origin so the CSP stays strict):
 * | GET    | /assets/fonts/{family}-{weights}.css      | a generated @font-face stylesheet (default weight 400) |
 * | GET    | /assets/fonts/files/{file}.woff2           | a self-hosted font file                 |
 * | GET    | /assets/custom/custom.{hash}.css\|js        | the custom code; the hash follows the content |
 *
 * Theme rules: one default light theme (not dark) and one default dark theme (dark); making a
 * theme a default takes the flag from the other; a default cannot be unset or deleted, nor the
 * last theme. Deleting the theme `themes.default_id` names sets it back to "system".
 */

// ——— settings ———

/** PUT admin/appearance: some appearance settings, each checked by its own schema. */
export const updateAppearanceSchema = z.object({
  settings: z
    .looseObject(APPEARANCE_SETTING_SCHEMAS)
    .partial()
    .superRefine(
      (values, ctx) => {
        const names = Object.keys(values);
        if (names.length === 0)
          ctx.addIssue({ code: 'custom', message: APPEARANCE_MESSAGES.noChanges });
        for (const name of names)
          if (!Object.hasOwn(APPEARANCE_SETTING_SCHEMAS, name))
            ctx.addIssue({
              code: 'custom',
              path: [name],
              message: APPEARANCE_MESSAGES.unknownSetting,
            });
      },
      // Unknown keys are named even when a known one is invalid: every error shows at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
});
export type UpdateAppearancePayload = z.infer<typeof updateAppearanceSchema>;

// ——— themes ———

const colorValue = text()
  .trim()
  .max(40)
  .refine((value) => parseThemeColor(value) !== null, APPEARANCE_MESSAGES.themeColor);
const radiusValue = text()
  .trim()
  .max(20)
  .regex(/^(0|\d{1,4}(\.\d{1,3})?(px|rem|em))$/, APPEARANCE_MESSAGES.themeRadius);
const fontValue = text()
  .trim()
  .max(300)
  .refine(
    (value) => FONT_FAMILIES.some((font) => fontStack(font) === value.replace(/\s+/g, ' ')),
    APPEARANCE_MESSAGES.themeFont,
  );
const weightValue = z.enum(['100', '200', '300', '400', '500', '600', '700', '800', '900'], {
  message: APPEARANCE_MESSAGES.themeWeight,
});

const valuesShape: Record<string, z.ZodType<string>> = {
  ...Object.fromEntries(THEME_COLOR_VARIABLES.map(({ name }) => [name, colorValue])),
  ...Object.fromEntries(THEME_RADIUS_VARIABLES.map(({ name }) => [name, radiusValue])),
  [THEME_FONT_FAMILY_VARIABLE]: fontValue,
  [THEME_FONT_WEIGHT_VARIABLE]: weightValue,
};

/** The CSS variables of a theme; a variable left out takes the default theme's value. */
export const themeValuesSchema = z.strictObject(valuesShape).partial();

export const themeInputSchema = z.object({
  name: text().trim().min(1, APPEARANCE_MESSAGES.required).max(100),
  is_dark: z.boolean(),
  default_light: z.boolean().default(false),
  default_dark: z.boolean().default(false),
  values: themeValuesSchema.default({}),
});
export type ThemeInput = z.infer<typeof themeInputSchema>;

export const themeIdParamsSchema = z.object({ id: idParam });

export const themeSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_dark: z.boolean(),
  default_light: z.boolean(),
  default_dark: z.boolean(),
  values: z.record(z.string(), z.string()),
}) satisfies z.ZodType<Theme>;

export const themeResponseSchema = z.object({ theme: themeSchema });
export const themesResponseSchema = z.object({ themes: z.array(themeSchema) });

// ——— the editor's data ———

export const fontFamilySchema = z.object({
  id: z.string(),
  family: z.string(),
  category: z.enum(['sans-serif', 'serif', 'system']),
  weights: z.array(z.number()),
  selfHosted: z.boolean(),
});

/** GET/PUT admin/appearance. */
export const appearanceResponseSchema = z.object({
  settings: z.record(z.string(), z.unknown()),
  themes: z.array(themeSchema),
  fonts: z.array(fontFamilySchema),
});
export type AppearanceResponse = z.infer<typeof appearanceResponseSchema>;
export type { FontFamily };

// ——— public files ———

/** `roboto-400-700.css`: a family id, then its weights. */
export const FONT_STYLESHEET_FILE = /^([a-z]+(?:-[a-z]+)*)((?:-[1-9]00){0,9})\.css$/;
export const fontStylesheetParamsSchema = z.object({
  stylesheet: z.string().max(120).regex(FONT_STYLESHEET_FILE),
});
/** A @fontsource file name: `roboto-latin-400-normal.woff2`. */
export const FONT_FILE = /^[a-z]+(?:-[a-z0-9]+)*-[1-9]00-normal\.woff2$/;
export const fontFileParamsSchema = z.object({ file: z.string().max(120).regex(FONT_FILE) });

export const CUSTOM_CODE_FILE = /^custom\.([0-9a-f]{16})\.(css|js)$/;
export const customCodeParamsSchema = z.object({
  file: z.string().max(40).regex(CUSTOM_CODE_FILE),
});
