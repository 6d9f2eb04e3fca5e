import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import net, { type AddressInfo } from 'node:net';
import type { PushPayload } from '@tonearm/shared/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { loggedMailTo } from '../../test/outgoing-mail';
import { storedIds } from '../../test/stored-rows';
import { useStarted } from '../../test/use-started';
import { useTestApp } from '../../test/use-test-app';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** What a browser does with a push message (RFC 8291, aes128gcm): the plaintext back. */
function decryptPush(body: Buffer, browser: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.getPublicKey(),
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

interface PushRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on this machine: records each request, answers with `status`. */
async function startPushService() {
  const received: PushRequest[] = [];
  const state = { status: 201 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = state.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, state, close: () => new Promise((r) => server.close(r)) };
}

function browserSubscription(endpoint: string) {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = randomBytes(16);
  return {
    browser,
    authSecret,
    body: {
      endpoint,
      keys: {
        p256dh: browser.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
  };
}

const invitation = {
  lines: [
    { type: 'primary' as const, content: '<b>Ann &amp; Bo</b> invited you to <i>Label</i>' },
    { type: 'other' as const, content: 'Join them to share playlists.' },
  ],
  mainAction: { action: '/workspace/join/abc', label: 'View invitation' },
};

describe('notification delivery by email and Web Push', () => {
  // The push service here is on this machine, over http: only the test allowance reaches it.
  const t = useTestApp({
    APP_URL: 'https://music.example.test',
    TEST_ALLOW_PRIVATE_NETWORK_REQUESTS: 'true',
  });
  const push = useStarted(startPushService, (service) => service.close());

  it('mails the lines and an absolute link, by the default channels of the type', async () => {
    const user = await buildUser(t);
    await t.app.services.notifications.notify(user.id, 'workspace.invitation', invitation);
    // follower.new is not mailed by default.
    await t.app.services.notifications.notify(user.id, 'follower.new', invitation);
    await t.app.services.jobs.drain();
    const mail = await loggedMailTo(t, user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Ann & Bo invited you to Label');
    expect(mail[0]!.body).toBe(
      'Ann & Bo invited you to Label\n\nJoin them to share playlists.\n\n' +
        'View invitation: https://music.example.test/workspace/join/abc',
    );
    expect(mail[0]!.html).toContain('href="https://music.example.test/workspace/join/abc"');
  });

  it('honours the user’s choices: no mail when email is off, a mail when turned on', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    await client.request({
      method: 'PUT',
      url: '/api/v1/notifications/me/subscriptions',
      payload: {
        selections: [
          { notif_id: 'workspace.invitation', channels: { email: false, browser: false } },
          { notif_id: 'follower.new', channels: { email: true, browser: false } },
        ],
      },
    });
    await t.app.services.notifications.notify(user.id, 'workspace.invitation', invitation);
    await t.app.services.notifications.notify(user.id, 'follower.new', {
      lines: [{ type: 'primary', content: 'Cy followed you' }],
    });
    await t.app.services.jobs.drain();
    expect((await loggedMailTo(t, user.email)).map((mail) => mail.subject)).toEqual([
      'Cy followed you',
    ]);
  });

  it('pushes an encrypted {title, body, url, id} signed with the VAPID key to each browser', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const subscription = browserSubscription(`${push.origin}/push/${user.id}`);
    expect(
      (await client.post('/api/v1/notifications/push/subscriptions', subscription.body)).statusCode,
    ).toBe(201);
    const { publicKey } = (await client.get('/api/v1/notifications/push/key')).json<{
      publicKey: string;
    }>();

    const sent = await t.app.services.notifications.notify(user.id, 'follower.new', invitation);
    await t.app.services.jobs.drain();
    const requests = push.received.filter((request) => request.url === `/push/${user.id}`);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const authorization = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
      String(request.headers.authorization),
    );
    expect(authorization).not.toBeNull();
    expect(authorization![2]).toBe(publicKey);
    const claims = JSON.parse(
      Buffer.from(authorization![1]!.split('.')[1]!, 'base64url').toString(),
    ) as { aud: string; sub: string; exp: number };
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe('https://music.example.test');

    const payload = JSON.parse(
      decryptPush(request.body, subscription.browser, subscription.authSecret),
    ) as PushPayload;
    expect(payload).toEqual({
      title: 'Ann & Bo invited you to Label',
      body: 'Join them to share playlists.',
      url: 'https://music.example.test/workspace/join/abc',
      id: sent.id,
    });
  });

  it('sends no push when the browser channel is off', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const subscription = browserSubscription(`${push.origin}/off/${user.id}`);
    await client.post('/api/v1/notifications/push/subscriptions', subscription.body);
    await client.request({
      method: 'PUT',
      url: '/api/v1/notifications/me/subscriptions',
      payload: {
        selections: [{ notif_id: 'follower.new', channels: { email: false, browser: false } }],
      },
    });
    await t.app.services.notifications.notify(user.id, 'follower.new', invitation);
    await t.app.services.jobs.drain();
    expect(push.received.filter((request) => request.url === `/off/${user.id}`)).toEqual([]);
  });

  it.each([404, 410])(
    'deletes a subscription whose push service answers %i; a 500 keeps it',
    async (status) => {
      const user = await buildUser(t);
      const client = await loginAs(t, user);
      const endpoint = `${push.origin}/gone/${status}/${user.id}`;
      await client.post(
        '/api/v1/notifications/push/subscriptions',
        browserSubscription(endpoint).body,
      );
      const remaining = () => storedIds(t, 'push_subscriptions', { user_id: user.id });
      try {
        push.state.status = 500;
        await t.app.services.notifications.notify(user.id, 'follower.new', invitation);
        await t.app.services.jobs.drain();
        expect(await remaining()).toHaveLength(1);
        push.state.status = status;
        await t.app.services.notifications.notify(user.id, 'follower.new', invitation);
        await t.app.services.jobs.drain();
        expect(await remaining()).toEqual([]);
      } finally {
        push.state.status = 201;
      }
    },
  );

  it('sends nothing beyond the app while notifications are not integrated', async () => {
    const user = await buildUser(t);
    await t.app.services.settings.update({ 'notifications.integrated': false });
    try {
      await t.app.services.notifications.notify(user.id, 'workspace.invitation', invitation);
      await t.app.services.jobs.drain();
      expect(await loggedMailTo(t, user.email)).toEqual([]);
    } finally {
      await t.app.services.settings.update({ 'notifications.integrated': true });
    }
  });

  it('keeps notify fast and quiet when delivery fails: the producer never sees the error', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    // Nothing listens there: the push fails, the notification still stands.
    await client.post(
      '/api/v1/notifications/push/subscriptions',
      browserSubscription('http://127.0.0.1:9/unreachable').body,
    );
    const sent = await t.app.services.notifications.notify(user.id, 'follower.new', invitation);
    await expect(t.app.services.jobs.drain()).resolves.toBeUndefined();
    expect(await t.app.services.notifications.unreadCount(user.id)).toBe(1);
    expect(sent.id).toBeGreaterThan(0);
  });
});

/** A TCP listener on this machine that records every connection, http or TLS alike. */
async function startConnectionRecorder() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    received.push(socket.remoteAddress ?? 'unknown');
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise((r) => server.close(r)) };
}

describe('Web Push goes to the public internet only', () => {
  const t = useTestApp({ APP_URL: 'https://music.example.test' });
  const listener = useStarted(startConnectionRecorder, (recorder) => recorder.close());

  it('refuses to store an http or inside endpoint (422), and stores nothing', async () => {
    const user = await buildUser(t);
    const client = await loginAs(t, user);
    const port = new URL(listener.origin).port;
    for (const endpoint of [
      `${listener.origin}/push`,
      `https://127.0.0.1:${port}/push`,
      `https://localhost:${port}/push`,
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::1]/push',
      'https://[fd00:ec2::254]/push',
      'https://10.0.0.8/push',
      'https://100.64.0.1/push',
      'https://0.0.0.0/push',
    ]) {
      const answer = await client.post(
        '/api/v1/notifications/push/subscriptions',
        browserSubscription(endpoint).body,
      );
      expect(answer.statusCode, endpoint).toBe(422);
      expect(answer.json<{ errors: Record<string, string[]> }>().errors.endpoint).toEqual([
        'Browser notifications can only be sent to an https address on the public internet.',
      ]);
    }
    expect(await storedIds(t, 'push_subscriptions', { user_id: user.id })).toEqual([]);
  });

  it('never connects to an inside address a stored subscription names', async () => {
    const user = await buildUser(t);
    const port = new URL(listener.origin).port;
    const now = new Date().toISOString();
    // Rows as an older server accepted them, and names that resolve to this machine.
    const endpoints = [
      `${listener.origin}/stored-http/${user.id}`,
      `https://127.0.0.1:${port}/stored-https/${user.id}`,
      `https://localhost:${port}/stored-localhost/${user.id}`,
      `https://${os.hostname()}:${port}/stored-hostname/${user.id}`,
    ];
    await t.database.db
      .insertInto('push_subscriptions')
      .values(
        endpoints.map((endpoint) => ({
          user_id: user.id,
          endpoint,
          ...browserSubscription(endpoint).body.keys,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await t.app.services.notifications.notify(user.id, 'follower.new', invitation);
    await t.app.services.jobs.drain();
    expect(listener.received).toEqual([]);
    // A refused send is a failure, not a vanished browser: the rows stay for the user to see.
    expect(await storedIds(t, 'push_subscriptions', { user_id: user.id })).toHaveLength(4);
  });
});
