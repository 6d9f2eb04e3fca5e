import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BackstageRequest,
  BackstageRequestInput,
} from '@tonearm/shared/backstage/backstage.schemas';
import type { FileEntry } from '@tonearm/shared/uploads/uploads.schemas';
import { apiClient } from '@/lib/api-client';
import { useFormMutation } from '@/lib/form-mutation';

/** Query keys of backstage requests; the admin table's key is `all`. */
export const backstageRequestKeys = {
  all: ['admin', 'backstage-requests'] as const,
  request: (id: number) => ['backstage-requests', id] as const,
  managedArtists: ['backstage-requests', 'managed-artists'] as const,
};

export interface ManagedArtist {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
}

export async function getBackstageRequest(id: number): Promise<BackstageRequest> {
  const { data } = await apiClient
    .answering('backstageRequestAnswerSchema')
    .get(`backstage-requests/${id}`);
  return data.request;
}

export const backstageRequestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: backstageRequestKeys.request(id),
    queryFn: () => getBackstageRequest(id),
  });

export function useBackstageRequest(id: number) {
  return useQuery({ ...backstageRequestQueryOptions(id), enabled: id > 0 });
}

export async function getManagedArtists(): Promise<ManagedArtist[]> {
  const { data } = await apiClient
    .answering('managedArtistsAnswerSchema')
    .get('backstage-requests/managed-artists');
  return data.artists;
}

export function useManagedArtists(enabled = true) {
  return useQuery({
    queryKey: backstageRequestKeys.managedArtists,
    queryFn: getManagedArtists,
    enabled,
  });
}

export async function createBackstageRequest(
  input: BackstageRequestInput,
): Promise<BackstageRequest> {
  const { data } = await apiClient
    .answering('backstageRequestAnswerSchema')
    .post('backstage-requests', input);
  return data.request;
}

/** POST backstage-requests; the form shows field errors itself. */
export function useCreateBackstageRequest() {
  return useFormMutation(createBackstageRequest);
}

/** POST backstage-requests/files: an image (public) or a proof file (private). */
export async function uploadRequestFile(kind: 'image' | 'proof', file: File): Promise<FileEntry> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  const { data } = await apiClient
    .answering('fileEntryAnswerSchema')
    .post('backstage-requests/files', body);
  return data.fileEntry;
}

export function useUploadRequestFile() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: 'image' | 'proof'; file: File }) =>
      uploadRequestFile(kind, file),
    meta: { showErrorToast: false },
  });
}

export async function approveBackstageRequest(id: number): Promise<BackstageRequest> {
  const { data } = await apiClient
    .answering('backstageRequestAnswerSchema')
    .post(`backstage-requests/${id}/approve`);
  return data.request;
}

export async function denyBackstageRequest(id: number, reason: string): Promise<BackstageRequest> {
  const { data } = await apiClient
    .answering('backstageRequestAnswerSchema')
    .post(`backstage-requests/${id}/deny`, { reason });
  return data.request;
}

function useReviewMutation(
  id: number,
  mutationFn: (variables: void | string) => Promise<BackstageRequest>,
  showErrorToast = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { showErrorToast },
    onSuccess: (request) => {
      queryClient.setQueryData(backstageRequestKeys.request(id), request);
      return queryClient.invalidateQueries({ queryKey: backstageRequestKeys.all });
    },
  });
}

export function useApproveBackstageRequest(id: number) {
  return useReviewMutation(id, () => approveBackstageRequest(id));
}

/** The deny dialog shows the reason's field error itself. */
export function useDenyBackstageRequest(id: number) {
  return useReviewMutation(id, (reason) => denyBackstageRequest(id, String(reason ?? '')), false);
}
