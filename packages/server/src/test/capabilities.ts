import { testFfmpeg } from './ffmpeg';
import { hasMoto } from './s3-emulators';

/**
 * What some suites need from the machine beyond Node: ffmpeg, a Redis server, moto's S3
 * emulator, PostgreSQL. A suite asks `needs(...)` in its `describe.skipIf`: where a need is missing it is
 * skipped with the reason printed, except in CI (`CI` set), where `.ci/run` has installed and
 * started everything it can and names what it provides in `CI_CAPABILITIES`: a suite that would
 * be skipped there fails instead, so coverage cannot silently shrink.
 */
export type Capability = 'ffmpeg' | 'redis' | 'moto' | 'postgres';

const probes: Record<Capability, () => boolean> = {
  ffmpeg: () => testFfmpeg.available(),
  redis: () => Boolean(process.env.TEST_REDIS_URL),
  moto: hasMoto,
  postgres: () => Boolean(process.env.TEST_DATABASE_URL),
};
const known = new Map<Capability, boolean>();

function available(capability: Capability): boolean {
  let found = known.get(capability);
  if (found === undefined) {
    found = probes[capability]();
    known.set(capability, found);
  }
  return found;
}

/** The capabilities CI promised; a suite needing one of them may not be skipped. */
function promisedByCi(): Set<string> {
  return new Set((process.env.CI_CAPABILITIES ?? '').split(',').filter(Boolean));
}

/**
 * Whether this machine has every capability `suite` needs. Returns false (the suite is skipped,
 * and says why) when one is missing, and throws when CI promised the missing one.
 */
export function has(suite: string, ...capabilities: Capability[]): boolean {
  const missing = capabilities.filter((capability) => !available(capability));
  if (missing.length === 0) return true;
  const promised = missing.filter((capability) => promisedByCi().has(capability));
  if (promised.length > 0)
    throw new Error(
      `"${suite}" needs ${promised.join(', ')}, which CI provides, but this run cannot reach it`,
    );
  console.info(`skipped "${suite}": needs ${missing.join(', ')} (not on this machine)`);
  return false;
}

/**
 * Whether this run's database is the one `suite` is written for (a suite about one dialect's
 * locking, or one that starts its own server process on SQLite); says why when it is not.
 */
export function runsOn(dialect: 'sqlite' | 'postgres', suite: string): boolean {
  // The Vitest project names its dialect (not read through test-database, which needs Vitest).
  const here = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  if (here === dialect) return true;
  console.info(`skipped "${suite}" on ${here}: it is written for ${dialect} only`);
  return false;
}
