import {
  DEFAULT_NOTIFICATION_CHANNELS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationData,
  type NotificationSubscriptionsAnswer,
} from '@tonearm/shared/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import type { TestClient } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const data = (text: string): NotificationData => ({
  lines: [{ type: 'primary', content: `<b>${text}</b>` }],
  mainAction: { action: '/notifications', label: 'Open' },
});

interface ListAnswer {
  pagination: {
    data: Notification[];
    current_page: number;
    per_page: number;
    total: number;
    last_page: number;
  };
  unread_count: number;
}

describe('notifications routes', () => {
  const t = useTestApp();

  /** The channels the client's own settings choose for new-follower notifications. */
  const followerChannels = async (client: TestClient) =>
    (await client.get('/api/v1/notifications/me/subscriptions'))
      .json<NotificationSubscriptionsAnswer>()
      .user_selections.find((s) => s.notif_id === 'follower.new')!.channels;

  const notify = (userId: number, text: string) =>
    t.app.services.notifications.notify(userId, 'follower.new', data(text));

  it('lists pages of 30, newest first, with the unread count', async () => {
    const user = await buildUser(t);
    for (let i = 1; i <= 32; i += 1) await notify(user.id, `n${i}`);
    const client = await loginAs(t, user);

    const first = await client.get('/api/v1/notifications');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<ListAnswer>();
    expect(page1.pagination).toMatchObject({
      current_page: 1,
      per_page: 30,
      total: 32,
      last_page: 2,
    });
    expect(page1.pagination.data).toHaveLength(30);
    expect(page1.pagination.data[0]!.data.lines[0]!.content).toBe('<b>n32</b>');
    expect(page1.pagination.data[0]).toMatchObject({ type: 'follower.new', read_at: null });
    expect(page1.unread_count).toBe(32);

    const page2 = (await client.get('/api/v1/notifications?page=2')).json<ListAnswer>();
    expect(page2.pagination.data.map((n) => n.data.lines[0]!.content)).toEqual([
      '<b>n2</b>',
      '<b>n1</b>',
    ]);
  });

  it('never lists another user’s notifications', async () => {
    const [alice, bob] = [await buildUser(t), await buildUser(t)];
    await notify(alice.id, 'for alice');
    const answer = (await (await loginAs(t, bob)).get('/api/v1/notifications')).json<ListAnswer>();
    expect(answer.pagination.total).toBe(0);
    expect(answer.unread_count).toBe(0);
  });

  it('sanitises the stored HTML and unsafe actions', async () => {
    const user = await buildUser(t);
    await t.app.services.notifications.notify(user.id, 'comment.reply', {
      lines: [
        {
          type: 'primary',
          content: '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><b>ok</b>',
        },
      ],
      mainAction: { action: 'javascript:alert(1)', label: 'Open' },
    });
    const [stored] = (
      await (await loginAs(t, user)).get('/api/v1/notifications')
    ).json<ListAnswer>().pagination.data;
    expect(stored!.data.lines[0]!.content).toBe('<a>x</a><b>ok</b>');
    expect(stored!.data.mainAction!.action).toBe('/');
  });

  it('marks the caller’s own notifications read by id; other users’ ids change nothing', async () => {
    const [alice, bob] = [await buildUser(t), await buildUser(t)];
    const a1 = await notify(alice.id, 'a1');
    await notify(alice.id, 'a2');
    const b1 = await notify(bob.id, 'b1');
    const client = await loginAs(t, alice);

    const answer = await client.post('/api/v1/notifications/mark-as-read', { ids: [a1.id, b1.id] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unreadCount: 1 });
    const bobs = (await (await loginAs(t, bob)).get('/api/v1/notifications')).json<ListAnswer>();
    expect(bobs.unread_count).toBe(1);
    expect(bobs.pagination.data[0]!.read_at).toBeNull();
    const alices = (await client.get('/api/v1/notifications')).json<ListAnswer>();
    expect(alices.pagination.data.find((n) => n.id === a1.id)!.read_at).not.toBeNull();
  });

  it('marks all read and answers 0; the user object carries the unread count', async () => {
    const user = await buildUser(t);
    await notify(user.id, 'x');
    await notify(user.id, 'y');
    const client = await loginAs(t, user);
    const me = await client.get('/api/v1/users/me');
    expect(me.json<{ user: { unread_notifications_count: number } }>().user).toMatchObject({
      unread_notifications_count: 2,
    });

    const answer = await client.post('/api/v1/notifications/mark-as-read', { all: true });
    expect(answer.json()).toEqual({ unreadCount: 0 });
    const after = await client.get('/api/v1/users/me');
    expect(after.json<{ user: { unread_notifications_count: number } }>().user).toMatchObject({
      unread_notifications_count: 0,
    });
  });

  it.each([
    [{}, 'neither ids nor all'],
    [{ ids: [] }, 'no ids'],
    [{ ids: ['x'] }, 'a non-numeric id'],
    [{ all: false }, 'all: false'],
  ] as [object, string][])(
    'refuses mark-as-read with %j (%s) with a 422 and changes nothing',
    async (body) => {
      const user = await buildUser(t);
      await notify(user.id, 'stays unread');
      const client = await loginAs(t, user);
      const answer = await client.post('/api/v1/notifications/mark-as-read', body);
      expect(answer.statusCode).toBe(422);
      expect(await t.app.services.notifications.unreadCount(user.id)).toBe(1);
    },
  );

  it('answers the subscriptions with the defaults, and saves choices', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const answer = await client.get('/api/v1/notifications/me/subscriptions');
    expect(answer.statusCode).toBe(200);
    const body = answer.json<NotificationSubscriptionsAnswer>();
    expect(body.available_channels).toEqual(['email', 'browser']);
    expect(body.subscriptions).toEqual(
      NOTIFICATION_GROUPS.map((group) => ({
        group_name: group.group_name,
        subscriptions: group.types,
      })),
    );
    expect(body.user_selections).toEqual(
      NOTIFICATION_TYPES.map((type) => ({
        notif_id: type,
        channels: DEFAULT_NOTIFICATION_CHANNELS[type],
      })),
    );

    const saved = await client.request({
      method: 'PUT',
      url: '/api/v1/notifications/me/subscriptions',
      payload: {
        selections: [{ notif_id: 'follower.new', channels: { email: true, browser: false } }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(await followerChannels(client)).toEqual({
      email: true,
      browser: false,
    });
    // Another user's choices stay the defaults.
    const other = await loginAs(t, await buildUser(t));
    expect(await followerChannels(other)).toEqual(DEFAULT_NOTIFICATION_CHANNELS['follower.new']);
  });

  it('refuses an unknown type or a missing channel with a 422 and saves nothing', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    for (const selections of [
      [{ notif_id: 'nope', channels: { email: true, browser: true } }],
      [{ notif_id: 'follower.new', channels: { email: true } }],
    ]) {
      const answer = await client.request({
        method: 'PUT',
        url: '/api/v1/notifications/me/subscriptions',
        payload: { selections },
      });
      expect(answer.statusCode).toBe(422);
    }
    expect(await followerChannels(client)).toEqual(DEFAULT_NOTIFICATION_CHANNELS['follower.new']);
  });

  it('answers 401 to guests', async () => {
    for (const url of ['/api/v1/notifications', '/api/v1/notifications/me/subscriptions']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('answers 404 on every route while notifications are not integrated, and on the subscriptions while they are not', async () => {
    const client = await loginAs(t, await buildUser(t));
    await t.app.services.settings.update({ 'notif.subs.integrated': false });
    try {
      expect((await client.get('/api/v1/notifications/me/subscriptions')).statusCode).toBe(404);
      expect(
        (
          await client.request({
            method: 'PUT',
            url: '/api/v1/notifications/me/subscriptions',
            payload: { selections: [] },
          })
        ).statusCode,
      ).toBe(404);
      expect((await client.get('/api/v1/notifications')).statusCode).toBe(200);
      await t.app.services.settings.update({ 'notifications.integrated': false });
      for (const url of [
        '/api/v1/notifications',
        '/api/v1/notifications/stream',
        '/api/v1/notifications/push/key',
      ]) {
        expect((await client.get(url)).statusCode, url).toBe(404);
      }
      expect(
        (await client.post('/api/v1/notifications/mark-as-read', { all: true })).statusCode,
      ).toBe(404);
    } finally {
      await t.app.services.settings.update({
        'notif.subs.integrated': true,
        'notifications.integrated': true,
      });
    }
  });

  it('gives one VAPID public key, made once and kept in settings', async () => {
    const client = await loginAs(t, await buildUser(t));
    const first = await client.get('/api/v1/notifications/push/key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(await t.app.services.settings.get('notifications.vapid_public_key')).toBe(publicKey);
    expect(
      (await client.get('/api/v1/notifications/push/key')).json<{ publicKey: string }>().publicKey,
    ).toBe(publicKey);
    // The private key is no public setting.
    const bootstrap = await t.app.services.settings.publicSettings();
    expect(bootstrap['notifications.vapid_private_key']).toBeUndefined();
    expect(bootstrap['notifications.vapid_public_key']).toBe(publicKey);
  });

  it('stores a push subscription, keeps it with its holder, and removes only one’s own', async () => {
    const [alice, bob] = [await buildUser(t), await buildUser(t)];
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      keys: { p256dh: 'BPj-key', auth: 'auth-secret' },
    };
    const a = await loginAs(t, alice);
    const b = await loginAs(t, bob);
    expect(
      (await a.post('/api/v1/notifications/push/subscriptions', subscription)).statusCode,
    ).toBe(201);
    const rows = () =>
      t.database.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint']).execute();
    expect(await rows()).toEqual([{ user_id: alice.id, endpoint: subscription.endpoint }]);

    // Bob cannot remove Alice's subscription.
    const refused = await b.request({
      method: 'DELETE',
      url: '/api/v1/notifications/push/subscriptions',
      payload: { endpoint: subscription.endpoint },
    });
    expect(refused.statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);

    // Nor take it over: a known endpoint with Bob's keys would turn Alice's pushes away.
    const takeover = await b.post('/api/v1/notifications/push/subscriptions', {
      ...subscription,
      keys: { p256dh: 'BOB-key', auth: 'bob-secret' },
    });
    expect(takeover.statusCode).toBe(422);
    expect(takeover.json<{ errors: Record<string, string[]> }>().errors.endpoint).toEqual([
      'This browser already receives the notifications of another account.',
    ]);
    expect(
      await t.database.db
        .selectFrom('push_subscriptions')
        .select(['user_id', 'p256dh', 'auth'])
        .where('endpoint', '=', subscription.endpoint)
        .execute(),
    ).toEqual([{ user_id: alice.id, p256dh: 'BPj-key', auth: 'auth-secret' }]);

    // Alice subscribing again refreshes her keys.
    expect(
      (
        await a.post('/api/v1/notifications/push/subscriptions', {
          ...subscription,
          keys: { p256dh: 'BPj-key-2', auth: 'auth-secret-2' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      await t.database.db
        .selectFrom('push_subscriptions')
        .select(['p256dh', 'auth'])
        .where('endpoint', '=', subscription.endpoint)
        .execute(),
    ).toEqual([{ p256dh: 'BPj-key-2', auth: 'auth-secret-2' }]);
    await a.request({
      method: 'DELETE',
      url: '/api/v1/notifications/push/subscriptions',
      payload: { endpoint: subscription.endpoint },
    });
    expect(await rows()).toEqual([]);

    const bad = await a.post('/api/v1/notifications/push/subscriptions', {
      endpoint: 'javascript:alert(1)',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(422);
    const nul = await a.request({
      method: 'DELETE',
      url: '/api/v1/notifications/push/subscriptions',
      payload: { endpoint: 'nul\u0000byte' },
    });
    expect(nul.statusCode).toBe(422);
  });

  it('keeps a user’s 10 most recent push subscriptions, dropping the oldest', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const endpoint = (n: number) => `https://push.example.test/limit/${user.id}/${n}`;
    for (let n = 1; n <= 12; n++) {
      const answer = await client.post('/api/v1/notifications/push/subscriptions', {
        endpoint: endpoint(n),
        keys: { p256dh: 'key', auth: 'secret' },
      });
      expect(answer.statusCode).toBe(201);
    }
    const endpoints = async () =>
      (
        await t.database.db
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('user_id', '=', user.id)
          .execute()
      )
        .map((row) => row.endpoint)
        .sort();
    expect(await endpoints()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(endpoint).sort());
  });

  it('answers a client that does not ask for an event stream with the unread count', async () => {
    const user = await buildUser(t);
    await notify(user.id, 'one');
    const answer = await (await loginAs(t, user)).get('/api/v1/notifications/stream');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ unread_count: 1 });
  });
});
