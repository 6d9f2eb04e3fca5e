import type { ContactMessageInput } from '@tonearm/shared/contact/contact.schemas';
import { answerBody } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** POST contact-page: answers `{message: 'Your message has been submitted.'}`. */
export function sendContactMessage(payload: ContactMessageInput): Promise<{ message: string }> {
  return answerBody('contactSubmittedResponseSchema').post('contact-page', payload);
}

export function useSendContactMessage() {
  return useFormMutation(sendContactMessage);
}
