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

interface MessagePattern {
  regex: RegExp;
  names: string[];
  translation: string;
}

const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const patternsByLines = new WeakMap<Record<string, string>, MessagePattern[]>();

/** The lines with `:placeholders` (not plural ones), as patterns that match their English text. */
function messagePatterns(lines: Record<string, string>): MessagePattern[] {
  let patterns = patternsByLines.get(lines);
  if (patterns) return patterns;
  patterns = [];
  for (const [key, translation] of Object.entries(lines)) {
    if (!key.includes(':') || key.includes('|') || key === translation) continue;
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const match of key.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(key.slice(last, match.index)) + '(.+?)';
      names.push(match[1]!);
      last = match.index + match[0].length;
    }
    if (names.length === 0) continue;
    source += escapeRegExp(key.slice(last));
    patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, translation });
  }
  patternsByLines.set(lines, patterns);
  return patterns;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Translates a message written with its values already in it — a server's answer ("The name
 * may not be greater than 255 characters.") or a schema's — by the line it was made from: the
 * line itself when it has no placeholders, else the line whose `:placeholders` match it, with
 * the values carried into the translation. A message no line makes stays as it is.
 */
export function translateMessage(lines: Record<string, string> | undefined, message: string) {
  if (!lines || !message) return message;
  const exact = lines[message];
  if (exact !== undefined) return exact;
  for (const pattern of messagePatterns(lines)) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]]));
    return translate(undefined, pattern.translation, values);
  }
  return message;
}
