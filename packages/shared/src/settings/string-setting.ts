/**
 * A setting's value when it is a string, else the fallback. Apart from default-settings.ts so
 * the web app's first script can read settings without the whole settings table.
 */
export function stringSetting(
  settings: Record<string, unknown>,
  name: string,
  fallback = '',
): string {
  const value = settings[name];
  return typeof value === 'string' ? value : fallback;
}
