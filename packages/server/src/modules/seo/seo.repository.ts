import { sql, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../platform/db/database';
import { visibleMusic } from '../catalog/visibility.queries';

/** The kinds of page a sitemap lists. */
export const SITEMAP_KINDS = [
  'artists',
  'albums',
  'tracks',
  'playlists',
  'channels',
  'pages',
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One public page for the sitemap: enough to build its canonical path, and when it changed. */
export interface SitemapRow {
  id: number;
  name: string;
  /** Albums: the first artist's name (the canonical path has it); channels: the slug. */
  extra: string | null;
  updated_at: string | Date;
}

/** Counting and paging one kind's query (each kind selects the same four columns). */
function listing<D, T extends keyof D, O>(query: SelectQueryBuilder<D, T, O>, idColumn: string) {
  return {
    count: async () => {
      const row = await query
        .clearSelect()
        .select(sql<number | string>`count(*)`.as('total'))
        .executeTakeFirst();
      return Number((row as { total?: number | string } | undefined)?.total ?? 0);
    },
    page: async (offset: number, limit: number) =>
      (await query
        .orderBy(sql.ref(idColumn))
        .limit(limit)
        .offset(offset)
        .execute()) as unknown as SitemapRow[],
  };
}

/**
 * What a guest may see, listed for crawlers: artists, published public released
 * albums and tracks (the catalog's one visibility rule, as a guest), public playlists and the
 * channels that are pages of their own (not internal sections), and the custom pages.
 */
export class SeoRepository {
  constructor(private readonly db: DB) {}

  private listing(kind: SitemapKind) {
    const db = this.db;
    switch (kind) {
      case 'artists':
        return listing(
          db
            .selectFrom('artists')
            .select([
              'artists.id',
              'artists.name',
              sql<null>`null`.as('extra'),
              'artists.updated_at',
            ]),
          'artists.id',
        );
      case 'albums':
        return listing(
          db
            .selectFrom('albums')
            .where(visibleMusic(null, 'albums'))
            .select([
              'albums.id',
              'albums.name',
              (eb) =>
                eb
                  .selectFrom('album_artists')
                  .innerJoin('artists', 'artists.id', 'album_artists.artist_id')
                  .whereRef('album_artists.album_id', '=', 'albums.id')
                  .orderBy('album_artists.position')
                  .select('artists.name')
                  .limit(1)
                  .as('extra'),
              'albums.updated_at',
            ]),
          'albums.id',
        );
      case 'tracks':
        return listing(
          db
            .selectFrom('tracks')
            .where(visibleMusic(null, 'tracks'))
            .select(['tracks.id', 'tracks.name', sql<null>`null`.as('extra'), 'tracks.updated_at']),
          'tracks.id',
        );
      case 'playlists':
        return listing(
          db
            .selectFrom('playlists')
            .where('playlists.public', '=', 1)
            .select([
              'playlists.id',
              'playlists.name',
              sql<null>`null`.as('extra'),
              'playlists.updated_at',
            ]),
          'playlists.id',
        );
      case 'channels':
        return listing(
          db
            .selectFrom('channels')
            .where('channels.internal', '=', 0)
            .select([
              'channels.id',
              'channels.name',
              'channels.slug as extra',
              'channels.updated_at',
            ]),
          'channels.id',
        );
      case 'pages':
        // Custom pages are public once saved; `extra` is the slug of their URL.
        return listing(
          db
            .selectFrom('custom_pages')
            .select([
              'custom_pages.id',
              'custom_pages.title as name',
              'custom_pages.slug as extra',
              'custom_pages.updated_at',
            ]),
          'custom_pages.id',
        );
    }
  }

  count(kind: SitemapKind): Promise<number> {
    return this.listing(kind).count();
  }

  /** Rows `offset` to `offset + limit` of a kind, by id. */
  page(kind: SitemapKind, offset: number, limit: number): Promise<SitemapRow[]> {
    return this.listing(kind).page(offset, limit);
  }
}
