import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type RowId = string | number;

/** The bulk delete of an admin list: `POST /api/v1/<endpoint>` with `{ ids }`. */
export async function deleteRows(endpoint: string, ids: RowId[]): Promise<void> {
  await apiClient.post(endpoint, { ids });
}

/** Deletes rows, then refetches every page of the list under `queryKey`. */
export function useDeleteRows(
  queryKey: readonly unknown[],
  mutate: (ids: RowId[]) => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
