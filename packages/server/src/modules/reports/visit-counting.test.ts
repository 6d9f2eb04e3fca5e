import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@tonearm/shared/constants';
import type { VisitorsReport } from '@tonearm/shared/reports/reports.schemas';
import { guestClient, useLoggedInClient } from '../../test/factories';
import type { TestClient } from '../../test/test-app';
import { useWebApp } from '../../test/use-test-app';
import { FIREFOX } from '../../test/visitors';
import { VISITOR_COOKIE_MAX_AGE_SECONDS } from './visitor-cookie';

/** Every browser of these tests shares this one public address, as behind one home router. */
const SHARED_ADDRESS = '203.0.113.58';
const PAGES = ['/', '/explore', '/genres', '/artist/1/a', '/album/2/b', '/track/3/c'];
/** A fixed day, so the clock can be moved within it. */
const DAY = '2031-06-10';

describe('counting visits and unique visitors', () => {
  let clock = new Date(`${DAY}T08:00:00.000Z`);

  /** Moves the app's clock (Date only: timers and the database run as usual). */
  function setClock(at: Date) {
    clock = at;
    vi.setSystemTime(clock);
  }
  const advance = (minutes: number) => setClock(new Date(clock.getTime() + minutes * 60_000));

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock(clock);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  const t = useWebApp();
  const admin = useLoggedInClient(t);
  afterEach(async () => {
    // Each test starts long after the last one's page views, on the same day.
    advance(60);
    await t.services.settings.update({ 'analytics.track_visits': true });
  });

  async function visitorsReport(): Promise<VisitorsReport> {
    const res = await admin.get('/api/v1/admin/reports/visitors?range=today');
    expect(res.statusCode).toBe(200);
    return res.json<VisitorsReport>();
  }

  /** A browser loading one page of the site (a document request, as typing the address). */
  function loadPage(browser: TestClient, path: string) {
    return browser.request({
      method: 'GET',
      url: path,
      remoteAddress: SHARED_ADDRESS,
      headers: { 'user-agent': FIREFOX },
    });
  }

  it('counts four browsers behind one address loading ten pages each as four visits and four visitors', async () => {
    const before = await visitorsReport();
    const browsers = Array.from({ length: 4 }, () => guestClient(t));
    for (let round = 0; round < 10; round++) {
      for (const browser of browsers) {
        const res = await loadPage(browser, PAGES[round % PAGES.length]!);
        expect(res.statusCode).toBe(200);
      }
      advance(1);
    }

    const report = await visitorsReport();
    expect(report.totals.visits.current).toBe(before.totals.visits.current + 4);
    expect(report.totals.visitors.current).toBe(before.totals.visitors.current + 4);
    const pageViews = (path: string, r: VisitorsReport) =>
      r.pages.find((row) => row.key === path)?.count ?? 0;
    // Pages still count every page view: '/' was loaded in rounds 0 and 6 by each browser.
    expect(pageViews('/', report) - pageViews('/', before)).toBe(8);
    const browsersCount = (r: VisitorsReport) =>
      r.browsers.find((row) => row.key === 'Firefox')?.count ?? 0;
    expect(browsersCount(report) - browsersCount(before)).toBe(4);
    const hour = report.series.find((point) => point.key === `${DAY}T08:00`);
    const hourBefore = before.series.find((point) => point.key === `${DAY}T08:00`);
    expect((hour?.current ?? 0) - (hourBefore?.current ?? 0)).toBe(4);
  });

  it('gives a browser a long-lived HttpOnly visitor cookie on its first page, and only then', async () => {
    const browser = guestClient(t);
    const first = await loadPage(browser, '/explore');
    const cookie = first.cookies.find((c) => c.name === COOKIES.visitor);
    expect(cookie).toMatchObject({
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await loadPage(browser, '/genres');
    expect(again.cookies.find((c) => c.name === COOKIES.visitor)).toBeUndefined();

    // API answers never give one, not even to a browser without it.
    const newcomer = guestClient(t);
    const api = await newcomer.get('/api/v1/health');
    expect(api.cookies.find((c) => c.name === COOKIES.visitor)).toBeUndefined();
  });

  it('starts a new visit of the same visitor after 31 idle minutes, not after 29', async () => {
    const browser = guestClient(t);
    const before = await visitorsReport();
    await loadPage(browser, '/');
    advance(29);
    await loadPage(browser, '/explore');
    let report = await visitorsReport();
    expect(report.totals.visits.current).toBe(before.totals.visits.current + 1);

    advance(31);
    await loadPage(browser, '/genres');
    report = await visitorsReport();
    expect(report.totals.visits.current).toBe(before.totals.visits.current + 2);
    expect(report.totals.visitors.current).toBe(before.totals.visitors.current + 1);
  });

  it("counts the web app's client-side navigations as activity of the browser's visit", async () => {
    const browser = guestClient(t);
    const before = await visitorsReport();
    await loadPage(browser, '/');
    const beacon = (path: string) =>
      browser.post('/api/v1/visits', { path }, { headers: { 'user-agent': FIREFOX } });
    // Navigations 20 minutes apart keep one visit going past the first page's 30 minutes.
    advance(20);
    expect((await beacon('/explore')).statusCode).toBe(204);
    advance(20);
    expect((await beacon('/genres')).statusCode).toBe(204);
    let report = await visitorsReport();
    expect(report.totals.visits.current).toBe(before.totals.visits.current + 1);
    expect(report.pages.find((row) => row.key === '/genres')?.count).toBeGreaterThanOrEqual(1);

    // A tab left open for an hour and then used again is a new visit of the same browser.
    advance(60);
    await beacon('/explore');
    report = await visitorsReport();
    expect(report.totals.visits.current).toBe(before.totals.visits.current + 2);
    expect(report.totals.visitors.current).toBe(before.totals.visitors.current + 1);
  });

  it('counts nothing from a beacon without a visitor cookie', async () => {
    const before = await visitorsReport();
    const res = await guestClient(t).post(
      '/api/v1/visits',
      { path: '/explore' },
      { headers: { 'user-agent': FIREFOX } },
    );
    expect(res.statusCode).toBe(204);
    expect((await visitorsReport()).totals).toEqual(before.totals);
  });

  it('gives no visitor cookie while visit tracking is off, and takes back one given before', async () => {
    const browser = guestClient(t);
    await loadPage(browser, '/');
    expect(browser.cookies[COOKIES.visitor]).toBeTruthy();
    await t.services.settings.update({ 'analytics.track_visits': false });
    const before = await visitorsReport();
    const res = await loadPage(browser, '/explore');
    const cleared = res.cookies.find((c) => c.name === COOKIES.visitor);
    expect(cleared?.value).toBe('');
    const newcomer = guestClient(t);
    const fresh = await loadPage(newcomer, '/');
    expect(fresh.cookies.find((c) => c.name === COOKIES.visitor)).toBeUndefined();
    expect((await visitorsReport()).totals).toEqual(before.totals);
  });

  it('keeps no address and no visitor id in any column of any table', async () => {
    const browser = guestClient(t);
    await loadPage(browser, '/');
    await browser.post('/api/v1/visits', { path: '/explore' }, { remoteAddress: SHARED_ADDRESS });
    const visitorId = browser.cookies[COOKIES.visitor];
    expect(visitorId).toBeTruthy();

    const db = t.database.db;
    const tables = await db.introspection.getTables();
    const names = tables.map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
    expect(names).toContain('report_visitors');
    for (const name of names) {
      // Table names come from the database's own catalogue, not from input.
      const rows = await db
        .selectFrom(name as 'visits')
        .selectAll()
        .execute();
      const text = JSON.stringify(rows);
      expect(text, name).not.toContain(SHARED_ADDRESS);
      expect(text, name).not.toContain(visitorId);
    }
  });
});
