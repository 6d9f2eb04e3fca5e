import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  port: number;
  /** Resolves with the next message to `to` that arrives (or has arrived) after `since`. */
  waitForMail(to: string, since?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (the npm smtp-server package) that keeps every message it receives. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: { at: number; to: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            at: Date.now(),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    async waitForMail(to, since = 0) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const found = received.find(
          (entry) => entry.at >= since && entry.to.includes(to.toLowerCase()),
        );
        if (found) return found.mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
