import type {
  ErrorLogEntry,
  ErrorLogLevel,
  ErrorLogListQuery,
  OutgoingEmail,
  OutgoingEmailListQuery,
  OutgoingEmailStatus,
  OutgoingEmailSummary,
  ScheduleLogListQuery,
  ScheduleResult,
  ScheduleRun,
} from '@tonearm/shared/logs/logs.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { sql } from 'kysely';
import type { DB } from '../../platform/db/database';
import { isPostgres } from '../../platform/db/dialect-helpers';
import { orderByList, paginateQuery, searchAny } from '../../platform/db/list-query';
import type { ErrorLogRecord } from '../../platform/logging/error-log';
import type { OutgoingEmailRecord } from '../../platform/mail/mailer';
import type { ScheduleRunRecord } from '../../platform/jobs/scheduler';

/** `[start, end)` of a UTC day, as ISO strings both dialects compare as timestamps. */
export function dayRange(day: string): [string, string] {
  const start = new Date(`${day}T00:00:00.000Z`);
  return [start.toISOString(), new Date(start.getTime() + 86_400_000).toISOString()];
}

const EMAIL_SUMMARY_COLUMNS = [
  'id',
  'to',
  'subject',
  'status',
  'transport',
  'error',
  'created_at',
] as const;

/** The only file that touches the error_log, outgoing_email_log and schedule_log tables. */
export class LogsRepository {
  constructor(private readonly db: DB) {}

  // ---- error log ----

  async insertError(entry: ErrorLogRecord): Promise<void> {
    await this.db
      .insertInto('error_log')
      .values({
        level: entry.level,
        exception: entry.exception.slice(0, 255),
        message: entry.message,
        stack: entry.stack ?? null,
        method: entry.method?.slice(0, 16) ?? null,
        url: entry.url?.slice(0, 2000) ?? null,
        user_id: entry.userId,
        created_at: entry.time,
      })
      .execute();
  }

  async listErrors(list: ErrorLogListQuery): Promise<Paginated<ErrorLogEntry>> {
    let query = this.db
      .selectFrom('error_log')
      .select([
        'id',
        'level',
        'exception',
        'message',
        'stack',
        'method',
        'url',
        'user_id',
        'created_at',
      ])
      .where(searchAny(this.db, list.query, ['message', 'exception', 'url']));
    if (list.level) query = query.where('level', '=', list.level);
    if (list.file) {
      const [start, end] = dayRange(list.file);
      query = query.where('created_at', '>=', start).where('created_at', '<', end);
    }
    const page = await paginateQuery(
      this.db,
      orderByList(query, list, { created_at: 'created_at', level: 'level' }, 'id'),
      list,
    );
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, level: row.level as ErrorLogLevel })),
    };
  }

  /** The days that have entries, newest first. */
  async errorDays(): Promise<string[]> {
    const day = isPostgres(this.db)
      ? sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`
      : sql<string>`substr(created_at, 1, 10)`;
    const rows = await this.db
      .selectFrom('error_log')
      .select(day.as('day'))
      .groupBy(day)
      .orderBy(day, 'desc')
      .execute();
    return rows.map((row) => row.day);
  }

  /** One day's entries, oldest first (the order a log file has). */
  async errorsOfDay(day: string): Promise<ErrorLogEntry[]> {
    const [start, end] = dayRange(day);
    const rows = await this.db
      .selectFrom('error_log')
      .selectAll()
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, level: row.level as ErrorLogLevel }));
  }

  async deleteErrorsBefore(cutoff: string): Promise<number> {
    return this.deleteBefore('error_log', 'created_at', cutoff);
  }

  // ---- outgoing email ----

  async insertEmail(entry: OutgoingEmailRecord): Promise<void> {
    await this.db
      .insertInto('outgoing_email_log')
      .values({
        to: entry.to.slice(0, 1000),
        subject: entry.subject.slice(0, 1000),
        body: entry.text,
        html: entry.html,
        status: entry.status,
        transport: entry.transport,
        error: entry.error,
        created_at: entry.time,
      })
      .execute();
  }

  async listEmails(list: OutgoingEmailListQuery): Promise<Paginated<OutgoingEmailSummary>> {
    let query = this.db
      .selectFrom('outgoing_email_log')
      .select(EMAIL_SUMMARY_COLUMNS)
      .where(searchAny(this.db, list.query, ['to', 'subject']));
    if (list.status) query = query.where('status', '=', list.status);
    const page = await paginateQuery(
      this.db,
      orderByList(
        query,
        list,
        { created_at: 'created_at', to: 'to', subject: 'subject', status: 'status' },
        'id',
      ),
      list,
    );
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, status: row.status as OutgoingEmailStatus })),
    };
  }

  async findEmail(id: number): Promise<OutgoingEmail | null> {
    const row = await this.db
      .selectFrom('outgoing_email_log')
      .select([...EMAIL_SUMMARY_COLUMNS, 'body', 'html'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, status: row.status as OutgoingEmailStatus } : null;
  }

  async deleteEmailsBefore(cutoff: string): Promise<number> {
    return this.deleteBefore('outgoing_email_log', 'created_at', cutoff);
  }

  // ---- schedule ----

  async insertRun(run: ScheduleRunRecord): Promise<void> {
    await this.db
      .insertInto('schedule_log')
      .values({
        name: run.name.slice(0, 100),
        started_at: run.startedAt,
        duration_ms: Math.min(Math.max(0, Math.round(run.durationMs)), 2_147_483_647),
        result: run.result,
        message: run.message,
      })
      .execute();
  }

  async listRuns(list: ScheduleLogListQuery): Promise<Paginated<ScheduleRun>> {
    let query = this.db
      .selectFrom('schedule_log')
      .select(['id', 'name', 'started_at', 'duration_ms', 'result', 'message'])
      .where(searchAny(this.db, list.query, ['name', 'message']));
    if (list.name) query = query.where('name', '=', list.name);
    if (list.result) query = query.where('result', '=', list.result);
    const page = await paginateQuery(
      this.db,
      orderByList(
        query,
        list,
        {
          started_at: 'started_at',
          name: 'name',
          duration_ms: 'duration_ms',
          result: 'result',
        },
        'id',
      ),
      list,
    );
    return {
      ...page,
      data: page.data.map((row) => ({ ...row, result: row.result as ScheduleResult })),
    };
  }

  async deleteRunsBefore(cutoff: string): Promise<number> {
    return this.deleteBefore('schedule_log', 'started_at', cutoff);
  }

  /** Deletes the entries of a log written before `cutoff`; answers how many went. */
  private async deleteBefore(
    table: 'error_log' | 'outgoing_email_log' | 'schedule_log',
    column: 'created_at' | 'started_at',
    cutoff: string,
  ): Promise<number> {
    const result = await this.db
      .deleteFrom(table)
      .where(sql.ref(column), '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
