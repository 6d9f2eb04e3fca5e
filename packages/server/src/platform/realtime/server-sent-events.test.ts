import http from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { InProcessEventBus } from './event-bus';
import {
  formatEvent,
  guardedSender,
  openEventStream,
  type EventStream,
} from './server-sent-events';

describe('Server-Sent Events', () => {
  it('formats an event with its name, id and one line of JSON', () => {
    expect(formatEvent({ event: 'notification', id: 7, data: { a: 'x\ny' } })).toBe(
      'event: notification\nid: 7\ndata: {"a":"x\\ny"}\n\n',
    );
    expect(formatEvent({ event: 'read', data: { unread_count: 0 } })).toBe(
      'event: read\ndata: {"unread_count":0}\n\n',
    );
  });

  it('keeps an idle stream alive with ping comments and tells when the client leaves', async () => {
    const app = Fastify();
    let closed: Promise<void> | null = null;
    app.get('/stream', (_request, reply) => {
      const stream = openEventStream(reply, 0.05);
      closed = stream.closed;
      return reply;
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const received = await new Promise<string>((resolve) => {
        let text = '';
        const request = http.get(`${origin}/stream`, (response) => {
          expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            if ((text.match(/: ping\n\n/g) ?? []).length >= 2) {
              request.destroy();
              resolve(text);
            }
          });
        });
      });
      expect(received.startsWith('retry: 3000\n\n')).toBe(true);
      await expect(closed).resolves.toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('the in-process event bus', () => {
  it('delivers to the topic’s listeners only, until they unsubscribe', async () => {
    const bus = new InProcessEventBus();
    const heard: string[] = [];
    const stop = await bus.subscribe('user:1', (message) => heard.push(`1:${message}`));
    await bus.subscribe('user:2', (message) => heard.push(`2:${message}`));
    await bus.publish('user:1', 'a');
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    await bus.publish('user:1', 'b');
    await bus.publish('user:2', 'c');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['1:a', '2:c']);
    await bus.close();
  });
});

describe('a guarded sender', () => {
  function recordingStream() {
    const sent: unknown[] = [];
    let ended = false;
    const stream: EventStream = {
      send: (event) => {
        if (!ended) sent.push(event.data);
      },
      end: () => {
        ended = true;
      },
      closed: Promise.resolve(),
    };
    return { stream, sent, isEnded: () => ended };
  }

  it('asks before every event and keeps their order though the answers come late', async () => {
    // Fake timers: the late answers come in the order their delays say, however loaded the machine.
    vi.useFakeTimers();
    try {
      const { stream, sent } = recordingStream();
      const delays = [30, 0, 10];
      const send = guardedSender(
        stream,
        () => new Promise((resolve) => setTimeout(() => resolve(true), delays.shift())),
      );
      send({ event: 'n', data: 1 });
      send({ event: 'n', data: 2 });
      send({ event: 'n', data: 3 });
      await vi.advanceTimersByTimeAsync(80);
      expect(sent).toEqual([1, 2, 3]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends the stream at the first no (or failed check) and writes nothing after it', async () => {
    for (const refuse of [
      () => Promise.resolve(false),
      () => Promise.reject(new Error('database away')),
    ]) {
      const { stream, sent, isEnded } = recordingStream();
      let asked = 0;
      const send = guardedSender(stream, () => (++asked === 1 ? Promise.resolve(true) : refuse()));
      send({ event: 'n', data: 1 });
      send({ event: 'n', data: 2 });
      send({ event: 'n', data: 3 });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(sent).toEqual([1]);
      expect(isEnded()).toBe(true);
    }
  });
});
