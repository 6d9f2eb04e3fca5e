import { afterAll, beforeAll } from 'vitest';

/**
 * Starts something a suite needs (an app, an emulator, a stand-in server, rows) in a beforeAll
 * hook of the suite it is called in, and stops it in an afterAll. The returned handle reads
 * through to it once started, so it may be used in later hooks and in tests but not while the
 * suite is being collected. Hooks declared after this call run once it is up, and the afterAll
 * hooks run in reverse, so what started later stops first.
 */
export function useStarted<T extends object>(
  start: () => Promise<T>,
  stop?: (started: T) => unknown,
  timeout?: number,
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  }, timeout);
  if (stop)
    afterAll(async () => {
      if (current) await stop(current);
    });

  const started = (): T => {
    if (!current) throw new Error('This starts in beforeAll: use it in hooks and tests');
    return current;
  };
  return new Proxy({} as T, {
    get(_, key) {
      // Awaiting or printing the handle looks for these before anything started.
      if (!current && (typeof key === 'symbol' || key === 'then')) return undefined;
      const value: unknown = Reflect.get(started(), key);
      return typeof value === 'function' ? (value as () => unknown).bind(current) : value;
    },
    set(_, key, value) {
      return Reflect.set(started(), key, value);
    },
  });
}
