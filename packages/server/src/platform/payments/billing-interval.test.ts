import { describe, expect, it } from 'vitest';
import { addInterval } from './billing-interval';

const from = new Date('2026-01-15T10:30:00.000Z');
const iso = (date: Date) => date.toISOString();

describe('addInterval', () => {
  it('adds days, weeks, months and years on the UTC calendar', () => {
    expect(iso(addInterval(from, 'day', 3))).toBe('2026-01-18T10:30:00.000Z');
    expect(iso(addInterval(from, 'week', 2))).toBe('2026-01-29T10:30:00.000Z');
    expect(iso(addInterval(from, 'month', 1))).toBe('2026-02-15T10:30:00.000Z');
    expect(iso(addInterval(from, 'year', 1))).toBe('2027-01-15T10:30:00.000Z');
  });

  it("reads PayPal's capitalised units the same way", () => {
    expect(iso(addInterval(from, 'WEEK', 1))).toBe('2026-01-22T10:30:00.000Z');
    expect(iso(addInterval(from, 'MONTH', 3))).toBe('2026-04-15T10:30:00.000Z');
  });

  it('leaves the date alone for a unit it does not know, and never changes its argument', () => {
    expect(iso(addInterval(from, 'fortnight', 1))).toBe(iso(from));
    addInterval(from, 'year', 5);
    expect(iso(from)).toBe('2026-01-15T10:30:00.000Z');
  });
});
