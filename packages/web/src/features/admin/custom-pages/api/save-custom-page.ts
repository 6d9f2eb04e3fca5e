import type {
  CustomPage,
  CustomPageInput,
} from '@tonearm/shared/custom-pages/custom-pages.schemas';
import { customPagesQueryKey } from '@/features/custom-pages/public';
import { apiClient } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/refetching-mutation';

/** The admin list's query key (the DataTable's). */
export const customPagesAdminQueryKey = ['admin', 'custom-pages'] as const;

export async function createCustomPage(payload: CustomPageInput): Promise<CustomPage> {
  const { data } = await apiClient
    .answering('customPageResponseSchema')
    .post('custom-pages', payload);
  return data.page;
}

export async function updateCustomPage({
  id,
  ...payload
}: CustomPageInput & { id: number }): Promise<CustomPage> {
  const { data } = await apiClient
    .answering('customPageResponseSchema')
    .put(`custom-pages/${id}`, payload);
  return data.page;
}

/** Create (no id) or update a page; the public page and the admin list refresh after. */
export const useSaveCustomPage = () =>
  useRefetchingMutation(
    (payload: CustomPageInput & { id?: number }) =>
      payload.id ? updateCustomPage({ ...payload, id: payload.id }) : createCustomPage(payload),
    { refetch: [customPagesQueryKey, customPagesAdminQueryKey], showErrorToast: false },
  );
