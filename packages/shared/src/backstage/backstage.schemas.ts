import { z } from 'zod';
import { paginationOf } from '../http/http.schemas';
import { booleanFilter, listQuerySchema } from '../http/list-query';
import { id as idField, idParam, text } from '../http/primitives';
import { artistLinkInputSchema, MUSIC_MESSAGES } from '../music/music.schemas';

/**
 * Backstage requests (made by holders of backstageRequests.create).
 *
 * | method | path                                     | who                          | answer                      |
 * | ------ | ---------------------------------------- | ---------------------------- | --------------------------- |
 * | POST   | backstage-requests                       | backstageRequests.create     | 201 {request}               |
 * | POST   | backstage-requests/files                 | backstageRequests.create     | 201 {fileEntry}             |
 * | GET    | backstage-requests/{id}                  | its author, or music.update  | {request}                   |
 * | GET    | backstage-requests/{id}/files/{fileId}   | its author, or music.update  | the proof file's bytes      |
 * | GET    | backstage-requests                       | music.update                 | {pagination}                |
 * | POST   | backstage-requests/{id}/approve          | music.update                 | {request}                   |
 * | POST   | backstage-requests/{id}/deny             | music.update                 | {request}                   |
 * | POST   | backstage-requests/delete                | music.update                 | {}                          |
 *
 * verify-artist names an artist the user already manages; claim-artist names any artist the
 * user does not manage yet (a claim of an artist managed by someone else is allowed: the
 * reviewer decides, and approval moves the artist to the claimant).
 */
export const BACKSTAGE_REQUEST_TYPES = ['become-artist', 'verify-artist', 'claim-artist'] as const;
export type BackstageRequestType = (typeof BACKSTAGE_REQUEST_TYPES)[number];
export const BACKSTAGE_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type BackstageRequestStatus = (typeof BACKSTAGE_REQUEST_STATUSES)[number];

export const BACKSTAGE_MESSAGES = {
  alreadyPending: 'You already have a pending request.',
  alreadyDecided: 'This request has already been reviewed.',
  artistRequired: 'Choose an artist.',
  notYourArtist: 'You can only ask to verify an artist you manage.',
  alreadyYours: 'You already manage this artist.',
  alreadyVerified: 'This artist is already verified.',
  nameRequired: 'The artist name is required.',
  reasonRequired: 'Give a reason.',
  noIds: 'Select at least one request.',
  notImage: 'Please select an image.',
  unknownFile: 'This file is not one of your uploads.',
} as const;

/** The largest image (profile image) and proof file sent with a request. */
export const BACKSTAGE_IMAGE_MAX_BYTES = 2_097_152;
export const BACKSTAGE_PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const BACKSTAGE_MAX_PROOF_FILES = 10;

export const backstageRequestInputSchema = z.object({
  type: z.enum(BACKSTAGE_REQUEST_TYPES),
  /** The artist to verify or claim; ignored for become-artist. */
  artist_id: idField().nullable().optional(),
  artist_name: text({ error: BACKSTAGE_MESSAGES.nameRequired })
    .trim()
    .min(1, BACKSTAGE_MESSAGES.nameRequired)
    .max(255),
  /** A public image URL the request's file upload answered (`/storage/...`). */
  image: text().trim().max(1024).nullable().optional(),
  links: z.array(artistLinkInputSchema).max(20).default([]),
  /** File entries the user uploaded with `backstage-requests/files`. */
  proof_file_ids: z.array(idField()).max(BACKSTAGE_MAX_PROOF_FILES).default([]),
  message: text().trim().max(5000).nullable().optional(),
});
export type BackstageRequestInput = z.input<typeof backstageRequestInputSchema>;
export type BackstageRequestValues = z.output<typeof backstageRequestInputSchema>;

/** The web form: the same rules, with every field present. */
export const backstageRequestFormSchema = z.object({
  artist_name: z.string().trim().min(1, BACKSTAGE_MESSAGES.nameRequired).max(255),
  image: z.string().nullable(),
  links: z.array(
    z.object({
      url: z
        .string()
        .trim()
        .max(1024)
        .regex(/^https?:\/\/[^\s]+$/i, MUSIC_MESSAGES.linkScheme),
      title: z.string().trim().max(100),
    }),
  ),
  message: z.string().max(5000),
});
export type BackstageRequestForm = z.infer<typeof backstageRequestFormSchema>;

export const denyRequestSchema = z.object({
  reason: text({ error: BACKSTAGE_MESSAGES.reasonRequired })
    .trim()
    .min(1, BACKSTAGE_MESSAGES.reasonRequired)
    .max(2000),
});

export const deleteRequestsSchema = z.object({
  ids: z.array(idField()).min(1, BACKSTAGE_MESSAGES.noIds).max(100),
});

export const requestFileParamsSchema = z.object({ id: idParam, fileId: idParam });

export const backstageRequestListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'status', 'type', 'artist_name'],
  defaultOrderBy: 'created_at',
  filters: {
    status: z.enum(BACKSTAGE_REQUEST_STATUSES).optional(),
    type: z.enum(BACKSTAGE_REQUEST_TYPES).optional(),
    /** Only requests not reviewed yet (shortcut for status=pending). */
    pending: booleanFilter,
  },
});
export type BackstageRequestListQuery = z.output<typeof backstageRequestListQuerySchema>;

// ——— answers (declared in the routes' `schema.response`) ———

const requestUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});

/** An artist as the request forms and the review show it. */
const requestArtistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
});

export const backstageRequestFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  file_size: z.number(),
  /** Where its author or a reviewer downloads it. */
  url: z.string(),
});
export type BackstageRequestFile = z.infer<typeof backstageRequestFileSchema>;

export const backstageRequestSchema = z.object({
  id: z.number().int(),
  type: z.enum(BACKSTAGE_REQUEST_TYPES),
  status: z.enum(BACKSTAGE_REQUEST_STATUSES),
  user: requestUserSchema,
  artist: requestArtistSchema.nullable(),
  artist_name: z.string(),
  image: z.string().nullable(),
  links: z.array(z.object({ url: z.string(), title: z.string() })),
  proof_files: z.array(backstageRequestFileSchema),
  message: z.string().nullable(),
  deny_reason: z.string().nullable(),
  reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BackstageRequest = z.infer<typeof backstageRequestSchema>;

/** A request's summary: the artist by id only, without the proof and the review. */
export const backstageRequestListItemSchema = backstageRequestSchema
  .pick({ id: true, type: true, status: true, user: true, artist_name: true, created_at: true })
  .extend({ artist_id: z.number().int().nullable() });
/** One row of the admin requests table. */
export type BackstageRequestListItem = z.infer<typeof backstageRequestListItemSchema>;

/** POST backstage-requests (201), GET backstage-requests/{id}, approve, deny. */
export const backstageRequestAnswerSchema = z.object({ request: backstageRequestSchema });

/** GET backstage-requests: the admin table. */
export const backstageRequestListAnswerSchema = paginationOf(backstageRequestListItemSchema);

/** GET backstage-requests/managed-artists: the artists the caller manages (verify form). */
export const managedArtistsAnswerSchema = z.object({
  artists: z.array(requestArtistSchema),
});

/** GET backstage-requests/{id}/files/{fileId}: the proof file's bytes, with its own type. */
export const proofFileBytesAnswerSchema = z
  .string()
  .meta({ format: 'binary' })
  .describe("The proof file's bytes");
