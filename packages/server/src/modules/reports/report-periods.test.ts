import { describe, expect, it } from 'vitest';
import { blockOf, periodRuns } from './report-periods.queries';

describe('report periods', () => {
  it('names the blocks that hold a day', () => {
    expect(blockOf('y', '2026-03-15')).toBe('2026');
    expect(blockOf('m', '2026-03-15')).toBe('2026-03');
    expect(blockOf('x', '2026-03-10')).toBe('2026-03-01');
    expect(blockOf('x', '2026-03-15')).toBe('2026-03-11');
    expect(blockOf('x', '2026-03-31')).toBe('2026-03-21');
  });

  it('reads a single day as that day', () => {
    expect(periodRuns({ from: '2026-03-15', to: '2026-03-15' })).toEqual([
      { grain: 'd', from: '2026-03-15', to: '2026-03-15' },
    ]);
  });

  it('tiles two years with a whole year, months, thirds of months and a few days', () => {
    expect(periodRuns({ from: '2024-11-26', to: '2026-11-24' })).toEqual([
      { grain: 'd', from: '2024-11-26', to: '2024-11-30' },
      { grain: 'm', from: '2024-12', to: '2024-12' },
      { grain: 'y', from: '2025', to: '2025' },
      { grain: 'm', from: '2026-01', to: '2026-10' },
      { grain: 'x', from: '2026-11-01', to: '2026-11-11' },
      { grain: 'd', from: '2026-11-21', to: '2026-11-24' },
    ]);
  });

  it('uses the last third of a month whatever its length', () => {
    expect(periodRuns({ from: '2024-02-21', to: '2024-02-29' })).toEqual([
      { grain: 'x', from: '2024-02-21', to: '2024-02-21' },
    ]);
    expect(periodRuns({ from: '2024-02-21', to: '2024-02-28' })).toEqual([
      { grain: 'd', from: '2024-02-21', to: '2024-02-28' },
    ]);
  });
});
