import type { Server } from 'node:http';
import { loadNativeAddon } from '../native-addon';

export interface NativeMemory {
  /** glibc's malloc_trim(0): true when memory went back to the system. */
  trim(): boolean;
}

/** The `memory` addon of packages/server/native, or null where it is not built. */
export function loadNative(): NativeMemory | null {
  return loadNativeAddon<NativeMemory>('memory');
}

export interface MemoryRelease {
  /** Gives memory back now: a full collection, then malloc's free memory to the system. */
  releaseNow(): void;
  stop(): void;
}

/**
 * A server that served a burst keeps that burst's size: V8 lets the old generation grow well past
 * what is live before it collects (and keeps the pages it grew), and glibc keeps the freed
 * response buffers, zlib and SQLite memory in its free lists. So once the server has been quiet
 * for `quietMs` (no request in flight) after serving something, this collects in full (when
 * node runs with --expose-gc, as `npm run serve` does) and trims malloc, at most once per
 * `minIntervalMs`. A request arriving meanwhile waits for the collection, tens of milliseconds
 * on a heap this size, which is why it runs only when nothing is in flight. A response open for
 * longer than `longLivedMs` is a stream (the notifications' event stream stays open as long as a
 * tab does; a long download) and does not count: with it, a server with any user online would
 * never be quiet.
 */
export function releaseMemoryWhenQuiet(
  server: Server,
  options: {
    quietMs?: number;
    minIntervalMs?: number;
    longLivedMs?: number;
    checkEveryMs?: number;
    /** What giving memory back does (tests watch it); by default a full collection and a trim. */
    release?: () => void;
    /** Caches to empty before the default release collects and trims (the database's). */
    releaseCaches?: () => void;
  } = {},
): MemoryRelease {
  const quietMs = options.quietMs ?? 2_000;
  const minIntervalMs = options.minIntervalMs ?? 10_000;
  const longLivedMs = options.longLivedMs ?? 30_000;
  const native = loadNative();
  const gc = (globalThis as { gc?: (options: object) => void }).gc;
  // "last-resort" is V8's collection of everything collectable that also hands back the pages
  // it pooled, not only the objects: what a quiet server wants.
  const collect = gc && (() => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
  /** Responses not yet closed, by when their request arrived. */
  const inFlight = new Map<object, number>();
  let lastActivity = Date.now();
  let servedSinceRelease = false;
  let lastRelease = 0;

  const onRequest = (
    _request: unknown,
    response: { once(event: 'close', f: () => void): void },
  ) => {
    inFlight.set(response, Date.now());
    servedSinceRelease = true;
    response.once('close', () => {
      inFlight.delete(response);
      lastActivity = Date.now();
    });
  };
  server.on('request', onRequest);

  const release =
    options.release ??
    (() => {
      options.releaseCaches?.();
      collect?.();
      native?.trim();
    });
  const releaseNow = () => {
    release();
    lastRelease = Date.now();
    servedSinceRelease = false;
  };
  const timer = setInterval(() => {
    const now = Date.now();
    const busy = [...inFlight.values()].some((arrived) => now - arrived < longLivedMs);
    if (
      servedSinceRelease &&
      !busy &&
      now - lastActivity >= quietMs &&
      now - lastRelease >= minIntervalMs
    )
      releaseNow();
  }, options.checkEveryMs ?? 500);
  timer.unref();

  return {
    releaseNow,
    stop() {
      clearInterval(timer);
      server.off('request', onRequest);
    },
  };
}
