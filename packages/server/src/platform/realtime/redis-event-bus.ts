import type { Redis } from 'ioredis';
import { ListenerRegistry, type EventBus, type EventListener } from './event-bus';

/**
 * Every instance on one Redis (scale-out): a publish goes through Redis, so the
 * publishing instance hears it the same way as the others. A connection in subscriber mode can
 * do nothing else, hence its own (`redis.duplicate()`), opened on the first subscription.
 * Channels are `<prefix>:<topic>`, so several apps (or test suites) can share one Redis.
 */
export class RedisEventBus implements EventBus {
  readonly engine = 'redis' as const;
  private readonly registry = new ListenerRegistry();
  private subscriber: Redis | null = null;
  /** Redis's acknowledgement of each topic's subscription: a listener waits until it is live. */
  private readonly acknowledged = new Map<string, Promise<unknown>>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async publish(topic: string, message: string): Promise<void> {
    await this.redis.publish(this.channel(topic), message);
  }

  async subscribe(topic: string, listener: EventListener): Promise<() => void> {
    if (this.registry.add(topic, listener)) {
      this.acknowledged.set(topic, this.connection().subscribe(this.channel(topic)));
    }
    try {
      await this.acknowledged.get(topic);
    } catch (error) {
      this.unsubscribe(topic, listener);
      throw error;
    }
    return () => this.unsubscribe(topic, listener);
  }

  private unsubscribe(topic: string, listener: EventListener): void {
    if (this.registry.remove(topic, listener)) {
      this.acknowledged.delete(topic);
      this.subscriber?.unsubscribe(this.channel(topic)).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.registry.clear();
    this.acknowledged.clear();
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  private channel(topic: string): string {
    return `${this.prefix}:${topic}`;
  }

  private connection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.redis.duplicate();
    const start = `${this.prefix}:`;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(start)) this.registry.dispatch(channel.slice(start.length), message);
    });
    // Errors surface on the publishing side; an unhandled 'error' event would crash the process.
    subscriber.on('error', () => undefined);
    this.subscriber = subscriber;
    return subscriber;
  }
}
