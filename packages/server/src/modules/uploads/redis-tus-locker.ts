import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

const KEY_PREFIX = 'tonearm-tus-lock:';
/** Holders of a lock listen here for a request to let go (tus asks the current one to stop). */
const RELEASE_CHANNEL = 'tonearm-tus-lock-release';

// Only the holder (who knows the token) may extend or delete a lock.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

export interface RedisLockerOptions {
  /** How long a lock lives without renewal: a crashed process frees its uploads this soon. */
  ttlMs?: number;
  /** How long a request waits for a lock before tus answers 500 (@tus/server: 30 s). */
  acquireLockTimeoutMs?: number;
  /** How often a waiting request tries again. */
  retryMs?: number;
}

interface Held {
  token: string;
  requestRelease: RequestRelease;
}

/**
 * tus's upload lock across processes: one Redis key per upload, taken with
 * SET NX PX, renewed while held, deleted by its holder only. A request that finds the lock
 * taken publishes a release request, which the holding process passes to its tus request
 * (which then ends and unlocks, as with @tus/server's MemoryLocker), and tries again until the
 * timeout.
 */
export class RedisLocker implements Locker {
  readonly ttlMs: number;
  readonly acquireLockTimeoutMs: number;
  readonly retryMs: number;
  /** Locks this process holds, by upload id. */
  private readonly held = new Map<string, Held>();
  private subscriber: Redis | null = null;
  private subscribed: Promise<unknown> | null = null;

  constructor(
    private readonly redis: Redis,
    options: RedisLockerOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.acquireLockTimeoutMs = options.acquireLockTimeoutMs ?? 30_000;
    this.retryMs = options.retryMs ?? 100;
  }

  newLock(id: string): Lock {
    return new RedisLock(id, this);
  }

  /** Subscribes once, on first use: a subscribed connection can send nothing else. */
  listen(): Promise<unknown> {
    if (!this.subscribed) {
      const subscriber = this.redis.duplicate();
      this.subscriber = subscriber;
      subscriber.on('message', (_channel: string, id: string) => {
        void this.held.get(id)?.requestRelease();
      });
      this.subscribed = subscriber.subscribe(RELEASE_CHANNEL).catch((error: unknown) => {
        // Redis was away: the next lock tries again rather than failing for good.
        this.close();
        throw error;
      });
    }
    return this.subscribed;
  }

  async tryAcquire(id: string, requestRelease: RequestRelease): Promise<string | null> {
    const token = randomBytes(16).toString('hex');
    const answer = await this.redis.set(KEY_PREFIX + id, token, 'PX', this.ttlMs, 'NX');
    if (answer !== 'OK') return null;
    this.held.set(id, { token, requestRelease });
    return token;
  }

  /** Extends the lock; false when it was lost (expired and maybe taken by another process). */
  async renew(id: string, token: string): Promise<boolean> {
    return (await this.redis.eval(RENEW, 1, KEY_PREFIX + id, token, this.ttlMs)) === 1;
  }

  async release(id: string, token: string): Promise<void> {
    if (this.held.get(id)?.token === token) this.held.delete(id);
    await this.redis.eval(RELEASE, 1, KEY_PREFIX + id, token);
  }

  async askHolderToRelease(id: string): Promise<void> {
    await this.redis.publish(RELEASE_CHANNEL, id);
  }

  forget(id: string, token: string): void {
    if (this.held.get(id)?.token === token) this.held.delete(id);
  }

  close(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
    this.subscribed = null;
  }
}

class RedisLock implements Lock {
  private token: string | null = null;
  private renewal: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly id: string,
    private readonly locker: RedisLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.locker.listen();
    const deadline = Date.now() + this.locker.acquireLockTimeoutMs;
    let asked = false;
    for (;;) {
      if (signal.aborted) throw lockTimeout();
      const token = await this.locker.tryAcquire(this.id, requestRelease);
      if (token) {
        this.token = token;
        this.keepAlive(token, requestRelease);
        return;
      }
      // Once per wait is enough: the holder's request ends and unlocks.
      if (!asked) {
        await this.locker.askHolderToRelease(this.id);
        asked = true;
      }
      if (Date.now() + this.locker.retryMs > deadline) throw lockTimeout();
      await pause(this.locker.retryMs, signal);
    }
  }

  async unlock(): Promise<void> {
    const token = this.token;
    if (!token) throw new Error('Releasing an unlocked lock!');
    this.stopRenewal();
    this.token = null;
    await this.locker.release(this.id, token);
  }

  private keepAlive(token: string, requestRelease: RequestRelease): void {
    this.renewal = setInterval(
      () => {
        this.locker.renew(this.id, token).then(
          (kept) => {
            if (kept) return;
            // Lost (Redis restarted, or the process stalled past the TTL): stop writing.
            this.stopRenewal();
            this.locker.forget(this.id, token);
            void requestRelease();
          },
          () => undefined,
        );
      },
      Math.max(10, Math.floor(this.locker.ttlMs / 3)),
    );
    this.renewal.unref();
  }

  private stopRenewal(): void {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
  }
}

/** @tus/server's own answer to a lock it could not get (it reads status_code and body). */
function lockTimeout(): Error & typeof ERRORS.ERR_LOCK_TIMEOUT {
  return Object.assign(new Error(ERRORS.ERR_LOCK_TIMEOUT.body), ERRORS.ERR_LOCK_TIMEOUT);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
