import type { ReportPeriod } from '@tonearm/shared/reports/report-range';

/** Plain numbers of the reports in the reader's language: 12,345. */
export function formatCount(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A change in percent with its sign ("+12.5%", "−3%"); null when there is nothing to compare. */
export function formatChange(change: number | null, locale?: string): string | null {
  if (change === null) return null;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change / 100);
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "Nov 18 – 24, 2026", or one day ("Nov 24, 2026"); report days are UTC days. */
export function formatPeriod(period: ReportPeriod, locale?: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return period.from === period.to
    ? format.format(utc(period.from))
    : format.formatRange(utc(period.from), utc(period.to));
}

/** A chart axis label: a day ("Nov 24") or, for `YYYY-MM-DDTHH:00`, the hour ("14:00"). */
export function formatPointLabel(key: string, locale?: string): string {
  if (key.includes('T')) return key.slice(11, 16);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utc(key));
}

/** A country's name from its ISO code ("DE" → "Germany"); the code when the browser has none. */
export function countryName(code: string, locale?: string): string {
  try {
    return (
      new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}
