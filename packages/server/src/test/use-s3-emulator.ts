import type { S3Emulator } from './s3-emulators';
import { useStarted } from './use-started';

/**
 * Starts an emulator before the suite it is called in and stops it after. Call it before
 * useTestApp, which then takes the emulator's address: `useTestApp(() => emulator.env)`.
 * (Apart from s3-emulators.ts, which the browser tests import outside Vitest.)
 */
export function useS3Emulator(start: () => Promise<S3Emulator>): S3Emulator {
  return useStarted(start, (emulator) => emulator.stop(), 60_000);
}
