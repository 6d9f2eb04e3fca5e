import { sql, type RawBuilder } from 'kysely';
import { visibleMusic, type Viewer } from '../catalog/visibility.queries';
import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';
import { fetchIdPage } from '../../platform/db/list-query';

export type SearchableKind = 'tracks' | 'albums' | 'artists' | 'playlists';

/**
 * How many matches are ranked. Ranking every match of a short prefix at 1M tracks costs
 * ~200 ms (KNOWN.md) - and so does bm25(), which counts every match of each term - so each
 * query ranks a bounded candidate set instead: the newest CANDIDATES rows whose *name* matches
 * the words as prefixes, plus the newest CANDIDATES rows matching them in any column (artist,
 * album, description). Both are unranked index walks with LIMIT, well under a millisecond.
 * The candidates are then ordered by how the name matches, then popularity.
 */
export const CANDIDATES = 200;

const NAME_SOURCE: Record<SearchableKind, string> = {
  tracks: 'tracks',
  albums: 'albums',
  artists: 'artists',
  playlists: 'playlists',
};

export class SearchRepository {
  private readonly pg: boolean;

  constructor(private readonly db: DB) {
    this.pg = isPostgres(db);
  }

  /** Candidate ids (at most 2 x CANDIDATES, deduplicated). */
  private candidates(kind: SearchableKind, tokens: string[]): RawBuilder<unknown> {
    if (this.pg) {
      const prefix = tokens.map((t) => `${t}:*`).join(' & ');
      const namePrefix = tokens.map((t) => `${t}:*A`).join(' & ');
      const table = sql.raw(`${kind}_search`);
      return sql`(
        select distinct id from (
          (select id from ${table} where document @@ to_tsquery('simple', ${namePrefix}) limit ${CANDIDATES})
          union all
          (select id from ${table} where document @@ to_tsquery('simple', ${prefix}) limit ${CANDIDATES})
        ) as m
      )`;
    }
    const prefix = tokens.map((t) => `"${t}"*`).join(' ');
    const namePrefix = `name : (${prefix})`;
    const table = sql.raw(`${kind}_fts`);
    return sql`(
      select distinct id from (
        select * from (select rowid as id from ${table} where ${table} match ${namePrefix} order by rowid desc limit ${CANDIDATES})
        union all
        select * from (select rowid as id from ${table} where ${table} match ${prefix} order by rowid desc limit ${CANDIDATES})
      ) as m
    )`;
  }

  /**
   * Ranked ids: a name equal to the query first, then names starting with it, then names
   * holding every word (as a word start), then matches in other columns; popularity breaks ties.
   */
  async search(
    kind: SearchableKind,
    tokens: string[],
    phrase: string,
    limit: number,
    offset: number,
    withTotal = true,
    viewer: Viewer = null,
  ): Promise<{ ids: number[]; total: number }> {
    if (!tokens.length) return { ids: [], total: 0 };
    const source = sql.raw(NAME_SOURCE[kind]);
    const popularity = sql.raw(kind === 'playlists' ? 'e.updated_at desc' : 'e.plays_count desc');
    // Drafts, private and unreleased tracks and albums only for who manage them.
    const visible =
      kind === 'playlists'
        ? sql`where e.public = 1`
        : kind === 'tracks' || kind === 'albums'
          ? sql`where ${visibleMusic(viewer, 'e')}`
          : sql``;
    const lowered = phrase.toLowerCase();
    const wordsInName = sql.join(
      tokens.map((t) => sql`(' ' || lower(e.name)) like ${`% ${escapeLike(t)}%`} escape '\\'`),
      sql` and `,
    );
    const candidates = this.candidates(kind, tokens);
    const rows = await sql<{ id: number }>`
      select e.id from ${candidates} as c
      join ${source} as e on e.id = c.id
      ${visible}
      order by
        case when lower(e.name) = ${lowered} then 0
             when substr(lower(e.name), 1, ${lowered.length}) = ${lowered} then 1
             when ${wordsInName} then 2
             else 3 end,
        ${popularity}, e.id
      limit ${limit} offset ${offset}`.execute(this.db);
    const total =
      !withTotal || (offset === 0 && rows.rows.length < limit)
        ? offset + rows.rows.length
        : Number(
            (
              await sql<{ n: number }>`
                select count(*) as n from ${candidates} as c join ${source} as e on e.id = c.id ${visible}`.execute(
                this.db,
              )
            ).rows[0]?.n ?? 0,
          );
    return { ids: rows.rows.map((r) => Number(r.id)), total };
  }

  /**
   * Names starting with the words (or with a word starting them), or with the query exactly as
   * typed: names made from an email address ("listener-ab12") hold punctuation the words drop.
   */
  async users(phrase: string, typed: string, limit: number, offset: number) {
    const like = `${escapeLike(phrase.toLowerCase())}%`;
    const wordLike = `% ${escapeLike(phrase.toLowerCase())}%`;
    const typedLike = `${escapeLike(typed)}%`;
    const base = this.db
      .selectFrom('users')
      .where((eb) =>
        eb.or([
          eb(sql`lower(name)`, 'like', sql`${like} escape '\\'`),
          eb(sql`lower(name)`, 'like', sql`${wordLike} escape '\\'`),
          eb(sql`lower(name)`, 'like', sql`${typedLike} escape '\\'`),
        ]),
      );
    return fetchIdPage(
      this.db,
      base.select('id').orderBy('name').orderBy('id'),
      { limit, offset },
      base,
    );
  }

  /** Tags and genres whose name contains the phrase; both tables are small. */
  async tags(phrase: string, limit: number, offset: number) {
    const like = `%${escapeLike(phrase.toLowerCase())}%`;
    const cond = sql<boolean>`lower(name) like ${like} escape '\\'`;
    const [genres, tags] = await Promise.all([
      this.db
        .selectFrom('genres')
        .select(['id', 'name', 'slug', 'image'])
        .where(cond)
        .orderBy('popularity', 'desc')
        .orderBy('name')
        .limit(offset + limit)
        .execute(),
      this.db
        .selectFrom('tags')
        .select(['id', 'name', 'slug'])
        .where(cond)
        .orderBy('name')
        .limit(offset + limit)
        .execute(),
    ]);
    const all = [
      ...genres.map((g) => ({ ...g, type: 'genre' as const })),
      ...tags.map((t) => ({ ...t, type: 'tag' as const })),
    ];
    const [genreCount, tagCount] = await Promise.all([
      this.db
        .selectFrom('genres')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(cond)
        .executeTakeFirst(),
      this.db
        .selectFrom('tags')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(cond)
        .executeTakeFirst(),
    ]);
    return {
      items: all.slice(offset, offset + limit),
      total: Number(genreCount?.n ?? 0) + Number(tagCount?.n ?? 0),
    };
  }
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
