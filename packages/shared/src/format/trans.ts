export type TransValues = Record<string, string | number | null | undefined>;

/**
 * Looks a line up by its key and replaces `:placeholder` tokens. Longer names are replaced
 * first so `:siteName` is not clobbered by a `:site` value.
 */
export function translate(
  lines: Record<string, string> | undefined,
  key: string,
  values?: TransValues,
): string {
  let text = lines?.[key] ?? key;
  if (!values) return text;
  const names = Object.keys(values).sort((a, b) => b.length - a.length);
  for (const name of names) {
    const value = values[name];
    text = text.replaceAll(`:${name}`, value == null ? '' : String(value));
  }
  return text;
}

/** CLDR's plural categories in the order a line's `|`-separated forms list them. */
const PLURAL_ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Like `translate`, for a line with a form per plural category of the language, separated by
 * `|` in CLDR's order (English: ":count track|:count tracks"; Polish: one|few|many|other). The
 * form is chosen by `count` with the language's rules; `:count` is `count` unless `values`
 * gives it (a formatted "1.2K", say). A line with one form is used for every count.
 */
export function translateChoice(
  lines: Record<string, string> | undefined,
  key: string,
  count: number,
  values: TransValues = {},
  language = 'en',
): string {
  const forms = (lines?.[key] ?? key).split('|');
  let form = forms[forms.length - 1]!;
  if (forms.length > 1) {
    const categories = pluralCategories(language);
    form =
      forms[Math.min(categories.indexOf(pluralRules(language).select(count)), forms.length - 1)] ??
      form;
  }
  return translate(undefined, form, { count, ...values });
}

/**
 * The plural categories of a language in the order its `|`-separated forms list them (English:
 * one, other; Spanish: one, many, other; Polish: one, few, many, other).
 */
export function pluralCategories(language: string): Intl.LDMLPluralRule[] {
  const present = pluralRules(language).resolvedOptions().pluralCategories;
  return PLURAL_ORDER.filter((category) => present.includes(category));
}

const rulesByLanguage = new Map<string, Intl.PluralRules>();

function pluralRules(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    rulesByLanguage.set(language, rules);
  }
  return rules;
}
