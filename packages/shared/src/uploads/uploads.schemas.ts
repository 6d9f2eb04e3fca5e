import { z } from 'zod';
import { idParam, text } from '../http/primitives';

/** The storage disks: `uploads` (private) and `public` (served read-only at /storage/*). */
export const UPLOAD_DISKS = ['uploads', 'public'] as const;
export type UploadDisk = (typeof UPLOAD_DISKS)[number];

const nonNegativeInt = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const idLike = idParam;

/** A folder's name is a file entry's `name` (varchar 255). */
export const FOLDER_NAME_MAX = 255;
/**
 * Each folder becomes an entry whose `path` (varchar 1000) lists its ancestors' ids, up to 11
 * characters each: 64 levels leave room for the folder the upload goes into.
 */
export const FOLDER_DEPTH_MAX = 64;
/** A file entry's `path` column (varchar 1000): its ancestors' ids joined by "/". */
export const FILE_ENTRY_PATH_MAX = 1000;
export const FOLDER_TOO_DEEP_MESSAGE = 'This folder is nested too deeply.';

/** A folder upload's `a/b/file.mp3`: folders that fit their columns. */
const relativePath = text()
  .max(1000)
  .refine(
    (value) => value.split('/').every((segment) => segment.length <= FOLDER_NAME_MAX),
    `A folder name may not be longer than ${FOLDER_NAME_MAX} characters.`,
  )
  .refine(
    (value) => value.split('/').filter(Boolean).length <= FOLDER_DEPTH_MAX + 1,
    `Folders may not be nested more than ${FOLDER_DEPTH_MAX} deep.`,
  );

/** Upload metadata. The client's diskPrefix is accepted but never used for paths. */
export const uploadMetadataSchema = z
  .object({
    name: text().max(255).optional(),
    clientName: text().max(255).optional(),
    clientExtension: text().max(50).optional(),
    clientMime: text().max(255).optional(),
    clientSize: nonNegativeInt.optional(),
    relativePath: relativePath.nullable().optional(),
    disk: z.enum(UPLOAD_DISKS).optional(),
    parentId: idLike.nullable().optional(),
    diskPrefix: text().max(255).nullable().optional(),
  })
  .strip();
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** Metadata arrives as an object or, in a multipart form or tus header, as JSON text. */
export const uploadMetadataField = z.preprocess((value) => {
  if (typeof value !== 'string') return value ?? {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, uploadMetadataSchema);

/** What audio processing found in an uploaded track. */
export interface AudioMetadata {
  title: string | null;
  artists: string[];
  album: string | null;
  trackNumber: number | null;
  duration: number | null;
  genre: string[];
  lyrics: string | null;
  /** Public URL of the embedded cover art, when there was one. */
  coverUrl: string | null;
  /** Normalised peaks (0..1) for a waveform, when ffmpeg is installed. */
  waveform: number[] | null;
  /** Where the duration came from: ffmpeg decodes exactly; tags can be estimates. */
  durationSource: 'ffmpeg' | 'tags' | null;
}

/** A file entry, as answered by every upload call. */
export interface FileEntry {
  id: number;
  name: string;
  file_name: string;
  file_size: number;
  mime: string;
  extension: string;
  type: 'file' | 'folder';
  disk: UploadDisk;
  disk_prefix: string;
  parent_id: number | null;
  /** Ancestor ids, e.g. "1/4/9", for folder uploads. */
  path: string;
  user_id: number | null;
  url: string;
  audio: AudioMetadata | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

// ——— answers (declared in the routes' `schema.response`) ———

export const audioMetadataSchema = z.object({
  title: z.string().nullable(),
  artists: z.array(z.string()),
  album: z.string().nullable(),
  trackNumber: z.number().nullable(),
  duration: z.number().nullable(),
  genre: z.array(z.string()),
  lyrics: z.string().nullable(),
  coverUrl: z.string().nullable(),
  waveform: z.array(z.number()).nullable(),
  durationSource: z.enum(['ffmpeg', 'tags']).nullable(),
}) satisfies z.ZodType<AudioMetadata>;

export const fileEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_name: z.string(),
  file_size: z.number(),
  mime: z.string(),
  extension: z.string(),
  type: z.enum(['file', 'folder']),
  disk: z.enum(UPLOAD_DISKS),
  disk_prefix: z.string(),
  parent_id: z.number().int().nullable(),
  path: z.string(),
  user_id: z.number().int().nullable(),
  url: z.string(),
  audio: audioMetadataSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
}) satisfies z.ZodType<FileEntry>;

/** POST file-entries (201), tus/entries, s3/entries. */
export const fileEntryAnswerSchema = z.object({ fileEntry: fileEntrySchema });

/** file-entries/delete and s3/multipart/abort. */
export const uploadsSuccessAnswerSchema = z.object({ status: z.literal('success') });

/**
 * GET file-entries/{id}: the file's bytes, with its own content type. The route sends a stream,
 * which Fastify writes as is (a stream or buffer never goes through the JSON serializer).
 */
export const fileBytesAnswerSchema = z
  .string()
  .meta({ format: 'binary' })
  .describe("The file's bytes");

/** s3/simple/presign: a presigned PUT to the bucket. */
export const s3PresignAnswerSchema = z.object({
  url: z.string(),
  acl: z.string(),
  key: z.string(),
});

export const s3MultipartCreateAnswerSchema = z.object({ uploadId: z.string(), key: z.string() });

export const s3UploadedPartsAnswerSchema = z.object({
  parts: z.array(z.object({ PartNumber: z.number().int(), ETag: z.string(), Size: z.number() })),
});

export const s3SignedPartsAnswerSchema = z.object({
  urls: z.array(z.object({ partNumber: z.number().int(), url: z.string() })),
});

export const s3MultipartCompleteAnswerSchema = z.object({ location: z.string() });

export const tusEntrySchema = z.object({ uploadKey: text().min(1).max(200) });

export const s3SimplePresignSchema = z.object({
  filename: text().min(1).max(255),
  mime: text().max(255).default('application/octet-stream'),
  disk: z.enum(UPLOAD_DISKS).default('uploads'),
  size: nonNegativeInt,
  extension: text().max(50).default(''),
  metadata: uploadMetadataField.optional(),
});

export const s3EntrySchema = z.object({
  metadata: uploadMetadataField.optional(),
  clientMime: text().max(255).default('application/octet-stream'),
  clientName: text().min(1).max(255),
  /** The key's file name the presign or multipart create call answered. */
  filename: text().min(1).max(255),
  size: nonNegativeInt,
  clientExtension: text().max(50).default(''),
});

export const s3MultipartCreateSchema = s3SimplePresignSchema;

export const s3MultipartKeySchema = z.object({
  key: text().min(1).max(1024),
  uploadId: text().min(1).max(1024),
});

export const s3MultipartSignSchema = s3MultipartKeySchema.extend({
  partNumbers: z.array(z.coerce.number().int().min(1).max(10_000)).min(1).max(10),
});

export const s3MultipartCompleteSchema = s3MultipartKeySchema.extend({
  parts: z
    .array(
      z.object({
        ETag: text().min(1).max(200),
        PartNumber: z.coerce.number().int().min(1).max(10_000),
      }),
    )
    .min(1)
    .max(10_000),
});

export const deleteEntriesSchema = z
  .object({
    paths: z.array(text().max(1000)).max(1000).default([]),
    entryIds: z.array(idLike).max(1000).default([]),
    deleteForever: z.coerce.boolean().default(false),
  })
  .refine((value) => value.paths.length > 0 || value.entryIds.length > 0, {
    message: 'Select at least one file.',
    path: ['entryIds'],
  });

export type S3SimplePresignInput = z.infer<typeof s3SimplePresignSchema>;
export type S3EntryInput = z.infer<typeof s3EntrySchema>;
export type S3MultipartCompleteInput = z.infer<typeof s3MultipartCompleteSchema>;
export type DeleteEntriesInput = z.infer<typeof deleteEntriesSchema>;
