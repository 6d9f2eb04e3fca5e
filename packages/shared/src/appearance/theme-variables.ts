/**
 * The CSS variables a theme sets (Theme: "values (map of CSS variables)"), in the
 * order the theme editor shows them. Colours are RGB triplets ("214 31 105"), a few with an
 * alpha ("0 0 0 / 0.1"), so Tailwind can apply opacity. No zod here: the app shell imports it.
 */
export const THEME_COLOR_VARIABLES = [
  { name: '--be-primary', label: 'Primary' },
  { name: '--be-primary-light', label: 'Primary light' },
  { name: '--be-primary-dark', label: 'Primary dark' },
  { name: '--be-on-primary', label: 'Text on primary' },
  { name: '--be-background', label: 'Background' },
  { name: '--be-background-alt', label: 'Alternative background' },
  { name: '--be-background-chrome', label: 'Chrome background' },
  { name: '--be-navbar', label: 'Navbar' },
  { name: '--be-foreground-base', label: 'Text' },
  { name: '--be-text-muted', label: 'Muted text' },
  { name: '--be-danger', label: 'Danger' },
  { name: '--be-positive', label: 'Positive' },
  { name: '--be-divider', label: 'Divider' },
  { name: '--be-hover', label: 'Hover' },
] as const;

export type ThemeColorVariable = (typeof THEME_COLOR_VARIABLES)[number]['name'];

export const THEME_RADIUS_VARIABLES = [
  { name: '--be-radius', label: 'Panel corner radius' },
  { name: '--be-radius-button', label: 'Button corner radius' },
] as const;

export const THEME_FONT_FAMILY_VARIABLE = '--be-font-family';
export const THEME_FONT_WEIGHT_VARIABLE = '--be-font-weight';

/** "R G B" or "R G B / A" → its parts, or null. */
export function parseThemeColor(
  value: string,
): { red: number; green: number; blue: number; alpha: number | null } | null {
  const match =
    /^\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\s*(?:\/\s*(0|1|0?\.\d{1,3}|1\.0{1,3}))?\s*$/.exec(value);
  if (!match) return null;
  const [red, green, blue] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (red > 255 || green > 255 || blue > 255) return null;
  return { red, green, blue, alpha: match[4] === undefined ? null : Number(match[4]) };
}

/** "214 31 105" → "#d61f69" (the alpha, if any, is left out). */
export function themeColorToHex(value: string): string | null {
  const color = parseThemeColor(value);
  if (!color) return null;
  return `#${[color.red, color.green, color.blue].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** "#d61f69" → "214 31 105", keeping `alpha` when given. */
export function hexToThemeColor(hex: string, alpha: number | null = null): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const number = parseInt(match[1]!, 16);
  const rgb = `${(number >> 16) & 255} ${(number >> 8) & 255} ${number & 255}`;
  return alpha === null ? rgb : `${rgb} / ${alpha}`;
}
