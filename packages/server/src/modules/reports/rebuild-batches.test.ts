import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildArtistAlbum } from '../../test/music-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { InsightsRepository } from '../insights/insights.repository';
import { InsightsService } from '../insights/insights.service';
import { rebuildBatches, ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

describe('rebuilding the roll-ups in batches', () => {
  const t = useTestApp();

  it('cuts a period into runs of days that stay within a third of a month', () => {
    expect(rebuildBatches({ from: '2025-01-05', to: '2025-02-12' })).toEqual([
      { from: '2025-01-05', to: '2025-01-10' },
      { from: '2025-01-11', to: '2025-01-20' },
      { from: '2025-01-21', to: '2025-01-31' },
      { from: '2025-02-01', to: '2025-02-10' },
      { from: '2025-02-11', to: '2025-02-12' },
    ]);
    expect(rebuildBatches({ from: '2024-02-21', to: '2024-02-29' })).toEqual([
      { from: '2024-02-21', to: '2024-02-29' },
    ]);
  });

  it('neither loses nor counts twice the plays recorded while it runs', async () => {
    const db = t.database.db;
    const owner = await buildUser(t);
    const music = await buildArtistAlbum(t, {
      artist: 'Busy Band',
      album: 'Busy Album',
      tracks: ['Busy One', 'Busy Two'],
      userId: owner.id,
    });
    const [first, second] = music.trackIds as [number, number];
    const period = { from: '2025-01-01', to: '2025-02-28' };
    const play = (i: number, day: string) => ({
      track_id: i % 3 === 0 ? second : first,
      user_id: null,
      listener_hash: `busy-${i % 5}`,
      country: i % 2 ? 'DE' : 'FR',
      platform: 'Linux',
      device: 'desktop',
      browser: 'Firefox',
      created_at: `${day}T${String(i % 24).padStart(2, '0')}:00:00.000Z`,
    });
    // Two plays a day already stored, before the rebuild.
    for (let i = 0; i < 59 * 2; i++) {
      const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 2))).toISOString().slice(0, 10);
      await db.insertInto('plays').values(play(i, day)).execute();
    }

    // Plays recorded the way the player records them (the row and its roll-ups in one
    // transaction) while the rebuild goes through the same days.
    const events: string[] = [];
    const record = async (i: number) => {
      const day = new Date(Date.UTC(2025, 0, 1 + ((i * 7) % 59))).toISOString().slice(0, 10);
      await db.transaction().execute(async (trx) => {
        const row = play(1000 + i, day);
        const { id } = await trx
          .insertInto('plays')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.services.reports.rollUpPlay(trx, { ...row, id });
      });
      events.push(`play ${i}`);
    };
    const rebuilding = t.services.reports.rebuild('plays', period, (progress) =>
      events.push(`batch ${progress.batch.from} ${progress.done}/${progress.days}`),
    );
    const recording = (async () => {
      for (let i = 0; i < 24; i++) await record(i);
    })();
    await Promise.all([rebuilding, recording]);
    // The plays did arrive between batches, not only before or after the rebuild.
    const firstBatch = events.findIndex((e) => e.startsWith('batch'));
    const lastBatch = events.findLastIndex((e) => e.startsWith('batch'));
    expect(events.slice(firstBatch, lastBatch).some((e) => e.startsWith('play'))).toBe(true);
    expect(events.filter((e) => e.startsWith('batch'))).toHaveLength(6);

    const rawCount = async (trackIds: number[]) =>
      Number(
        (
          await db
            .selectFrom('plays')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('track_id', 'in', trackIds)
            .where('created_at', '>=', `${period.from}T00:00:00.000Z`)
            .where('created_at', '<', '2025-03-01T00:00:00.000Z')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const all = await rawCount([first, second]);
    expect(all).toBe(59 * 2 + 24);

    const now = () => new Date('2025-02-28T20:00:00.000Z');
    const custom = { range: 'custom' as const, ...period };
    const reports = new ReportsService(new ReportsRepository(db), t.services.settings, now);
    const site = await reports.playsReport(custom);
    expect(site.totals.plays.current).toBe(all);
    expect(site.topTracks.map((row) => [row.id, row.count])).toEqual([
      [first, await rawCount([first])],
      [second, await rawCount([second])],
    ]);

    const insights = new InsightsService(new InsightsRepository(db), t.services.musicPolicy, now);
    const artist = await insights.insights('artist', music.artistId, custom);
    expect(artist.totals.plays.current).toBe(all);
    expect(artist.topTracks.map((row) => [row.id, row.count])).toEqual([
      [first, await rawCount([first])],
      [second, await rawCount([second])],
    ]);
    expect(artist.series.reduce((sum, point) => sum + (point.current ?? 0), 0)).toBe(all);
    expect(artist.countries.reduce((sum, row) => sum + row.count, 0)).toBe(all);
    const album = await insights.insights('album', music.albumId, custom);
    expect(album.totals.plays.current).toBe(all);
    const track = await insights.insights('track', second, { range: '30d' });
    expect(track.totals.plays.current).toBe(
      Number(
        (
          await db
            .selectFrom('plays')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('track_id', '=', second)
            .where('created_at', '>=', '2025-01-30T00:00:00.000Z')
            .where('created_at', '<', '2025-03-01T00:00:00.000Z')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
