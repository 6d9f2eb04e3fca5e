import { z } from 'zod';
import { paginationOf } from '../http/http.schemas';
import { bulkDeleteSchema, listQuerySchema } from '../http/list-query';
import { idParam, requiredText, text } from '../http/primitives';

/**
 * The contact form (/contact) and the messages it leaves the admins. Every path
 * is under `/api/v1/`.
 *
 * | method | path                    | who             | body / query               | answer                         |
 * | ------ | ----------------------- | --------------- | -------------------------- | ------------------------------ |
 * | POST   | contact-page            | anyone          | contactMessageInputSchema  | {message: 'Your message has been submitted.'} (429 when throttled) |
 * | GET    | contact-messages        | settings.update | contactMessageListQuerySchema | {pagination: {data: ContactMessage[]…}} |
 * | GET    | contact-messages/{id}   | settings.update |                            | {contactMessage: ContactMessage} |
 * | DELETE | contact-messages/{id}   | settings.update |                            | 204                            |
 * | POST   | contact-messages/delete | settings.update | {ids}                      | 204                            |
 *
 * A message is stored and mailed to the site's contact address (setting `contact.email`; when
 * empty, the first admin's email) with Reply-To set to the sender. When reCAPTCHA is enabled for
 * "contact" (recaptcha.enable.contact) the form sends `recaptcha_token`.
 */

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 255;
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  /** Verbatim. */
  submitted: 'Your message has been submitted.',
  nameRequired: 'Enter your name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address.',
  messageRequired: 'Enter a message.',
  notHuman: 'We could not verify that you are human. Please try again.',
} as const;

export const contactMessageInputSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX, {
    required: CONTACT_MESSAGES.nameRequired,
    tooLong: `At most ${CONTACT_NAME_MAX} characters.`,
  }),
  email: requiredText(CONTACT_EMAIL_MAX, {
    required: CONTACT_MESSAGES.emailRequired,
    tooLong: CONTACT_MESSAGES.emailInvalid,
  }).pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  message: requiredText(CONTACT_MESSAGE_MAX, {
    required: CONTACT_MESSAGES.messageRequired,
    tooLong: `At most ${CONTACT_MESSAGE_MAX} characters.`,
  }),
  recaptcha_token: text().max(4000).nullish(),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessageValues = z.output<typeof contactMessageInputSchema>;

export const contactSubmittedResponseSchema = z.object({ message: z.string() });

export const CONTACT_MESSAGE_SORTABLE = ['name', 'email', 'created_at'] as const;
export const contactMessageListQuerySchema = listQuerySchema({
  sortable: CONTACT_MESSAGE_SORTABLE,
  defaultOrderBy: 'created_at',
  defaultOrderDir: 'desc',
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;

export const contactMessageIdParamsSchema = z.object({ id: idParam });
export const deleteContactMessagesSchema = bulkDeleteSchema('Choose at least one message.');

export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({ contactMessage: contactMessageSchema });
export const contactMessageListResponseSchema = paginationOf(contactMessageSchema);
