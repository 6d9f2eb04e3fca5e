import { describe, expect, it } from 'vitest';
import { countryName, formatChange, formatPeriod, formatPointLabel } from './report-format';

describe('report formatting', () => {
  it('signs a change and says nothing when there is no base', () => {
    expect(formatChange(12.5, 'en')).toBe('+12.5%');
    expect(formatChange(-3, 'en')).toBe('-3%');
    expect(formatChange(0, 'en')).toBe('0%');
    expect(formatChange(null, 'en')).toBeNull();
  });

  it('writes a period as a range of UTC days, or one day', () => {
    // Intl puts thin spaces around the dash.
    expect(
      formatPeriod({ from: '2026-11-18', to: '2026-11-24' }, 'en-US').replace(/\s/g, ' '),
    ).toBe('Nov 18 – 24, 2026');
    expect(formatPeriod({ from: '2026-11-24', to: '2026-11-24' }, 'en-US')).toBe('Nov 24, 2026');
  });

  it('labels chart points by day or by hour', () => {
    expect(formatPointLabel('2026-11-24', 'en-US')).toBe('Nov 24');
    expect(formatPointLabel('2026-11-24T14:00', 'en-US')).toBe('14:00');
  });

  it('names countries in the reader language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
  });
});
