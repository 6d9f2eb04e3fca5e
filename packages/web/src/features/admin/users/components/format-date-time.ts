import { currentLanguage } from '@/lib/i18n';

/** A date and time in the page's language, or the fallback when there is none. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/**
 * The ban dialog picks a calendar day; the ban lifts as that day starts in the admin's time
 * zone. Answers the ISO instant to send, or null without a day.
 */
export function banEndFromDay(day: string): string | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return null;
  return new Date(year, month - 1, date).toISOString();
}
