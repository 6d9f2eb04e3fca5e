/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument --
   These tests read JSON answers field by field; the shapes are checked by the assertions. */
import { CONTACT_MESSAGES } from '@tonearm/shared/contact/contact.schemas';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../../../../../e2e/support/smtp-inbox';
import { buildUser, guestClient, loginAs } from '../../test/factories';
import { expectMailQueuedOnly } from '../../test/outgoing-mail';
import type { TestApp, TestClient } from '../../test/test-app';
import { useStarted } from '../../test/use-started';
import { useTestApp } from '../../test/use-test-app';
import { CONTACT_MESSAGES_PER_WINDOW } from './contact.service';

const json = (res: { body: string }) => JSON.parse(res.body);
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Visitor',
  email: 'ada@example.com',
  message: 'Hello,\nI love the radio.',
  ...overrides,
});

async function messageCount(t: TestApp) {
  const row = await t.database.db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('contact form', () => {
  let address = 0;
  /** Each test writes from an address of its own: the throttle counts per address. */
  const from = () => ({ remoteAddress: `10.0.0.${++address}` });

  const inbox = useStarted(startSmtpInbox, (smtp) => smtp.close());
  const t = useTestApp(() => ({
    RATE_LIMIT_PER_MINUTE: '1000000',
    MAIL_URL: `smtp://127.0.0.1:${inbox.port}`,
  }));
  afterEach(async () => {
    await t.services.settings.update({ 'contact.email': '', 'recaptcha.enable.contact': false });
  });

  it('stores the message and mails it to the first admin with Reply-To set to the sender', async () => {
    const since = Date.now();
    const res = await guestClient(t).post('/api/v1/contact-page', valid(), from());
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ message: 'Your message has been submitted.' });
    await expectMailQueuedOnly(t, 'admin@test.local');

    // The mail leaves through the job queue.
    await t.app.services.jobs.drain();
    const mail = await inbox.waitForMail('admin@test.local', since);
    expect(mail.replyTo?.value[0]).toMatchObject({
      address: 'ada@example.com',
      name: 'Ada Visitor',
    });
    expect(mail.subject).toContain('Ada Visitor');
    expect(mail.text).toContain('I love the radio.');
    const stored = await t.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Ada Visitor', message: 'Hello,\nI love the radio.' });
  });

  it('mails the contact address setting when it is set', async () => {
    await t.services.settings.update({ 'contact.email': 'team@example.org' });
    const since = Date.now();
    const res = await guestClient(t).post(
      '/api/v1/contact-page',
      valid({ email: 'bo@example.com' }),
      from(),
    );
    expect(res.statusCode).toBe(200);
    // The mail leaves through the job queue.
    await t.app.services.jobs.drain();
    const mail = await inbox.waitForMail('team@example.org', since);
    expect(mail.replyTo?.value[0]?.address).toBe('bo@example.com');
  });

  it('refuses each missing or bad field with 422 and its own error, storing nothing', async () => {
    const before = await messageCount(t);
    const client = guestClient(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [valid({ name: '  ' }), 'name', CONTACT_MESSAGES.nameRequired],
      [valid({ email: '' }), 'email', CONTACT_MESSAGES.emailRequired],
      [valid({ email: 'not-an-email' }), 'email', CONTACT_MESSAGES.emailInvalid],
      [valid({ message: '' }), 'message', CONTACT_MESSAGES.messageRequired],
    ];
    for (const [payload, field, message] of cases) {
      const res = await client.post('/api/v1/contact-page', payload, from());
      expect(res.statusCode, field).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
    }
    const empty = await client.post('/api/v1/contact-page', {}, from());
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(json(empty).errors).sort()).toEqual(['email', 'message', 'name']);
    expect(await messageCount(t)).toBe(before);
  });

  it('throttles an address after a few messages with 429 and a clear message', async () => {
    const client = guestClient(t);
    const origin = from();
    for (let i = 0; i < CONTACT_MESSAGES_PER_WINDOW; i++) {
      expect((await client.post('/api/v1/contact-page', valid(), origin)).statusCode).toBe(200);
    }
    const before = await messageCount(t);
    const refused = await client.post('/api/v1/contact-page', valid(), origin);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(json(refused).message).toMatch(/Please try again in \d+ minutes?\./);
    expect(await messageCount(t)).toBe(before);
    // Another address is not held back.
    expect((await client.post('/api/v1/contact-page', valid(), from())).statusCode).toBe(200);
  });

  it('asks for a reCAPTCHA token when the contact action has it enabled', async () => {
    await t.services.settings.update({ 'recaptcha.enable.contact': true });
    const before = await messageCount(t);
    const res = await guestClient(t).post(
      '/api/v1/contact-page',
      valid({ recaptcha_token: 'fake' }),
      from(),
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe(CONTACT_MESSAGES.notHuman);
    expect(await messageCount(t)).toBe(before);
  });

  describe('the admins’ list', () => {
    let admin: TestClient;
    let listener: TestClient;

    beforeAll(async () => {
      admin = await loginAs(t, await buildUser(t, { permissions: [{ name: 'settings.update' }] }));
      listener = await loginAs(t, await buildUser(t));
    });

    it('lists, shows and deletes messages for settings.update only', async () => {
      const marker = `Marker ${Date.now()}`;
      await guestClient(t).post('/api/v1/contact-page', valid({ message: marker }), from());
      const list = json(
        await admin.get(`/api/v1/contact-messages?query=${encodeURIComponent(marker)}`),
      );
      expect(list.pagination.data).toHaveLength(1);
      const id = list.pagination.data[0].id as number;
      expect(json(await admin.get(`/api/v1/contact-messages/${id}`)).contactMessage).toMatchObject({
        name: 'Ada Visitor',
        email: 'ada@example.com',
        message: marker,
      });
      expect((await listener.get('/api/v1/contact-messages')).statusCode).toBe(403);
      expect((await guestClient(t).get(`/api/v1/contact-messages/${id}`)).statusCode).toBe(401);
      expect(
        (await listener.request({ method: 'DELETE', url: `/api/v1/contact-messages/${id}` }))
          .statusCode,
      ).toBe(403);
      expect(
        (await admin.request({ method: 'DELETE', url: `/api/v1/contact-messages/${id}` }))
          .statusCode,
      ).toBe(204);
      expect((await admin.get(`/api/v1/contact-messages/${id}`)).statusCode).toBe(404);
    });
  });
});
