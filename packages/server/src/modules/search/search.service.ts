import type { Paginated, PaginationQuery } from '@tonearm/shared/http/http.schemas';
import { paginate } from '@tonearm/shared/http/http.schemas';
import type { SearchResponse, SearchTag, SearchType } from '@tonearm/shared/search/search.schemas';
import type { CatalogService, Viewer } from '../catalog/catalog.service';
import type { LibraryService } from '../library/library.service';
import type { SearchRepository } from './search.repository';

/** Words of a query as the full-text indexes see them: letters and digits, lowercased. */
export function searchTokens(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

export class SearchService {
  constructor(
    private readonly repo: SearchRepository,
    private readonly catalog: CatalogService,
    private readonly library: LibraryService,
  ) {}

  async ofType(
    type: SearchType,
    query: string,
    page: PaginationQuery,
    viewer: Viewer,
    withTotal = true,
  ): Promise<Paginated<unknown>> {
    const tokens = searchTokens(query);
    const phrase = tokens.join(' ');
    const offset = (page.page - 1) * page.perPage;
    if (!tokens.length) return paginate([], 0, page);
    switch (type) {
      case 'tracks':
      case 'albums':
      case 'artists':
      case 'playlists': {
        const { ids, total } = await this.repo.search(
          type,
          tokens,
          phrase,
          page.perPage,
          offset,
          withTotal,
          viewer,
        );
        const items =
          type === 'tracks'
            ? await this.catalog.tracks(ids, viewer)
            : type === 'albums'
              ? await this.catalog.albums(ids, viewer)
              : type === 'artists'
                ? await this.catalog.artists(ids, viewer)
                : await this.catalog.playlists(ids, viewer);
        return paginate<unknown>(items, total, page);
      }
      case 'users': {
        const { ids, total } = await this.repo.users(
          phrase,
          query.trim().toLowerCase(),
          page.perPage,
          offset,
        );
        return paginate<unknown>(await this.library.profiles(ids, viewer), total, page);
      }
      case 'tags': {
        const { items, total } = await this.repo.tags(phrase, page.perPage, offset);
        return paginate<unknown>(items satisfies SearchTag[], total, page);
      }
    }
  }

  /** The navbar's instant results: a few of each type, all types at once. */
  async instant(
    query: string,
    types: SearchType[],
    limit: number,
    viewer: Viewer,
  ): Promise<SearchResponse> {
    const results: SearchResponse['results'] = {
      tracks: [],
      albums: [],
      artists: [],
      playlists: [],
      users: [],
      tags: [],
    };
    await Promise.all(
      types.map(async (type) => {
        // The navbar shows no totals: skip counting the candidates.
        const page = await this.ofType(type, query, { page: 1, perPage: limit }, viewer, false);
        (results as Record<SearchType, unknown[]>)[type] = page.data;
      }),
    );
    return { query, results };
  }
}
