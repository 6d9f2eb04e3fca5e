import {
  checkRestrictions,
  chooseTransport,
  isIgnoredUpload,
  UPLOAD_RULES,
  type UploadRestrictions,
  type UploadTransport,
} from '@tonearm/shared/uploads/upload-rules';
import type { FileEntry, UploadMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import type { Transport, TransportSettings } from './transport';
import type { UploadedFile } from './uploaded-file';

/** An upload's states on the client. */
export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted';

export interface UploadItem {
  file: UploadedFile;
  status: UploadStatus;
  transport: UploadTransport;
  bytesUploaded: number;
  percentage: number;
  /** Part of a folder pick: those run one at a time. */
  inFolder: boolean;
  metadata: UploadMetadata;
  errorMessage: string | null;
  entry: FileEntry | null;
}

export interface UploadQueueSnapshot {
  items: UploadItem[];
  totalBytes: number;
  uploadedBytes: number;
  /**
   * 0–100 over the files still uploading or uploaded: failed and aborted files leave the
   * total, so it reads 100 once every accepted file is done and never counts a refused one.
   */
  percentage: number;
  running: number;
  /** The uploads that failed, which the total leaves out: how many, and their size together. */
  failed: { count: number; bytes: number };
}

export interface UploadQueueConfig {
  transports: Record<UploadTransport, Transport>;
  /** Read when an upload is added, so changed settings apply to the next pick. */
  options: () => {
    restrictions: UploadRestrictions;
    directS3: boolean;
    tusEnabled: boolean;
    transport: TransportSettings;
  };
  translate: (message: string, values?: Record<string, string | number>) => string;
  onError?: (message: string, item: UploadItem) => void;
  onComplete?: (item: UploadItem) => void;
  inactivityTimeoutMs?: number;
}

type Listener = () => void;

const TIMED_OUT = 'Upload timed out';

/**
 * The upload queue, a store outside React that components subscribe to:
 * pending uploads start while fewer than the concurrency run (3, or 1 while a chunked or
 * folder upload runs); a restriction violation, a backend error or 30 s without progress
 * fails an upload.
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private controllers = new Map<string, AbortController>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private listeners = new Set<Listener>();
  private snapshot: UploadQueueSnapshot = summarize([]);

  constructor(private readonly config: UploadQueueConfig) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): UploadQueueSnapshot => this.snapshot;

  /** Queues files; `.DS_Store` files of folder picks are left out. */
  add(files: UploadedFile[], metadata: UploadMetadata = {}): UploadItem[] {
    const options = this.config.options();
    const added: UploadItem[] = [];
    for (const file of files) {
      if (isIgnoredUpload(file.name)) continue;
      const item: UploadItem = {
        file,
        status: 'pending',
        transport: chooseTransport(file.size, options),
        bytesUploaded: 0,
        percentage: 0,
        inFolder: !!file.relativePath && file.relativePath.includes('/'),
        metadata: {
          ...metadata,
          name: file.name,
          clientName: file.name,
          clientExtension: file.extension,
          clientMime: file.mime,
          clientSize: file.size,
          relativePath: file.relativePath || null,
        },
        errorMessage: null,
        entry: null,
      };
      // Checked on the client before anything is sent.
      const violation = checkRestrictions(
        { size: file.size, extension: file.extension, mime: file.mime },
        options.restrictions,
      );
      this.items.push(item);
      added.push(item);
      if (violation)
        this.fail(item, this.config.translate(violation.message, violation.replacements));
    }
    this.changed();
    this.startNext();
    return added;
  }

  abort(id: string): void {
    const item = this.find(id);
    if (!item || (item.status !== 'pending' && item.status !== 'inProgress')) return;
    this.controllers.get(id)?.abort();
    this.finish(item, { status: 'aborted' });
  }

  /** Forgets finished uploads; running and pending ones stay. */
  clearFinished(): void {
    this.items = this.items.filter((i) => i.status === 'pending' || i.status === 'inProgress');
    this.changed();
  }

  private find(id: string): UploadItem | undefined {
    return this.items.find((item) => item.file.id === id);
  }

  private isSerial(item: UploadItem): boolean {
    return item.transport === 'tus' || item.transport === 's3Multipart' || item.inFolder;
  }

  private concurrencyFor(candidate: UploadItem): number {
    const running = this.items.filter((i) => i.status === 'inProgress');
    return running.some((i) => this.isSerial(i)) || this.isSerial(candidate)
      ? UPLOAD_RULES.concurrencyChunked
      : UPLOAD_RULES.concurrency;
  }

  private startNext(): void {
    for (;;) {
      const next = this.items.find((item) => item.status === 'pending');
      if (!next) return;
      const running = this.items.filter((i) => i.status === 'inProgress').length;
      if (running >= this.concurrencyFor(next)) return;
      this.start(next);
    }
  }

  private start(item: UploadItem): void {
    const controller = new AbortController();
    this.controllers.set(item.file.id, controller);
    this.update(item, { status: 'inProgress' });
    this.armTimeout(item, controller);
    const options = this.config.options();
    this.config.transports[item.transport]({
      file: item.file,
      metadata: item.metadata,
      settings: options.transport,
      signal: controller.signal,
      onProgress: (bytes) => {
        if (item.status !== 'inProgress') return;
        this.armTimeout(item, controller);
        this.update(item, {
          bytesUploaded: Math.min(bytes, item.file.size),
          percentage: item.file.size ? Math.min(100, (bytes / item.file.size) * 100) : 0,
        });
      },
    }).then(
      (entry) => {
        if (item.status !== 'inProgress') return;
        this.finish(item, {
          status: 'completed',
          entry,
          bytesUploaded: item.file.size,
          percentage: 100,
        });
        this.config.onComplete?.(item);
      },
      (error: unknown) => {
        if (item.status !== 'inProgress') return;
        const message =
          error instanceof Error && error.message
            ? error.message
            : 'There was an issue. Please try again.';
        this.fail(item, this.config.translate(message));
      },
    );
  }

  /** 30 s without progress fails the upload with 'Upload timed out'. */
  private armTimeout(item: UploadItem, controller: AbortController): void {
    clearTimeout(this.timers.get(item.file.id));
    this.timers.set(
      item.file.id,
      setTimeout(() => {
        if (item.status !== 'inProgress') return;
        controller.abort();
        this.fail(item, this.config.translate(TIMED_OUT));
      }, this.config.inactivityTimeoutMs ?? UPLOAD_RULES.inactivityTimeoutMs),
    );
  }

  private fail(item: UploadItem, message: string): void {
    // Bytes sent before a refusal were not uploaded: the row and the total drop them.
    this.finish(item, { status: 'failed', errorMessage: message, bytesUploaded: 0, percentage: 0 });
    this.config.onError?.(message, item);
  }

  private finish(item: UploadItem, changes: Partial<UploadItem>): void {
    clearTimeout(this.timers.get(item.file.id));
    this.timers.delete(item.file.id);
    this.controllers.delete(item.file.id);
    this.update(item, changes);
    this.startNext();
  }

  private update(item: UploadItem, changes: Partial<UploadItem>): void {
    Object.assign(item, changes);
    this.changed();
  }

  private changed(): void {
    this.snapshot = summarize(this.items);
    for (const listener of this.listeners) listener();
  }
}

function summarize(items: UploadItem[]): UploadQueueSnapshot {
  const counted = items.filter((item) => item.status !== 'aborted' && item.status !== 'failed');
  const totalBytes = counted.reduce((sum, item) => sum + item.file.size, 0);
  const uploadedBytes = counted.reduce((sum, item) => sum + item.bytesUploaded, 0);
  const failed = items.filter((item) => item.status === 'failed');
  return {
    // New array and item copies, so React sees every change.
    items: items.map((item) => ({ ...item })),
    totalBytes,
    uploadedBytes,
    percentage: totalBytes ? (uploadedBytes / totalBytes) * 100 : 0,
    running: items.filter((item) => item.status === 'inProgress').length,
    failed: {
      count: failed.length,
      bytes: failed.reduce((sum, item) => sum + item.file.size, 0),
    },
  };
}
