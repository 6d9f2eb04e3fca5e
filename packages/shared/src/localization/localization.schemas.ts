import { z } from 'zod';
import { paginationOf } from '../http/http.schemas';
import { listQuerySchema } from '../http/list-query';
import { idParam, requiredText, text } from '../http/primitives';
import { LINE_MAX } from './line-rules';

/**
 * Localizations (admin localizations and {localeId}/translate
 * location-and-language). Every path is under `/api/v1/`; every route needs
 * localizations.update. A line's key is its English text; a language's `lines` map keys to
 * translations, and a key it lacks shows in English.
 *
 * | method | path                          | body / query                 | answer                                   |
 * | ------ | ----------------------------- | ---------------------------- | ---------------------------------------- |
 * | GET    | localizations                 | localizationListQuerySchema  | {pagination: LocalizationListItem[]}     |
 * | POST   | localizations                 | createLocalizationSchema     | 201 {localization: Localization}         |
 * | PUT    | localizations/{id}            | renameLocalizationSchema     | {localization: Localization}             |
 * | DELETE | localizations/{id}            |                              | 204 (not the default language, not en)   |
 * | POST   | localizations/{id}/default    |                              | {localization} (sets i18n.default_locale)|
 * | GET    | localizations/{id}/lines      |                              | {localization, lines: TranslationLine[]} |
 * | PUT    | localizations/{id}/lines      | saveLinesSchema              | {localization} (merges the changed lines)|
 *
 * Users: GET value-lists/localizations lists {language, name}; POST users/me/locale switches.
 */

export const LOCALIZATION_NAME_MAX = 100;
/** The `language` column is varchar(10): "en", "pt-BR", "sr-Latn-RS". */
export const LANGUAGE_CODE_MAX = 10;
/** A line per request at most this many (the app has ~1,200). */
export const SAVE_LINES_MAX = 5000;

export const LOCALIZATION_MESSAGES = {
  name: 'Enter a name.',
  nameTooLong: `The name may have at most ${LOCALIZATION_NAME_MAX} characters.`,
  language: 'Enter a language code such as "es" or "pt-BR".',
  languageTaken: 'This language already exists.',
  deleteDefault: 'The default language cannot be deleted. Make another language the default first.',
  deleteEnglish: 'English holds the source lines and cannot be deleted.',
  saved: 'Translations saved',
  created: 'Language added',
  renamed: 'Language renamed',
  deleted: 'Language deleted',
  madeDefault: 'Default language changed',
} as const;

/** BCP 47-ish: a 2–3 letter language, then optional script / region / variant subtags. */
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export const LOCALIZATION_SORTABLE = ['name', 'language', 'created_at', 'updated_at'] as const;

export const localizationListQuerySchema = listQuerySchema({
  sortable: LOCALIZATION_SORTABLE,
  defaultOrderBy: 'name',
  defaultOrderDir: 'asc',
});
export type LocalizationListQuery = z.infer<typeof localizationListQuerySchema>;

const nameSchema = requiredText(LOCALIZATION_NAME_MAX, {
  required: LOCALIZATION_MESSAGES.name,
  tooLong: LOCALIZATION_MESSAGES.nameTooLong,
});

/** A language code, canonicalised ("pt-br" → "pt-BR"); one Intl does not know is refused. */
export const languageCodeSchema = text({ error: LOCALIZATION_MESSAGES.language })
  .trim()
  .max(LANGUAGE_CODE_MAX, { error: LOCALIZATION_MESSAGES.language })
  .regex(LANGUAGE_CODE, { error: LOCALIZATION_MESSAGES.language })
  .transform((code, context) => {
    try {
      return Intl.getCanonicalLocales(code)[0]!;
    } catch {
      context.addIssue({ code: 'custom', message: LOCALIZATION_MESSAGES.language });
      return z.NEVER;
    }
  });

export const createLocalizationSchema = z.object({
  name: nameSchema,
  language: languageCodeSchema,
});
export type CreateLocalizationInput = z.input<typeof createLocalizationSchema>;

export const renameLocalizationSchema = z.object({ name: nameSchema });
export type RenameLocalizationInput = z.input<typeof renameLocalizationSchema>;

export const localizationIdParamsSchema = z.object({ id: idParam });

/**
 * Only the lines that changed: key → translation; an empty translation takes the line back to
 * English ("untranslated").
 */
export const saveLinesSchema = z.object({
  lines: z
    .record(text().max(LINE_MAX), text().max(LINE_MAX))
    .refine((lines) => Object.keys(lines).length <= SAVE_LINES_MAX, {
      error: `At most ${SAVE_LINES_MAX} lines at a time.`,
    }),
});
export type SaveLinesInput = z.infer<typeof saveLinesSchema>;

export const localizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.string(),
  /** The site's i18n.default_locale: guests see it; it cannot be deleted. */
  is_default: z.boolean(),
  /** en holds the source lines: it can be edited, never deleted. */
  deletable: z.boolean(),
  /** Lines with a translation, of `total_lines` English lines. */
  translated_lines: z.number().int(),
  total_lines: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Localization = z.infer<typeof localizationSchema>;

export const localizationResponseSchema = z.object({ localization: localizationSchema });
export const localizationListResponseSchema = paginationOf(localizationSchema);

export const translationLineSchema = z.object({
  /** The English source, which is also the key. */
  key: z.string(),
  /** The translation, or "" when the line shows in English. */
  value: z.string(),
});
export type TranslationLine = z.infer<typeof translationLineSchema>;

export const translationLinesResponseSchema = z.object({
  localization: localizationSchema,
  /** The language's plural categories in the order plural lines list their forms. */
  plural_categories: z.array(z.string()),
  lines: z.array(translationLineSchema),
});
export type TranslationLinesResponse = z.infer<typeof translationLinesResponseSchema>;
