import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { describe, expect, it } from 'vitest';
import { themeFontStylesheet } from '@tonearm/shared/appearance/theme-font';
import { loadThemeFont } from './theme-font';

const theme = (values: Record<string, string>): Theme => ({
  id: 1,
  name: 'T',
  is_dark: false,
  default_light: true,
  default_dark: false,
  values,
});

const ROBOTO = "'Roboto', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

describe('theme fonts', () => {
  it('asks the font service for the theme weight and the bolder ones the app uses', () => {
    expect(
      themeFontStylesheet(theme({ '--be-font-family': ROBOTO, '--be-font-weight': '300' })),
    ).toBe('/assets/fonts/roboto-300-500-600-700.css');
    expect(themeFontStylesheet(theme({ '--be-font-family': ROBOTO }))).toBe(
      '/assets/fonts/roboto-400-500-600-700.css',
    );
  });

  it('loads nothing for the system font or Inter, which the app already has', () => {
    const inter =
      "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
    expect(themeFontStylesheet(theme({ '--be-font-family': inter }))).toBeNull();
    loadThemeFont(theme({ '--be-font-family': ROBOTO }));
    expect(document.getElementById('theme-font')?.getAttribute('href')).toContain('roboto');
    loadThemeFont(theme({ '--be-font-family': inter }));
    expect(document.getElementById('theme-font')).toBeNull();
  });
});
