import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalog } from './demo-catalog';

describe('the demo catalog', () => {
  const t = useTestApp();
  beforeAll(async () => {
    // Very short songs, so the suite stays fast.
    await seedDemoCatalog(t.services, t.config, { seconds: () => 1 });
  });

  it('seeds a demo catalog big enough to browse', async () => {
    const db = t.database.db;
    const count = async (
      table: 'artists' | 'albums' | 'tracks' | 'genres' | 'lyrics' | 'playlists',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('artists')).toBeGreaterThanOrEqual(6);
    expect(await count('albums')).toBeGreaterThanOrEqual(8);
    expect(await count('tracks')).toBeGreaterThanOrEqual(40);
    expect(await count('lyrics')).toBeGreaterThan(10);
    expect(await count('playlists')).toBeGreaterThanOrEqual(3);
    // Idempotent: a second run adds nothing.
    expect(await seedDemoCatalog(t.services, t.config, { seconds: () => 1 })).toBe(false);
    expect(await count('tracks')).toBe(42);
  });
});
