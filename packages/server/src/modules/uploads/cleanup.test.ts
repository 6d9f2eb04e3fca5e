import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const HOUR = 3600 * 1000;

function stageTus(id: string, createdAt: Date) {
  const dir = t.services.storage.tusDir;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, id), 'partial bytes');
  fs.writeFileSync(
    path.join(dir, `${id}.json`),
    JSON.stringify({ id, size: 100, offset: 13, creation_date: createdAt.toISOString() }),
  );
}

describe('orphaned partial uploads', () => {
  it('are removed once older than uploads.orphan_max_age_hours, and fresh ones are kept', async () => {
    const now = Date.now();
    const old = 'a'.repeat(32);
    const fresh = 'b'.repeat(32);
    stageTus(old, new Date(now - 30 * HOUR));
    stageTus(fresh, new Date(now - 1 * HOUR));
    const partialDir = t.services.storage.partialDir;
    fs.mkdirSync(partialDir, { recursive: true });
    const stalePartial = path.join(partialDir, 'c'.repeat(32));
    fs.writeFileSync(stalePartial, 'half a form upload');
    const staleTime = new Date(now - 30 * HOUR);
    fs.utimesSync(stalePartial, staleTime, staleTime);

    const { removed } = await t.services.uploads.cleanupOrphans(now);
    expect(removed).toBe(2);
    const tusDir = t.services.storage.tusDir;
    expect(fs.existsSync(path.join(tusDir, old))).toBe(false);
    expect(fs.existsSync(path.join(tusDir, `${old}.json`))).toBe(false);
    expect(fs.existsSync(path.join(tusDir, fresh))).toBe(true);
    expect(fs.existsSync(stalePartial)).toBe(false);

    // The age is a setting: at 0.5 hours the fresh one goes too.
    await t.services.settings.update({ 'uploads.orphan_max_age_hours': 0.5 });
    expect((await t.services.uploads.cleanupOrphans(now)).removed).toBe(1);
    expect(fs.existsSync(path.join(tusDir, fresh))).toBe(false);
  });
});
