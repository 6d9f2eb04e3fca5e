import type { Theme } from '../bootstrap/bootstrap.schemas';

/** The id of the `<link>` of the active theme's font: the server renders it, the app swaps it. */
export const THEME_FONT_LINK_ID = 'theme-font';

/**
 * Fonts the app already has: Inter ships in its stylesheet, and a stack without a quoted family
 * first is the device's own font.
 */
const BUNDLED = new Set(['inter']);

/**
 * The weights a page asks for: the theme's text weight and the bolder ones headings and
 * buttons use. The font service serves those the family has (default 400); only
 * faces a page uses are downloaded.
 */
const BOLDER_WEIGHTS = [500, 600, 700];

/**
 * The stylesheet a theme's font needs (`/assets/fonts/roboto-400-500-600-700.css`), or null for
 * the system font and Inter. Reads the family's id from the `--be-font-family` stack, which the
 * server only accepts from its font list (shared/appearance/fonts.ts): the first script does
 * not carry that list. The server links it into the first page (index-page.ts), so the text
 * paints in its font; the app swaps it when the theme changes (web lib/theme-font.ts).
 */
export function themeFontStylesheet(theme: Theme | null): string | null {
  const family = /^\s*'([A-Za-z ]+)'/.exec(theme?.values['--be-font-family'] ?? '')?.[1];
  if (!family) return null;
  const id = family.trim().toLowerCase().replace(/\s+/g, '-');
  if (BUNDLED.has(id)) return null;
  const weight = Number(theme?.values['--be-font-weight']) || 400;
  const weights = [...new Set([weight, ...BOLDER_WEIGHTS])].sort((a, b) => a - b);
  return `/assets/fonts/${id}-${weights.join('-')}.css`;
}
