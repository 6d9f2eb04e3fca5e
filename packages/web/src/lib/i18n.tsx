import { useMemo } from 'react';
import {
  translate,
  translateChoice,
  translateMessage,
  type TransValues,
} from '@tonearm/shared/format/trans';
import { formatRelativeTime } from '@tonearm/shared/format/relative-time';
import { getBootstrapData, useBootstrapData } from './bootstrap-store';

/** Translates with the current bootstrap lines and replaces `:placeholder` values. */
export function trans(key: string, values?: TransValues): string {
  return translate(getBootstrapData().i18n.lines, key, values);
}

/** A line with plural forms (":count track|:count tracks"), chosen by `count`. */
export function transChoice(key: string, count: number, values?: TransValues): string {
  const { lines, language } = getBootstrapData().i18n;
  return translateChoice(lines, key, count, values, language);
}

/** The page's language ("en", "es"): dates and numbers are formatted in it (Intl). */
export function currentLanguage(): string {
  return getBootstrapData().i18n.language;
}

/** `currentLanguage`, re-rendering when the user switches language. */
export function useLanguage(): string {
  return useBootstrapData((data) => data.i18n.language);
}

/**
 * `trans`, re-rendering when the language changes; `t.choice` is `transChoice`, `t.message`
 * translates a message that arrives with its values in it (`translateMessage`). The function
 * stays the same until the lines change, so memos and effects may depend on it.
 */
export function useTrans() {
  const lines = useBootstrapData((data) => data.i18n.lines);
  const language = useBootstrapData((data) => data.i18n.language);
  return useMemo(
    () =>
      Object.assign((key: string, values?: TransValues) => translate(lines, key, values), {
        choice: (key: string, count: number, values?: TransValues) =>
          translateChoice(lines, key, count, values, language),
        message: (text: string) => translateMessage(lines, text),
      }),
    [lines, language],
  );
}

export function Trans({ message, values }: { message: string; values?: TransValues }) {
  const t = useTrans();
  return <>{t(message, values)}</>;
}

export function relativeTime(date: Date | string | number, now?: Date | number): string {
  return formatRelativeTime(date, (key, values) => trans(key, values), now);
}

export function RelativeTime({ date }: { date: Date | string | number }) {
  const t = useTrans();
  const iso = new Date(date).toISOString();
  return <time dateTime={iso}>{formatRelativeTime(date, (key, values) => t(key, values))}</time>;
}
