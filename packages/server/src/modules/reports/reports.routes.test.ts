import { describe, expect, it } from 'vitest';
import { utcDay } from '@tonearm/shared/reports/report-range';
import type { PlaysReport, VisitorsReport } from '@tonearm/shared/reports/reports.schemas';
import { buildUser, guestClient, loginAs, useLoggedInClient } from '../../test/factories';
import { buildArtistAlbum } from '../../test/music-fixtures';
import type { TestClient } from '../../test/test-app';
import { useWebApp } from '../../test/use-test-app';
import { FIREFOX, GOOGLEBOT, PUBLIC_IP, SAFARI_IPHONE } from '../../test/visitors';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

describe('reports', () => {
  const t = useWebApp();
  const admin = useLoggedInClient(t);

  /** A track by a new artist on a new album. */
  async function buildCreditedTrack(name: string) {
    const music = await buildArtistAlbum(t, {
      artist: `${name} Artist`,
      album: `${name} Album`,
      tracks: [name],
      creditAlbum: false,
    });
    return { trackId: music.trackIds[0]!, albumId: music.albumId, artistId: music.artistId };
  }

  const play = (client: TestClient, trackId: number, headers: Record<string, string> = {}) =>
    client.post(`/api/v1/tracks/${trackId}/plays`, { platform: 'web' }, { headers });

  async function playsReport(query = 'range=today'): Promise<PlaysReport> {
    const res = await admin.get(`/api/v1/admin/reports/plays?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<PlaysReport>();
  }

  async function visitorsReport(query = 'range=today'): Promise<VisitorsReport> {
    const res = await admin.get(`/api/v1/admin/reports/visitors?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<VisitorsReport>();
  }

  async function countsSnapshot(metric: string) {
    return t.database.db
      .selectFrom('report_counts')
      .select(['dimension', 'grain', 'period', 'key', 'count'])
      .where('metric', '=', metric)
      .orderBy('dimension')
      .orderBy('grain')
      .orderBy('period')
      .orderBy('key')
      .execute();
  }

  it("counts a listener's play in the plays report: totals, top track, artist, album, client", async () => {
    const before = await playsReport();
    const { trackId, albumId, artistId } = await buildCreditedTrack('Counted Song');
    const listener = await loginAs(t, await buildUser(t));
    expect((await play(listener, trackId, { 'user-agent': FIREFOX })).statusCode).toBe(204);

    const report = await playsReport();
    expect(report.totals.plays.current).toBe(before.totals.plays.current + 1);
    expect(report.totals.listeners.current).toBe(before.totals.listeners.current + 1);
    expect(report.topTracks).toContainEqual(
      expect.objectContaining({ id: trackId, name: 'Counted Song', count: 1 }),
    );
    expect(report.topArtists).toContainEqual(expect.objectContaining({ id: artistId, count: 1 }));
    expect(report.topAlbums).toContainEqual(expect.objectContaining({ id: albumId, count: 1 }));
    expect(report.browsers).toContainEqual(expect.objectContaining({ key: 'Firefox' }));
    expect(report.platforms).toContainEqual(expect.objectContaining({ key: 'Windows' }));
    expect(report.devices).toContainEqual(expect.objectContaining({ key: 'desktop' }));
    expect(report.granularity).toBe('hour');
    const hour = new Date().toISOString().slice(11, 13);
    const point = report.series.find((p) => p.key.endsWith(`T${hour}:00`));
    expect(point?.current).toBeGreaterThanOrEqual(1);
  });

  it('counts a guest once a day however often they play, and two guests as two', async () => {
    const before = await playsReport();
    const { trackId } = await buildCreditedTrack('Guest Song');
    const guest = guestClient(t);
    const other = guestClient(t);
    await play(guest, trackId, { 'user-agent': SAFARI_IPHONE });
    await play(guest, trackId, { 'user-agent': SAFARI_IPHONE });
    await play(other, trackId, { 'user-agent': FIREFOX });
    const report = await playsReport();
    expect(report.totals.plays.current).toBe(before.totals.plays.current + 3);
    expect(report.totals.listeners.current).toBe(before.totals.listeners.current + 2);
    expect(report.topTracks).toContainEqual(expect.objectContaining({ id: trackId, count: 3 }));
  });

  it('records a page view when the server answers a page, with the referring host and country', async () => {
    const before = await visitorsReport();
    const res = await t.app.inject({
      method: 'GET',
      url: '/artist/42/some-band?utm_source=newsletter&token=secret',
      remoteAddress: PUBLIC_IP,
      headers: { 'user-agent': SAFARI_IPHONE, referer: 'https://www.example.org/some/post' },
    });
    expect(res.statusCode).toBe(200);
    const report = await visitorsReport();
    expect(report.totals.visits.current).toBe(before.totals.visits.current + 1);
    expect(report.totals.visitors.current).toBe(before.totals.visitors.current + 1);
    expect(report.pages).toContainEqual({ key: '/artist/42/some-band', count: 1 });
    expect(report.referrers).toContainEqual({ key: 'example.org', count: 1 });
    expect(report.countries).toContainEqual(expect.objectContaining({ key: 'US' }));
    expect(report.devices).toContainEqual(expect.objectContaining({ key: 'mobile' }));
    expect(report.browsers).toContainEqual(expect.objectContaining({ key: 'Mobile Safari' }));
  });

  it('records the web app beacon for a client-side navigation, internal referrers left out', async () => {
    const guest = guestClient(t);
    // The page the browser loaded first gave it the visitor cookie the beacon carries.
    await guest.get('/', { headers: { 'user-agent': FIREFOX } });
    const res = await guest.post(
      '/api/v1/visits',
      { path: '/genres?sort=new', referrer: 'http://localhost:3000/' },
      { headers: { 'user-agent': FIREFOX } },
    );
    expect(res.statusCode).toBe(204);
    const visit = await t.database.db
      .selectFrom('visits')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(visit).toMatchObject({
      path: '/genres',
      referrer: null,
      browser: 'Firefox',
      starts_visit: 0,
    });
  });

  it('ignores bots, prefetches, admin and API pages, and everything when tracking is off', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('visits')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': GOOGLEBOT } });
    await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'user-agent': FIREFOX, 'sec-purpose': 'prefetch' },
    });
    await t.app.inject({ method: 'GET', url: '/admin/users', headers: { 'user-agent': FIREFOX } });
    const guest = guestClient(t);
    await guest.post('/api/v1/visits', { path: '/admin' }, { headers: { 'user-agent': FIREFOX } });
    await guest.post(
      '/api/v1/visits',
      { path: '/api/v1/x' },
      { headers: { 'user-agent': FIREFOX } },
    );
    await t.services.settings.update({ 'analytics.track_visits': false });
    try {
      await t.app.inject({ method: 'GET', url: '/', headers: { 'user-agent': FIREFOX } });
    } finally {
      await t.services.settings.update({ 'analytics.track_visits': true });
    }
    expect(await count()).toBe(before);
  });

  it('stores no raw address anywhere: plays, visits and roll-ups hold hashes only', async () => {
    const address = '203.0.113.77';
    const { trackId } = await buildCreditedTrack('Private Song');
    const headers = { 'user-agent': FIREFOX };
    await t.app.inject({ method: 'GET', url: '/explore', remoteAddress: address, headers });
    const guest = guestClient(t);
    await guest.request({ method: 'GET', url: '/api/v1/health', remoteAddress: address });
    const res = await guest.request({
      method: 'POST',
      url: `/api/v1/tracks/${trackId}/plays`,
      payload: {},
      remoteAddress: address,
      headers,
    });
    expect(res.statusCode).toBe(204);
    const db = t.database.db;
    const rows = [
      ...(await db.selectFrom('plays').selectAll().execute()),
      ...(await db.selectFrom('visits').selectAll().execute()),
      ...(await db.selectFrom('report_counts').selectAll().execute()),
      ...(await db.selectFrom('report_uniques').selectAll().execute()),
    ];
    expect(JSON.stringify(rows)).not.toContain(address);
    const guestPlay = await db
      .selectFrom('plays')
      .selectAll()
      .where('track_id', '=', trackId)
      .executeTakeFirstOrThrow();
    expect(guestPlay.listener_hash).toMatch(/^[0-9a-f]{64}$/);
    // Only today's salt is kept: yesterday's hashes can no longer be recomputed.
    const salts = await db.selectFrom('report_salts').select('day').execute();
    expect(salts).toEqual([{ day: utcDay(new Date()) }]);
  });

  it('rebuilding the roll-ups from raw rows gives what recording produced', async () => {
    const today = utcDay(new Date());
    const playsBefore = await countsSnapshot('plays');
    const visitsBefore = await countsSnapshot('visits');
    expect(playsBefore.length).toBeGreaterThan(0);
    expect(visitsBefore.length).toBeGreaterThan(0);
    await t.database.db.deleteFrom('report_counts').execute();
    await t.database.db.deleteFrom('report_uniques').execute();
    await t.services.reports.rebuild('plays', { from: today, to: today });
    await t.services.reports.rebuild('visits', { from: today, to: today });
    expect(await countsSnapshot('plays')).toEqual(playsBefore);
    expect(await countsSnapshot('visits')).toEqual(visitsBefore);
  });

  it('compares a range with the previous period of equal length', async () => {
    const db = t.database.db;
    const { trackId } = await buildCreditedTrack('Old Song');
    // Plays on fixed past days: 3 in the week to 2025-03-15, 2 in the week before it.
    const days = ['2025-03-14', '2025-03-15', '2025-03-15', '2025-03-05', '2025-03-08'];
    for (const [i, day] of days.entries()) {
      await db
        .insertInto('plays')
        .values({
          track_id: trackId,
          user_id: null,
          listener_hash: `h${i}`,
          country: 'DE',
          platform: null,
          device: null,
          created_at: `${day}T10:00:00.000Z`,
        })
        .execute();
    }
    const reports = new ReportsService(
      new ReportsRepository(db),
      t.services.settings,
      () => new Date('2025-03-15T18:00:00.000Z'),
    );
    await reports.rebuild('plays', { from: '2025-02-01', to: '2025-03-31' });
    const report = await reports.playsReport({ range: '7d' });
    expect(report.current).toEqual({ from: '2025-03-09', to: '2025-03-15' });
    expect(report.previous).toEqual({ from: '2025-03-02', to: '2025-03-08' });
    expect(report.totals.plays).toEqual({ current: 3, previous: 2, change: 50 });
    expect(report.totals.listeners).toEqual({ current: 3, previous: 2, change: 50 });
    expect(report.series).toHaveLength(7);
    expect(report.series[5]).toEqual({
      key: '2025-03-14',
      previousKey: '2025-03-07',
      current: 1,
      previous: 0,
    });
    expect(report.series[6]).toEqual({
      key: '2025-03-15',
      previousKey: '2025-03-08',
      current: 2,
      previous: 1,
    });
    expect(report.countries).toEqual([{ key: 'DE', count: 3 }]);

    // A custom range across whole months reads the monthly rows and the edge days.
    const custom = await reports.playsReport({
      range: 'custom',
      from: '2025-02-20',
      to: '2025-03-31',
    });
    expect(custom.totals.plays.current).toBe(5);
    expect(custom.topTracks).toEqual([expect.objectContaining({ id: trackId, count: 5 })]);
    const year = await reports.playsReport({ range: 'year' });
    expect(year.previous).toEqual({ from: '2024-01-01', to: '2024-03-15' });
    expect(year.totals.plays).toEqual({ current: 5, previous: 0, change: null });
  });

  it.each([
    ['range=custom', ['from', 'to']],
    ['range=custom&from=2026-02-01', ['to']],
    ['range=custom&from=2026-03-01&to=2026-02-01', ['to']],
    ['range=custom&from=2023-01-01&to=2026-01-01', ['to']],
    ['range=custom&from=2026-02-30&to=2026-03-01', ['from']],
    ['range=decade', ['range']],
  ])('refuses %s with 422 and field errors', async (query, fields) => {
    const res = await admin.get(`/api/v1/admin/reports/plays?${query}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(
      fields,
    );
  });

  it('keeps the reports to admins', async () => {
    const listener = await loginAs(t, await buildUser(t));
    expect((await listener.get('/api/v1/admin/reports/plays')).statusCode).toBe(403);
    expect((await guestClient(t).get('/api/v1/admin/reports/visitors')).statusCode).toBe(401);
  });
});
