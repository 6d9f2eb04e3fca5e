import { z } from 'zod';
import { listQuerySchema } from '../http/list-query';
import { text } from '../http/primitives';
import type { RouteGuard } from '../permissions/route-guard';

/**
 * The admin logs ("logs: schedule, error, outgoing-email"): what the
 * three tabs list and how each list is queried.
 */

/**
 * Every log needs logs.view. The server's log routes declare this guard and the
 * web asks the same question before offering a log (the error dialog's "Download log").
 */
export const LOGS_GUARD = { auth: true, permissions: ['logs.view'] } as const satisfies RouteGuard;

// ---- error ------------------------------------------------------------------------------

/** Most severe first. `critical`: the process itself failed; `error`: a request or job failed. */
export const ERROR_LOG_LEVELS = ['critical', 'error', 'warning', 'info'] as const;
export type ErrorLogLevel = (typeof ERROR_LOG_LEVELS)[number];

/** A day of the error log (`2026-11-24`): the daily file and the `file` filter name it. */
export const LOG_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const errorLogListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'level'],
  defaultOrderBy: 'created_at',
  filters: {
    level: z.enum(ERROR_LOG_LEVELS, { error: 'Choose a known level.' }).optional(),
    file: z
      .string()
      .regex(LOG_DAY_PATTERN, { error: 'Choose a day of the log (YYYY-MM-DD).' })
      .optional(),
  },
});
export type ErrorLogListQuery = z.infer<typeof errorLogListQuerySchema>;

export const errorLogEntrySchema = z.object({
  id: z.number(),
  level: z.enum(ERROR_LOG_LEVELS),
  exception: z.string(),
  message: z.string(),
  /** The stack as the runtime printed it (the trace view formats it). */
  stack: z.string().nullable(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  user_id: z.number().nullable(),
  created_at: z.string(),
});
export type ErrorLogEntry = z.infer<typeof errorLogEntrySchema>;

/** The days that have error entries, newest first (`GET logs/error/files`). */
export const errorLogFilesSchema = z.object({
  files: z.array(z.object({ day: z.string(), name: z.string() })),
});
export type ErrorLogFiles = z.infer<typeof errorLogFilesSchema>;

/** The download's file name for a day, the same as the daily file on disk. */
export function errorLogFileName(day: string): string {
  return `error-${day}.log`;
}

// ---- outgoing email ---------------------------------------------------------------------

/** `logged`: no mail transport is configured, so the mail was only written to this log. */
export const OUTGOING_EMAIL_STATUSES = ['sent', 'failed', 'logged'] as const;
export type OutgoingEmailStatus = (typeof OUTGOING_EMAIL_STATUSES)[number];

export const outgoingEmailListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'to', 'subject', 'status'],
  defaultOrderBy: 'created_at',
  filters: {
    status: z.enum(OUTGOING_EMAIL_STATUSES, { error: 'Choose a known status.' }).optional(),
  },
});
export type OutgoingEmailListQuery = z.infer<typeof outgoingEmailListQuerySchema>;

export const outgoingEmailSummarySchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTGOING_EMAIL_STATUSES),
  /** `log` or the URL scheme of the transport (`smtp`, `smtps`). */
  transport: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type OutgoingEmailSummary = z.infer<typeof outgoingEmailSummarySchema>;

const outgoingEmailSchema = outgoingEmailSummarySchema.extend({
  /** The plain-text body. */
  body: z.string(),
  /** The HTML body, when the mail had one (shown in a sandboxed frame). */
  html: z.string().nullable(),
});
export type OutgoingEmail = z.infer<typeof outgoingEmailSchema>;

export const outgoingEmailResponseSchema = z.object({ email: outgoingEmailSchema });

// ---- schedule ---------------------------------------------------------------------------

export const SCHEDULE_RESULTS = ['ok', 'failed'] as const;
export type ScheduleResult = (typeof SCHEDULE_RESULTS)[number];

export const scheduleLogListQuerySchema = listQuerySchema({
  sortable: ['started_at', 'name', 'duration_ms', 'result'],
  defaultOrderBy: 'started_at',
  filters: {
    name: text().trim().max(100, { error: 'The task name is too long.' }).optional(),
    result: z.enum(SCHEDULE_RESULTS, { error: 'Choose ok or failed.' }).optional(),
  },
});
export type ScheduleLogListQuery = z.infer<typeof scheduleLogListQuerySchema>;

export const scheduleRunSchema = z.object({
  id: z.number(),
  name: z.string(),
  started_at: z.string(),
  duration_ms: z.number(),
  result: z.enum(SCHEDULE_RESULTS),
  message: z.string().nullable(),
});
export type ScheduleRun = z.infer<typeof scheduleRunSchema>;

/** The registered task names, for the schedule tab's name filter. */
export const scheduleTasksSchema = z.object({
  tasks: z.array(z.object({ name: z.string(), interval_ms: z.number() })),
});
export type ScheduleTasks = z.infer<typeof scheduleTasksSchema>;
