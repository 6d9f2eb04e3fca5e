import { useMutation } from '@tanstack/react-query';
import type { DeleteEntriesInput } from '@tonearm/shared/uploads/uploads.schemas';
import { apiClient } from '@/lib/api-client';
import { showHttpErrorToast } from '@/lib/http-errors';

/** POST file-entries/delete. */
export async function deleteFileEntries(input: Partial<DeleteEntriesInput>): Promise<void> {
  await apiClient.post('file-entries/delete', input);
}

export function useDeleteFileEntries() {
  return useMutation({
    mutationFn: deleteFileEntries,
    onError: (error) => showHttpErrorToast(error),
  });
}
