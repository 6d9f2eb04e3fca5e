import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '@tonearm/shared/contact/contact.schemas';
import { apiClient } from '@/lib/api-client';

/** Every contact messages query starts with this key (the list is the DataTable's). */
export const contactMessagesQueryKey = ['admin', 'contact-messages'] as const;

export async function getContactMessage(id: number): Promise<ContactMessage> {
  const { data } = await apiClient
    .answering('contactMessageResponseSchema')
    .get(`contact-messages/${id}`);
  return data.contactMessage;
}

export const contactMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...contactMessagesQueryKey, 'message', id],
    queryFn: () => getContactMessage(id),
  });

export function useContactMessage(id: number) {
  return useQuery(contactMessageQueryOptions(id));
}

export async function deleteContactMessage(id: number): Promise<void> {
  await apiClient.delete(`contact-messages/${id}`);
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contactMessagesQueryKey });
    },
  });
}
