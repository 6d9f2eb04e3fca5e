import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { NodeMailer } from './mailer';

const MESSAGE = {
  to: 'listener@example.com',
  subject: 'Your code',
  text: 'Code: 123456',
  html: '<p>Code: <b>123456</b></p>',
};

describe('NodeMailer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('appends the message to outgoing_email_log when MAIL_URL is unset', async () => {
    const mailer = new NodeMailer(database.db, undefined, () =>
      Promise.resolve('"Tonearm" <no-reply@localhost>'),
    );
    await mailer.send(MESSAGE);
    const rows = await database.db.selectFrom('outgoing_email_log').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: MESSAGE.to, subject: MESSAGE.subject, body: MESSAGE.text });
    expect(rows[0]!.created_at).toBeTruthy();
  });

  it('sends through SMTP with authentication when MAIL_URL is set', async () => {
    const received: ParsedMail[] = [];
    const logins: string[] = [];
    const server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = new NodeMailer(database.db, `smtp://mailuser:secret@127.0.0.1:${port}`, () =>
        Promise.resolve('"Tonearm" <no-reply@localhost>'),
      );
      await mailer.send(MESSAGE);
      expect(logins).toEqual(['mailuser:secret']);
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toBe(MESSAGE.subject);
      expect(received[0]!.text?.trim()).toBe(MESSAGE.text);
      expect(received[0]!.html).toContain('<b>123456</b>');
      expect(received[0]!.from?.text).toContain('no-reply@localhost');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
