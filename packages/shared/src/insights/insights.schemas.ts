import { z } from 'zod';
import { idParamsSchema } from '../http/primitives';
import { REPORT_RANGES } from '../reports/report-range';
import {
  reportEntrySchema,
  reportRankedItemSchema,
  reportSeriesPointSchema,
  reportTotalSchema,
} from '../reports/reports.schemas';

/**
 * Insights: a track's, an album's or an artist's plays, listeners, top tracks,
 * clients and social counts for a range, compared with the previous period — the admin
 * reports' query (`reportQuerySchema`) and figures, for one item.
 */
export const INSIGHTS_KINDS = ['track', 'album', 'artist'] as const;
export type InsightsKind = (typeof INSIGHTS_KINDS)[number];

/** GET tracks|albums|artists/{id}/insights: the path's id. */
export const insightsParamsSchema = idParamsSchema;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const insightsSchema = z.object({
  item: z.object({
    kind: z.enum(INSIGHTS_KINDS),
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
    /** A draft track or album (not yet published); an artist never is. */
    draft: z.boolean(),
  }),
  range: z.enum(REPORT_RANGES),
  granularity: z.enum(['hour', 'day']),
  current: periodSchema,
  previous: periodSchema,
  totals: z.object({
    plays: reportTotalSchema,
    listeners: reportTotalSchema,
    likes: reportTotalSchema,
    reposts: reportTotalSchema,
    comments: reportTotalSchema,
  }),
  series: z.array(reportSeriesPointSchema),
  /** The item's own tracks, most played first (empty for a track). */
  topTracks: z.array(reportRankedItemSchema),
  countries: z.array(reportEntrySchema),
  devices: z.array(reportEntrySchema),
  platforms: z.array(reportEntrySchema),
  browsers: z.array(reportEntrySchema),
});
export type Insights = z.infer<typeof insightsSchema>;
