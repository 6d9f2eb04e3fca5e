import { z } from 'zod';
import { paginationOf } from '../http/http.schemas';
import { booleanFilter, listQuerySchema } from '../http/list-query';
import { id, idParam, int, text } from '../http/primitives';
import {
  CHANNEL_CONTENT_TYPES,
  CHANNEL_LAYOUTS,
  CHANNEL_SOURCES,
  type ChannelContentType,
  type ChannelLayout,
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
export const deleteIdsSchema = z.object({
  ids: z.array(id()).min(1, CATALOG_ADMIN_MESSAGES.noIds).max(100),
});
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

export interface AdminRef {
  id: number;
  name: string;
}

export interface AdminTrackRow {
  id: number;
  name: string;
  image: string | null;
  artists: AdminRef[];
  album: AdminRef | null;
  status: 'draft' | 'published';
  public: boolean;
  release_at: string | null;
  duration_ms: number;
  plays_count: number;
  created_at: string;
}

export interface AdminAlbumRow {
  id: number;
  name: string;
  image: string | null;
  artists: AdminRef[];
  status: 'draft' | 'published';
  public: boolean;
  release_at: string | null;
  release_date: string | null;
  tracks_count: number;
  plays_count: number;
  created_at: string;
}

export interface AdminArtistRow {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
  albums_count: number;
  tracks_count: number;
  plays_count: number;
  created_at: string;
}

// ---- Channels -------------------------------------------------------------------------------

export const adminChannelListQuerySchema = listQuerySchema({
  sortable: ['name', 'slug', 'created_at', 'updated_at'],
  defaultOrderBy: 'updated_at',
  filters: { content_type: z.enum(CHANNEL_CONTENT_TYPES).optional() },
});
export type AdminChannelListQuery = z.output<typeof adminChannelListQuerySchema>;

export interface AdminChannelRow {
  id: number;
  name: string;
  slug: string;
  layout: ChannelLayout;
  content_type: ChannelContentType;
  source: ChannelSource;
  internal: boolean;
  items_count: number;
  updated_at: string;
  created_at: string;
}

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
  name: text({ error: CATALOG_ADMIN_MESSAGES.required })
    .trim()
    .min(1, CATALOG_ADMIN_MESSAGES.required)
    .max(100, CATALOG_ADMIN_MESSAGES.tooLong),
  slug: text({ error: CATALOG_ADMIN_MESSAGES.required })
    .trim()
    .min(1, CATALOG_ADMIN_MESSAGES.required)
    .max(100, CATALOG_ADMIN_MESSAGES.tooLong)
    .regex(SLUG_PATTERN, CATALOG_ADMIN_MESSAGES.slugInvalid),
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

/** What the channel editor loads: the stored channel with its manual items in order. */
export interface AdminChannel {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  layout: ChannelLayout;
  content_type: ChannelContentType;
  source: ChannelSource;
  restriction: string | null;
  internal: boolean;
  seo_title: string | null;
  seo_description: string | null;
  /** Manual content, in order, with enough to show each item in the editor. */
  items: AdminChannelItem[];
}
export interface AdminChannelItem {
  id: number;
  name: string;
  image: string | null;
}

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
export interface AdminGenreRow {
  id: number;
  name: string;
  slug: string;
  display_name: string | null;
  image: string | null;
  popularity: number;
  tracks_count: number;
  created_at: string;
}
export const genreInputSchema = z.object({
  name: text({ error: CATALOG_ADMIN_MESSAGES.required })
    .trim()
    .min(1, CATALOG_ADMIN_MESSAGES.required)
    .max(100, CATALOG_ADMIN_MESSAGES.tooLong),
  display_name: text().trim().max(100, CATALOG_ADMIN_MESSAGES.tooLong).nullable().default(null),
  image: text().trim().max(500, CATALOG_ADMIN_MESSAGES.tooLong).nullable().default(null),
  popularity: int().min(0).max(1_000_000).default(0),
});
export type GenreInputPayload = z.input<typeof genreInputSchema>;

export const adminTagListQuerySchema = listQuerySchema({
  sortable: ['name', 'created_at'],
  defaultOrderBy: 'created_at',
});
export interface AdminTagRow {
  id: number;
  name: string;
  slug: string;
  tracks_count: number;
  albums_count: number;
  created_at: string;
}
export const tagInputSchema = z.object({
  name: text({ error: CATALOG_ADMIN_MESSAGES.required })
    .trim()
    .min(1, CATALOG_ADMIN_MESSAGES.required)
    .max(100, CATALOG_ADMIN_MESSAGES.tooLong),
});
export type TagInputPayload = z.input<typeof tagInputSchema>;

export const adminIdParamsSchema = z.object({ id: idParam });

// ---- Playlists, lyrics, comments, files -----------------------------------------------------

export const adminPlaylistListQuerySchema = listQuerySchema({
  sortable: ['name', 'created_at', 'tracks_count', 'followers_count'],
  defaultOrderBy: 'created_at',
  filters: { public: booleanFilter, collaborative: booleanFilter },
});
export interface AdminPlaylistRow {
  id: number;
  name: string;
  owner: AdminRef;
  public: boolean;
  collaborative: boolean;
  tracks_count: number;
  followers_count: number;
  created_at: string;
}

export const adminLyricsListQuerySchema = listQuerySchema({
  sortable: ['updated_at', 'track'],
  defaultOrderBy: 'updated_at',
  filters: { synced: booleanFilter },
});
export interface AdminLyricsRow {
  id: number;
  track: AdminRef;
  is_synced: boolean;
  excerpt: string;
  updated_at: string;
}

export const adminCommentListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultOrderBy: 'created_at',
});
export interface AdminCommentRow {
  id: number;
  content: string;
  author: AdminRef | null;
  track: AdminRef;
  position_ms: number | null;
  parent_id: number | null;
  created_at: string;
}

export const adminFileListQuerySchema = listQuerySchema({
  sortable: ['name', 'file_size', 'created_at'],
  defaultOrderBy: 'created_at',
  filters: {
    /** audio, image, video, other — by the mime's first part. */
    type: z.enum(['audio', 'image', 'video', 'other']).optional(),
    owner: idParam.optional(),
  },
});
export interface FileUse {
  kind: 'track-audio' | 'track' | 'album' | 'artist' | 'playlist' | 'user' | 'genre';
  id: number;
  name: string;
}
export interface AdminFileRow {
  id: number;
  name: string;
  owner: AdminRef | null;
  file_size: number;
  mime: string;
  disk: 'uploads' | 'public';
  url: string | null;
  created_at: string;
  uses: FileUse[];
}

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
}) satisfies z.ZodType<AdminRef>;

export const adminTrackRowSchema = z.object({
  id: rowId,
  name: z.string(),
  image,
  artists: z.array(adminRefSchema),
  album: adminRefSchema.nullable(),
  status: musicStatus,
  public: z.boolean(),
  release_at: timestamp.nullable(),
  duration_ms: count,
  plays_count: count,
  created_at: timestamp,
}) satisfies z.ZodType<AdminTrackRow>;
/** `GET /api/v1/admin/tracks` */
export const adminTrackListAnswerSchema = paginationOf(adminTrackRowSchema);

export const adminAlbumRowSchema = z.object({
  id: rowId,
  name: z.string(),
  image,
  artists: z.array(adminRefSchema),
  status: musicStatus,
  public: z.boolean(),
  release_at: timestamp.nullable(),
  release_date: z.string().nullable(),
  tracks_count: count,
  plays_count: count,
  created_at: timestamp,
}) satisfies z.ZodType<AdminAlbumRow>;
/** `GET /api/v1/admin/albums` */
export const adminAlbumListAnswerSchema = paginationOf(adminAlbumRowSchema);

export const adminArtistRowSchema = z.object({
  id: rowId,
  name: z.string(),
  image,
  verified: z.boolean(),
  albums_count: count,
  tracks_count: count,
  plays_count: count,
  created_at: timestamp,
}) satisfies z.ZodType<AdminArtistRow>;
/** `GET /api/v1/admin/artists` */
export const adminArtistListAnswerSchema = paginationOf(adminArtistRowSchema);

export const adminChannelRowSchema = z.object({
  id: rowId,
  name: z.string(),
  slug: z.string(),
  layout: z.enum(CHANNEL_LAYOUTS),
  content_type: z.enum(CHANNEL_CONTENT_TYPES),
  source: z.enum(CHANNEL_SOURCES),
  internal: z.boolean(),
  items_count: count,
  updated_at: timestamp,
  created_at: timestamp,
}) satisfies z.ZodType<AdminChannelRow>;
/** `GET /api/v1/admin/channels` */
export const adminChannelListAnswerSchema = paginationOf(adminChannelRowSchema);

export const adminChannelItemSchema = z.object({
  id: rowId,
  name: z.string(),
  image,
}) satisfies z.ZodType<AdminChannelItem>;
/** `GET /api/v1/admin/channels/item-search` */
export const channelItemSearchAnswerSchema = z.object({
  items: z.array(adminChannelItemSchema),
}) satisfies z.ZodType<{ items: AdminChannelItem[] }>;

export const adminChannelSchema = z.object({
  id: rowId,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  layout: z.enum(CHANNEL_LAYOUTS),
  content_type: z.enum(CHANNEL_CONTENT_TYPES),
  source: z.enum(CHANNEL_SOURCES),
  restriction: z.string().nullable(),
  internal: z.boolean(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  items: z.array(adminChannelItemSchema),
}) satisfies z.ZodType<AdminChannel>;
/** `GET`, `PUT /api/v1/admin/channels/{slugOrId}`, `POST /api/v1/admin/channels` (201) */
export const adminChannelAnswerSchema = z.object({
  channel: adminChannelSchema,
}) satisfies z.ZodType<{ channel: AdminChannel }>;

export const adminGenreRowSchema = z.object({
  id: rowId,
  name: z.string(),
  slug: z.string(),
  display_name: z.string().nullable(),
  image,
  popularity: count,
  tracks_count: count,
  created_at: timestamp,
}) satisfies z.ZodType<AdminGenreRow>;
/** `GET /api/v1/admin/genres` */
export const adminGenreListAnswerSchema = paginationOf(adminGenreRowSchema);
/** `POST /api/v1/admin/genres` (201), `PUT /api/v1/admin/genres/{id}`: the saved genre's id. */
export const adminGenreSavedAnswerSchema = z.object({ genre: z.object({ id: rowId }) });

export const adminTagRowSchema = z.object({
  id: rowId,
  name: z.string(),
  slug: z.string(),
  tracks_count: count,
  albums_count: count,
  created_at: timestamp,
}) satisfies z.ZodType<AdminTagRow>;
/** `GET /api/v1/admin/tags` */
export const adminTagListAnswerSchema = paginationOf(adminTagRowSchema);
/** `POST /api/v1/admin/tags` (201), `PUT /api/v1/admin/tags/{id}`: the saved tag's id. */
export const adminTagSavedAnswerSchema = z.object({ tag: z.object({ id: rowId }) });

export const adminPlaylistRowSchema = z.object({
  id: rowId,
  name: z.string(),
  owner: adminRefSchema,
  public: z.boolean(),
  collaborative: z.boolean(),
  tracks_count: count,
  followers_count: count,
  created_at: timestamp,
}) satisfies z.ZodType<AdminPlaylistRow>;
/** `GET /api/v1/admin/playlists` */
export const adminPlaylistListAnswerSchema = paginationOf(adminPlaylistRowSchema);

export const adminLyricsRowSchema = z.object({
  id: rowId,
  track: adminRefSchema,
  is_synced: z.boolean(),
  excerpt: z.string(),
  updated_at: timestamp,
}) satisfies z.ZodType<AdminLyricsRow>;
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
}) satisfies z.ZodType<AdminCommentRow>;
/** `GET /api/v1/admin/comments` */
export const adminCommentListAnswerSchema = paginationOf(adminCommentRowSchema);

export const fileUseSchema = z.object({
  kind: z.enum(['track-audio', 'track', 'album', 'artist', 'playlist', 'user', 'genre']),
  id: rowId,
  name: z.string(),
}) satisfies z.ZodType<FileUse>;
export const adminFileRowSchema = z.object({
  id: rowId,
  name: z.string(),
  owner: adminRefSchema.nullable(),
  file_size: count,
  mime: z.string(),
  disk: z.enum(['uploads', 'public']),
  url: z.string().nullable(),
  created_at: timestamp,
  uses: z.array(fileUseSchema),
}) satisfies z.ZodType<AdminFileRow>;
/** `GET /api/v1/admin/files` */
export const adminFileListAnswerSchema = paginationOf(adminFileRowSchema);
