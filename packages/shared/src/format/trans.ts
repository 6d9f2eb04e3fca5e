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
