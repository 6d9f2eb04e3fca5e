import fs from 'node:fs';
import path from 'node:path';

export interface ErrorLogEntry {
  time: string;
  exception: string;
  message: string;
  stack: string | undefined;
  method: string;
  url: string;
  userId: number | null;
}

const FILE_PATTERN = /^error-\d{4}-\d{2}-\d{2}\.log$/;

/**
 * Unexpected errors, one JSON line each, in a file per day under DATA_DIR/logs — what the
 * error dialog's "Download log" and the admin's error log read (spec 000 §7).
 */
export class ErrorLog {
  constructor(private readonly directory: string) {}

  record(entry: ErrorLogEntry): void {
    try {
      fs.mkdirSync(this.directory, { recursive: true });
      const file = path.join(this.directory, `error-${entry.time.slice(0, 10)}.log`);
      fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
    } catch {
      // Logging must never turn one failure into two; the process log still has it.
    }
  }

  /** The newest day's file, or null when nothing has failed yet. */
  latestFile(): string | null {
    let names: string[];
    try {
      names = fs.readdirSync(this.directory).filter((name) => FILE_PATTERN.test(name));
    } catch {
      return null;
    }
    const latest = names.sort().at(-1);
    return latest ? path.join(this.directory, latest) : null;
  }
}
