import { z } from 'zod';
import { trackSchema } from '../catalog/catalog.schemas';
import { idListParam, idParam, intParam, text } from '../http/primitives';
import { RADIO_SEED_TYPES } from './radio-seed-types';

/** POST tracks/{id}/plays: once per playback after 30 s (or at the end of a shorter track). */
export const PLAY_RECORD_AFTER_MS = 30_000;
export const recordPlaySchema = z
  .object({
    platform: text().trim().max(50).optional(),
    device: text().trim().max(50).optional(),
  })
  .default({});
export type RecordPlayPayload = z.input<typeof recordPlaySchema>;

export { RADIO_SEED_TYPES, type RadioSeedType } from './radio-seed-types';

export const radioParamsSchema = z.object({
  seedType: z.enum(RADIO_SEED_TYPES),
  seedId: idParam,
});

/** `exclude`: ids already queued or played, so the radio never repeats them soon. */
export const radioQuerySchema = z.object({
  exclude: idListParam({ maxLength: 20_000, message: 'Exclude must list track ids.' }).transform(
    (ids) => ids.slice(-500),
  ),
  limit: intParam(1, 50).default(20),
});
export type RadioQuery = z.infer<typeof radioQuerySchema>;

export const radioResponseSchema = z.object({
  seed: z.object({
    type: z.enum(RADIO_SEED_TYPES),
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable(),
  }),
  tracks: z.array(trackSchema),
});
export type RadioResponse = z.infer<typeof radioResponseSchema>;

/**
 * `GET tracks/{id}/stream` and `download`: the audio file's bytes (its own audio/* type), sent as
 * a stream that Fastify never serializes; the schema only documents the answer.
 */
export const audioBytesSchema = z.string().describe('The audio bytes, in the file’s audio/* type');
export const audioRangeBytesSchema = z
  .string()
  .describe('The asked byte range of the audio (Content-Range says which)');

/**
 * `GET tracks/{id}/stream-url`: a signed, expiring URL of the track's stream for the caller
 * (what the player plays); its requests skip the session, the role and the rate limit.
 */
export const streamUrlSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type StreamUrl = z.infer<typeof streamUrlSchema>;

/** The query of a signed stream URL (made by the server; only the server reads it). */
export const streamQuerySchema = z.object({
  expires: z.string().optional(),
  viewer: z.string().optional(),
  signature: z.string().optional(),
});
