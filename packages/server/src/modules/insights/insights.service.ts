import type { Insights, InsightsKind } from '@tonearm/shared/insights/insights.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import {
  daysOf,
  percentChange,
  resolveReportRange,
  utcDay,
  type ReportPeriod,
} from '@tonearm/shared/reports/report-range';
import type { ReportQuery, ReportSeriesPoint } from '@tonearm/shared/reports/reports.schemas';
import { forbidden, notFound } from '../../platform/errors';
import type { MusicPolicy } from '../music/music.service';
import type { InsightsRepository } from './insights.repository';

/** Breakdowns and top tracks list this many rows, as in the admin reports. */
const TOP_LIMIT = 10;

/**
 * Insights: a track's, an album's or an artist's plays and listeners over a
 * range beside the previous period, its top tracks, its listeners' countries and clients, and
 * the likes, reposts and comments it got — read from the per-entity roll-ups the reports write
 * with every play, never from raw plays. Only who manages the item (or music.update) may read.
 */
export class InsightsService {
  constructor(
    private readonly repo: InsightsRepository,
    private readonly policy: MusicPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** 404 for no such item, 403 for an item the caller does not manage (drafts included). */
  async authorize(ctx: PermissionContext, kind: InsightsKind, id: number): Promise<void> {
    const verdict = await this.policy.canManage(ctx, kind, id);
    if (verdict === 'missing') throw notFound();
    if (!verdict) throw forbidden();
  }

  async insights(kind: InsightsKind, id: number, query: ReportQuery): Promise<Insights> {
    const item = await this.repo.item(kind, id);
    if (!item) throw notFound();
    const range = resolveReportRange(query, utcDay(this.now()));
    const { current, previous } = range;
    const sum = (dimension: string, period: ReportPeriod) =>
      this.repo.sumByKey(kind, id, dimension, period, 1).then((rows) => rows[0]?.count ?? 0);
    const top = (dimension: string) => this.repo.sumByKey(kind, id, dimension, current, TOP_LIMIT);
    const [
      plays,
      previousPlays,
      listeners,
      previousListeners,
      series,
      tracks,
      countries,
      devices,
      platforms,
      browsers,
      social,
      previousSocial,
    ] = await Promise.all([
      sum('total', current),
      sum('total', previous),
      sum('uniques', current),
      sum('uniques', previous),
      this.series(kind, id, range),
      kind === 'track' ? Promise.resolve([]) : top('track'),
      top('country'),
      top('device'),
      top('platform'),
      top('browser'),
      this.repo.socialCounts(kind, id, current),
      this.repo.socialCounts(kind, id, previous),
    ]);
    const names = new Map(
      (await this.repo.trackNames(tracks.map((row) => Number(row.key)))).map((r) => [r.id, r]),
    );
    return {
      item: { kind, ...item },
      range: query.range,
      granularity: range.granularity,
      current,
      previous,
      totals: {
        plays: total(plays, previousPlays),
        listeners: total(listeners, previousListeners),
        likes: total(social.likes, previousSocial.likes),
        reposts: total(social.reposts, previousSocial.reposts),
        comments: total(social.comments, previousSocial.comments),
      },
      series,
      topTracks: tracks.flatMap((row) => {
        const track = names.get(Number(row.key));
        return track ? [{ ...track, count: row.count }] : [];
      }),
      countries,
      devices,
      platforms,
      browsers,
    };
  }

  /** As the admin reports: per hour for "today" beside yesterday, else per day, aligned. */
  private async series(
    kind: InsightsKind,
    id: number,
    range: ReturnType<typeof resolveReportRange>,
  ): Promise<ReportSeriesPoint[]> {
    const now = this.now();
    if (range.granularity === 'hour') {
      const [current, previous] = await Promise.all([
        this.repo.dailyCounts(kind, id, 'hour', range.current),
        this.repo.dailyCounts(kind, id, 'hour', range.previous),
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
      this.repo.dailyCounts(kind, id, 'total', range.current),
      this.repo.dailyCounts(kind, id, 'total', range.previous),
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
}

function total(current: number, previous: number) {
  return { current, previous, change: percentChange(current, previous) };
}
