import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@tonearm/shared/contact/contact.schemas';
import { apiClient } from '@/lib/api-client';

/** POST contact-page: answers `{message: 'Your message has been submitted.'}`. */
export async function sendContactMessage(
  payload: ContactMessageInput,
): Promise<{ message: string }> {
  const { data } = await apiClient
    .answering('contactSubmittedResponseSchema')
    .post('contact-page', payload);
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, meta: { showErrorToast: false } });
}
