import type { BootstrapData, Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { applyTheme, currentThemeChoice, previewTheme, selectTheme } from '@/lib/theme';
import { applyAppearanceDraft } from './appearance-preview';

const daylight: Theme = {
  id: 1,
  name: 'Daylight',
  is_dark: false,
  default_light: true,
  default_dark: false,
  values: { '--be-primary': '214 31 105', '--be-radius': '0.75rem' },
};

const saved: BootstrapData = {
  user: null,
  settings: { menus: [], 'branding.site_name': 'Tonearm' },
  themes: { all: [daylight], selectedThemeId: null },
  i18n: { language: 'en', name: 'English', lines: {} },
  guest_role: null,
  show_cookie_notice: false,
  workspaces: [],
  menus: [],
};

describe('the appearance preview (inside the editor frame)', () => {
  afterEach(() => {
    previewTheme(undefined);
    document.getElementById('appearance-preview-css')?.remove();
  });

  it('lays the draft settings over the page bootstrap settings, keeping code out of them', () => {
    setBootstrapData(saved);
    applyAppearanceDraft(
      {
        settings: { 'branding.site_name': 'Night Radio', 'custom_code.js': 'alert(1)' },
        theme: null,
        customCss: null,
      },
      saved,
    );
    expect(getBootstrapData().settings['branding.site_name']).toBe('Night Radio');
    expect(getBootstrapData().settings).not.toHaveProperty('custom_code.js');
  });

  it('previews the theme being edited, its CSS variables applied to the page', () => {
    setBootstrapData(saved);
    const edited = { ...daylight, values: { '--be-primary': '10 120 200', '--be-radius': '2px' } };
    applyAppearanceDraft({ settings: {}, theme: edited, customCss: null }, saved);
    const active = selectTheme(getBootstrapData().themes.all, currentThemeChoice(), false);
    expect(active?.values['--be-primary']).toBe('10 120 200');
    applyTheme(active);
    expect(document.documentElement.style.getPropertyValue('--be-primary')).toBe('10 120 200');
    expect(document.documentElement.style.getPropertyValue('--be-radius')).toBe('2px');
  });

  it('adds a theme not saved yet, and goes back to the saved themes when the draft has none', () => {
    setBootstrapData(saved);
    const fresh = { ...daylight, id: -1, name: 'New', default_light: false };
    applyAppearanceDraft({ settings: {}, theme: fresh, customCss: null }, saved);
    expect(getBootstrapData().themes.all.map((theme) => theme.id)).toEqual([1, -1]);
    expect(currentThemeChoice()).toBe(-1);
    applyAppearanceDraft({ settings: {}, theme: null, customCss: null }, saved);
    expect(getBootstrapData().themes.all.map((theme) => theme.id)).toEqual([1]);
  });

  it('shows the custom CSS being typed in place of the saved file, and the file again after', () => {
    const link = document.createElement('link');
    link.id = 'custom-css';
    link.rel = 'stylesheet';
    document.head.appendChild(link);
    applyAppearanceDraft({ settings: {}, theme: null, customCss: 'body { color: red; }' }, saved);
    expect(document.getElementById('appearance-preview-css')?.textContent).toBe(
      'body { color: red; }',
    );
    expect(link.disabled).toBe(true);
    applyAppearanceDraft({ settings: {}, theme: null, customCss: null }, saved);
    expect(document.getElementById('appearance-preview-css')).toBeNull();
    expect(link.disabled).toBe(false);
    link.remove();
  });
});
