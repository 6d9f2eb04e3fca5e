import { z } from 'zod';
import {
  ALBUM_TYPES,
  albumSchema,
  artistSchema,
  tagSchema,
  trackSchema,
} from '../catalog/catalog.schemas';
import { id as idField, int, text } from '../http/primitives';

/**
 * Music management: the HTTP contract of the editors that backstage and the admin
 * area share, of turning uploads into draft tracks, and of publishing. Every path is under
 * `/api/v1/`.
 *
 * | method | path                          | body / query              | answer                        |
 * | ------ | ----------------------------- | ------------------------- | ----------------------------- |
 * | POST   | backstage/imports             | importUploadSchema        | 201 {track: EditableTrack}    |
 * | GET    | backstage/drafts              |                           | draftsResponseSchema          |
 * | POST   | tracks                        | newTrackSchema            | 201 {track: EditableTrack}    |
 * | GET    | tracks/{id}/edit              |                           | {track: EditableTrack}        |
 * | PUT    | tracks/{id}                   | trackInputSchema          | {track: EditableTrack}        |
 * | DELETE | tracks/{id}                   |                           | 204                           |
 * | PUT    | tracks/{id}/lyrics            | lyricsInputSchema         | {lyrics: Lyrics}              |
 * | DELETE | tracks/{id}/lyrics            |                           | 204                           |
 * | POST   | music/publish                 | publishSchema             | {tracks: EditableTrack[]}     |
 * | POST   | albums                        | albumInputSchema          | 201 {album: EditableAlbum}    |
 * | GET    | albums/{id}/edit              |                           | {album: EditableAlbum}        |
 * | PUT    | albums/{id}                   | albumInputSchema          | {album: EditableAlbum}        |
 * | DELETE | albums/{id}                   | ?with_tracks=true|false   | 204                           |
 * | POST   | artists                       | artistInputSchema (admin) | 201 {artist: EditableArtist}  |
 * | GET    | artists/{id}/edit             |                           | {artist: EditableArtist}      |
 * | PUT    | artists/{id}                  | artistInputSchema         | {artist: EditableArtist}      |
 * | DELETE | artists/{id}                  |                           | 204                           |
 *
 * Who may: a user manages an artist whose `user_id` is theirs, and an album or track they
 * uploaded (`user_id`) or that credits an artist they manage; `music.update` (and `admin`)
 * manage all. Creating needs `music.create`; creating an artist, and `verified`, need
 * `music.update`. Anyone else gets 403 (404 for drafts and private items they cannot see).
 */

export const MUSIC_STATUSES = ['draft', 'published'] as const;
export type MusicStatus = (typeof MUSIC_STATUSES)[number];
export const TRACK_PROCESSING_STATES = ['queued', 'processing', 'done', 'failed'] as const;
export type TrackProcessingState = (typeof TRACK_PROCESSING_STATES)[number];

const isoDate = z.string();

/** What an editor shows besides the public fields: state, visibility and processing. */
const managedFields = {
  status: z.enum(MUSIC_STATUSES),
  public: z.boolean(),
  /** ISO timestamp; a published item with a later release time stays hidden until then. */
  release_at: isoDate.nullable(),
  /** The managing user (uploader). */
  user_id: z.number().int().nullable(),
};

export const editableTrackSchema = trackSchema.extend({
  ...managedFields,
  album_id: z.number().int().nullable(),
  downloadable: z.boolean(),
  tags: z.array(tagSchema),
  processing: z.enum(TRACK_PROCESSING_STATES),
  processing_error: z.string().nullable(),
  processing_progress: z.number().int(),
  loudness_lufs: z.number().nullable(),
  true_peak_db: z.number().nullable(),
  /** Peaks 0..1, once processing has made them. */
  waveform: z.array(z.number()).nullable(),
  /** The lyrics as stored (LRC text when synced), or null. */
  lyrics: z.object({ text: z.string(), is_synced: z.boolean() }).nullable(),
  upload_file_id: z.number().int().nullable(),
});
export type EditableTrack = z.infer<typeof editableTrackSchema>;

export const editableAlbumSchema = albumSchema.extend({
  ...managedFields,
  tracks: z.array(editableTrackSchema),
});
export type EditableAlbum = z.infer<typeof editableAlbumSchema>;

export const editableArtistSchema = artistSchema.extend({
  images: z.array(z.string()),
  user_id: z.number().int().nullable(),
});
export type EditableArtist = z.infer<typeof editableArtistSchema>;

export const MUSIC_MESSAGES = {
  linkScheme: 'Links must start with http:// or https://.',
  artistRequired: 'Add at least one artist.',
  notAudio: 'This file is not audio the server can read.',
  invalidLrc:
    'Synced lyrics must be in LRC format: each line starting with a time like [01:23.45].',
  cannotPublish: 'This track cannot be published until its audio has been processed.',
} as const;

/** An artist credited by id, or by name (found case-insensitively, else created). */
export const artistCreditSchema = z.union([
  z.object({ id: idField() }),
  z.object({ name: text().trim().min(1).max(255) }),
]);
export type ArtistCredit = z.infer<typeof artistCreditSchema>;

const names = z.array(text().trim().min(1).max(100)).max(20);
/** An image URL as the upload answers it (`/api/v1/file-entries/...` or an https URL). */
const imageUrl = text().trim().max(1024).nullable();
const releaseAt = z.iso.datetime({ offset: true }).nullable();

export const trackInputSchema = z.object({
  name: text().trim().min(1).max(255),
  artists: z.array(artistCreditSchema).min(1, MUSIC_MESSAGES.artistRequired).max(20),
  album_id: idField().nullable(),
  number: int().min(1).max(9999).nullable(),
  /** Genre names; unknown ones are created. */
  genres: names,
  /** Tag names; unknown ones are created. */
  tags: names,
  description: text().max(5000).nullable(),
  image: imageUrl,
  explicit: z.boolean(),
  downloadable: z.boolean(),
  public: z.boolean(),
  release_at: releaseAt,
  /** Replaces the audio with another uploaded file entry (processed again). */
  file_entry_id: idField().optional(),
});
export type TrackInput = z.infer<typeof trackInputSchema>;

/** `/backstage/tracks/new`: the editor's fields plus the uploaded audio, required. */
export const newTrackSchema = trackInputSchema.extend({ file_entry_id: idField() });
export type NewTrackInput = z.infer<typeof newTrackSchema>;

/** An uploaded audio file entry (the caller's own) to turn into a draft track. */
export const importUploadSchema = z.object({ file_entry_id: idField() });

export const draftsResponseSchema = z.object({
  /** The caller's drafts, newest first, with the albums their tags grouped them into. */
  tracks: z.array(editableTrackSchema),
  albums: z.array(editableAlbumSchema),
});
export type DraftsResponse = z.infer<typeof draftsResponseSchema>;

export const lyricsInputSchema = z.object({
  /** Plain text, or LRC (`[mm:ss.xx] line`) when `is_synced`. */
  text: text().max(50_000),
  is_synced: z.boolean(),
});
export type LyricsInput = z.infer<typeof lyricsInputSchema>;

export const publishSchema = z
  .object({
    track_ids: z.array(idField()).max(500).default([]),
    /** Publishes the album and every draft track on it. */
    album_ids: z.array(idField()).max(100).default([]),
  })
  .refine((value) => value.track_ids.length + value.album_ids.length > 0, {
    message: 'Choose something to publish.',
    path: ['track_ids'],
  });
export type PublishInput = z.input<typeof publishSchema>;

export const albumInputSchema = z.object({
  name: text().trim().min(1).max(255),
  artists: z.array(artistCreditSchema).min(1, MUSIC_MESSAGES.artistRequired).max(20),
  /** YYYY-MM-DD. */
  release_date: z.iso.date().nullable(),
  type: z.enum(ALBUM_TYPES),
  image: imageUrl,
  description: text().max(5000).nullable(),
  genres: names,
  tags: names,
  public: z.boolean(),
  release_at: releaseAt,
  /** The album's tracks in order (existing tracks the caller manages); number follows order. */
  track_ids: z.array(idField()).max(500),
});
export type AlbumInput = z.infer<typeof albumInputSchema>;

export const artistLinkInputSchema = z.object({
  url: text()
    .trim()
    .max(1024)
    .regex(/^https?:\/\/[^\s]+$/i, MUSIC_MESSAGES.linkScheme),
  title: text().trim().max(100),
});

export const artistInputSchema = z.object({
  name: text().trim().min(1).max(255),
  image: imageUrl,
  bio: text().max(10_000).nullable(),
  links: z.array(artistLinkInputSchema).max(20),
  genres: names,
  /** Only `music.update` holders may change it; others' values are ignored. */
  verified: z.boolean(),
  images: z.array(text().trim().min(1).max(1024)).max(20),
});
export type ArtistInput = z.infer<typeof artistInputSchema>;

export const editableTrackResponseSchema = z.object({ track: editableTrackSchema });
export const editableAlbumResponseSchema = z.object({ album: editableAlbumSchema });
export const editableArtistResponseSchema = z.object({ artist: editableArtistSchema });
export const publishResponseSchema = z.object({ tracks: z.array(editableTrackSchema) });
