import {
  CONTACT_MESSAGES,
  type ContactMessage,
  type ContactMessageListQuery,
  type ContactMessageValues,
} from '@tonearm/shared/contact/contact.schemas';
import type { Paginated } from '@tonearm/shared/http/http.schemas';
import { AppError, notFound, orNotFound, ValidationError } from '../../platform/errors';
import type { Outbox } from '../../platform/mail/mail-outbox';
import type { AttemptLimiter } from '../../platform/security/attempt-limiter';
import type { RecaptchaService } from '../recaptcha/recaptcha.service';
import type { SettingsService } from '../settings/settings.service';
import type { UsersService } from '../users/users.service';
import { contactMessageMail } from './contact-mail';
import type { ContactMessageRow, ContactRepository } from './contact.repository';

/** Messages one address may send per window ("throttled"). */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

const MESSAGE_NOT_FOUND = 'Message not found.';

function present(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    created_at: String(row.created_at),
  };
}

/**
 * The contact form (POST contact-page): a checked, throttled message,
 * stored for the admins' list and mailed to the site's contact address with Reply-To set to the
 * sender. The address is the `contact.email` setting, or the first admin's email when it is
 * empty, so a new install's messages reach someone without any setup.
 */
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly deps: {
      settings: SettingsService;
      users: UsersService;
      outbox: Outbox;
      recaptcha: RecaptchaService;
      limiter: AttemptLimiter;
    },
  ) {}

  async submit(input: ContactMessageValues, client: { ip: string | null }): Promise<void> {
    const { recaptcha, limiter, outbox } = this.deps;
    if (await recaptcha.isEnabledFor('contact')) {
      const human = await recaptcha.verify(input.recaptcha_token ?? '', client.ip);
      if (!human) throw new ValidationError({}, CONTACT_MESSAGES.notHuman);
    }
    const attempt = await limiter.consume(`ip:${client.ip ?? 'unknown'}`);
    if (!attempt.allowed) {
      const minutes = Math.max(1, Math.ceil(attempt.retryAfterMs / 60_000));
      throw new AppError(
        'tooManyRequests',
        `You have sent several messages already. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        { headers: { 'retry-after': String(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))) } },
      );
    }
    await this.repository.create({
      name: input.name,
      email: input.email,
      message: input.message,
      ip: client.ip,
    });
    const to = await this.contactAddress();
    // The message is kept either way; without any address it waits in the admins' list.
    if (!to) return;
    // The message is stored above, so a mail server that refuses it (the mail job retries, the
    // outgoing-email log shows it) loses nothing: the admins still see it.
    await outbox.send(
      contactMessageMail({ to, name: input.name, email: input.email, message: input.message }),
    );
  }

  /** Where contact messages are mailed: the `contact.email` setting, else the first admin. */
  async contactAddress(): Promise<string | null> {
    const configured = String((await this.deps.settings.get('contact.email')) ?? '').trim();
    return configured || (await this.deps.users.firstAdminEmail());
  }

  async list(query: ContactMessageListQuery): Promise<Paginated<ContactMessage>> {
    const page = await this.repository.list(query);
    return { ...page, data: page.data.map(present) };
  }

  async show(id: number): Promise<ContactMessage> {
    const row = orNotFound(await this.repository.findById(id), MESSAGE_NOT_FOUND);
    return present(row);
  }

  async delete(ids: readonly number[]): Promise<void> {
    await this.repository.delete(ids);
  }

  async deleteOne(id: number): Promise<void> {
    if ((await this.repository.delete([id])) === 0) throw notFound(MESSAGE_NOT_FOUND);
  }
}
