import type { AppearanceSectionProps } from '../appearance-section-props';

/** A draft string setting (anything else reads as empty). */
export function textOf(settings: AppearanceSectionProps['settings'], key: string): string {
  const value = settings[key];
  return typeof value === 'string' ? value : '';
}

/** A draft list setting (anything else reads as empty). */
export function listOf<T>(settings: AppearanceSectionProps['settings'], key: string): T[] {
  const value = settings[key];
  return Array.isArray(value) ? (value as T[]) : [];
}
