import { DEFAULT_LOCALE } from '@tonearm/shared/constants';
import { DEFAULT_ENGLISH_LINES } from '@tonearm/shared/localization/default-lines';
import type { LocalizationRepository } from './localization.repository';

export class LocalizationService {
  constructor(private readonly repository: LocalizationRepository) {}

  /** The lines of a language, falling back to the default locale. */
  async forLanguage(language: string | null | undefined, fallback = DEFAULT_LOCALE) {
    const wanted = language ? await this.repository.findByLanguage(language) : undefined;
    const localization = wanted ?? (await this.repository.findByLanguage(fallback));
    return {
      language: localization?.language ?? fallback,
      name: localization?.name ?? 'English',
      lines: localization?.lines ?? DEFAULT_ENGLISH_LINES,
    };
  }

  /**
   * English always holds every line the app ships; new lines are added on upgrade while an
   * admin's edits to existing ones are kept.
   */
  async seedDefaults(): Promise<void> {
    const existing = await this.repository.findByLanguage('en');
    await this.repository.upsert({
      name: 'English',
      language: 'en',
      lines: { ...DEFAULT_ENGLISH_LINES, ...existing?.lines },
    });
  }
}
