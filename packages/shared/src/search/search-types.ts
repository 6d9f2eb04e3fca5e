/** The kinds of search results (search page); apart from the schemas (no zod). */
export const SEARCH_TYPES = ['tracks', 'albums', 'artists', 'playlists', 'users', 'tags'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
