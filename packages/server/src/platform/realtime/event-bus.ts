/**
 * Real time: events published on one topic reach every listener of
 * that topic — within this process (InProcessEventBus), or on every instance through Redis
 * pub/sub when `REDIS_URL` is set (RedisEventBus). Messages are strings (JSON by convention);
 * a topic is a short name such as `user:42`.
 */
export type EventListener = (message: string) => void;

export interface EventBus {
  readonly engine: 'redis' | 'in-process';
  /** Sends `message` to every listener of `topic`, on every instance the bus reaches. */
  publish(topic: string, message: string): Promise<void>;
  /** Listens to `topic` until the returned function is called. */
  subscribe(topic: string, listener: EventListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Listeners by topic, shared by both buses. */
export class ListenerRegistry {
  private readonly listeners = new Map<string, Set<EventListener>>();

  /** Adds a listener; answers whether it is the topic's first. */
  add(topic: string, listener: EventListener): boolean {
    const set = this.listeners.get(topic);
    if (set) {
      set.add(listener);
      return false;
    }
    this.listeners.set(topic, new Set([listener]));
    return true;
  }

  /** Removes a listener; answers whether the topic has none left. */
  remove(topic: string, listener: EventListener): boolean {
    const set = this.listeners.get(topic);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.listeners.delete(topic);
    return true;
  }

  /** Tells every listener of `topic`; one throwing listener does not stop the others. */
  dispatch(topic: string, message: string): void {
    for (const listener of [...(this.listeners.get(topic) ?? [])]) {
      try {
        listener(message);
      } catch {
        // A listener's own failure (a closed socket) is its business, not the publisher's.
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** One instance: what is published here is heard here only. */
export class InProcessEventBus implements EventBus {
  readonly engine = 'in-process' as const;
  private readonly registry = new ListenerRegistry();

  publish(topic: string, message: string): Promise<void> {
    // Listeners hear it after the publisher's own work, as they would over Redis.
    queueMicrotask(() => this.registry.dispatch(topic, message));
    return Promise.resolve();
  }

  subscribe(topic: string, listener: EventListener): Promise<() => void> {
    this.registry.add(topic, listener);
    return Promise.resolve(() => {
      this.registry.remove(topic, listener);
    });
  }

  close(): Promise<void> {
    this.registry.clear();
    return Promise.resolve();
  }
}
