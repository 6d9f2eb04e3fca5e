import { randomBytes } from 'node:crypto';
import { ERRORS } from '@tus/server';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { finishedTusUpload } from '../../test/tus-upload';
import { createTestApp } from '../../test/test-app';
import { RedisLocker } from './redis-tus-locker';
import { has } from '../../test/capabilities';

const REDIS_URL = has('tus locks through Redis', 'redis') ? process.env.TEST_REDIS_URL : undefined;
const MB = 1024 * 1024;

/** Two lockers on two connections stand for two server processes. */
describe.skipIf(!REDIS_URL)('tus locks shared through Redis', () => {
  let first: Redis;
  let second: Redis;
  let a: RedisLocker;
  let b: RedisLocker;

  beforeAll(() => {
    first = new Redis(REDIS_URL!);
    second = new Redis(REDIS_URL!);
    a = new RedisLocker(first, { ttlMs: 600, acquireLockTimeoutMs: 3000, retryMs: 20 });
    b = new RedisLocker(second, { ttlMs: 600, acquireLockTimeoutMs: 3000, retryMs: 20 });
  });
  afterAll(() => {
    for (const locker of [a, b]) locker?.close();
    first?.disconnect();
    second?.disconnect();
  });

  const uploadId = () => randomBytes(16).toString('hex');
  const never = new AbortController().signal;

  it('lets one process hold an upload; the other asks it to let go and gets it once it unlocks', async () => {
    const id = uploadId();
    const events: string[] = [];
    const held = a.newLock(id);
    await held.lock(never, () => {
      events.push('a asked to release');
      // tus ends the holder's request, which unlocks on its way out.
      setTimeout(() => {
        events.push('a unlocks');
        void held.unlock();
      }, 100);
    });
    const waiting = b.newLock(id);
    await waiting.lock(never, () => undefined);
    events.push('b holds it');
    expect(events).toEqual(['a asked to release', 'a unlocks', 'b holds it']);

    // While b holds it, a cannot take it either: it waits and gives up at its timeout.
    const impatient = new RedisLocker(first, { acquireLockTimeoutMs: 200, retryMs: 20 });
    const started = Date.now();
    await expect(impatient.newLock(id).lock(never, () => undefined)).rejects.toMatchObject(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    impatient.close();

    await waiting.unlock();
    expect(await first.exists(`tonearm-tus-lock:${id}`)).toBe(0);
    await expect(waiting.unlock()).rejects.toThrow('Releasing an unlocked lock!');
  });

  it('keeps a held lock alive past its TTL, and frees the lock of a process that died', async () => {
    const id = uploadId();
    const lock = a.newLock(id);
    await lock.lock(never, () => undefined);
    // Redis counts the TTL on its own clock, which no fake timer reaches: real time passes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Renewed: still a's after more than its 600 ms TTL.
    const tooSoon = new RedisLocker(second, { ttlMs: 600, acquireLockTimeoutMs: 100 });
    await expect(tooSoon.newLock(id).lock(never, () => undefined)).rejects.toMatchObject(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    tooSoon.close();

    // A process that dies stops renewing: its lock expires and the other one takes it.
    const dying = new Redis(REDIS_URL!);
    const crashed = new RedisLocker(dying, { ttlMs: 300 });
    const orphan = uploadId();
    await crashed.newLock(orphan).lock(never, () => undefined);
    dying.disconnect();
    crashed.close();
    const started = Date.now();
    const taken = b.newLock(orphan);
    await taken.lock(never, () => undefined);
    expect(Date.now() - started).toBeLessThan(1500);
    await taken.unlock();
    await lock.unlock();
  });

  it('stops waiting when the request is gone, and only the holder can unlock', async () => {
    const id = uploadId();
    const lock = a.newLock(id);
    await lock.lock(never, () => undefined);
    const gone = new AbortController();
    const waiting = b.newLock(id).lock(gone.signal, () => undefined);
    setTimeout(() => gone.abort(), 50);
    await expect(waiting).rejects.toMatchObject(ERRORS.ERR_LOCK_TIMEOUT);
    // A release without the holder's token (another process's) changes nothing.
    await b.release(id, 'not-the-holders-token');
    expect(await second.exists(`tonearm-tus-lock:${id}`)).toBe(1);
    await lock.unlock();
  });

  it("is the app's tus locker when REDIS_URL is set, and a chunked upload goes through it", async () => {
    const t = await createTestApp({ REDIS_URL: REDIS_URL!, RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      expect(t.app.services.tusLocker).toBeInstanceOf(RedisLocker);
      const client = await loginAs(
        t,
        await buildUser(t, { permissions: [{ name: 'music.create' }] }),
      );
      const body = randomBytes(3 * MB + 17);
      const url = await finishedTusUpload(t, client, body, MB);
      const id = url.split('/').pop()!;
      // Every request let go of its lock.
      expect(await first.exists(`tonearm-tus-lock:${id}`)).toBe(0);
      const entry = await client.post('/api/v1/tus/entries', { uploadKey: id });
      expect(entry.statusCode).toBe(200);
      expect(entry.json<{ fileEntry: FileEntry }>().fileEntry.file_size).toBe(body.length);
    } finally {
      await t.close();
    }
    const local = await createTestApp();
    try {
      expect(local.app.services.tusLocker).toBeNull();
    } finally {
      await local.close();
    }
  });
});
