import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { OutgoingEmailStatus } from '@tonearm/shared/logs/logs.schemas';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go when it is not the sender (the contact form's visitor). */
  replyTo?: string;
}

export interface Mailer {
  /** Resolves to where the message went, when the mailer knows. */
  send(message: MailMessage): Promise<MailDelivery | void>;
}

/** One mail as the outgoing-email log keeps it. */
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

/** The SMTP server the admin "outgoing-email" tab configures (read at send time). */
export interface SmtpSettings {
  driver: 'log' | 'smtp';
  host: string;
  port: number;
  username: string;
  password: string;
  encryption: 'starttls' | 'tls' | 'none';
}

/** Where one message went: the outgoing-email log only, or an SMTP server (its host). */
export interface MailDelivery {
  transport: 'log' | 'smtp';
  host: string | null;
}

const LOG_ONLY: () => Promise<SmtpSettings | null> = () => Promise.resolve(null);

interface Route {
  transporter: Transporter | null;
  /** The transport's name in the outgoing-email log (`smtp`, `log`). */
  name: string;
  delivery: MailDelivery;
}

/** nodemailer is loaded when a mail first goes out through SMTP, not by every start. */
async function createTransport(
  ...options: Parameters<typeof Nodemailer.createTransport>
): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(...options);
}

/**
 * Mail through nodemailer. `MAIL_URL` (smtp://user:pass@host:port), when set, wins; else the
 * SMTP server of the admin's outgoing-email settings, read at each send so a saved change
 * applies at once on every instance; else none (works with no SMTP server). Either
 * way every mail is written to the outgoing-email log with how it left: `sent`, `failed` (with
 * the transport's error, and the error is thrown on to the caller) or `logged` (no transport:
 * the log is the only copy).
 */
export class NodeMailer implements Mailer {
  /** The route of `MAIL_URL`, made on the first mail. */
  private envRoute: Promise<Route> | null = null;
  /** The transporter of the last SMTP settings seen, rebuilt when they change. */
  private settingsTransporter: { key: string; transporter: Transporter } | null = null;

  constructor(
    private readonly log: OutgoingEmailLog,
    private readonly mailUrl: string | undefined,
    private readonly from: () => Promise<string>,
    private readonly smtpSettings: () => Promise<SmtpSettings | null> = LOG_ONLY,
  ) {}

  /** Where mail goes now, without sending anything. */
  async delivery(): Promise<MailDelivery> {
    return (await this.route()).delivery;
  }

  async send(message: MailMessage): Promise<MailDelivery> {
    const { transporter, name, delivery } = await this.route();
    const entry = {
      time: new Date().toISOString(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html || null,
      transport: name,
    };
    if (!transporter) {
      await this.log.insertEmail({ ...entry, status: 'logged', error: null });
      return delivery;
    }
    try {
      await transporter.sendMail({ ...message, from: await this.from() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.log.insertEmail({ ...entry, status: 'failed', error: reason }).catch(() => {});
      throw error;
    }
    await this.log.insertEmail({ ...entry, status: 'sent', error: null });
    return delivery;
  }

  private async route(): Promise<Route> {
    const mailUrl = this.mailUrl;
    if (mailUrl) {
      this.envRoute ??= createTransport(mailUrl).then((transporter) => ({
        transporter,
        name: /^([a-z][a-z0-9+.-]*):/i.exec(mailUrl)?.[1] ?? 'smtp',
        delivery: { transport: 'smtp', host: hostOf(mailUrl) },
      }));
      return this.envRoute;
    }
    const smtp = await this.smtpSettings();
    if (!smtp || smtp.driver !== 'smtp' || !smtp.host)
      return { transporter: null, name: 'log', delivery: { transport: 'log', host: null } };
    const key = JSON.stringify(smtp);
    if (this.settingsTransporter?.key !== key) {
      const transporter = await createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.encryption === 'tls',
        requireTLS: smtp.encryption === 'starttls',
        ignoreTLS: smtp.encryption === 'none',
        auth: smtp.username ? { user: smtp.username, pass: smtp.password } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      // Another send may have made one for the same settings meanwhile: keep one.
      if (this.settingsTransporter?.key === key) transporter.close();
      else {
        this.settingsTransporter?.transporter.close();
        this.settingsTransporter = { key, transporter };
      }
    }
    return {
      transporter: this.settingsTransporter.transporter,
      name: 'smtp',
      delivery: { transport: 'smtp', host: smtp.host },
    };
  }
}

/** A text setting's value, '' when unset. */
export function textSetting(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The From of every mail: the outgoing-email settings' name (else the site's) and address (else
 * `MAIL_FROM`), read at each send like the SMTP server.
 */
export function mailSender(
  settings: { all(): Promise<Record<string, unknown>> },
  fallbackAddress: string,
): () => Promise<string> {
  return async () => {
    const values = await settings.all();
    const name =
      textSetting(values, 'mail.from_name') ||
      textSetting(values, 'branding.site_name') ||
      'Tonearm';
    const address = textSetting(values, 'mail.from_address') || fallbackAddress;
    return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
  };
}

function hostOf(mailUrl: string): string | null {
  try {
    return new URL(mailUrl).hostname || null;
  } catch {
    return null;
  }
}
