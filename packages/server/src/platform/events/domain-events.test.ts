import { describe, expect, it } from 'vitest';
import { DomainEvents } from './domain-events';

describe('DomainEvents', () => {
  it('awaits every handler in subscription order before publish settles', async () => {
    const events = new DomainEvents();
    const heard: string[] = [];
    events.subscribe('track.audioChanged', async ({ trackId }) => {
      await new Promise((resolve) => setImmediate(resolve));
      heard.push(`first ${trackId}`);
    });
    events.subscribe('track.audioChanged', ({ trackId }) => {
      heard.push(`second ${trackId}`);
    });
    await events.publish('track.audioChanged', { trackId: 7 });
    expect(heard).toEqual(['first 7', 'second 7']);
  });

  it('fails the publisher when a handler throws, and stops there', async () => {
    const events = new DomainEvents();
    const heard: number[] = [];
    events.subscribe('track.audioChanged', () => {
      throw new Error('queue down');
    });
    events.subscribe('track.audioChanged', ({ trackId }) => {
      heard.push(trackId);
    });
    await expect(events.publish('track.audioChanged', { trackId: 1 })).rejects.toThrow(
      'queue down',
    );
    expect(heard).toEqual([]);
  });

  it('stops telling a handler once it unsubscribes, and publishes to nobody quietly', async () => {
    const events = new DomainEvents();
    const heard: number[] = [];
    const stop = events.subscribe('track.audioChanged', ({ trackId }) => {
      heard.push(trackId);
    });
    await events.publish('track.audioChanged', { trackId: 1 });
    stop();
    await events.publish('track.audioChanged', { trackId: 2 });
    expect(heard).toEqual([1]);
  });
});
