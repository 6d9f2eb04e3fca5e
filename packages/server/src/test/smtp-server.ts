import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  port: number;
  /** The mails it took, in order. */
  received: ParsedMail[];
  /** Each login, as "user:password". */
  logins: string[];
  close: () => Promise<void>;
}

/**
 * An SMTP server on a free local port that asks for a login and keeps what it takes; a mail
 * `refuse` answers an error for is refused with it.
 */
export async function startSmtpServer(
  refuse: (mail: ParsedMail) => Error | null = () => null,
): Promise<TestSmtpServer> {
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
          const refusal = refuse(mail);
          if (!refusal) received.push(mail);
          callback(refusal);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
