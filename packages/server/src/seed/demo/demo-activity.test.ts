import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { seedDemoCatalog } from './demo-catalog';

describe('demo activity', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await seedDemoCatalog(t.services, t.config, { seconds: () => 1 });
  });

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
