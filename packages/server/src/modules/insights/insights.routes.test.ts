import { describe, expect, it } from 'vitest';
import type { Insights } from '@tonearm/shared/insights/insights.schemas';
import { buildUser, guestClient, loginAs, useLoggedInClient } from '../../test/factories';
import { buildArtistAlbum } from '../../test/music-fixtures';
import type { TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { FIREFOX, PUBLIC_IP } from '../../test/visitors';
import { InsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';

describe('insights', () => {
  const t = useTestApp();
  const admin = useLoggedInClient(t);

  /** An artist managed by a new user, with an album of two tracks. */
  async function buildManagedArtist(name: string) {
    const manager = await buildUser(t, { permissions: [{ name: 'music.create' }] });
    const music = await buildArtistAlbum(t, {
      artist: name,
      album: `${name} Album`,
      tracks: [`${name} One`, `${name} Two`],
      userId: manager.id,
    });
    return {
      manager: await loginAs(t, manager),
      managerId: manager.id,
      ...music,
    };
  }

  async function insights(client: TestClient, path: string): Promise<Insights> {
    const res = await client.get(`/api/v1/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Insights>();
  }

  it("shows a play in its track's, album's and artist's insights, with the listener's client", async () => {
    const music = await buildManagedArtist('Counted Band');
    const [first, second] = music.trackIds as [number, number];
    const listener = await loginAs(t, await buildUser(t));
    const friend = await loginAs(t, await buildUser(t));
    // A listener's repeat of one track within a minute is one play: two listeners play it.
    for (const [client, trackId] of [
      [listener, first],
      [friend, first],
      [listener, second],
    ] as const) {
      const res = await client.post(
        `/api/v1/tracks/${trackId}/plays`,
        { platform: 'web' },
        { headers: { 'user-agent': FIREFOX }, remoteAddress: PUBLIC_IP },
      );
      expect(res.statusCode).toBe(204);
    }

    const track = await insights(music.manager, `tracks/${first}/insights?range=today`);
    expect(track.item).toMatchObject({ kind: 'track', id: first, name: 'Counted Band One' });
    expect(track.totals.plays.current).toBe(2);
    expect(track.totals.listeners.current).toBe(2);
    expect(track.topTracks).toEqual([]);
    expect(track.countries).toEqual([{ key: 'US', count: 2 }]);
    expect(track.devices).toEqual([{ key: 'desktop', count: 2 }]);
    expect(track.platforms).toEqual([{ key: 'Windows', count: 2 }]);
    expect(track.browsers).toEqual([{ key: 'Firefox', count: 2 }]);
    const hour = new Date().toISOString().slice(11, 13);
    expect(track.series.find((p) => p.key.endsWith(`T${hour}:00`))?.current).toBe(2);

    for (const path of [`albums/${music.albumId}`, `artists/${music.artistId}`]) {
      const report = await insights(music.manager, `${path}/insights?range=7d`);
      expect(report.totals.plays).toEqual({ current: 3, previous: 0, change: null });
      expect(report.totals.listeners.current).toBe(2);
      expect(report.topTracks).toEqual([
        expect.objectContaining({ id: first, name: 'Counted Band One', count: 2 }),
        expect.objectContaining({ id: second, count: 1 }),
      ]);
      expect(report.countries).toEqual([{ key: 'US', count: 3 }]);
      expect(report.series).toHaveLength(7);
      expect(report.series.at(-1)?.current).toBe(3);
    }
  });

  it('refuses another artist (403), a guest (401) and a missing item (404); music.update reads all', async () => {
    const music = await buildManagedArtist('Guarded Band');
    const rival = await buildManagedArtist('Rival Band');
    const editor = await loginAs(
      t,
      await buildUser(t, { permissions: [{ name: 'music.update' }] }),
    );
    const paths = [
      `tracks/${music.trackIds[0]}`,
      `albums/${music.albumId}`,
      `artists/${music.artistId}`,
    ];
    for (const path of paths) {
      expect((await rival.manager.get(`/api/v1/${path}/insights`)).statusCode).toBe(403);
      expect((await guestClient(t).get(`/api/v1/${path}/insights`)).statusCode).toBe(401);
      await insights(editor, `${path}/insights`);
      await insights(admin, `${path}/insights?range=30d`);
    }
    for (const kind of ['tracks', 'albums', 'artists'])
      expect((await music.manager.get(`/api/v1/${kind}/99999999/insights`)).statusCode).toBe(404);

    // A draft is its manager's to read too.
    await t.database.db
      .updateTable('tracks')
      .set({ status: 'draft' })
      .where('id', '=', music.trackIds[0]!)
      .execute();
    const draft = await insights(music.manager, `tracks/${music.trackIds[0]}/insights`);
    expect(draft.item.draft).toBe(true);
  });

  it('answers 422 for a bad range and changes nothing', async () => {
    const music = await buildManagedArtist('Ranged Band');
    const res = await music.manager.get(
      `/api/v1/artists/${music.artistId}/insights?range=custom&from=2026-02-10&to=2026-01-01`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.to).toEqual([
      'The last day must not be before the first.',
    ]);
    expect(
      (await music.manager.get(`/api/v1/artists/${music.artistId}/insights?range=forever`))
        .statusCode,
    ).toBe(422);
  });

  it('compares ranges from rebuilt roll-ups, and counts likes, reposts and comments', async () => {
    const db = t.database.db;
    const music = await buildManagedArtist('Past Band');
    const [first, second] = music.trackIds as [number, number];
    // 3 plays in the week to 2025-03-15, 2 in the week before it.
    const plays: [number, string][] = [
      [first, '2025-03-14'],
      [first, '2025-03-15'],
      [second, '2025-03-15'],
      [first, '2025-03-05'],
      [second, '2025-03-08'],
    ];
    for (const [i, [trackId, day]] of plays.entries())
      await db
        .insertInto('plays')
        .values({
          track_id: trackId,
          user_id: null,
          listener_hash: `past-${i % 2}`,
          country: 'DE',
          platform: 'Linux',
          device: 'desktop',
          created_at: `${day}T10:00:00.000Z`,
        })
        .execute();
    const fans = await Promise.all([buildUser(t), buildUser(t)]);
    const at = '2025-03-12T09:00:00.000Z';
    await db
      .insertInto('likes')
      .values([
        { user_id: fans[0].id, likeable_type: 'track', likeable_id: first, created_at: at },
        {
          user_id: fans[1].id,
          likeable_type: 'artist',
          likeable_id: music.artistId,
          created_at: at,
        },
        {
          user_id: fans[1].id,
          likeable_type: 'track',
          likeable_id: second,
          created_at: '2025-01-01T00:00:00.000Z',
        },
      ])
      .execute();
    await db
      .insertInto('reposts')
      .values({
        user_id: fans[0].id,
        repostable_type: 'album',
        repostable_id: music.albumId,
        created_at: at,
      })
      .execute();
    await db
      .insertInto('comments')
      .values({
        track_id: second,
        user_id: fans[0].id,
        content: 'Nice',
        created_at: at,
        updated_at: at,
      })
      .execute();

    await t.services.reports.rebuild('plays', { from: '2025-02-01', to: '2025-03-31' });
    const service = new InsightsService(
      new InsightsRepository(db),
      t.services.musicPolicy,
      () => new Date('2025-03-15T18:00:00.000Z'),
    );
    const artist = await service.insights('artist', music.artistId, { range: '7d' });
    expect(artist.current).toEqual({ from: '2025-03-09', to: '2025-03-15' });
    expect(artist.totals.plays).toEqual({ current: 3, previous: 2, change: 50 });
    // Two guests a day at most: listener keys count once a day per entity.
    expect(artist.totals.listeners).toEqual({ current: 3, previous: 2, change: 50 });
    expect(artist.totals.likes).toEqual({ current: 2, previous: 0, change: null });
    expect(artist.totals.reposts.current).toBe(0);
    expect(artist.totals.comments.current).toBe(1);
    expect(artist.series.at(-1)).toEqual({
      key: '2025-03-15',
      previousKey: '2025-03-08',
      current: 2,
      previous: 1,
    });
    expect(artist.platforms).toEqual([{ key: 'Linux', count: 3 }]);

    const album = await service.insights('album', music.albumId, { range: '7d' });
    expect(album.totals.reposts).toEqual({ current: 1, previous: 0, change: null });
    expect(album.totals.likes.current).toBe(1);

    const track = await service.insights('track', second, {
      range: 'custom',
      from: '2025-01-01',
      to: '2025-03-31',
    });
    expect(track.totals.plays.current).toBe(2);
    expect(track.totals.likes.current).toBe(1);
    const year = await service.insights('artist', music.artistId, { range: 'year' });
    expect(year.totals.plays).toEqual({ current: 5, previous: 0, change: null });
    expect(year.topTracks.map((row) => [row.id, row.count])).toEqual([
      [first, 3],
      [second, 2],
    ]);
  });

  it('rebuilding gives what recording produced', async () => {
    const db = t.database.db;
    // The counts objects compare as objects: the write path merges keys in SQL, the rebuild in
    // JavaScript, so their order may differ.
    const snapshot = async () =>
      (
        await db
          .selectFrom('report_entity_days')
          .selectAll()
          .where('day', '>=', '2026')
          .orderBy('entity_type')
          .orderBy('entity_id')
          .orderBy('day')
          .execute()
      ).map((row) => ({ ...row, counts: JSON.parse(row.counts) as unknown }));
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    await db.deleteFrom('report_entity_days').where('day', '>=', '2026').execute();
    await t.services.reports.rebuild('plays', { from: today, to: today });
    expect(await snapshot()).toEqual(before);
  });
});
