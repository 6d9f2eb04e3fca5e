import type { InsightsKind } from '@tonearm/shared/insights/insights.schemas';
import type { ReportPeriod } from '@tonearm/shared/reports/report-range';
import type { DB } from '../../platform/db/database';
import {
  addCounts,
  countsByDimension,
  type EntityDimension,
} from '../reports/entity-day-counts.queries';
import { trackNamesOf } from '../reports/report-sums.queries';

export interface InsightsItem {
  id: number;
  name: string;
  image: string | null;
  draft: boolean;
}

function startOf(day: string): string {
  return `${day}T00:00:00.000Z`;
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The columns by which a like or a repost points at what it reacts to. */
const REACTION_TARGET = {
  likes: { type: 'likeable_type', id: 'likeable_id' },
  reposts: { type: 'repostable_type', id: 'repostable_id' },
} as const;

/**
 * Insights: reads the per-entity day rows the reports write with each play
 * (report_entity_days, see reports/entity-day-counts.queries.ts) and counts likes, reposts and comments
 * by their `created_at`.
 */
export class InsightsRepository {
  constructor(private readonly db: DB) {}

  async item(kind: InsightsKind, id: number): Promise<InsightsItem | undefined> {
    if (kind === 'artist') {
      const row = await this.db
        .selectFrom('artists')
        .select(['id', 'name', 'image'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, draft: false };
    }
    if (kind === 'album') {
      const row = await this.db
        .selectFrom('albums')
        .select(['id', 'name', 'image', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { id: row.id, name: row.name, image: row.image, draft: row.status === 'draft' };
    }
    const row = await this.db
      .selectFrom('tracks')
      .leftJoin('albums', 'albums.id', 'tracks.album_id')
      .select((eb) => [
        'tracks.id',
        'tracks.name',
        'tracks.status',
        eb.fn.coalesce('tracks.image', 'albums.image').as('image'),
      ])
      .where('tracks.id', '=', id)
      .executeTakeFirst();
    return row && { id: row.id, name: row.name, image: row.image, draft: row.status === 'draft' };
  }

  /** One entity's day rows of a period. */
  private days(kind: InsightsKind, id: number, period: ReportPeriod) {
    return this.db
      .selectFrom('report_entity_days')
      .where('entity_type', '=', kind)
      .where('entity_id', '=', id)
      .where('day', '>=', period.from)
      .where('day', '<=', period.to);
  }

  /** An entity's plays and listeners over a period (each listener once a day). */
  async totals(
    kind: InsightsKind,
    id: number,
    period: ReportPeriod,
  ): Promise<{ plays: number; listeners: number }> {
    const row = await this.days(kind, id, period)
      .select((eb) => [
        eb.fn.sum<number | string | null>('plays').as('plays'),
        eb.fn.sum<number | string | null>('listeners').as('listeners'),
      ])
      .executeTakeFirst();
    return { plays: Number(row?.plays ?? 0), listeners: Number(row?.listeners ?? 0) };
  }

  /** An entity's plays by day (days without any are absent). */
  async dailyPlays(kind: InsightsKind, id: number, period: ReportPeriod) {
    const rows = await this.days(kind, id, period).select(['day', 'plays']).execute();
    return new Map(rows.map((row) => [row.day, Number(row.plays)]));
  }

  /**
   * An entity's counts over a period by dimension (hour, country, device, platform, browser,
   * track), each key with its count, largest first: the day rows' counts summed.
   */
  async counts(
    kind: InsightsKind,
    id: number,
    period: ReportPeriod,
  ): Promise<Map<EntityDimension, { key: string; count: number }[]>> {
    const rows = await this.days(kind, id, period).select('counts').execute();
    const summed: Record<string, number> = {};
    for (const row of rows) addCounts(summed, JSON.parse(row.counts) as Record<string, number>);
    return countsByDimension(summed);
  }

  trackNames(ids: number[]) {
    return trackNamesOf(this.db, ids);
  }

  /** The ids of the tracks of an item, as a subquery. */
  private tracksOf(kind: InsightsKind, id: number) {
    if (kind === 'album')
      return this.db.selectFrom('tracks').select('tracks.id').where('album_id', '=', id);
    if (kind === 'artist')
      return this.db
        .selectFrom('track_artists')
        .select('track_artists.track_id as id')
        .where('artist_id', '=', id);
    return this.db.selectFrom('tracks').select('tracks.id').where('tracks.id', '=', id);
  }

  /**
   * Likes, reposts and comments made in a period: of the item itself and of its tracks
   * (comments are on tracks only).
   */
  async socialCounts(
    kind: InsightsKind,
    id: number,
    period: ReportPeriod,
  ): Promise<{ likes: number; reposts: number; comments: number }> {
    const from = startOf(period.from);
    const to = startOf(dayAfter(period.to));
    const tracks = this.tracksOf(kind, id);
    /** Likes or reposts made in the period of the items of `type` whose id is among `ids`. */
    const reactions = (
      table: 'likes' | 'reposts',
      type: InsightsKind,
      ids: typeof tracks | number[],
    ) => {
      const target = REACTION_TARGET[table];
      return this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where(target.type, '=', type)
        .where(target.id, 'in', ids)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirst();
    };
    const [likes, ownLikes, reposts, ownReposts, comments] = await Promise.all([
      reactions('likes', 'track', tracks),
      kind === 'track' ? undefined : reactions('likes', kind, [id]),
      reactions('reposts', 'track', tracks),
      kind === 'album' ? reactions('reposts', 'album', [id]) : undefined,
      this.db
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('track_id', 'in', tracks)
        .where('deleted_at', 'is', null)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirst(),
    ]);
    const n = (row: { n: string | number } | undefined) => Number(row?.n ?? 0);
    return {
      likes: n(likes) + n(ownLikes),
      reposts: n(reposts) + n(ownReposts),
      comments: n(comments),
    };
  }
}
