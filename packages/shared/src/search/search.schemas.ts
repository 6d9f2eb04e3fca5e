import { paginatedSchema, paginationQuerySchema } from '../http/http.schemas';
import { z } from 'zod';
import {
  albumSchema,
  artistSchema,
  genreSchema,
  playlistSchema,
  tagSchema,
  trackSchema,
  userProfileSchema,
} from '../catalog/catalog.schemas';
import { intParam, text } from '../http/primitives';
import { SEARCH_TYPES, type SearchType } from './search-types';

export { SEARCH_TYPES, type SearchType } from './search-types';

const typesList = text()
  .max(200)
  .optional()
  .transform((value, ctx) => {
    if (!value) return [...SEARCH_TYPES];
    const names = [
      ...new Set(
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ];
    for (const name of names) {
      if (!(SEARCH_TYPES as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `Unknown type "${name}".` });
        return z.NEVER;
      }
    }
    return names as SearchType[];
  });

/** GET search: the navbar's instant results (a few per type). */
const searchText = text({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(200);

export const searchQuerySchema = z.object({
  query: searchText,
  types: typesList,
  limit: intParam(1, 20).default(5),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** GET search/{type}: the full page's tab. */
export const searchTypeParamSchema = z.object({ type: z.enum(SEARCH_TYPES) });
export const searchPageQuerySchema = paginationQuerySchema.extend({ query: searchText });
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

/** Tags and genres share the tags tab: genres come back with `type: "genre"`. */
export const searchTagSchema = tagSchema.extend({
  type: z.enum(['tag', 'genre']),
  image: genreSchema.shape.image.optional(),
});
export type SearchTag = z.infer<typeof searchTagSchema>;

export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.object({
    tracks: z.array(trackSchema),
    albums: z.array(albumSchema),
    artists: z.array(artistSchema),
    playlists: z.array(playlistSchema),
    users: z.array(userProfileSchema),
    tags: z.array(searchTagSchema),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * `GET search/{type}`: one page of the asked type. Each page holds one kind, so the answer is one
 * of the six page shapes (tried in this order; no kind's item has every field of an earlier one).
 */
export const searchPageResponseSchema = z.union([
  z.object({ pagination: paginatedSchema(trackSchema) }),
  z.object({ pagination: paginatedSchema(albumSchema) }),
  z.object({ pagination: paginatedSchema(artistSchema) }),
  z.object({ pagination: paginatedSchema(playlistSchema) }),
  z.object({ pagination: paginatedSchema(userProfileSchema) }),
  z.object({ pagination: paginatedSchema(searchTagSchema) }),
]);
export type SearchPageResponse = z.infer<typeof searchPageResponseSchema>;
