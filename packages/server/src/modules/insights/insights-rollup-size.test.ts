import { describe, expect, it } from 'vitest';
import { buildAlbum, buildArtist, buildTrack, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/**
 * Rows a play writes to the per-entity roll-ups, at worst: one day row and one listener key for
 * each entity it counts for (here a track, its album and its artist).
 */
const MAX_ROWS_PER_PLAY = 6;

describe('the insights roll-ups stay small', () => {
  const t = useTestApp();

  it(`write at most ${MAX_ROWS_PER_PLAY} entity rows for a play of an album track (new listener, new keys)`, async () => {
    const db = t.database.db;
    const user = await buildUser(t);
    const album = await buildAlbum(t, { userId: user.id });
    const track = await buildTrack(t, { userId: user.id, albumId: album.id });
    await buildArtist(t, {
      name: 'Measured',
      userId: user.id,
      trackIds: [track.id],
    });
    const rowsOf = async (table: 'report_entity_days' | 'report_entity_uniques') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Each play below falls on a day of its own, so every row it writes is a new one.
    const count = async () =>
      (await rowsOf('report_entity_days')) + (await rowsOf('report_entity_uniques'));
    const before = await count();
    // Each play from a new listener with a new country, device, platform and browser: the worst
    // case, every key new.
    const plays = 20;
    for (let i = 0; i < plays; i++) {
      await t.services.reports.rollUpPlay(db, {
        id: 1_000_000 + i,
        track_id: track.id,
        user_id: null,
        listener_hash: `listener-${i}`,
        country: `C${i}`,
        device: `device-${i}`,
        platform: `platform-${i}`,
        browser: `browser-${i}`,
        created_at: new Date(Date.UTC(2025, 0, 1 + i, i % 24)).toISOString(),
      });
    }
    const perPlay = ((await count()) - before) / plays;
    console.info(`insights roll-ups: ${perPlay} rows per play (worst case)`);
    expect(perPlay).toBeLessThanOrEqual(MAX_ROWS_PER_PLAY);
  });
});
