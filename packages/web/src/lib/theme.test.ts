import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { describe, expect, it } from 'vitest';
import { selectTheme } from './theme';

function theme(id: number, overrides: Partial<Theme> = {}): Theme {
  return {
    id,
    name: `Theme ${id}`,
    is_dark: false,
    default_light: false,
    default_dark: false,
    values: {},
    ...overrides,
  };
}

const light = theme(1, { name: 'Light', default_light: true });
const dark = theme(2, { name: 'Dark', is_dark: true, default_dark: true });
const sunset = theme(3, { name: 'Sunset' });
const themes = [light, dark, sunset];

describe('selectTheme (Theme)', () => {
  it('picks a theme by id, as a number or a string', () => {
    expect(selectTheme(themes, 3, false)).toBe(sunset);
    expect(selectTheme(themes, '2', false)).toBe(dark);
  });

  it('follows the OS preference for "system"', () => {
    expect(selectTheme(themes, 'system', false)).toBe(light);
    expect(selectTheme(themes, 'system', true)).toBe(dark);
  });

  it('treats 0 like "system"', () => {
    expect(selectTheme(themes, 0, false)).toBe(light);
    expect(selectTheme(themes, 0, true)).toBe(dark);
    expect(selectTheme(themes, '0', true)).toBe(dark);
  });

  it('follows the OS preference when nothing was chosen', () => {
    expect(selectTheme(themes, null, true)).toBe(dark);
    expect(selectTheme(themes, '', false)).toBe(light);
  });

  it('picks the light or dark default by name, whatever the OS prefers', () => {
    expect(selectTheme(themes, 'light', true)).toBe(light);
    expect(selectTheme(themes, 'dark', false)).toBe(dark);
  });

  it('falls back to the first theme for an unknown choice', () => {
    expect(selectTheme([sunset, light, dark], 99, false)).toBe(sunset);
    expect(selectTheme([sunset, light, dark], 'neon', true)).toBe(sunset);
  });

  it('uses the first light or dark theme when no default is flagged', () => {
    const plainLight = theme(5);
    const plainDark = theme(6, { is_dark: true });
    expect(selectTheme([plainLight, plainDark], 'dark', false)).toBe(plainDark);
    expect(selectTheme([plainDark, plainLight], 'light', false)).toBe(plainLight);
  });

  it('returns null when there are no themes', () => {
    expect(selectTheme([], 'system', false)).toBeNull();
  });
});
