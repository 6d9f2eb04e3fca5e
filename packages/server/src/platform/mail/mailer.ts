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
  /** Resolves to where the message went, when the mailer knows. */
  send(message: MailMessage): Promise<MailDelivery | void>;
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

/** The SMTP server the admin "outgoing-email" tab configures (read at send time). */
export interface SmtpSettings {
  driver: 'log' | 'smtp';
  host: string;
  port: number;
  username: string;
  password: string;
  encryption: 'starttls' | 'tls' | 'none';
}

/** Where one message went: the outgoing-email log, or an SMTP server (its host). */
export interface MailDelivery {
  transport: 'log' | 'smtp';
  host: string | null;
}

const LOG_ONLY: () => Promise<SmtpSettings | null> = () => Promise.resolve(null);

/**
 * Mail through nodemailer. `MAIL_URL` (smtp://user:pass@host:port), when set, wins; else the
 * SMTP settings read at each send, so a saved change applies at once on every instance; else
 * the outgoing-email log.
 */
export class NodeMailer implements Mailer {
  private readonly logTransporter: Transporter;
  private readonly envTransporter: Transporter | null;
  private readonly envHost: string | null;
  /** The transporter of the last SMTP settings seen, rebuilt when they change. */
  private settingsTransporter: { key: string; transporter: Transporter } | null = null;

  constructor(
    db: DB,
    mailUrl: string | undefined,
    private readonly from: () => Promise<string>,
    private readonly smtpSettings: () => Promise<SmtpSettings | null> = LOG_ONLY,
  ) {
    this.logTransporter = nodemailer.createTransport(outgoingEmailLogTransport(db));
    this.envTransporter = mailUrl ? nodemailer.createTransport(mailUrl) : null;
    this.envHost = mailUrl ? hostOf(mailUrl) : null;
  }

  /** Where mail goes now, without sending anything. */
  async delivery(): Promise<MailDelivery> {
    return (await this.transport()).delivery;
  }

  async send(message: MailMessage): Promise<MailDelivery> {
    const { transporter, delivery } = await this.transport();
    await transporter.sendMail({ ...message, from: await this.from() });
    return delivery;
  }

  private async transport(): Promise<{ transporter: Transporter; delivery: MailDelivery }> {
    if (this.envTransporter)
      return {
        transporter: this.envTransporter,
        delivery: { transport: 'smtp', host: this.envHost },
      };
    const smtp = await this.smtpSettings();
    if (!smtp || smtp.driver !== 'smtp' || !smtp.host)
      return { transporter: this.logTransporter, delivery: { transport: 'log', host: null } };
    const key = JSON.stringify(smtp);
    if (this.settingsTransporter?.key !== key) {
      this.settingsTransporter?.transporter.close();
      this.settingsTransporter = {
        key,
        transporter: nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.encryption === 'tls',
          requireTLS: smtp.encryption === 'starttls',
          ignoreTLS: smtp.encryption === 'none',
          auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
      };
    }
    return {
      transporter: this.settingsTransporter.transporter,
      delivery: { transport: 'smtp', host: smtp.host },
    };
  }
}

function hostOf(mailUrl: string): string | null {
  try {
    return new URL(mailUrl).hostname || null;
  } catch {
    return null;
  }
}
