import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../../../e2e/support/smtp-inbox';
import { has } from '../../test/capabilities';
import { buildUser, guestClient } from '../../test/factories';
import {
  expectMailQueuedOnly,
  loggedMailTo,
  mailLogTo,
  queuedMailTo,
  waitForLoggedMail,
} from '../../test/outgoing-mail';
import { createTestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { MAIL_JOB } from './mail-outbox';

/** A mail server that accepts connections and never says a word (a hung server). */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const LAYOUT_START =
  '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:520px;margin:0 auto;padding:24px"><h1 style="font-size:20px">Tonearm</h1>';

describe('mail through the job queue', () => {
  const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });

  it('queues the mail of a request and sends it from the job', async () => {
    const user = await buildUser(t);
    await t.app.services.passwordReset.sendResetLink(user.email);
    await expectMailQueuedOnly(t, user.email);
    const [mail] = await loggedMailTo(t, user.email);
    expect(mail).toMatchObject({ subject: 'Reset your Tonearm password', status: 'logged' });
    expect(await queuedMailTo(t, user.email)).toEqual([]);
  });

  it('writes a Spanish user a Spanish password-reset mail, on the same layout', async () => {
    const english = await buildUser(t);
    const spanish = await buildUser(t);
    await t.services.users.update(spanish.id, { language: 'es' });
    for (const user of [english, spanish])
      expect(
        (await guestClient(t).post('/auth/forgot-password', { email: user.email })).statusCode,
      ).toBe(200);
    const [en] = await waitForLoggedMail(t, english.email);
    const [es] = await waitForLoggedMail(t, spanish.email);
    expect(en!.subject).toBe('Reset your Tonearm password');
    expect(es!.subject).toBe('Restablece tu contraseña de Tonearm');
    expect(es!.body).toContain(
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Tonearm. Abre este enlace para elegir una nueva:',
    );
    expect(es!.body).toContain('caduca en 60 minutos');
    expect(es!.body).toContain('/password/reset/');
    for (const mail of [en!, es!]) {
      expect(mail.html?.startsWith(LAYOUT_START)).toBe(true);
      expect(mail.html).toMatch(/<p style="margin:0 0 16px"><a href="[^"]+\/password\/reset\//);
    }
  });

  it('answers fast while the mail server hangs, then retries until the mail goes out', async () => {
    const silent = await startSilentServer();
    await t.services.settings.update({
      'mail.driver': 'smtp',
      'mail.host': '127.0.0.1',
      'mail.port': silent.port,
      'mail.encryption': 'none',
    });
    const user = await buildUser(t);
    try {
      const started = performance.now();
      const forgot = await guestClient(t).post('/auth/forgot-password', { email: user.email });
      const contact = await guestClient(t).post('/api/v1/contact-page', {
        name: 'Ada Visitor',
        email: 'ada@example.com',
        message: 'Hello while the mail server hangs.',
      });
      expect(forgot.statusCode).toBe(200);
      expect(contact.statusCode, contact.body).toBe(200);
      // The SMTP timeouts are 10 s and more: an answer this fast never waited for the server.
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await silent.close();
    }
    // Nothing listens there any more: the first attempt is refused and a retry is scheduled.
    await expect(t.app.services.jobs.drain({ timeoutMs: 0 })).rejects.toThrow(/pending/);
    const [waiting] = await queuedMailTo(t, user.email);
    expect(waiting).toMatchObject({ status: 'waiting', attempts_made: 1 });
    expect(waiting!.error).toBeTruthy();
    expect(Number(waiting!.run_at)).toBeGreaterThan(Date.now() + 5_000);
    expect((await mailLogTo(t, user.email)).map((mail) => mail.status)).toEqual(['failed']);

    // The server is back: the retry delivers the mail.
    const inbox = await startSmtpInbox();
    try {
      await t.services.settings.update({ 'mail.port': inbox.port });
      await t.database.db
        .updateTable('jobs')
        .set({ run_at: Date.now() })
        .where('name', '=', MAIL_JOB)
        .where('status', '=', 'waiting')
        .execute();
      await t.app.services.jobs.drain();
      const delivered = await inbox.waitForMail(user.email);
      expect(delivered.subject).toBe('Reset your Tonearm password');
      expect((await inbox.waitForMail('admin@test.local')).text).toContain(
        'Hello while the mail server hangs.',
      );
      expect((await mailLogTo(t, user.email)).map((mail) => mail.status)).toEqual([
        'failed',
        'sent',
      ]);
    } finally {
      await t.services.settings.update({ 'mail.driver': 'log' });
      await inbox.close();
    }
  });
});

const redisUrl = has('mail through BullMQ', 'redis') ? process.env.TEST_REDIS_URL : undefined;

describe.skipIf(!redisUrl)('mail through the BullMQ queue (Redis)', () => {
  it('queues the mail on Redis and the worker sends it in the recipient language', async () => {
    const t = await createTestApp({
      REDIS_URL: redisUrl!,
      QUEUE_PREFIX: `tonearm-test-${Math.random().toString(36).slice(2)}`,
    });
    try {
      expect(t.app.services.jobs.engine).toBe('redis');
      const user = await buildUser(t);
      await t.services.users.update(user.id, { language: 'es' });
      await t.app.services.passwordReset.sendResetLink(user.email);
      expect(await mailLogTo(t, user.email)).toEqual([]);
      const [mail] = await loggedMailTo(t, user.email);
      expect(mail).toMatchObject({
        subject: 'Restablece tu contraseña de Tonearm',
        status: 'logged',
      });
    } finally {
      await t.close();
    }
  });
});
