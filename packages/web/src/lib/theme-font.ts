import { THEME_FONT_LINK_ID, themeFontStylesheet } from '@tonearm/shared/appearance/theme-font';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';

/**
 * Links the active theme's font stylesheet (from an assets/ path), replacing the
 * previous theme's; removes it when the theme uses a font that needs none.
 */
export function loadThemeFont(theme: Theme | null, doc: Document = document): void {
  const href = themeFontStylesheet(theme);
  const existing = doc.getElementById(THEME_FONT_LINK_ID) as HTMLLinkElement | null;
  if (!href) {
    existing?.remove();
    return;
  }
  if (existing?.getAttribute('href') === href) return;
  const link = existing ?? doc.createElement('link');
  link.id = THEME_FONT_LINK_ID;
  link.rel = 'stylesheet';
  link.href = href;
  if (!existing) doc.head.appendChild(link);
}
