import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { NotificationStreamEvent } from '@tonearm/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../platform/db/database';
import { COOKIES } from '@tonearm/shared/constants';
import type { UserRow } from '../../platform/db/schema';
import { sha256 } from '../../platform/security/tokens';
import { confirmedClient, OWNER_PASSWORD } from '../../test/authorization-matrix-fixtures';
import { buildUser, guestClient, loginAs, seededAdmin } from '../../test/factories';
import { publicSessionId } from '../account/account.service';
import { AuthRepository } from '../auth/auth.repository';
import { ACCESS_RECHECK_MS } from '../auth/auth.service';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { has } from '../../test/capabilities';

interface ReceivedEvent {
  event: string;
  id: string | null;
  data: unknown;
}

/**
 * A plain SSE client over http.get, as a browser's EventSource talks: it parses the stream into
 * events and lets a test wait for the next one.
 */
class StreamClient {
  readonly events: ReceivedEvent[] = [];
  headers: http.IncomingHttpHeaders = {};
  status = 0;
  ended = false;
  private waiters: (() => void)[] = [];
  private request: http.ClientRequest | null = null;
  private buffer = '';
  comments: string[] = [];

  static open(origin: string, client: TestClient, lastEventId?: string): Promise<StreamClient> {
    const cookie = Object.entries(client.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    return StreamClient.openWith(origin, {
      cookie,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });
  }

  /** A stream opened with an access token, as a script or app would. */
  static openWithToken(origin: string, plainTextToken: string): Promise<StreamClient> {
    return StreamClient.openWith(origin, { authorization: `Bearer ${plainTextToken}` });
  }

  private static async openWith(
    origin: string,
    headers: Record<string, string>,
  ): Promise<StreamClient> {
    const stream = new StreamClient();
    await new Promise<void>((resolve, reject) => {
      stream.request = http.get(
        `${origin}/api/v1/notifications/stream`,
        {
          headers: {
            accept: 'text/event-stream',
            // What a browser sends: the stream must not come back compressed.
            'accept-encoding': 'gzip, br',
            ...headers,
          },
        },
        (response) => {
          stream.status = response.statusCode ?? 0;
          stream.headers = response.headers;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => stream.receive(chunk));
          response.on('error', () => undefined);
          response.on('end', () => {
            stream.ended = true;
            for (const waiter of stream.waiters.splice(0)) waiter();
          });
          resolve();
        },
      );
      stream.request.on('error', reject);
    });
    return stream;
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const fields = { event: 'message', id: null as string | null, data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line);
        else if (line.startsWith('event: ')) fields.event = line.slice(7);
        else if (line.startsWith('id: ')) fields.id = line.slice(4);
        else if (line.startsWith('data: ')) {
          fields.data += line.slice(6);
          hasData = true;
        }
      }
      if (hasData) this.events.push({ ...fields, data: JSON.parse(fields.data) as unknown });
    }
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves once `count` events have arrived, or fails after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 1000): Promise<ReceivedEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.events.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} events, got ${this.events.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.events.slice(0, count);
  }

  /** Resolves once the server has ended the stream, or fails after `timeoutMs`. */
  async waitForEnd(timeoutMs = 1000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('expected the server to end the stream');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.request?.destroy();
  }
}

const line = (text: string) => ({ lines: [{ type: 'primary' as const, content: text }] });
const notificationOf = (event: ReceivedEvent) =>
  (event.data as NotificationStreamEvent).notification;

describe('the notification stream', () => {
  let origin: string;
  const t = useTestApp();
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('delivers a new notification to an open stream within a second, uncompressed', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const stream = await StreamClient.open(origin, client);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toBe('no-cache');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();

      const started = Date.now();
      const sent = await t.app.services.notifications.notify(user.id, 'follower.new', line('Hi'));
      const [event] = await stream.waitFor(1, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event).toMatchObject({ event: 'notification', id: String(sent.id) });
      expect(event!.data).toEqual({ notification: sent, unread_count: 1 });
    } finally {
      stream.close();
    }
  });

  it('tells nobody else', async () => {
    const [alice, bob] = [await buildUser(t), await buildUser(t)];
    const stream = await StreamClient.open(origin, await loginAs(t, bob));
    try {
      await t.app.services.notifications.notify(alice.id, 'follower.new', line('For Alice'));
      const mine = await t.app.services.notifications.notify(bob.id, 'follower.new', line('Bob'));
      const events = await stream.waitFor(1);
      expect(events.map((event) => event.id)).toEqual([String(mine.id)]);
    } finally {
      stream.close();
    }
  });

  it('sends `read` with the unread count when another tab marks notifications read', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await t.app.services.notifications.notify(user.id, 'follower.new', line('One'));
    const stream = await StreamClient.open(origin, client);
    try {
      const answer = await client.post('/api/v1/notifications/mark-as-read', { all: true });
      expect(answer.json()).toEqual({ unreadCount: 0 });
      const [event] = await stream.waitFor(1);
      expect(event).toEqual({ event: 'read', id: null, data: { unread_count: 0 } });
    } finally {
      stream.close();
    }
  });

  it('replays what arrived meanwhile to a stream that reconnects with Last-Event-ID', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const first = await StreamClient.open(origin, client);
    const seen = await t.app.services.notifications.notify(user.id, 'follower.new', line('1'));
    await first.waitFor(1);
    first.close();

    // The network drops; two notifications arrive meanwhile.
    const missed = [
      await t.app.services.notifications.notify(user.id, 'follower.new', line('2')),
      await t.app.services.notifications.notify(user.id, 'follower.new', line('3')),
    ];
    const again = await StreamClient.open(origin, client, String(seen.id));
    try {
      const replayed = await again.waitFor(2);
      expect(replayed.map(notificationOf)).toEqual(missed);
      // Live ones follow, with no duplicate.
      const live = await t.app.services.notifications.notify(user.id, 'follower.new', line('4'));
      const all = await again.waitFor(3);
      expect(all.map((event) => event.id)).toEqual([...missed, live].map((n) => String(n.id)));
    } finally {
      again.close();
    }
  });

  it('ends open streams when the app closes, so closing never hangs on them', async () => {
    const other = await createTestApp();
    const otherOrigin = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await StreamClient.open(
      otherOrigin,
      await loginAs(other, await buildUser(other)),
    );
    expect(stream.status).toBe(200);
    await other.close();
    await vi.waitFor(() => expect(stream.ended).toBe(true));
  });

  it('refuses guests and a malformed Last-Event-ID', async () => {
    const guest = await new Promise<number>((resolve) =>
      http.get(
        `${origin}/api/v1/notifications/stream`,
        { headers: { accept: 'text/event-stream' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      ),
    );
    expect(guest).toBe(401);
    const client = await loginAs(t, await buildUser(t));
    const answer = await client.get('/api/v1/notifications/stream', {
      headers: { accept: 'text/event-stream', 'last-event-id': 'abc' },
    });
    expect(answer.statusCode).toBe(422);
  });
});

describe('a stream ends with the session or token that opened it', () => {
  let origin: string;
  let asAdmin: TestClient;
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  beforeAll(async () => {
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    asAdmin = await confirmedClient(t, await seededAdmin(t));
  });

  /** The public id the Active sessions lists name a client's session by. */
  const listedIdOf = (client: TestClient) =>
    publicSessionId(sha256(client.cookies[COOKIES.session]!));

  /** Nothing reaches the stream after it ended, however long one waits. */
  async function expectNothingMore(stream: StreamClient, userId: number | null) {
    if (userId !== null)
      await t.app.services.notifications.notify(userId, 'follower.new', line('Too late'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.events).toEqual([]);
  }

  interface Trigger {
    name: string;
    /** Ends the session of `streaming` (the other client is the same user elsewhere). */
    end(user: UserRow, streaming: TestClient, elsewhere: TestClient): Promise<unknown>;
    /** Whether the user is still there to be notified afterwards. */
    userRemains?: boolean;
  }
  const triggers: Trigger[] = [
    {
      name: 'logging out',
      end: async (_user, streaming) =>
        expect((await streaming.post('/auth/logout')).statusCode).toBe(200),
    },
    {
      name: 'a ban',
      end: async (user) =>
        expect(
          (await asAdmin.post(`/api/v1/users/${user.id}/ban`, { reason: 'streams' })).statusCode,
        ).toBe(200),
    },
    {
      name: 'a password change on another device',
      end: async (_user, _streaming, elsewhere) =>
        expect(
          (
            await elsewhere.request({
              method: 'PUT',
              url: '/auth/user/password',
              payload: {
                current_password: OWNER_PASSWORD,
                password: 'a brand new long password 9',
                password_confirmation: 'a brand new long password 9',
              },
            })
          ).statusCode,
        ).toBe(200),
    },
    {
      name: 'revoking the session from the admin Active sessions list',
      end: async (user, streaming) =>
        expect(
          (
            await asAdmin.request({
              method: 'DELETE',
              url: `/api/v1/users/${user.id}/sessions/${listedIdOf(streaming)}`,
            })
          ).statusCode,
        ).toBe(200),
    },
    {
      name: 'logging out the other sessions from Active sessions',
      end: async (_user, _streaming, elsewhere) =>
        expect(
          (
            await elsewhere.post('/api/v1/user-sessions/logout-other', {
              password: OWNER_PASSWORD,
            })
          ).statusCode,
        ).toBe(200),
    },
    {
      name: 'an admin setting the password',
      end: async (user) =>
        expect(
          (
            await asAdmin.request({
              method: 'PUT',
              url: `/api/v1/users/${user.id}/password`,
              payload: { password: 'a brand new long password 9' },
            })
          ).statusCode,
        ).toBe(200),
    },
    {
      name: 'a password reset',
      end: async (user) => {
        const token = 'a reset token only this test knows';
        await new AuthRepository(t.database.db).replacePasswordResetToken(
          user.id,
          sha256(token),
          new Date(Date.now() + 60_000).toISOString(),
        );
        const answer = await guestClient(t).post('/auth/reset-password', {
          token,
          email: user.email,
          password: 'a brand new long password 9',
          password_confirmation: 'a brand new long password 9',
        });
        expect(answer.statusCode, answer.body).toBe(200);
      },
    },
    {
      name: 'deleting the account',
      end: (user) => t.app.services.account.deleteUser(user.id),
      userRemains: false,
    },
  ];

  for (const trigger of triggers) {
    it(`closes a stream opened before ${trigger.name}, which hears nothing more`, async () => {
      const user = await buildUser(t, { password: OWNER_PASSWORD });
      const streaming = await loginAs(t, user);
      const elsewhere = await loginAs(t, user);
      const stream = await StreamClient.open(origin, streaming);
      try {
        expect(stream.status).toBe(200);
        await trigger.end(user, streaming, elsewhere);
        await stream.waitForEnd(1000);
        await expectNothingMore(stream, trigger.userRemains === false ? null : user.id);
      } finally {
        stream.close();
      }
    });
  }

  it('leaves the streams of the sessions that go on open', async () => {
    const user = await buildUser(t, { password: OWNER_PASSWORD });
    const [current, other] = [await loginAs(t, user), await loginAs(t, user)];
    const kept = await StreamClient.open(origin, current);
    const ended = await StreamClient.open(origin, other);
    try {
      await current.post('/api/v1/user-sessions/logout-other', { password: OWNER_PASSWORD });
      await ended.waitForEnd(1000);
      const sent = await t.app.services.notifications.notify(user.id, 'follower.new', line('Hi'));
      const [event] = await kept.waitFor(1);
      expect(notificationOf(event!)).toEqual(sent);
      expect(kept.ended).toBe(false);
      expect(ended.events).toEqual([]);
    } finally {
      kept.close();
      ended.close();
    }
  });

  it('closes a stream opened with an access token when the token is revoked', async () => {
    const user = await buildUser(t);
    const { id, plainTextToken } = await t.services.auth.createAccessToken(user.id, 'script');
    const kept = await t.services.auth.createAccessToken(user.id, 'other script');
    const stream = await StreamClient.openWithToken(origin, plainTextToken);
    const other = await StreamClient.openWithToken(origin, kept.plainTextToken);
    try {
      expect(stream.status).toBe(200);
      await t.app.services.account.deleteAccessToken(user.id, id);
      await stream.waitForEnd(1000);
      await expectNothingMore(stream, user.id);
      expect(other.ended).toBe(false);
      expect(await other.waitFor(1)).toHaveLength(1);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('re-checks the session before writing, so one that ran out unannounced hears nothing', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const stream = await StreamClient.open(origin, client);
    try {
      // Expired in the database, as time would do it: nobody announces that.
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', sha256(client.cookies[COOKIES.session]!))
        .execute();
      await new Promise((resolve) => setTimeout(resolve, ACCESS_RECHECK_MS + 100));
      await t.app.services.notifications.notify(user.id, 'follower.new', line('Too late'));
      await stream.waitForEnd(1000);
      expect(stream.events).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('refuses to open a stream for a session that is no longer there', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await t.app.services.auth.endAllSessions(user.id);
    const stream = await StreamClient.open(origin, client);
    expect(stream.status).toBe(401);
    stream.close();
  });
});

const REDIS_URL = has('streams across instances', 'redis') ? process.env.TEST_REDIS_URL : undefined;

describe.skipIf(!REDIS_URL)(
  'the stream across two app instances on one database and one Redis',
  () => {
    let first: TestApp;
    let second: FastifyInstance;
    let secondOrigin: string;
    beforeAll(async () => {
      const env = {
        REDIS_URL: REDIS_URL!,
        REALTIME_PREFIX: `tonearm-test-${Math.random().toString(36).slice(2)}`,
        QUEUE_PREFIX: `tonearm-test-${Math.random().toString(36).slice(2)}`,
      };
      first = await createTestApp(env);
      // A second instance: its own connections to the same database and Redis, nothing shared
      // in memory with the first.
      second = await buildApp(first.config, { db: createDatabase(first.config.database) });
      await second.ready();
      secondOrigin = await second.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('delivers a notification raised on instance 1 to a stream connected to instance 2', async () => {
      expect(first.app.services.events.engine).toBe('redis');
      const user = await buildUser(first);
      const client = await loginAs(first, user);
      const stream = await StreamClient.open(secondOrigin, client);
      try {
        expect(stream.status).toBe(200);
        const started = Date.now();
        const sent = await first.app.services.notifications.notify(
          user.id,
          'follower.new',
          line('Across instances'),
        );
        const [event] = await stream.waitFor(1, 1000);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(notificationOf(event!)).toEqual(sent);
      } finally {
        stream.close();
      }
    });

    it('closes a stream on instance 2 when its session logs out on instance 1', async () => {
      const user = await buildUser(first);
      const client = await loginAs(first, user);
      const stream = await StreamClient.open(secondOrigin, client);
      try {
        expect(stream.status).toBe(200);
        expect((await client.post('/auth/logout')).statusCode).toBe(200);
        await stream.waitForEnd(1000);
        await first.app.services.notifications.notify(user.id, 'follower.new', line('Too late'));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(stream.events).toEqual([]);
      } finally {
        stream.close();
      }
    });
  },
);
