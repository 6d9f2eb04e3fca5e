import { z } from 'zod';
import { text } from '../http/primitives';
import { REPORT_MAX_SPAN_DAYS, REPORT_RANGES, isIsoDay, periodLength } from './report-range';

const isoDay = text().trim().refine(isIsoDay, { error: 'Enter a date as YYYY-MM-DD.' });

/** GET admin/reports/{plays,visitors}: a named range, or `custom` with `from` and `to`. */
export const reportQuerySchema = z
  .object({
    range: z.enum(REPORT_RANGES).default('7d'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'custom') return;
    if (!query.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose the first day.' });
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose the last day.' });
    if (!query.from || !query.to) return;
    if (query.to < query.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The last day must not be before the first.',
      });
    } else if (periodLength({ from: query.from, to: query.to }) > REPORT_MAX_SPAN_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A range can cover at most two years.',
      });
    }
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

/** A figure for the period, the previous period and the change in percent (null: no base). */
export const reportTotalSchema = z.object({
  current: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
export type ReportTotal = z.infer<typeof reportTotalSchema>;

/** One point of the line chart: a day (or an hour, `HH:00`) and the aligned previous one. */
export const reportSeriesPointSchema = z.object({
  key: z.string(),
  previousKey: z.string(),
  current: z.number().nullable(),
  previous: z.number(),
});
export type ReportSeriesPoint = z.infer<typeof reportSeriesPointSchema>;

/** A breakdown row: a country code, device, platform, browser, page path or referrer host. */
export const reportEntrySchema = z.object({ key: z.string(), count: z.number() });
export type ReportEntry = z.infer<typeof reportEntrySchema>;

/** A top track, artist or album with its play count. */
export const reportRankedItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  count: z.number(),
});
export type ReportRankedItem = z.infer<typeof reportRankedItemSchema>;

const reportFrameSchema = z.object({
  range: z.enum(REPORT_RANGES),
  granularity: z.enum(['hour', 'day']),
  current: periodSchema,
  previous: periodSchema,
  series: z.array(reportSeriesPointSchema),
  countries: z.array(reportEntrySchema),
  devices: z.array(reportEntrySchema),
  platforms: z.array(reportEntrySchema),
  browsers: z.array(reportEntrySchema),
});

export const playsReportSchema = reportFrameSchema.extend({
  totals: z.object({ plays: reportTotalSchema, listeners: reportTotalSchema }),
  topTracks: z.array(reportRankedItemSchema),
  topArtists: z.array(reportRankedItemSchema),
  topAlbums: z.array(reportRankedItemSchema),
});
export type PlaysReport = z.infer<typeof playsReportSchema>;

export const visitorsReportSchema = reportFrameSchema.extend({
  totals: z.object({ visits: reportTotalSchema, visitors: reportTotalSchema }),
  pages: z.array(reportEntrySchema),
  referrers: z.array(reportEntrySchema),
});
export type VisitorsReport = z.infer<typeof visitorsReportSchema>;

/** POST visits: the SPA's beacon for a client-side navigation (the first page is seen server-side). */
export const recordVisitSchema = z.object({
  path: text().trim().min(1).max(2000).startsWith('/'),
  referrer: text().trim().max(2000).optional(),
});
export type RecordVisitPayload = z.input<typeof recordVisitSchema>;
