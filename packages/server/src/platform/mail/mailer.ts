import nodemailer, { type Transporter } from 'nodemailer';
import type { DB } from '../db/database';
import { nowIso } from '../db/dialect-helpers';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * A nodemailer transport that appends each message to the `outgoing_email_log` table instead
 * of sending it (DESIGN §1: works with no SMTP server; the admin can read the log).
 */
function outgoingEmailLogTransport(db: DB): nodemailer.Transport<{ messageId: string }> {
  return {
    name: 'outgoing-email-log',
    version: '1.0.0',
    send(mail, callback) {
      const data = mail.data;
      const to = [data.to]
        .flat()
        .map((address) => (typeof address === 'string' ? address : (address?.address ?? '')))
        .join(', ');
      db.insertInto('outgoing_email_log')
        .values({
          to,
          subject: String(data.subject ?? ''),
          body: typeof data.text === 'string' ? data.text : '',
          created_at: nowIso(),
        })
        .execute()
        .then(() => callback(null, { messageId: `log-${Date.now()}` }))
        .catch((error: Error) => callback(error, { messageId: '' }));
    },
  };
}

/** Mail through nodemailer: SMTP when `MAIL_URL` is set (smtp://user:pass@host:port), else the log. */
export class NodeMailer implements Mailer {
  private readonly transporter: Transporter;

  constructor(
    db: DB,
    mailUrl: string | undefined,
    private readonly from: () => Promise<string>,
  ) {
    this.transporter = mailUrl
      ? nodemailer.createTransport(mailUrl)
      : nodemailer.createTransport(outgoingEmailLogTransport(db));
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ ...message, from: await this.from() });
  }
}
