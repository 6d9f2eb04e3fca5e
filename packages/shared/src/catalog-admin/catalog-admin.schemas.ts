import { z } from 'zod';
import { paginationOf } from '../http/http.schemas';
import { booleanFilter, bulkDeleteSchema, listQuerySchema } from '../http/list-query';
import { id, idParam, int, requiredText, text } from '../http/primitives';
import {
  CHANNEL_CONTENT_TYPES,
  CHANNEL_LAYOUTS,
  CHANNEL_SOURCES,
  type ChannelContentType,
  type ChannelSource,
} from '../catalog/catalog.schemas';

/**
 * The catalog admin contract: the lists of `/admin/{tracks,albums,artists,
 * channels,genres,tags,playlists,lyrics,comments,files}` on the admin data table, their bulk
 * delete, and the channel, genre and tag editors. Every route lives under `/api/v1/admin/…`.
 */

export const CATALOG_ADMIN_MESSAGES = {
  noIds: 'Choose at least one row.',
  required: 'This field is required.',
  slugTaken: 'This slug is already taken.',
  slugInvalid: 'The slug may only contain lowercase letters, numbers and dashes.',
  nameTaken: 'This name is already taken.',
  homeChannel: 'The home channel cannot be deleted.',
  restrictionRequired: 'Choose a genre or a tag for this source.',
  sourceNotForType: 'This source cannot list this content type.',
  tooLong: 'The text is too long.',
} as const;

/** `POST /api/v1/admin/<resource>/delete` */
export const deleteIdsSchema = bulkDeleteSchema(CATALOG_ADMIN_MESSAGES.noIds);
export type DeleteIdsPayload = z.infer<typeof deleteIdsSchema>;

export const MUSIC_STATUS_FILTERS = ['draft', 'published', 'scheduled'] as const;
const statusFilter = z.enum(MUSIC_STATUS_FILTERS).optional();
const visibilityFilter = z.enum(['public', 'private']).optional();

// ---- Tracks, albums, artists ---------------------------------------------------------------

export const adminTrackListQuerySchema = listQuerySchema({
  sortable: ['name', 'plays_count', 'created_at', 'duration_ms'],
  defaultOrderBy: 'created_at',
  filters: { status: statusFilter, visibility: visibilityFilter },
});
export type AdminTrackListQuery = z.output<typeof adminTrackListQuerySchema>;

export const adminAlbumListQuerySchema = listQuerySchema({
  sortable: ['name', 'plays_count', 'created_at', 'release_date'],
  defaultOrderBy: 'created_at',
  filters: { status: statusFilter, visibility: visibilityFilter },
});
export type AdminAlbumListQuery = z.output<typeof adminAlbumListQuerySchema>;

export const adminArtistListQuerySchema = listQuerySchema({
  sortable: ['name', 'plays_count', 'created_at'],
  defaultOrderBy: 'created_at',
  filters: { verified: booleanFilter },
});
export type AdminArtistListQuery = z.output<typeof adminArtistListQuerySchema>;

// ---- Channels -------------------------------------------------------------------------------

export const adminChannelListQuerySchema = listQuerySchema({
  sortable: ['name', 'slug', 'created_at', 'updated_at'],
  defaultOrderBy: 'updated_at',
  filters: { content_type: z.enum(CHANNEL_CONTENT_TYPES).optional() },
});
export type AdminChannelListQuery = z.output<typeof adminChannelListQuerySchema>;

/** Which automatic sources can fill which content type. `manual` fills any. */
export const CHANNEL_SOURCES_BY_TYPE: Record<ChannelContentType, readonly ChannelSource[]> = {
  tracks: ['manual', 'top-tracks', 'genre', 'tag'],
  albums: ['manual', 'new-releases', 'popular-albums', 'tag'],
  artists: ['manual', 'popular-artists'],
  playlists: ['manual', 'recent-playlists'],
  genres: ['manual'],
  channels: ['manual'],
};

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The channel form fills the slug from the name with the one slug rule. */
export { slugify } from '../format/slugify';

const channelFields = {
  name: requiredText(100, CATALOG_ADMIN_MESSAGES),
  slug: requiredText(100, CATALOG_ADMIN_MESSAGES).regex(
    SLUG_PATTERN,
    CATALOG_ADMIN_MESSAGES.slugInvalid,
  ),
  description: text().trim().max(1000, CATALOG_ADMIN_MESSAGES.tooLong).nullable().default(null),
  layout: z.enum(CHANNEL_LAYOUTS),
  content_type: z.enum(CHANNEL_CONTENT_TYPES),
  source: z.enum(CHANNEL_SOURCES),
  /** A genre slug (source `genre`) or a tag slug (source `tag`). */
  restriction: text().trim().max(100).nullable().default(null),
  /** The hand-ordered ids of content_type's items (source `manual`). */
  items: z.array(id()).max(200).default([]),
  seo_title: text().trim().max(200, CATALOG_ADMIN_MESSAGES.tooLong).nullable().default(null),
  seo_description: text().trim().max(500, CATALOG_ADMIN_MESSAGES.tooLong).nullable().default(null),
};

function checkSource(
  value: { content_type: ChannelContentType; source: ChannelSource; restriction: string | null },
  ctx: z.RefinementCtx,
) {
  if (!CHANNEL_SOURCES_BY_TYPE[value.content_type].includes(value.source))
    ctx.addIssue({
      code: 'custom',
      path: ['source'],
      message: CATALOG_ADMIN_MESSAGES.sourceNotForType,
    });
  if ((value.source === 'genre' || value.source === 'tag') && !value.restriction)
    ctx.addIssue({
      code: 'custom',
      path: ['restriction'],
      message: CATALOG_ADMIN_MESSAGES.restrictionRequired,
    });
}

export const channelInputSchema = z.object(channelFields).superRefine(checkSource);
export type ChannelInput = z.output<typeof channelInputSchema>;
export type ChannelInputPayload = z.input<typeof channelInputSchema>;

/** The preview needs no unique slug: it is never stored. */
export const channelPreviewSchema = z
  .object({ ...channelFields, slug: text().trim().max(100).default('preview') })
  .superRefine(checkSource);

/** `GET admin/channels/item-search?type=tracks&query=…` (the manual list's picker). */
export const channelItemSearchSchema = z.object({
  type: z.enum(CHANNEL_CONTENT_TYPES),
  query: text().trim().max(200).default(''),
});

export const channelKeyParamsSchema = z.object({
  slugOrId: text().trim().min(1).max(200),
});

// ---- Genres, tags ---------------------------------------------------------------------------

export const adminGenreListQuerySchema = listQuerySchema({
  sortable: ['name', 'popularity', 'created_at'],
  defaultOrderBy: 'popularity',
});
export const genreInputSchema = z.object({
  name: requiredText(100, CATALOG_ADMIN_MESSAGES),
  display_name: text().trim().max(100, CATALOG_ADMIN_MESSAGES.tooLong).nullable().default(null),
  image: text().trim().max(500, CATALOG_ADMIN_MESSAGES.tooLong).nullable().default(null),
  popularity: int().min(0).max(1_000_000).default(0),
});
export type GenreInputPayload = z.input<typeof genreInputSchema>;

export const adminTagListQuerySchema = listQuerySchema({
  sortable: ['name', 'created_at'],
  defaultOrderBy: 'created_at',
});
export const tagInputSchema = z.object({
  name: requiredText(100, CATALOG_ADMIN_MESSAGES),
});
export type TagInputPayload = z.input<typeof tagInputSchema>;

export const adminIdParamsSchema = z.object({ id: idParam });

// ---- Playlists, lyrics, comments, files -----------------------------------------------------

export const adminPlaylistListQuerySchema = listQuerySchema({
  sortable: ['name', 'created_at', 'tracks_count', 'followers_count'],
  defaultOrderBy: 'created_at',
  filters: { public: booleanFilter, collaborative: booleanFilter },
});
export const adminLyricsListQuerySchema = listQuerySchema({
  sortable: ['updated_at', 'track'],
  defaultOrderBy: 'updated_at',
  filters: { synced: booleanFilter },
});
export const adminCommentListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultOrderBy: 'created_at',
});
export const adminFileListQuerySchema = listQuerySchema({
  sortable: ['name', 'file_size', 'created_at'],
  defaultOrderBy: 'created_at',
  filters: {
    /** audio, image, video, other — by the mime's first part. */
    type: z.enum(['audio', 'image', 'video', 'other']).optional(),
    owner: idParam.optional(),
  },
});
// ---- Answers (declared in the routes' `schema.response`) -----------------------------------

/** Ids and counts in answers: plain integers (a previewed channel's id is 0). */
const rowId = z.number().int();
const count = z.number().int();
const timestamp = z.string();
const musicStatus = z.enum(['draft', 'published']);
const image = z.string().nullable();

export const adminRefSchema = z.object({
  id: rowId,
  name: z.string(),
});
export type AdminRef = z.infer<typeof adminRefSchema>;
/** The start of the rows that show a picture: tracks, albums, artists, picker items. */
const picturedRefSchema = adminRefSchema.extend({ image });
/** The start of the rows that have a public address: channels, genres, tags. */
const sluggedRefSchema = adminRefSchema.extend({ slug: z.string() });
/** Who made a track or an album and whether, and from when, listeners can find it. */
const releaseFields = {
  artists: z.array(adminRefSchema),
  status: musicStatus,
  public: z.boolean(),
  release_at: timestamp.nullable(),
};

export const adminTrackRowSchema = picturedRefSchema.extend({
  ...releaseFields,
  album: adminRefSchema.nullable(),
  duration_ms: count,
  plays_count: count,
  created_at: timestamp,
});
export type AdminTrackRow = z.infer<typeof adminTrackRowSchema>;
/** `GET /api/v1/admin/tracks` */
export const adminTrackListAnswerSchema = paginationOf(adminTrackRowSchema);

export const adminAlbumRowSchema = picturedRefSchema.extend({
  ...releaseFields,
  release_date: z.string().nullable(),
  tracks_count: count,
  plays_count: count,
  created_at: timestamp,
});
export type AdminAlbumRow = z.infer<typeof adminAlbumRowSchema>;
/** `GET /api/v1/admin/albums` */
export const adminAlbumListAnswerSchema = paginationOf(adminAlbumRowSchema);

export const adminArtistRowSchema = picturedRefSchema.extend({
  verified: z.boolean(),
  albums_count: count,
  tracks_count: count,
  plays_count: count,
  created_at: timestamp,
});
export type AdminArtistRow = z.infer<typeof adminArtistRowSchema>;
/** `GET /api/v1/admin/artists` */
export const adminArtistListAnswerSchema = paginationOf(adminArtistRowSchema);

export const adminChannelRowSchema = sluggedRefSchema.extend({
  layout: z.enum(CHANNEL_LAYOUTS),
  content_type: z.enum(CHANNEL_CONTENT_TYPES),
  source: z.enum(CHANNEL_SOURCES),
  internal: z.boolean(),
  items_count: count,
  updated_at: timestamp,
  created_at: timestamp,
});
export type AdminChannelRow = z.infer<typeof adminChannelRowSchema>;
/** `GET /api/v1/admin/channels` */
export const adminChannelListAnswerSchema = paginationOf(adminChannelRowSchema);

export const adminChannelItemSchema = picturedRefSchema;
export type AdminChannelItem = z.infer<typeof adminChannelItemSchema>;
/** `GET /api/v1/admin/channels/item-search` */
export const channelItemSearchAnswerSchema = z.object({
  items: z.array(adminChannelItemSchema),
});

export const adminChannelSchema = sluggedRefSchema.extend({
  description: z.string().nullable(),
  layout: z.enum(CHANNEL_LAYOUTS),
  content_type: z.enum(CHANNEL_CONTENT_TYPES),
  source: z.enum(CHANNEL_SOURCES),
  restriction: z.string().nullable(),
  internal: z.boolean(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  /** Manual content, in order, with enough to show each item in the editor. */
  items: z.array(adminChannelItemSchema),
});
/** What the channel editor loads: the stored channel with its manual items in order. */
export type AdminChannel = z.infer<typeof adminChannelSchema>;
/** `GET`, `PUT /api/v1/admin/channels/{slugOrId}`, `POST /api/v1/admin/channels` (201) */
export const adminChannelAnswerSchema = z.object({
  channel: adminChannelSchema,
});

export const adminGenreRowSchema = sluggedRefSchema.extend({
  display_name: z.string().nullable(),
  image,
  popularity: count,
  tracks_count: count,
  created_at: timestamp,
});
export type AdminGenreRow = z.infer<typeof adminGenreRowSchema>;
/** `GET /api/v1/admin/genres` */
export const adminGenreListAnswerSchema = paginationOf(adminGenreRowSchema);
/** `POST /api/v1/admin/genres` (201), `PUT /api/v1/admin/genres/{id}`: the saved genre's id. */
export const adminGenreSavedAnswerSchema = z.object({ genre: z.object({ id: rowId }) });

export const adminTagRowSchema = sluggedRefSchema.extend({
  tracks_count: count,
  albums_count: count,
  created_at: timestamp,
});
export type AdminTagRow = z.infer<typeof adminTagRowSchema>;
/** `GET /api/v1/admin/tags` */
export const adminTagListAnswerSchema = paginationOf(adminTagRowSchema);
/** `POST /api/v1/admin/tags` (201), `PUT /api/v1/admin/tags/{id}`: the saved tag's id. */
export const adminTagSavedAnswerSchema = z.object({ tag: z.object({ id: rowId }) });

export const adminPlaylistRowSchema = adminRefSchema.extend({
  owner: adminRefSchema,
  public: z.boolean(),
  collaborative: z.boolean(),
  tracks_count: count,
  followers_count: count,
  created_at: timestamp,
});
export type AdminPlaylistRow = z.infer<typeof adminPlaylistRowSchema>;
/** `GET /api/v1/admin/playlists` */
export const adminPlaylistListAnswerSchema = paginationOf(adminPlaylistRowSchema);

export const adminLyricsRowSchema = z.object({
  id: rowId,
  track: adminRefSchema,
  is_synced: z.boolean(),
  excerpt: z.string(),
  updated_at: timestamp,
});
export type AdminLyricsRow = z.infer<typeof adminLyricsRowSchema>;
/** `GET /api/v1/admin/lyrics` */
export const adminLyricsListAnswerSchema = paginationOf(adminLyricsRowSchema);

export const adminCommentRowSchema = z.object({
  id: rowId,
  content: z.string(),
  author: adminRefSchema.nullable(),
  track: adminRefSchema,
  position_ms: count.nullable(),
  parent_id: rowId.nullable(),
  created_at: timestamp,
});
export type AdminCommentRow = z.infer<typeof adminCommentRowSchema>;
/** `GET /api/v1/admin/comments` */
export const adminCommentListAnswerSchema = paginationOf(adminCommentRowSchema);

export const fileUseSchema = adminRefSchema.extend({
  kind: z.enum(['track-audio', 'track', 'album', 'artist', 'playlist', 'user', 'genre']),
});
export type FileUse = z.infer<typeof fileUseSchema>;
export const adminFileRowSchema = adminRefSchema.extend({
  owner: adminRefSchema.nullable(),
  file_size: count,
  mime: z.string(),
  disk: z.enum(['uploads', 'public']),
  url: z.string().nullable(),
  created_at: timestamp,
  uses: z.array(fileUseSchema),
});
export type AdminFileRow = z.infer<typeof adminFileRowSchema>;
/** `GET /api/v1/admin/files` */
export const adminFileListAnswerSchema = paginationOf(adminFileRowSchema);
