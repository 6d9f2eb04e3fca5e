import { DEFAULT_LOCALE } from '@tonearm/shared/constants';
import { LOCALIZATION_MESSAGES } from '@tonearm/shared/localization/localization.schemas';

/**
 * Any language may be deleted except the site's default (guests would have none)
 * and English (it holds the source lines). Null when it may go, else why not.
 */
export function whyNotDeletable(language: string, defaultLanguage: string): string | null {
  if (language === DEFAULT_LOCALE) return LOCALIZATION_MESSAGES.deleteEnglish;
  if (language === defaultLanguage) return LOCALIZATION_MESSAGES.deleteDefault;
  return null;
}
