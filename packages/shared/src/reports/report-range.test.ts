import { describe, expect, it } from 'vitest';
import { percentChange, periodLength, resolveReportRange } from './report-range';

describe('report ranges', () => {
  const today = '2026-03-15';

  it('compares today with yesterday, hour by hour', () => {
    expect(resolveReportRange({ range: 'today' }, today)).toEqual({
      current: { from: today, to: today },
      previous: { from: '2026-03-14', to: '2026-03-14' },
      granularity: 'hour',
    });
  });

  it('compares 7 and 30 days with the days just before them', () => {
    expect(resolveReportRange({ range: '7d' }, today)).toMatchObject({
      current: { from: '2026-03-09', to: today },
      previous: { from: '2026-03-02', to: '2026-03-08' },
    });
    const month = resolveReportRange({ range: '30d' }, today);
    expect(periodLength(month.current)).toBe(30);
    expect(month.current.from).toBe('2026-02-14');
    expect(month.previous).toEqual({ from: '2026-01-15', to: '2026-02-13' });
  });

  it('compares this year with the same days last year', () => {
    expect(resolveReportRange({ range: 'year' }, '2024-02-29')).toMatchObject({
      current: { from: '2024-01-01', to: '2024-02-29' },
      previous: { from: '2023-01-01', to: '2023-02-28' },
    });
  });

  it('compares a custom range with the equal number of days before it', () => {
    expect(
      resolveReportRange({ range: 'custom', from: '2026-02-01', to: '2026-02-28' }, today).previous,
    ).toEqual({ from: '2026-01-04', to: '2026-01-31' });
  });

  it('computes the change in percent, null without a base', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });
});
