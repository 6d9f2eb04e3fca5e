import { describe, expect, it } from 'vitest';
import { parseReportSearchParams, withReportState } from './use-report-search-params';

const parse = (search: string) => parseReportSearchParams(new URLSearchParams(search));

describe('report search params', () => {
  it('defaults to the plays of the last 7 days', () => {
    expect(parse('')).toMatchObject({
      tab: 'plays',
      range: '7d',
      query: { range: '7d' },
      customError: null,
    });
  });

  it('reads the tab and a named range', () => {
    expect(parse('tab=visitors&range=30d')).toMatchObject({
      tab: 'visitors',
      query: { range: '30d' },
    });
  });

  it('asks for a valid custom range as it is', () => {
    expect(parse('range=custom&from=2026-01-01&to=2026-01-31').query).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('keeps showing the last report while the custom days cannot be asked for, and says why', () => {
    const reversed = parse('range=custom&from=2026-02-01&to=2026-01-01');
    expect(reversed.query).toEqual({ range: '7d' });
    expect(reversed.customError).toBe('The last day must not be before the first.');
    expect(parse('range=custom&from=2020-01-01&to=2026-01-01').customError).toBe(
      'A range can cover at most two years.',
    );
  });

  it('ignores an unknown range', () => {
    expect(parse('range=decade').query).toEqual({ range: '7d' });
  });

  it('drops the custom days when another range is picked, and the default tab', () => {
    const next = withReportState(
      new URLSearchParams('tab=visitors&range=custom&from=2026-01-01&to=2026-01-02'),
      { range: '30d', tab: 'plays' },
    );
    expect(next.toString()).toBe('range=30d');
  });
});
