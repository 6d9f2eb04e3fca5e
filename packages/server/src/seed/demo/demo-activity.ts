import { addDays, utcDay } from '@tonearm/shared/reports/report-range';
import type { Services } from '../../container';
import type { NewVisit, RawPlay } from '../../modules/reports/reports.repository';
import { prng } from './synth';

/**
 * Past days of demo activity, so a fresh demo site's reports are not empty. Today is left to
 * real listeners: what they play shows on its own in "Today".
 */
const DAYS = 45;

const COUNTRIES = [
  'US',
  'US',
  'US',
  'GB',
  'GB',
  'DE',
  'DE',
  'FR',
  'BR',
  'IN',
  'JP',
  'CA',
  'NL',
  'ES',
  'SE',
];
const CLIENTS: [string, string, string][] = [
  ['desktop', 'Windows', 'Chrome'],
  ['desktop', 'Windows', 'Chrome'],
  ['desktop', 'Mac OS', 'Safari'],
  ['desktop', 'Windows', 'Firefox'],
  ['desktop', 'Linux', 'Firefox'],
  ['mobile', 'Android', 'Chrome'],
  ['mobile', 'Android', 'Chrome'],
  ['mobile', 'iOS', 'Mobile Safari'],
  ['mobile', 'iOS', 'Mobile Safari'],
  ['tablet', 'iOS', 'Mobile Safari'],
];
const PAGES = ['/', '/', '/', '/explore', '/genres', '/search', '/library', '/login', '/register'];
const REFERRERS = [
  null,
  null,
  null,
  null,
  'google.com',
  'google.com',
  'reddit.com',
  'duckduckgo.com',
  'news.ycombinator.com',
  't.co',
];

/**
 * Guest plays of the demo tracks and page visits over the last weeks (popular tracks more often,
 * a growing audience, busier evenings), stored through the reports service, which builds their
 * roll-ups with the same rebuild that repairs them. Only seeded with the demo catalog.
 */
export async function seedDemoActivity(
  services: Services,
  trackIds: number[],
  now: Date = new Date(),
): Promise<void> {
  if (trackIds.length === 0) return;
  const random = prng(20261126);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const visitors = Array.from({ length: 400 }, (_, i) =>
    (i * 2654435761 + 12345).toString(16).padStart(64, '0').slice(-64),
  );
  const today = utcDay(now);
  const plays: RawPlay[] = [];
  const visits: NewVisit[] = [];
  for (let back = DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const growth = 1 + (DAYS - back) / DAYS;
    const stamp = () => {
      const hour = Math.min(23, Math.floor(Math.sqrt(random()) * 24));
      const minute = Math.floor(random() * 60);
      const time = new Date(`${day}T00:00:00.000Z`);
      time.setUTCHours(hour, minute, Math.floor(random() * 60));
      return time.toISOString();
    };
    for (let i = 0, n = Math.round((20 + random() * 25) * growth); i < n; i++) {
      const createdAt = stamp();
      const [device, platform, browser] = pick(CLIENTS);
      plays.push({
        user_id: null,
        track_id: trackIds[Math.floor(Math.pow(random(), 2) * trackIds.length)]!,
        listener_hash: pick(visitors),
        country: pick(COUNTRIES),
        device,
        platform,
        browser,
        created_at: createdAt,
      });
    }
    for (let i = 0, n = Math.round((12 + random() * 15) * growth); i < n; i++) {
      const createdAt = stamp();
      const [device, platform, browser] = pick(CLIENTS);
      visits.push({
        path: pick(PAGES),
        referrer: pick(REFERRERS),
        visitor_hash: pick(visitors),
        country: pick(COUNTRIES),
        device,
        platform,
        browser,
        created_at: createdAt,
      });
    }
  }
  await services.reports.importActivity(plays, visits);
}
