import { useMutation } from '@tanstack/react-query';
import type {
  TestEmailPayload,
  TestEmailResponse,
} from '@tonearm/shared/settings/admin-settings.schemas';
import { apiClient } from '@/lib/api-client';

export async function sendTestEmail(payload: TestEmailPayload): Promise<TestEmailResponse> {
  const { data } = await apiClient
    .answering('testEmailResponseSchema')
    .post('admin/settings/test-email', payload);
  return data;
}

/** POST admin/settings/test-email: a real message through the transport in use. */
export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail, meta: { showErrorToast: false } });
}
