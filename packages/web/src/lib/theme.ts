import { useSyncExternalStore } from 'react';
import type { Theme } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import { getBootstrapData, useBootstrapData } from './bootstrap-store';
import { readCookie, writeCookie } from './cookies';

export type ThemeChoice = number | string | null;

function prefersDark(): boolean {
  return (
    typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-color-scheme: dark)').matches
  );
}

/**
 * Picks a theme: by id; "system" or 0 picks the light or dark default by the OS
 * preference; "light" or "dark" pick that default; anything unknown falls back to the first.
 */
export function selectTheme(
  themes: Theme[],
  choice: ThemeChoice,
  osPrefersDark: boolean = prefersDark(),
): Theme | null {
  const first = themes[0];
  if (!first) return null;
  const defaultLight =
    themes.find((t) => t.default_light) ?? themes.find((t) => !t.is_dark) ?? first;
  const defaultDark = themes.find((t) => t.default_dark) ?? themes.find((t) => t.is_dark) ?? first;
  if (
    choice === null ||
    choice === undefined ||
    choice === '' ||
    choice === 'system' ||
    choice === 0 ||
    choice === '0'
  ) {
    return osPrefersDark ? defaultDark : defaultLight;
  }
  if (choice === 'light') return defaultLight;
  if (choice === 'dark') return defaultDark;
  return themes.find((t) => String(t.id) === String(choice)) ?? first;
}

let previewChoice: ThemeChoice | undefined;
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version++;
  for (const listener of listeners) listener();
}

/** The visitor's choice: the editor preview, else the cookie, else the site default. */
export function currentThemeChoice(): ThemeChoice {
  if (previewChoice !== undefined) return previewChoice;
  const cookie = typeof document === 'undefined' ? null : readCookie(COOKIES.theme);
  if (cookie) return cookie;
  return (getBootstrapData().settings['themes.default_id'] as ThemeChoice | undefined) ?? 'system';
}

export function applyTheme(
  theme: Theme | null,
  root: HTMLElement = document.documentElement,
): void {
  if (!theme) return;
  for (const [name, value] of Object.entries(theme.values)) root.style.setProperty(name, value);
  root.classList.toggle('dark', theme.is_dark);
  root.style.colorScheme = theme.is_dark ? 'dark' : 'light';
  root.dataset.themeId = String(theme.id);
  // The server's first-paint style has done its job once the variables are on <html>.
  document.getElementById('initial-theme')?.remove();
}

/** Keeps the choice in a cookie and repaints. */
export function setThemeChoice(choice: 'light' | 'dark' | 'system' | number): void {
  // Cookies last the default 7 days.
  writeCookie(COOKIES.theme, String(choice));
  emit();
}

/** The appearance editor previews a theme without storing it. */
export function previewTheme(choice: ThemeChoice | undefined): void {
  previewChoice = choice;
  emit();
}

export function onSystemThemeChange(callback: () => void): () => void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)');
  if (!query) return () => {};
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}

export function useActiveTheme(): Theme | null {
  const themes = useBootstrapData((data) => data.themes.all);
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      const stop = onSystemThemeChange(() => {
        version++;
        listener();
      });
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    () => version,
    () => version,
  );
  return selectTheme(themes, currentThemeChoice());
}
