import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogsRepository } from '../../modules/logs/logs.repository';
import { startSmtpServer } from '../../test/smtp-server';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { NodeMailer, type OutgoingEmailLog } from './mailer';

const MESSAGE = {
  to: 'listener@example.com',
  subject: 'Your code',
  text: 'Code: 123456',
  html: '<p>Code: <b>123456</b></p>',
};

const FROM = () => Promise.resolve('"Tonearm" <no-reply@localhost>');

describe('NodeMailer', () => {
  let database: TestDatabase;
  // The app's own outgoing-email log (modules/logs), on this suite's database.
  let log: OutgoingEmailLog;
  beforeAll(async () => {
    database = await createTestDatabase();
    log = new LogsRepository(database.db);
  });
  afterAll(() => database.dispose());

  const lastLogged = async () =>
    (await database.db
      .selectFrom('outgoing_email_log')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirst())!;

  it('records the message as logged when MAIL_URL is unset', async () => {
    const mailer = new NodeMailer(log, undefined, FROM);
    await mailer.send(MESSAGE);
    expect(await lastLogged()).toMatchObject({
      to: MESSAGE.to,
      subject: MESSAGE.subject,
      body: MESSAGE.text,
      html: MESSAGE.html,
      status: 'logged',
      transport: 'log',
      error: null,
    });
    expect((await lastLogged()).created_at).toBeTruthy();
  });

  it('sends through SMTP with authentication when MAIL_URL is set, and records it as sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = new NodeMailer(log, `smtp://mailuser:secret@127.0.0.1:${smtp.port}`, FROM);
      await mailer.send(MESSAGE);
      expect(smtp.logins).toEqual(['mailuser:secret']);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.subject).toBe(MESSAGE.subject);
      expect(smtp.received[0]!.text?.trim()).toBe(MESSAGE.text);
      expect(smtp.received[0]!.html).toContain('<b>123456</b>');
      expect(smtp.received[0]!.from?.text).toContain('no-reply@localhost');
      expect(await lastLogged()).toMatchObject({
        to: MESSAGE.to,
        status: 'sent',
        transport: 'smtp',
        error: null,
      });
    } finally {
      await smtp.close();
    }
  });

  it('records a mail the SMTP server refuses as failed, with its error, and throws', async () => {
    const smtp = await startSmtpServer(() =>
      Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }),
    );
    try {
      const mailer = new NodeMailer(log, `smtp://mailuser:secret@127.0.0.1:${smtp.port}`, FROM);
      await expect(mailer.send({ ...MESSAGE, subject: 'Refused' })).rejects.toThrow();
      const row = await lastLogged();
      expect(row).toMatchObject({ subject: 'Refused', status: 'failed', transport: 'smtp' });
      expect(row.error).toContain('Mailbox unavailable');
    } finally {
      await smtp.close();
    }
  });

  it('records a mail as failed when no SMTP server answers', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const mailer = new NodeMailer(log, `smtp://127.0.0.1:${smtp.port}`, FROM);
    await expect(mailer.send({ ...MESSAGE, subject: 'Nobody home' })).rejects.toThrow();
    expect(await lastLogged()).toMatchObject({ subject: 'Nobody home', status: 'failed' });
  });
});
