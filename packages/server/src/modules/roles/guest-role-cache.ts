import type { Redis } from 'ioredis';
import type { RoleWithPermissions } from './roles.repository';

/**
 * Every guest request reads the guest role (two queries); role edits are rare, so a read is
 * reused this long. A change drops the copy at once on this instance and, through Redis, on
 * every other one, so visitors have the new permissions on their next request anywhere.
 */
export const GUEST_ROLE_TTL_MS = 2000;
const CHANGED_CHANNEL = 'tonearm:roles:guest-role-changed';

export class GuestRoleCache {
  private cached: { readAt: number; role: Promise<RoleWithPermissions | null> } | null = null;
  private subscriber: Redis | null = null;
  private subscribed: Promise<unknown> | null = null;

  constructor(
    private readonly load: () => Promise<RoleWithPermissions | null>,
    private readonly redis: Redis | null = null,
  ) {}

  async get(): Promise<RoleWithPermissions | null> {
    // Listening before the first read: a change published meanwhile cannot be missed.
    if (this.redis) await this.listen().catch(() => undefined);
    const now = Date.now();
    if (!this.cached || now - this.cached.readAt > GUEST_ROLE_TTL_MS) {
      const role = this.load();
      const entry = { readAt: now, role };
      this.cached = entry;
      role.catch(() => {
        if (this.cached === entry) this.cached = null;
      });
    }
    return this.cached.role;
  }

  /** After a change to roles: this instance and the others read the guest role afresh. */
  async changed(): Promise<void> {
    this.cached = null;
    // Redis being away costs the other instances at most the TTL, never the change itself.
    await this.redis?.publish(CHANGED_CHANNEL, String(Date.now())).catch(() => undefined);
  }

  /** Drops this instance's copy only (a change made outside the roles service). */
  forget(): void {
    this.cached = null;
  }

  close(): void {
    this.subscriber?.disconnect();
    this.subscriber = null;
    this.subscribed = null;
  }

  private listen(): Promise<unknown> {
    if (!this.subscribed && this.redis) {
      const subscriber = this.redis.duplicate();
      this.subscriber = subscriber;
      subscriber.on('message', () => {
        this.cached = null;
      });
      this.subscribed = subscriber.subscribe(CHANGED_CHANNEL).catch((error: unknown) => {
        // Try again on the next read; until then the TTL bounds how stale a copy can be.
        this.close();
        throw error;
      });
    }
    return this.subscribed ?? Promise.resolve();
  }
}
