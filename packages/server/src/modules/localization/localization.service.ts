import { DEFAULT_LOCALE } from '@tonearm/shared/constants';
import { pluralCategories } from '@tonearm/shared/format/trans';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { DEFAULT_ENGLISH_LINES } from '@tonearm/shared/localization/default-lines';
import {
  LINE_MESSAGES,
  describeLineProblem,
  lineProblem,
} from '@tonearm/shared/localization/line-rules';
import {
  LOCALIZATION_MESSAGES,
  type Localization,
  type LocalizationListQuery,
  type TranslationLinesResponse,
} from '@tonearm/shared/localization/localization.schemas';
import { SHIPPED_LOCALIZATIONS } from '@tonearm/shared/localization/shipped-localizations';
import { orNotFound, ValidationError } from '../../platform/errors';
import type { SettingsService } from '../settings/settings.service';
import type { LocalizationRepository, LocalizationRow } from './localization.repository';
import { whyNotDeletable } from './localization.policy';

const ENGLISH_KEYS = Object.keys(DEFAULT_ENGLISH_LINES);

/** The lines a page shows, as forLanguage merges them; shared between requests, so frozen. */
export interface LanguageLines {
  readonly language: string;
  readonly name: string;
  readonly lines: Readonly<Record<string, string>>;
}

/** Merged lines kept per (language, fallback): few combinations exist, this bounds a bad caller. */
const MERGED_KEPT = 64;

export class LocalizationService {
  /** forLanguage's answers by `language|fallback`, each with the rows' versions it was read at. */
  private readonly merged = new Map<string, { version: string; value: LanguageLines }>();

  constructor(
    private readonly repository: LocalizationRepository,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The lines a page shows in `language` (else the default locale): the English lines, with
   * an admin's edits, under the language's translations, so a line not yet translated reads
   * as the English of this site rather than the built-in key.
   */
  async forLanguage(
    language: string | null | undefined,
    fallback = DEFAULT_LOCALE,
  ): Promise<LanguageLines> {
    // Every page carries these lines (~90 KB): reading and merging them once per change instead
    // of per request saves most of a page's CPU and garbage. The version check reads only ids and
    // timestamps, so an edit made on another instance shows at once too. Versions are read before
    // the lines, so a cached answer is never older than the version it is stored with.
    const key = `${language ?? ''}|${fallback}`;
    const version = await this.repository.versions(
      [...new Set([language, fallback, DEFAULT_LOCALE])].filter((code): code is string => !!code),
    );
    const cached = this.merged.get(key);
    if (cached?.version === version) return cached.value;
    const value = await this.mergedLines(language, fallback);
    if (this.merged.size >= MERGED_KEPT) this.merged.clear();
    this.merged.set(key, { version, value });
    return value;
  }

  private async mergedLines(
    language: string | null | undefined,
    fallback: string,
  ): Promise<LanguageLines> {
    const wanted = language ? await this.repository.findByLanguage(language) : undefined;
    const localization =
      wanted ??
      (fallback !== language ? await this.repository.findByLanguage(fallback) : undefined);
    const english =
      localization?.language === DEFAULT_LOCALE
        ? localization
        : await this.repository.findByLanguage(DEFAULT_LOCALE);
    return Object.freeze({
      language: localization?.language ?? DEFAULT_LOCALE,
      name: localization?.name ?? 'English',
      lines: Object.freeze({
        ...DEFAULT_ENGLISH_LINES,
        ...english?.lines,
        ...(localization ? translatedOnly(localization.lines) : {}),
      }),
    });
  }

  /** Every language by name (GET value-lists/localizations). */
  languages(): Promise<{ language: string; name: string }[]> {
    return this.repository.languages();
  }

  async exists(language: string): Promise<boolean> {
    return !!(await this.repository.findByLanguage(language));
  }

  async list(query: LocalizationListQuery): Promise<Paginated<Localization>> {
    const [page, defaultLanguage] = await Promise.all([
      this.repository.list(query),
      this.defaultLanguage(),
    ]);
    return { ...page, data: page.data.map((row) => present(row, defaultLanguage)) };
  }

  async create(input: { name: string; language: string }): Promise<Localization> {
    if (await this.repository.findByLanguageIgnoringCase(input.language))
      throw ValidationError.field('language', LOCALIZATION_MESSAGES.languageTaken);
    // A new language starts untranslated: every line shows in English until translated.
    const id = await this.repository.create({ ...input, lines: {} });
    this.merged.clear();
    return this.show(id);
  }

  async rename(id: number, name: string): Promise<Localization> {
    await this.find(id);
    await this.repository.update(id, { name });
    this.merged.clear();
    return this.show(id);
  }

  async delete(id: number): Promise<void> {
    const row = await this.find(id);
    const refusal = whyNotDeletable(row.language, await this.defaultLanguage());
    if (refusal) throw ValidationError.field('id', refusal);
    await this.repository.delete(id);
    this.merged.clear();
  }

  /** Guests (and users without a language) see this one: the i18n.default_locale setting. */
  async makeDefault(id: number): Promise<Localization> {
    const row = await this.find(id);
    await this.settings.update({ 'i18n.default_locale': row.language });
    return present(row, row.language);
  }

  async show(id: number): Promise<Localization> {
    return present(await this.find(id), await this.defaultLanguage());
  }

  /** Every English line beside its translation, in the order the app lists them. */
  async lines(id: number): Promise<TranslationLinesResponse> {
    const row = await this.find(id);
    const translated = translatedOnly(row.lines);
    return {
      localization: present(row, await this.defaultLanguage()),
      plural_categories: pluralCategories(row.language),
      lines: ENGLISH_KEYS.map((key) => ({ key, value: translated[key] ?? '' })),
    };
  }

  /**
   * Merges the changed lines into the language, all or none: each must be a line of the app,
   * keep the source's placeholders and have one form per plural category of the language.
   * An empty translation takes a line back to English.
   */
  async saveLines(id: number, changes: Record<string, string>): Promise<Localization> {
    const row = await this.find(id);
    const errors: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (!(key in DEFAULT_ENGLISH_LINES)) {
        errors[`lines.${key}`] = [LINE_MESSAGES.unknownLine];
        continue;
      }
      const problem = lineProblem(key, value, row.language);
      if (problem) errors[`lines.${key}`] = [describeLineProblem(problem)];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await this.repository.transaction(async (repository) => {
      // Read again inside the transaction: two translators saving at once both keep their lines.
      const current = (await repository.findById(id))?.lines ?? {};
      const lines = { ...current };
      for (const [key, value] of Object.entries(changes)) {
        if (value !== '') lines[key] = value;
        else if (row.language === DEFAULT_LOCALE) lines[key] = key;
        else delete lines[key];
      }
      await repository.update(id, { lines });
    });
    // Two saves within one millisecond would leave the version unchanged: forget here too.
    this.merged.clear();
    return this.show(id);
  }

  /**
   * English always holds every line the app ships, and each language shipped with the app
   * (the first install adds them) gains the lines of a newer version; an admin's edits to
   * existing lines are kept, and a shipped language an admin deleted stays deleted.
   */
  async seedDefaults(): Promise<void> {
    const existing = await this.repository.findByLanguage(DEFAULT_LOCALE);
    await this.repository.upsert({
      name: 'English',
      language: DEFAULT_LOCALE,
      lines: { ...DEFAULT_ENGLISH_LINES, ...existing?.lines },
    });
    for (const shipped of SHIPPED_LOCALIZATIONS) {
      const row = await this.repository.findByLanguage(shipped.language);
      const added = row ? Object.keys(shipped.lines).filter((key) => !(key in row.lines)) : [];
      if (row && added.length)
        await this.repository.update(row.id, { lines: { ...shipped.lines, ...row.lines } });
    }
    this.merged.clear();
  }

  private async find(id: number): Promise<LocalizationRow> {
    return orNotFound(await this.repository.findById(id));
  }

  private async defaultLanguage(): Promise<string> {
    return (await this.settings.get('i18n.default_locale')) || DEFAULT_LOCALE;
  }
}

/** Lines whose translation is not empty (an empty one means "show the English"). */
function translatedOnly(lines: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(lines).filter(([, value]) => value !== ''));
}

function present(row: LocalizationRow, defaultLanguage: string): Localization {
  const translated = translatedOnly(row.lines);
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    is_default: row.language === defaultLanguage,
    deletable: whyNotDeletable(row.language, defaultLanguage) === null,
    translated_lines: ENGLISH_KEYS.filter((key) => key in translated).length,
    total_lines: ENGLISH_KEYS.length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
