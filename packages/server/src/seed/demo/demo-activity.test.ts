import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoCatalog } from './demo-catalog';

describe('demo activity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoCatalog(t.services, t.config, { seconds: () => 1 });
  });
  afterAll(() => t.close());

  it('gives a fresh demo site reports with plays, listeners and visits of the last weeks', async () => {
    const plays = await t.services.reports.playsReport({ range: '30d' });
    expect(plays.totals.plays.current).toBeGreaterThan(500);
    expect(plays.totals.plays.previous).toBeGreaterThan(0);
    expect(plays.totals.listeners.current).toBeGreaterThan(0);
    expect(plays.topTracks).toHaveLength(10);
    expect(plays.topArtists.length).toBeGreaterThan(0);
    const visitors = await t.services.reports.visitorsReport({ range: '7d' });
    expect(visitors.totals.visits.current).toBeGreaterThan(50);
    expect(visitors.referrers.length).toBeGreaterThan(0);
    expect(visitors.pages.length).toBeGreaterThan(0);
  });
});
