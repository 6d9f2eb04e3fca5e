import type { EventBus } from '../../platform/realtime';

/**
 * What just stopped letting one user in: some or all of their cookie sessions and some or all
 * of their access tokens. Told to every instance, so a connection that outlives its request
 * (a notification stream) closes when what opened it ends.
 */
export interface AccessEnded {
  userId: number;
  /** Session row ids, or every session of the user but `exceptSessionId`. */
  sessions: string[] | 'all';
  exceptSessionId?: string | null | undefined;
  /** Access token ids, or every token of the user. */
  accessTokens: number[] | 'all';
}

/** How a long-lived connection got in: its session's row id or its access token's id. */
export interface Caller {
  userId: number;
  sessionId: string | null;
  accessTokenId: number | null;
}

/** Whether `ended` covers the caller's session or token. */
export function endsCaller(ended: AccessEnded, caller: Caller): boolean {
  if (ended.userId !== caller.userId) return false;
  if (caller.sessionId !== null) {
    return ended.sessions === 'all'
      ? caller.sessionId !== ended.exceptSessionId
      : ended.sessions.includes(caller.sessionId);
  }
  if (caller.accessTokenId !== null) {
    return ended.accessTokens === 'all' || ended.accessTokens.includes(caller.accessTokenId);
  }
  return false;
}

const topicOf = (userId: number) => `access-ended:${userId}`;

function isAccessEnded(value: unknown): value is AccessEnded {
  if (typeof value !== 'object' || value === null) return false;
  const ended = value as Record<string, unknown>;
  return (
    typeof ended.userId === 'number' &&
    (ended.sessions === 'all' || Array.isArray(ended.sessions)) &&
    (ended.accessTokens === 'all' || Array.isArray(ended.accessTokens))
  );
}

/**
 * The announcements of ended sessions and tokens on the event bus (Redis pub/sub across
 * instances). They ride the same bus as the notifications, so an announcement published before
 * a notification reaches every listener before it.
 */
export class SessionEnds {
  constructor(
    private readonly bus: EventBus,
    private readonly warn: (message: string, error?: unknown) => void = () => undefined,
  ) {}

  /**
   * Tells every instance. The rows are already gone when this runs, so a failed publish does
   * not undo or fail the request: each stream re-checks its session before it writes anyway.
   */
  async announce(ended: AccessEnded): Promise<void> {
    const nothing =
      Array.isArray(ended.sessions) &&
      ended.sessions.length === 0 &&
      Array.isArray(ended.accessTokens) &&
      ended.accessTokens.length === 0;
    if (nothing) return;
    try {
      await this.bus.publish(topicOf(ended.userId), JSON.stringify(ended));
    } catch (error) {
      this.warn('could not announce ended sessions', error);
    }
  }

  /** Calls `onEnded` once the caller's session or token ends; answers how to stop listening. */
  watch(caller: Caller, onEnded: () => void): Promise<() => void> {
    return this.bus.subscribe(topicOf(caller.userId), (message) => {
      const ended: unknown = JSON.parse(message);
      if (isAccessEnded(ended) && endsCaller(ended, caller)) onEnded();
    });
  }
}
