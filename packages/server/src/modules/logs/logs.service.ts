import type { Paginated } from '@tonearm/shared/http/http.schemas';
import {
  errorLogFileName,
  type ErrorLogEntry,
  type ErrorLogFiles,
  type ErrorLogListQuery,
  type OutgoingEmail,
  type OutgoingEmailListQuery,
  type OutgoingEmailSummary,
  type ScheduleLogListQuery,
  type ScheduleRun,
} from '@tonearm/shared/logs/logs.schemas';
import { notFound, orNotFound } from '../../platform/errors';
import type { ErrorLog } from '../../platform/logging/error-log';
import type { SettingsService } from '../settings/settings.service';
import type { LogsRepository } from './logs.repository';

const DAY_MS = 86_400_000;
/** The bounds the settings schema allows; a stored value outside them is clamped. */
const RETENTION_DAYS = { min: 1, max: 365, fallback: 30 } as const;

/** A day's error log as a file: its name and one JSON line per entry, oldest first. */
export interface ErrorLogDownload {
  name: string;
  content: string;
}

/** The admin's logs: error, outgoing-email and schedule, and their retention. */
export class LogsService {
  constructor(
    private readonly repository: LogsRepository,
    private readonly settings: SettingsService,
    private readonly errorLog: ErrorLog,
  ) {}

  listErrors(list: ErrorLogListQuery): Promise<Paginated<ErrorLogEntry>> {
    return this.repository.listErrors(list);
  }

  async errorFiles(): Promise<ErrorLogFiles> {
    const days = await this.repository.errorDays();
    return { files: days.map((day) => ({ day, name: errorLogFileName(day) })) };
  }

  /**
   * The "download of latest error log" call: the newest day's entries from every instance,
   * in the daily file's format (one JSON line each).
   */
  async latestErrorDownload(): Promise<ErrorLogDownload> {
    const [day] = await this.repository.errorDays();
    if (!day) throw notFound('No errors have been logged.');
    const entries = await this.repository.errorsOfDay(day);
    const lines = entries.map((entry) =>
      JSON.stringify({
        time: entry.created_at,
        level: entry.level,
        exception: entry.exception,
        message: entry.message,
        stack: entry.stack ?? undefined,
        method: entry.method,
        url: entry.url,
        userId: entry.user_id,
      }),
    );
    return { name: errorLogFileName(day), content: lines.map((line) => `${line}\n`).join('') };
  }

  listEmails(list: OutgoingEmailListQuery): Promise<Paginated<OutgoingEmailSummary>> {
    return this.repository.listEmails(list);
  }

  async email(id: number): Promise<OutgoingEmail> {
    return orNotFound(await this.repository.findEmail(id), 'This email is not in the log.');
  }

  listRuns(list: ScheduleLogListQuery): Promise<Paginated<ScheduleRun>> {
    return this.repository.listRuns(list);
  }

  /** Days the logs are kept: the `logging.retention_days` setting, within 1–365. */
  async retentionDays(): Promise<number> {
    const value = Number(await this.settings.get('logging.retention_days'));
    if (!Number.isFinite(value)) return RETENTION_DAYS.fallback;
    return Math.min(RETENTION_DAYS.max, Math.max(RETENTION_DAYS.min, Math.floor(value)));
  }

  /**
   * The `logs.prune` task: error entries (rows and this instance's daily files), mails and
   * schedule runs older than the retention period go. Answers what it removed, for the
   * schedule log.
   */
  async prune(now = Date.now()): Promise<string> {
    const days = await this.retentionDays();
    const cutoff = new Date(now - days * DAY_MS).toISOString();
    const errors = await this.repository.deleteErrorsBefore(cutoff);
    const files = this.errorLog.pruneFiles(cutoff.slice(0, 10));
    const emails = await this.repository.deleteEmailsBefore(cutoff);
    const runs = await this.repository.deleteRunsBefore(cutoff);
    return (
      `Kept ${days} days: removed ${errors} error entries (${files} files), ` +
      `${emails} emails and ${runs} schedule runs.`
    );
  }
}
