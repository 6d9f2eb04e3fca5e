import fs from 'node:fs';
import path from 'node:path';
import type { ErrorLogLevel } from '@tonearm/shared/logs/logs.schemas';

export interface ErrorLogEntry {
  time: string;
  /** Defaults to `error`. */
  level?: ErrorLogLevel;
  exception: string;
  message: string;
  stack: string | undefined;
  method: string | null;
  url: string | null;
  userId: number | null;
}

export type ErrorLogRecord = ErrorLogEntry & { level: ErrorLogLevel };

/** Where entries are kept for every instance to read (the error_log table, modules/logs). */
export interface ErrorLogStore {
  insertError(entry: ErrorLogRecord): Promise<void>;
}

/** Something that forwards errors elsewhere (the Sentry reporter). */
export interface ErrorReporter {
  capture(error: Error, entry: ErrorLogRecord): void;
}

const FILE_PATTERN = /^error-(\d{4}-\d{2}-\d{2})\.log$/;

/**
 * Unexpected errors and warnings. Each entry goes to two places:
 * - the `error_log` table, which every instance shares: the admin's list, its trace view and
 *   "Download latest" read it, so an error on any instance shows wherever the admin looks;
 * - a JSON line in this instance's daily file DATA_DIR/logs/error-YYYY-MM-DD.log, written
 *   first and synchronously, so an error stays on record when the database is what failed
 *   (and an operator with a shell can `tail` it).
 * Both are pruned after `logging.retention_days` by the `logs.prune` task.
 */
export class ErrorLog {
  private readonly pending = new Set<Promise<void>>();
  private readonly store: ErrorLogStore | null;
  private readonly reporter: ErrorReporter | null;

  /** Without a store only the daily file is written; without a reporter nothing is forwarded. */
  constructor(
    private readonly directory: string,
    to: { store?: ErrorLogStore; reporter?: ErrorReporter } = {},
  ) {
    this.store = to.store ?? null;
    this.reporter = to.reporter ?? null;
  }

  /** A background task's failure: no request, so no method, URL or user. */
  recordTaskFailure(taskName: string, error: Error): void {
    this.record(
      {
        time: new Date().toISOString(),
        exception: error.name || 'Error',
        message: `Scheduled task ${taskName} failed: ${error.message}`,
        stack: error.stack,
        method: null,
        url: null,
        userId: null,
      },
      error,
    );
  }

  /**
   * Records without making the caller wait; `settled()` waits for the database writes. An
   * `error` given here is also sent to the reporter (Sentry) when one is configured.
   */
  record(entry: ErrorLogEntry, error?: Error): void {
    const full: ErrorLogRecord = { ...entry, level: entry.level ?? 'error' };
    try {
      fs.mkdirSync(this.directory, { recursive: true });
      const file = path.join(this.directory, `error-${full.time.slice(0, 10)}.log`);
      fs.appendFileSync(file, `${JSON.stringify(full)}\n`);
    } catch {
      // Logging must never turn one failure into two; the process log still has it.
    }
    if (this.store) {
      const write = this.store
        .insertError(full)
        .catch(() => undefined)
        .finally(() => this.pending.delete(write));
      this.pending.add(write);
    }
    if (error && this.reporter) {
      try {
        this.reporter.capture(error, full);
      } catch {
        // Reporting is best effort.
      }
    }
  }

  /** Resolves once every entry recorded so far is in the database. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** The newest day's file of this instance, or null when nothing has failed here yet. */
  latestFile(): string | null {
    const latest = this.files().at(-1);
    return latest ? path.join(this.directory, latest) : null;
  }

  /** Removes this instance's daily files of days before `cutoffDay` (YYYY-MM-DD). */
  pruneFiles(cutoffDay: string): number {
    let removed = 0;
    for (const name of this.files()) {
      const day = FILE_PATTERN.exec(name)![1]!;
      if (day >= cutoffDay) continue;
      try {
        fs.rmSync(path.join(this.directory, name), { force: true });
        removed++;
      } catch {
        // A file another process holds open goes on the next run.
      }
    }
    return removed;
  }

  private files(): string[] {
    try {
      return fs
        .readdirSync(this.directory)
        .filter((name) => FILE_PATTERN.test(name))
        .sort();
    } catch {
      return [];
    }
  }
}
