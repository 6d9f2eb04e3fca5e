import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingEmailStatus } from '@tonearm/shared/logs/logs.schemas';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** One mail as the outgoing-email log keeps it (issue 14 §7). */
export interface OutgoingEmailRecord {
  time: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: OutgoingEmailStatus;
  transport: string;
  error: string | null;
}

/** Where every mail is recorded (the outgoing_email_log table, modules/logs). */
export interface OutgoingEmailLog {
  insertEmail(entry: OutgoingEmailRecord): Promise<void>;
}

/**
 * Mail through nodemailer: SMTP when `MAIL_URL` is set (smtp://user:pass@host:port), else none
 * (DESIGN §1: works with no SMTP server). Either way every mail is written to the outgoing-email
 * log with how it left: `sent`, `failed` (with the transport's error, and the error is thrown
 * on to the caller as before) or `logged` (no transport: the log is the only copy).
 */
export class NodeMailer implements Mailer {
  private readonly transporter: Transporter | null;
  private readonly transport: string;

  constructor(
    private readonly log: OutgoingEmailLog,
    mailUrl: string | undefined,
    private readonly from: () => Promise<string>,
  ) {
    this.transporter = mailUrl ? nodemailer.createTransport(mailUrl) : null;
    this.transport = mailUrl ? (/^([a-z][a-z0-9+.-]*):/i.exec(mailUrl)?.[1] ?? 'smtp') : 'log';
  }

  async send(message: MailMessage): Promise<void> {
    const entry = {
      time: new Date().toISOString(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html || null,
      transport: this.transport,
    };
    if (!this.transporter) {
      await this.log.insertEmail({ ...entry, status: 'logged', error: null });
      return;
    }
    try {
      await this.transporter.sendMail({ ...message, from: await this.from() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.log.insertEmail({ ...entry, status: 'failed', error: reason }).catch(() => {});
      throw error;
    }
    await this.log.insertEmail({ ...entry, status: 'sent', error: null });
  }
}
