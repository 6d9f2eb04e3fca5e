import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { formatDateTime } from './format-date-time';

const initial = getBootstrapData();
afterEach(() => setBootstrapData(initial));

describe('formatDateTime', () => {
  it('writes the date in the page language', () => {
    const instant = '2026-03-05T12:00:00.000Z';
    setBootstrapData({
      ...initial,
      i18n: { language: 'es', name: 'Español', lines: {} },
    } satisfies BootstrapData);
    expect(formatDateTime(instant)).toContain('mar 2026');
    setBootstrapData({ ...initial, i18n: { language: 'en', name: 'English', lines: {} } });
    expect(formatDateTime(instant)).toContain('Mar 5, 2026');
  });
});
