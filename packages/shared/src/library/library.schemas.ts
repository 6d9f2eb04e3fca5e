import { paginationOf, paginationQuerySchema } from '../http/http.schemas';
import { z } from 'zod';
import { albumSchema, CATALOG_MESSAGES, trackSchema } from '../catalog/catalog.schemas';
import { id, requiredText, text } from '../http/primitives';

/** Library and social requests of docs/catalog-api.md. */

const positiveId = id({ error: CATALOG_MESSAGES.required });

export const likeSchema = z.object({
  likeable_type: z.enum(['track', 'album', 'artist']),
  likeable_id: positiveId,
});
export type LikePayload = z.infer<typeof likeSchema>;

export const followSchema = z.object({
  followable_type: z.enum(['artist', 'user']),
  followable_id: positiveId,
});
export type FollowPayload = z.infer<typeof followSchema>;

export const repostSchema = z.object({
  repostable_type: z.enum(['track', 'album']),
  repostable_id: positiveId,
});
export type RepostPayload = z.infer<typeof repostSchema>;

/** One entry of `GET users/{id}/reposts`: what was reposted, and when. */
export const repostItemSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('track'), item: trackSchema, reposted_at: z.string() }),
  z.object({ type: z.literal('album'), item: albumSchema, reposted_at: z.string() }),
]);
export type RepostItem = z.infer<typeof repostItemSchema>;

export const libraryTracksQuerySchema = paginationQuerySchema.extend({
  orderBy: z.enum(['liked_at', 'name', 'duration_ms', 'plays_count']).default('liked_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
});
export type LibraryTracksQuery = z.infer<typeof libraryTracksQuerySchema>;

export const PLAYLIST_NAME_MAX = 100;

export const createPlaylistSchema = z.object({
  name: requiredText(PLAYLIST_NAME_MAX, {
    required: CATALOG_MESSAGES.required,
    tooLong: CATALOG_MESSAGES.nameTooLong,
  }),
  description: text().trim().max(1000).nullable().optional(),
  public: z.boolean().optional(),
  collaborative: z.boolean().optional(),
  // An uploaded file's path or an http(s) URL; nothing a browser would execute.
  image: text()
    .trim()
    .max(1024)
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'Enter a valid image URL.')
    .nullable()
    .optional(),
});
export type CreatePlaylistPayload = z.input<typeof createPlaylistSchema>;

export const updatePlaylistSchema = createPlaylistSchema.partial();
export type UpdatePlaylistPayload = z.input<typeof updatePlaylistSchema>;

/** Append, remove, or (reorder) the whole new order. */
export const playlistTrackIdsSchema = z.object({
  track_ids: z.array(id()).min(1, CATALOG_MESSAGES.required).max(1000),
});
export type PlaylistTrackIdsPayload = z.infer<typeof playlistTrackIdsSchema>;

export const playlistCollaboratorSchema = z.object({ user_id: positiveId });
export type PlaylistCollaboratorPayload = z.infer<typeof playlistCollaboratorSchema>;

/** GET users/:id/reposts: a user's reposts, newest first. */
export const repostListResponseSchema = paginationOf(repostItemSchema);
