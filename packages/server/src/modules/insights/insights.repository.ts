import type { InsightsKind } from '@tonearm/shared/insights/insights.schemas';
import type { ReportPeriod } from '@tonearm/shared/reports/report-range';
import type { DB } from '../../platform/db/database';
import { entityGrainsOf, periodRuns } from '../reports/report-periods.queries';
import {
  dailyScopedCounts,
  sumScopedByKey,
  trackNamesOf,
  type CountScope,
} from '../reports/report-sums.queries';

export interface InsightsItem {
  id: number;
  name: string;
  image: string | null;
  draft: boolean;
}

function entityScope(kind: InsightsKind, id: number): CountScope {
  return { table: 'report_entity_counts', match: { entity_type: kind, entity_id: id } };
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
 * Insights: reads the per-entity roll-ups the reports write with each play
 * (report_entity_counts) and counts likes, reposts and comments by their `created_at`.
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

  /**
   * Sums per key of one entity's dimension over a period, largest first, read as runs of
   * year, month, third-of-month and day rows (see reports/report-periods.ts).
   */
  sumByKey(
    kind: InsightsKind,
    id: number,
    dimension: string,
    period: ReportPeriod,
    limit: number | null,
  ): Promise<{ key: string; count: number }[]> {
    return sumScopedByKey(
      this.db,
      entityScope(kind, id),
      dimension,
      periodRuns(period, entityGrainsOf(dimension)),
      limit,
    );
  }

  /** One entity's daily counts of a dimension: by day, or by hour for `hour`. */
  dailyCounts(
    kind: InsightsKind,
    id: number,
    dimension: string,
    period: ReportPeriod,
  ): Promise<Map<string, number>> {
    return dailyScopedCounts(this.db, entityScope(kind, id), dimension, period);
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
