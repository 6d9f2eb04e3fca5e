import { SPANISH_LINES } from './lines/es';

/**
 * Languages shipped with the app besides English: a fresh install has them, and an
 * upgrade adds their new lines while keeping an admin's edits. Server-only: the web app gets a
 * language's lines from the bootstrap data, never by importing these.
 */
export const SHIPPED_LOCALIZATIONS: readonly {
  language: string;
  name: string;
  lines: Readonly<Record<string, string>>;
}[] = [{ language: 'es', name: 'Español', lines: SPANISH_LINES }];
