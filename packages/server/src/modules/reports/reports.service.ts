import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  daysOf,
  percentChange,
  resolveReportRange,
  utcDay,
  type ReportPeriod,
} from '@tonearm/shared/reports/report-range';
import type {
  PlaysReport,
  ReportEntry,
  ReportQuery,
  ReportRankedItem,
  ReportSeriesPoint,
  ReportTotal,
  VisitorsReport,
} from '@tonearm/shared/reports/reports.schemas';
import type { DB } from '../../platform/db/database';
import { lookupGeoLocation } from '../../platform/http/geo-ip';
import { API_PATH } from '../../platform/http/web-app';
import type { SettingsService } from '../settings/settings.service';
import { describeClient } from './client-description';
import { clientKeys, entityCountsJson, hourOf, PlayTally } from './entity-day-counts.queries';
import { blockOf, GRAINS } from './report-periods.queries';
import {
  listenerKey,
  type CountIncrement,
  type NewVisit,
  type RawPlay,
  type RebuildProgress,
  type ReportEntityType,
  type ReportMetric,
  type ReportsRepository,
} from './reports.repository';

/** Breakdowns and tops list this many rows. */
const TOP_LIMIT = 10;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** What a play row holds that the roll-ups count. */
export interface PlayFacts extends RawPlay {
  id: number;
}

export interface PageView {
  path: string;
  /** The Referer header (document requests) or the beacon's referrer. */
  referrer: string | null | undefined;
  /** Hosts of this site: a referrer from one of them is a navigation within the site. */
  ownHosts: string[];
  client: ClientInfo;
  /** The browser's random id from its visitor cookie (visitor-cookie.ts); null without one. */
  visitorId: string | null;
}

/** A visit ends after this long without a page view; the next page view starts another. */
export const VISIT_IDLE_MS = 30 * 60_000;

/** Pages that are not visits: the admin area, the API and built files. */
const NOT_A_PAGE = /^\/(admin|assets)(\/|$)/;

/**
 * Reports: counts plays and first-party visits into daily and monthly roll-ups as
 * they happen, and answers the admin reports from those roll-ups only.
 * A visit is a browser's run of page views with no gap over 30 minutes; a unique visitor is a
 * browser, known by the random id of its visitor cookie. No raw address or id is stored: rows
 * hold a sha256 with the day's salt (of the visitor id for visits; of the address and user
 * agent for guests' plays), and a day's salt is deleted once the day is over.
 */
export class ReportsService {
  private saltCache: { day: string; salt: string } | null = null;

  constructor(
    private readonly repo: ReportsRepository,
    private readonly settings: SettingsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- Recording --------------------------------------------------------------------------

  /** The salt of `day`, made on its first use; older salts are deleted then. */
  private async dailySalt(day: string): Promise<string> {
    if (this.saltCache?.day === day) return this.saltCache.salt;
    const salt =
      (await this.repo.salt(day)) ??
      (await this.repo.claimSalt(day, randomBytes(32).toString('hex')));
    await this.repo.deleteSaltsBefore(day);
    // Yesterday's visitor hashes can never match again: their last-seen rows are done with.
    await this.repo.deleteVisitorsSeenBefore(`${day}T00:00:00.000Z`);
    // Listener keys count each listener once a day as plays arrive; the days before yesterday
    // are counted already (a rebuild counts them from the raw rows).
    await this.repo.deleteUniquesBefore(addDays(day, -1));
    this.saltCache = { day, salt };
    return salt;
  }

  private async browserHash(visitorId: string, day: string): Promise<string> {
    const salt = await this.dailySalt(day);
    return createHash('sha256').update(`${salt}\nvisitor\n${visitorId}`).digest('hex');
  }

  private async visitorHash(client: ClientInfo, day: string): Promise<string> {
    const salt = await this.dailySalt(day);
    return createHash('sha256')
      .update(`${salt}\n${client.ip ?? ''}\n${client.userAgent ?? ''}`)
      .digest('hex');
  }

  /**
   * What a play row records about its listener: device, platform and browser from the user
   * agent (the client's own words when there is none), the country of the account or the
   * address, and for a guest the day's hash that counts them once.
   */
  async describePlay(
    client: ClientInfo,
    listener: { userId: number | null; country: string | null },
    reported: { platform?: string | undefined; device?: string | undefined },
  ): Promise<Omit<PlayFacts, 'id' | 'track_id' | 'user_id' | 'created_at'>> {
    const described = describeClient(client.userAgent);
    return {
      device: described.device ?? reported.device ?? null,
      platform: described.platform ?? reported.platform ?? null,
      browser: described.browser,
      country: listener.country ?? lookupGeoLocation(client.ip).country,
      listener_hash:
        listener.userId === null ? await this.visitorHash(client, utcDay(this.now())) : null,
    };
  }

  /** The album and artists a play of this track counts for. */
  trackFacetsOf(executor: DB, trackId: number) {
    return this.repo.trackFacets(executor, trackId);
  }

  /** Counts one recorded play, inside the transaction that inserted it. */
  async rollUpPlay(executor: DB, play: PlayFacts): Promise<void> {
    const facets = await this.repo.trackFacets(executor, play.track_id);
    await this.rollUpSitePlay(executor, play, facets);
    await this.rollUpEntityPlay(executor, play, facets);
  }

  /** The admin reports' roll-ups of a play (report_counts): every key at every grain. */
  async rollUpSitePlay(
    executor: DB,
    play: PlayFacts,
    facets: { albumId: number | null; artistIds: number[] },
  ): Promise<void> {
    const day = play.created_at.slice(0, 10);
    const keys: [string, string][] = [
      ['total', ''],
      ['track', String(play.track_id)],
      ['country', play.country ?? ''],
      ['device', play.device ?? ''],
      ['platform', play.platform ?? ''],
      ['browser', play.browser ?? ''],
      ...facets.artistIds.map((id): [string, string] => ['artist', String(id)]),
    ];
    if (facets.albumId !== null) keys.push(['album', String(facets.albumId)]);
    if (await this.repo.addUnique(executor, 'plays', day, listenerKey(play)))
      keys.push(['uniques', '']);
    await this.repo.addCounts(executor, increments('plays', play.created_at, keys));
  }

  /**
   * The insights' roll-ups (entity-day-counts.queries.ts): a play counts for its track, its album and
   * each of its artists, one day row each, with the same dimensions as the admin reports (and
   * the track, for an album or an artist), each listener once a day per entity.
   */
  async rollUpEntityPlay(
    executor: DB,
    play: PlayFacts,
    facets: { albumId: number | null; artistIds: number[] },
  ): Promise<void> {
    const entities: { type: ReportEntityType; id: number }[] = [
      { type: 'track', id: play.track_id },
      ...(facets.albumId !== null ? [{ type: 'album' as const, id: facets.albumId }] : []),
      ...[...new Set(facets.artistIds)].map((id) => ({ type: 'artist' as const, id })),
    ];
    const day = play.created_at.slice(0, 10);
    const firstListens = await this.repo.addEntityUniques(
      executor,
      entities,
      day,
      listenerKey(play),
    );
    const isNew = new Set(firstListens.map((e) => `${e.type}:${e.id}`));
    const tally = (type: ReportEntityType) => {
      const counted = new PlayTally();
      counted.add(hourOf(play.created_at), clientKeys(play), listenerKey(play));
      if (type !== 'track') counted.addTrack(play.track_id);
      return entityCountsJson(counted);
    };
    await this.repo.addEntityDays(
      executor,
      entities.map((entity) => ({
        entity_type: entity.type,
        entity_id: entity.id,
        day,
        plays: 1,
        listeners: isNew.has(`${entity.type}:${entity.id}`) ? 1 : 0,
        counts: tally(entity.type),
      })),
    );
  }

  /** Whether page views are counted at all (the analytics tab's "track visits"). */
  async tracksVisits(): Promise<boolean> {
    return (await this.settings.get('analytics.track_visits')) !== false;
  }

  /**
   * Records a page view unless visit tracking is off, the browser has no visitor id, the client
   * is a bot, or the page is not one visitors see (admin, API, files). The view starts a new
   * visit when the browser showed no page in the last 30 minutes (decided in the database, so
   * every instance agrees). True when it counted.
   */
  async recordPageView(view: PageView): Promise<boolean> {
    const path = normalisePath(view.path);
    if (!path || !view.visitorId) return false;
    const client = describeClient(view.client.userAgent);
    if (client.bot) return false;
    if (!(await this.tracksVisits())) return false;
    const now = this.now();
    const createdAt = now.toISOString();
    const day = createdAt.slice(0, 10);
    const visitorHash = await this.browserHash(view.visitorId, day);
    const idleSince = new Date(now.getTime() - VISIT_IDLE_MS).toISOString();
    await this.repo.transaction(async (trx) => {
      const startsVisit = await this.repo.touchVisitor(trx, visitorHash, createdAt, idleSince);
      const visit: NewVisit = {
        path,
        referrer: referrerHost(view.referrer, view.ownHosts),
        visitor_hash: visitorHash,
        starts_visit: startsVisit ? 1 : 0,
        device: client.device,
        platform: client.platform,
        browser: client.browser,
        country: lookupGeoLocation(view.client.ip).country,
        created_at: createdAt,
      };
      await this.repo.insertVisit(trx, visit);
      // Every page view counts for its page (and for the site it came from); the visit itself,
      // its hour and its client, once at its start.
      const keys: [string, string][] = [['page', visit.path]];
      if (visit.referrer) keys.push(['referrer', visit.referrer]);
      if (startsVisit)
        keys.push(
          ['total', ''],
          ['country', visit.country ?? ''],
          ['device', visit.device ?? ''],
          ['platform', visit.platform ?? ''],
          ['browser', visit.browser ?? ''],
        );
      if (await this.repo.addUnique(trx, 'visits', day, visitorHash)) keys.push(['uniques', '']);
      await this.repo.addCounts(
        trx,
        increments('visits', createdAt, keys).filter(
          (row) => startsVisit || row.dimension !== 'hour',
        ),
      );
    });
    return true;
  }

  /**
   * Stores past plays and visits as they are (demo content, imports) and builds their roll-ups
   * with the same rebuild that repairs them.
   */
  async importActivity(plays: RawPlay[], visits: NewVisit[]): Promise<void> {
    await this.repo.insertRawActivity(plays, visits);
    const days = [...plays, ...visits].map((row) => row.created_at.slice(0, 10)).sort();
    const period = { from: days[0], to: days.at(-1) };
    if (!period.from || !period.to) return;
    await this.rebuild('plays', { from: period.from, to: period.to });
    await this.rebuild('visits', { from: period.from, to: period.to });
  }

  /**
   * Recomputes the roll-ups of the days of `period` from the raw rows (repairs, imports), in
   * batches of a few days, each its own transaction; `onProgress` hears of each batch.
   */
  async rebuild(
    metric: ReportMetric,
    period: ReportPeriod,
    onProgress?: (progress: RebuildProgress) => void,
  ): Promise<void> {
    await this.repo.rebuild(metric, period, {
      keepUniquesFrom: addDays(utcDay(this.now()), -1),
      onProgress,
    });
  }

  // ---- Reading ----------------------------------------------------------------------------

  async playsReport(query: ReportQuery): Promise<PlaysReport> {
    return this.metricReport('plays', query, {
      totals: (plays, listeners) => ({ plays, listeners }),
      extra: async (current) => {
        const ranked = (dimension: string, load: Parameters<ReportsService['named']>[1]) =>
          this.repo
            .sumByKey('plays', dimension, current, TOP_LIMIT)
            .then((rows) => this.named(rows, load));
        const [topTracks, topArtists, topAlbums] = await Promise.all([
          ranked('track', (ids) => this.repo.trackNames(ids)),
          ranked('artist', (ids) => this.repo.namesIn('artists', ids)),
          ranked('album', (ids) => this.repo.namesIn('albums', ids)),
        ]);
        return { topTracks, topArtists, topAlbums };
      },
    });
  }

  async visitorsReport(query: ReportQuery): Promise<VisitorsReport> {
    return this.metricReport('visits', query, {
      totals: (visits, visitors) => ({ visits, visitors }),
      extra: async (current) => {
        const [pages, referrers] = await Promise.all([
          this.repo.sumByKey('visits', 'page', current, TOP_LIMIT),
          this.repo.sumByKey('visits', 'referrer', current, TOP_LIMIT),
        ]);
        return { pages, referrers };
      },
    });
  }

  /**
   * What both reports show: the periods, the metric's total and unique counts beside the
   * previous period's (`totals` names them), the line chart, what `extra` reads for the current
   * period, and the breakdowns. Every count is read at once.
   */
  private async metricReport<T, X>(
    metric: ReportMetric,
    query: ReportQuery,
    parts: {
      totals: (total: ReportTotal, uniques: ReportTotal) => T;
      extra: (current: ReportPeriod) => Promise<X>;
    },
  ) {
    const range = resolveReportRange(query, utcDay(this.now()));
    const { current, previous } = range;
    const sum = (dimension: string, period: ReportPeriod) =>
      this.repo.sumByKey(metric, dimension, period, 1).then((rows) => rows[0]?.count ?? 0);
    const [total, previousTotal, uniques, previousUniques, series, extra, breakdowns] =
      await Promise.all([
        sum('total', current),
        sum('total', previous),
        sum('uniques', current),
        sum('uniques', previous),
        this.series(metric, range),
        parts.extra(current),
        this.breakdowns(metric, current),
      ]);
    return {
      ...reportPeriods(query, range),
      totals: parts.totals(
        reportTotal(total, previousTotal),
        reportTotal(uniques, previousUniques),
      ),
      series,
      ...extra,
      ...breakdowns,
    };
  }

  private breakdowns(metric: ReportMetric, period: ReportPeriod) {
    return reportBreakdowns((dimension) =>
      this.repo.sumByKey(metric, dimension, period, TOP_LIMIT),
    );
  }

  private series(
    metric: ReportMetric,
    range: ReturnType<typeof resolveReportRange>,
  ): Promise<ReportSeriesPoint[]> {
    return reportSeries(range, this.now(), (dimension, period) =>
      this.repo.dailyCounts(metric, dimension, period),
    );
  }

  private async named(
    rows: ReportEntry[],
    load: (ids: number[]) => Promise<{ id: number; name: string; image: string | null }[]>,
  ): Promise<ReportRankedItem[]> {
    const found = new Map((await load(rows.map((row) => Number(row.key)))).map((r) => [r.id, r]));
    return rows.flatMap((row) => {
      const item = found.get(Number(row.key));
      return item ? [{ id: item.id, name: item.name, image: item.image, count: row.count }] : [];
    });
  }
}

/**
 * The line chart: per hour for "today" (yesterday beside it), else per day, the previous
 * period aligned point by point. Points after now have no current value.
 */
export async function reportSeries(
  range: ReturnType<typeof resolveReportRange>,
  now: Date,
  dailyCounts: (dimension: 'hour' | 'total', period: ReportPeriod) => Promise<Map<string, number>>,
): Promise<ReportSeriesPoint[]> {
  if (range.granularity === 'hour') {
    const [current, previous] = await Promise.all([
      dailyCounts('hour', range.current),
      dailyCounts('hour', range.previous),
    ]);
    const hourNow = now.getUTCHours();
    return Array.from({ length: 24 }, (_, hour) => {
      const key = String(hour).padStart(2, '0');
      return {
        key: `${range.current.from}T${key}:00`,
        previousKey: `${range.previous.from}T${key}:00`,
        current: hour > hourNow ? null : (current.get(key) ?? 0),
        previous: previous.get(key) ?? 0,
      };
    });
  }
  const [current, previous] = await Promise.all([
    dailyCounts('total', range.current),
    dailyCounts('total', range.previous),
  ]);
  const today = utcDay(now);
  const previousDays = daysOf(range.previous);
  return daysOf(range.current).map((day, index) => {
    const previousDay = previousDays[index] ?? '';
    return {
      key: day,
      previousKey: previousDay,
      current: day > today ? null : (current.get(day) ?? 0),
      previous: previous.get(previousDay) ?? 0,
    };
  });
}

/** The top rows of each client breakdown, from `top` of a dimension. */
export async function reportBreakdowns(
  top: (dimension: 'country' | 'device' | 'platform' | 'browser') => Promise<ReportEntry[]>,
) {
  const [countries, devices, platforms, browsers] = await Promise.all(
    (['country', 'device', 'platform', 'browser'] as const).map(top),
  );
  return {
    countries: countries ?? [],
    devices: devices ?? [],
    platforms: platforms ?? [],
    browsers: browsers ?? [],
  };
}

/** What every report says of its range: the one asked for, its granularity and both periods. */
export function reportPeriods(query: ReportQuery, range: ReturnType<typeof resolveReportRange>) {
  return {
    range: query.range,
    granularity: range.granularity,
    current: range.current,
    previous: range.previous,
  };
}

/** A figure of the current period beside the previous one. */
export function reportTotal(current: number, previous: number) {
  return { current, previous, change: percentChange(current, previous) };
}

/** The +1 rows of one play or visit: each key in every block holding its day; the hour by day only. */
function increments(metric: ReportMetric, createdAt: string, keys: [string, string][]) {
  const day = createdAt.slice(0, 10);
  const rows: CountIncrement[] = [
    { metric, dimension: 'hour', grain: 'd', period: day, key: createdAt.slice(11, 13), count: 1 },
  ];
  const seen = new Set<string>();
  for (const [dimension, key] of keys) {
    // A track credited twice to one artist still counts one play for them.
    if (seen.has(`${dimension}\n${key}`)) continue;
    seen.add(`${dimension}\n${key}`);
    for (const grain of GRAINS)
      rows.push({ metric, dimension, grain, period: blockOf(grain, day), key, count: 1 });
  }
  return rows;
}

/** The path of a page (no query string, which may carry tokens), or null for a non-page. */
export function normalisePath(raw: string): string | null {
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (API_PATH.test(path) || NOT_A_PAGE.test(path)) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.slice(0, 255);
}

/** The host of a referrer from another site; null for none, an unusable one or this site. */
export function referrerHost(
  referrer: string | null | undefined,
  ownHosts: string[],
): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (!host || ownHosts.some((own) => own.toLowerCase().replace(/^www\./, '') === host))
      return null;
    return host.slice(0, 255);
  } catch {
    return null;
  }
}
