import type { Redis } from 'ioredis';
import { InProcessEventBus, type EventBus } from './event-bus';
import { RedisEventBus } from './redis-event-bus';

/** Redis pub/sub when Redis is configured (several instances), else this process only. */
export function createEventBus(redis: Redis | null | undefined, prefix: string): EventBus {
  return redis ? new RedisEventBus(redis, prefix) : new InProcessEventBus();
}

export type { EventBus, EventListener } from './event-bus';
