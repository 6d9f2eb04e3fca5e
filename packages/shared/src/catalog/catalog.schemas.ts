import { z } from 'zod';
import { id as idField, idParamsSchema, int, MAX_ID, requiredText, text } from '../http/primitives';
import {
  paginatedSchema,
  paginationOf,
  paginationQuerySchema,
  type PaginationResponse,
} from '../http/http.schemas';

/**
 * The catalog HTTP contract (docs/catalog-api.md): every shape the server answers with, as zod
 * schemas plus inferred types, and the request schemas of the catalog calls. Library, search,
 * radio and player requests live beside their areas and reuse these shapes.
 */

const id = z.number().int();
const isoDate = z.string();

export const ALBUM_TYPES = ['album', 'single', 'ep', 'compilation'] as const;
export const CHANNEL_LAYOUTS = ['grid', 'carousel', 'list', 'track-table'] as const;
export const CHANNEL_CONTENT_TYPES = [
  'tracks',
  'albums',
  'artists',
  'playlists',
  'genres',
  'channels',
] as const;
export const CHANNEL_SOURCES = [
  'manual',
  'top-tracks',
  'new-releases',
  'popular-albums',
  'popular-artists',
  'genre',
  'recent-playlists',
  /** Tracks or albums carrying the tag named by the channel's restriction (a tag slug). */
  'tag',
] as const;
export { HOME_CHANNEL_SLUG } from './catalog-constants';

/** The start of every row shown with its picture: artists, albums, users. */
const picturedRefSchema = z.object({ id, name: z.string(), image: z.string().nullable() });
/** The start of every row with a public address: genres, tags. */
const sluggedRefSchema = z.object({ id, name: z.string(), slug: z.string() });

export const artistRefSchema = picturedRefSchema;
export type ArtistRef = z.infer<typeof artistRefSchema>;

export const userRefSchema = picturedRefSchema;
export type UserRef = z.infer<typeof userRefSchema>;

export const albumRefSchema = picturedRefSchema.extend({ artists: z.array(artistRefSchema) });
export type AlbumRef = z.infer<typeof albumRefSchema>;

export const genreSchema = sluggedRefSchema.extend({ image: z.string().nullable() });
export type Genre = z.infer<typeof genreSchema>;

export const tagSchema = sluggedRefSchema;
export type Tag = z.infer<typeof tagSchema>;

export const trackSchema = z.object({
  id,
  name: z.string(),
  number: z.number().int().nullable(),
  duration_ms: z.number().int(),
  explicit: z.boolean(),
  /** The track's own image, else its album's cover. */
  image: z.string().nullable(),
  artists: z.array(artistRefSchema),
  album: albumRefSchema.nullable(),
  genres: z.array(sluggedRefSchema),
  plays_count: z.number().int(),
  likes_count: z.number().int(),
  /** Stream URL, e.g. "/api/v1/tracks/12/stream". */
  src: z.string(),
  has_lyrics: z.boolean(),
  /** Present when the caller is logged in. */
  liked: z.boolean().optional(),
  /** How many users reposted it. The server always sends it; older fixtures may leave it out. */
  reposts_count: z.number().int().optional(),
  /** Present when the caller is logged in: whether they reposted it. */
  reposted: z.boolean().optional(),
  description: z.string().nullable(),
  created_at: isoDate,
  /** In playlist track lists: the 0-based position. */
  position: z.number().int().optional(),
  /** In the listening history: when it was played. */
  played_at: isoDate.optional(),
  /** EBU R128 integrated loudness (LUFS) once processed: the player normalises volume by it. */
  loudness_lufs: z.number().nullable().optional(),
  /** Present and true when the caller may edit it (its artist's manager, or music.update). */
  editable: z.boolean().optional(),
});
export type Track = z.infer<typeof trackSchema>;

export const albumSchema = picturedRefSchema.extend({
  release_date: z.string().nullable(),
  type: z.enum(ALBUM_TYPES),
  artists: z.array(artistRefSchema),
  genres: z.array(sluggedRefSchema),
  tags: z.array(tagSchema),
  description: z.string().nullable(),
  tracks_count: z.number().int(),
  duration_ms: z.number().int(),
  plays_count: z.number().int(),
  likes_count: z.number().int(),
  liked: z.boolean().optional(),
  /** How many users reposted it (always sent by the server). */
  reposts_count: z.number().int().optional(),
  /** Present when the caller is logged in: whether they reposted it. */
  reposted: z.boolean().optional(),
  /** On the album page only. */
  tracks: z.array(trackSchema).optional(),
  /** Present and true when the caller may edit it. */
  editable: z.boolean().optional(),
  created_at: isoDate,
});
export type Album = z.infer<typeof albumSchema>;

export const artistLinkSchema = z.object({ url: z.string(), title: z.string() });
export const artistSchema = picturedRefSchema.extend({
  bio: z.string().nullable(),
  verified: z.boolean(),
  links: z.array(artistLinkSchema),
  genres: z.array(sluggedRefSchema),
  followers_count: z.number().int(),
  plays_count: z.number().int(),
  followed: z.boolean().optional(),
  liked: z.boolean().optional(),
  /** Present and true when the caller may edit it. */
  editable: z.boolean().optional(),
});
export type Artist = z.infer<typeof artistSchema>;

export const playlistSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  public: z.boolean(),
  collaborative: z.boolean(),
  owner: userRefSchema,
  tracks_count: z.number().int(),
  duration_ms: z.number().int(),
  followers_count: z.number().int(),
  followed: z.boolean().optional(),
  /** Owner or collaborator. */
  editable: z.boolean().optional(),
  /**
   * The users the owner shares it with (they may edit name, description and tracks). On
   * `GET playlists/{id}` and the playlist write answers, not in lists.
   */
  collaborators: z.array(userRefSchema).optional(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Playlist = z.infer<typeof playlistSchema>;

export const lyricsLineSchema = z.object({
  time_ms: z.number().int().nullable(),
  text: z.string(),
});
export const lyricsSchema = z.object({
  id,
  track_id: id,
  is_synced: z.boolean(),
  text: z.string(),
  lines: z.array(lyricsLineSchema),
});
export type Lyrics = z.infer<typeof lyricsSchema>;
export type LyricsLine = z.infer<typeof lyricsLineSchema>;

/**
 * A reply: a comment whose `parent_id` is the comment (or the reply) it answers.
 *
 * A deleted comment that still has replies stays in its thread as a tombstone: `deleted` is
 * true, `content` is empty, `position_ms` and `user` are null. It goes when its last reply does.
 */
export const commentReplySchema = z.object({
  id,
  content: z.string(),
  position_ms: z.number().int().nullable(),
  user: userRefSchema.nullable(),
  deleted: z.boolean(),
  created_at: isoDate,
  /** The live replies in the thread (tombstones left out). */
  replies_count: z.number().int().optional(),
  parent_id: id.nullable().optional(),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

export const commentSchema = commentReplySchema.extend({
  /**
   * In `GET tracks/{id}/comments`: every reply of the thread, replies to replies included
   * (flattened one level deep), oldest first.
   */
  replies: z.array(commentReplySchema).optional(),
});
export type Comment = z.infer<typeof commentSchema>;

export const userProfileSchema = picturedRefSchema.extend({
  followers_count: z.number().int(),
  following_count: z.number().int(),
  followed: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export type ChannelLayout = (typeof CHANNEL_LAYOUTS)[number];
export type ChannelContentType = (typeof CHANNEL_CONTENT_TYPES)[number];
export type ChannelSource = (typeof CHANNEL_SOURCES)[number];

/** What a channel lists: one kind per channel, named by its content_type. */
export type ChannelItem = Track | Album | Artist | Playlist | Genre | Channel;

export interface Channel {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  /** The editor's SEO title and description, for the page's meta tags. */
  seo_title?: string | null;
  seo_description?: string | null;
  layout: ChannelLayout;
  content_type: ChannelContentType;
  source: ChannelSource;
  restriction?: string | null;
  content: PaginationResponse<ChannelItem>;
}

export const channelSchema: z.ZodType<Channel> = z
  .lazy(
    () =>
      z.object({
        id,
        name: z.string(),
        slug: z.string(),
        description: z.string().nullable(),
        seo_title: z.string().nullable().optional(),
        seo_description: z.string().nullable().optional(),
        layout: z.enum(CHANNEL_LAYOUTS),
        content_type: z.enum(CHANNEL_CONTENT_TYPES),
        source: z.enum(CHANNEL_SOURCES),
        restriction: z.string().nullable().optional(),
        content: paginationOf(
          z.union([
            trackSchema,
            albumSchema,
            artistSchema,
            playlistSchema,
            genreSchema,
            channelSchema,
          ]),
        ),
      }),
    // A channel may list channels: the OpenAPI document names it once and refers to it.
  )
  .meta({ id: 'Channel' });

// ---- Answers -------------------------------------------------------------------------------

export const channelResponseSchema = z.object({ channel: channelSchema });
export type ChannelResponse = z.infer<typeof channelResponseSchema>;

export const artistPageResponseSchema = z.object({
  artist: artistSchema,
  top_tracks: z.array(trackSchema),
  albums: z.array(albumSchema),
  similar: z.array(artistSchema),
});
export type ArtistPageResponse = z.infer<typeof artistPageResponseSchema>;

export const albumResponseSchema = z.object({ album: albumSchema });
export type AlbumResponse = z.infer<typeof albumResponseSchema>;

export const trackResponseSchema = z.object({
  track: trackSchema,
  lyrics: lyricsSchema.nullable(),
});
export type TrackResponse = z.infer<typeof trackResponseSchema>;

export const lyricsResponseSchema = z.object({ lyrics: lyricsSchema });
export type LyricsResponse = z.infer<typeof lyricsResponseSchema>;

export const commentResponseSchema = z.object({ comment: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/**
 * `GET tracks/{id}/comments`: a page of top-level comments (`total` counts them, tombstones
 * included, so paging stays stable) and `comments_count`, every comment still standing on the
 * track, replies included: the number a listener is shown.
 */
export const trackCommentsResponseSchema = paginationOf(commentSchema).extend({
  comments_count: z.number().int(),
});
export type TrackCommentsResponse = z.infer<typeof trackCommentsResponseSchema>;

export const tagPageResponseSchema = z.object({
  tag: tagSchema,
  pagination: paginatedSchema(z.union([trackSchema, albumSchema])),
});
export interface TagPageResponse<T extends Track | Album = Track | Album> {
  tag: Tag;
  pagination: z.infer<ReturnType<typeof paginatedSchema<z.ZodType<T>>>>;
}

export const genrePageResponseSchema = z.object({
  genre: genreSchema,
  pagination: paginatedSchema(trackSchema),
});
export type GenrePageResponse = z.infer<typeof genrePageResponseSchema>;

export const genresResponseSchema = z.object({ genres: z.array(genreSchema) });
export type GenresResponse = z.infer<typeof genresResponseSchema>;

export const playlistResponseSchema = z.object({ playlist: playlistSchema });
export type PlaylistResponse = z.infer<typeof playlistResponseSchema>;

export const userProfileResponseSchema = z.object({
  user: userProfileSchema,
  playlists: z.array(playlistSchema),
});
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;

// ---- Requests ------------------------------------------------------------------------------

export const CATALOG_MESSAGES = {
  required: 'This field is required.',
  commentTooLong: 'The comment may not be longer than 1000 characters.',
  nameTooLong: 'The name may not be longer than 100 characters.',
} as const;

export const idParamSchema = idParamsSchema;
/** A slug, or a row id written in digits (then within the id range). */
export const slugOrIdParamSchema = z.object({
  slugOrId: text()
    .min(1)
    .max(200)
    .refine((value) => !/^\d+$/.test(value) || Number(value) <= MAX_ID, 'The id is invalid.'),
});
export const slugParamSchema = z.object({ slug: text().min(1).max(200) });

export const channelQuerySchema = paginationQuerySchema.extend({
  restriction: text().max(200).optional(),
});
export type ChannelQuery = z.infer<typeof channelQuerySchema>;

export const tagQuerySchema = paginationQuerySchema.extend({
  tab: z.enum(['tracks', 'albums']).default('tracks'),
});
export type TagQuery = z.infer<typeof tagQuerySchema>;

export const createCommentSchema = z.object({
  content: requiredText(1000, {
    required: CATALOG_MESSAGES.required,
    tooLong: CATALOG_MESSAGES.commentTooLong,
  }),
  position_ms: int().min(0).nullable().optional(),
  parent_id: idField().nullable().optional(),
});
export type CreateCommentPayload = z.input<typeof createCommentSchema>;

/** `GET catalog-images/{file}`: generated art, as SVG, PNG, JPEG or WebP bytes (never serialized). */
export const catalogImageBytesSchema = z
  .string()
  .describe('The image bytes (image/svg+xml, image/png, image/jpeg or image/webp)');

// ——— paginated lists (`{ pagination }`), one per item kind ———

export const trackListResponseSchema = paginationOf(trackSchema);
export const albumListResponseSchema = paginationOf(albumSchema);
export const artistListResponseSchema = paginationOf(artistSchema);
export const playlistListResponseSchema = paginationOf(playlistSchema);
export const userProfileListResponseSchema = paginationOf(userProfileSchema);
