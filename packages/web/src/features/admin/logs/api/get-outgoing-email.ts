import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutgoingEmail } from '@tonearm/shared/logs/logs.schemas';
import { apiClient } from '@/lib/api-client';

/** One logged mail with its body (`GET logs/outgoing-email/{id}`). */
export async function getOutgoingEmail(id: number): Promise<OutgoingEmail> {
  const { data } = await apiClient
    .answering('outgoingEmailResponseSchema')
    .get(`logs/outgoing-email/${id}`);
  return data.email;
}

export const outgoingEmailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'logs', 'outgoing-email', id],
    queryFn: () => getOutgoingEmail(id),
  });

export function useOutgoingEmail(id: number) {
  return useQuery(outgoingEmailQueryOptions(id));
}
