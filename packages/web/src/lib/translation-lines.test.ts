import path from 'node:path';
import { DEFAULT_ENGLISH_LINES } from '@tonearm/shared/localization/default-lines';
import { describe, expect, it } from 'vitest';
import { scanTranslationKeys } from '@/test/translation-keys';

const WEB_SOURCE = path.resolve(import.meta.dirname, '..');

describe('translation lines', () => {
  const uses = scanTranslationKeys(WEB_SOURCE);

  it('finds the keys the app translates', () => {
    expect(uses.length).toBeGreaterThan(1000);
    expect(uses.map((use) => use.key)).toContain('Log out');
  });

  it('has an English line for every key used in packages/web/src', () => {
    const missing = new Map<string, string>();
    for (const use of uses)
      if (!(use.key in DEFAULT_ENGLISH_LINES) && !missing.has(use.key))
        missing.set(use.key, `${use.file}:${use.line}`);
    const report = [...missing].map(([key, where]) => `  ${JSON.stringify(key)}  (${where})`);
    expect(
      report,
      `${report.length} keys are missing from DEFAULT_ENGLISH_LINES ` +
        `(packages/shared/src/localization/default-lines.ts):\n${report.join('\n')}\n`,
    ).toEqual([]);
  });
});

describe('translation lines of labels kept in tables', () => {
  it('has an English line for every default menu item and admin sidebar label', async () => {
    const { DEFAULT_MENUS } = await import('@tonearm/shared/menus/default-menus');
    const { ADMIN_NAV } = await import('@/features/admin/shell/admin-nav');
    const labels = [
      ...DEFAULT_MENUS.flatMap((menu) => menu.items.map((item) => item.label)),
      ...ADMIN_NAV.flatMap((group) => [group.label, ...group.entries.map((entry) => entry.label)]),
    ];
    const missing = [...new Set(labels)].filter((label) => !(label in DEFAULT_ENGLISH_LINES));
    expect(missing, `Labels missing from DEFAULT_ENGLISH_LINES:\n${missing.join('\n')}`).toEqual(
      [],
    );
  });
});
