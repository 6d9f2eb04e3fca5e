import { pluralCategories } from '../format/trans';

/**
 * What a translated line must keep of its English source: a plural line (one with
 * `|`-separated forms) has one form per plural category of the language, and every `:placeholder`
 * of the source appears in the translation. Pure, so the translate page warns as the operator
 * types and the server refuses the same lines with a 422.
 */
export const LINE_MESSAGES = {
  pluralForms:
    'This line needs :count forms, one per plural category (:categories), separated by a vertical bar.',
  notPlural: 'This line has no plural forms: remove the vertical bars.',
  placeholders: 'Keep the placeholders :placeholders.',
  unknownLine: 'The app has no such line.',
  tooLong: 'A line may have at most :max characters.',
} as const;

/** Longest translation of one line (the longest English line is under 300 characters). */
export const LINE_MAX = 2000;

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** `:count`, `:name`... in the order they first appear. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => `:${match[1]}`))];
}

export function isPluralLine(source: string): boolean {
  return source.includes('|');
}

export interface LineProblem {
  message: string;
  values: Record<string, string | number>;
}

/**
 * The first thing wrong with `translation` as the `language` line for `source`, or null. An
 * empty translation is never wrong: it means "untranslated" (the English line shows).
 */
export function lineProblem(
  source: string,
  translation: string,
  language: string,
): LineProblem | null {
  if (translation === '') return null;
  if (translation.length > LINE_MAX)
    return { message: LINE_MESSAGES.tooLong, values: { max: LINE_MAX } };
  const forms = translation.split('|');
  if (isPluralLine(source)) {
    const categories = pluralCategories(language);
    if (forms.length !== categories.length)
      return {
        message: LINE_MESSAGES.pluralForms,
        values: { count: categories.length, categories: categories.join(', ') },
      };
  } else if (forms.length > 1) {
    return { message: LINE_MESSAGES.notPlural, values: {} };
  }
  // A plural form may leave a placeholder out ("une piste" for one): the line as a whole keeps it.
  const kept = new Set(placeholdersOf(translation));
  const lost = placeholdersOf(source).filter((placeholder) => !kept.has(placeholder));
  if (lost.length)
    return { message: LINE_MESSAGES.placeholders, values: { placeholders: lost.join(', ') } };
  return null;
}

/** The problem as an English sentence (the server's 422 message; the web translates the key). */
export function describeLineProblem(problem: LineProblem): string {
  let text: string = problem.message;
  for (const [name, value] of Object.entries(problem.values))
    text = text.replaceAll(`:${name}`, String(value));
  return text;
}
