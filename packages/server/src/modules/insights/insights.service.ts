import type { Insights, InsightsKind } from '@tonearm/shared/insights/insights.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import { resolveReportRange, utcDay } from '@tonearm/shared/reports/report-range';
import type { ReportQuery } from '@tonearm/shared/reports/reports.schemas';
import { forbidden, notFound, orNotFound } from '../../platform/errors';
import type { MusicPolicy } from '../music/music.service';
import {
  reportBreakdowns,
  reportPeriods,
  reportSeries,
  reportTotal,
} from '../reports/reports.service';
import type { EntityDimension } from '../reports/entity-day-counts.queries';
import type { InsightsRepository } from './insights.repository';

/** Breakdowns and top tracks list this many rows, as in the admin reports. */
const TOP_LIMIT = 10;

/**
 * Insights: a track's, an album's or an artist's plays and listeners over a
 * range beside the previous period, its top tracks, its listeners' countries and clients, and
 * the likes, reposts and comments it got — read from the per-entity day rows the reports write
 * with every play (one row per entity and day), never from raw plays. Only who manages the item (or music.update) may read.
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
    const item = orNotFound(await this.repo.item(kind, id));
    const range = resolveReportRange(query, utcDay(this.now()));
    const { current, previous } = range;
    const counts = this.repo.counts(kind, id, current);
    const top = async (dimension: EntityDimension) =>
      ((await counts).get(dimension) ?? []).slice(0, TOP_LIMIT);
    const [totals, previousTotals, series, tracks, breakdowns, social, previousSocial] =
      await Promise.all([
        this.repo.totals(kind, id, current),
        this.repo.totals(kind, id, previous),
        reportSeries(range, this.now(), async (dimension, period) =>
          dimension === 'hour'
            ? new Map(
                ((await this.repo.counts(kind, id, period)).get('hour') ?? []).map((row) => [
                  row.key,
                  row.count,
                ]),
              )
            : this.repo.dailyPlays(kind, id, period),
        ),
        kind === 'track' ? Promise.resolve([]) : top('track'),
        reportBreakdowns(top),
        this.repo.socialCounts(kind, id, current),
        this.repo.socialCounts(kind, id, previous),
      ]);
    const [plays, previousPlays] = [totals.plays, previousTotals.plays];
    const [listeners, previousListeners] = [totals.listeners, previousTotals.listeners];
    const names = new Map(
      (await this.repo.trackNames(tracks.map((row) => Number(row.key)))).map((r) => [r.id, r]),
    );
    return {
      item: { kind, ...item },
      ...reportPeriods(query, range),
      totals: {
        plays: reportTotal(plays, previousPlays),
        listeners: reportTotal(listeners, previousListeners),
        likes: reportTotal(social.likes, previousSocial.likes),
        reposts: reportTotal(social.reposts, previousSocial.reposts),
        comments: reportTotal(social.comments, previousSocial.comments),
      },
      series,
      topTracks: tracks.flatMap((row) => {
        const track = names.get(Number(row.key));
        return track ? [{ ...track, count: row.count }] : [];
      }),
      ...breakdowns,
    };
  }
}
