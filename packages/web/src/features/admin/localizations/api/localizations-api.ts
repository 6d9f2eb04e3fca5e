import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLocalizationInput } from '@tonearm/shared/localization/localization.schemas';
import { apiClient } from '@/lib/api-client';
import { localizationKeys } from '../localization-paths';

/** POST localizations: a new, untranslated language. */
export function useCreateLocalization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateLocalizationInput) =>
      (await apiClient.answering('localizationResponseSchema').post('localizations', input)).data
        .localization,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

/** PUT localizations/{id}: a new name. */
export function useRenameLocalization(localeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string }) =>
      (
        await apiClient
          .answering('localizationResponseSchema')
          .put(`localizations/${localeId}`, input)
      ).data.localization,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

/** DELETE localizations/{id} (the server refuses English and the default language). */
export function useDeleteLocalization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (localeId: number) => {
      await apiClient.delete(`localizations/${localeId}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

/** POST localizations/{id}/default: guests and users without a language get it. */
export function useMakeDefaultLocalization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (localeId: number) =>
      (
        await apiClient
          .answering('localizationResponseSchema')
          .post(`localizations/${localeId}/default`)
      ).data.localization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}

export function translationLinesQuery(localeId: number) {
  return queryOptions({
    queryKey: localizationKeys.lines(localeId),
    queryFn: async () =>
      (
        await apiClient
          .answering('translationLinesResponseSchema')
          .get(`localizations/${localeId}/lines`)
      ).data,
  });
}

/** GET localizations/{id}/lines: every English line beside its translation. */
export function useTranslationLines(localeId: number) {
  return useQuery(translationLinesQuery(localeId));
}

/** PUT localizations/{id}/lines with only the changed lines; the server merges them. */
export function useSaveTranslationLines(localeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: Record<string, string>) =>
      (
        await apiClient
          .answering('localizationResponseSchema')
          .put(`localizations/${localeId}/lines`, {
            lines,
          })
      ).data.localization,
    meta: { showErrorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localizationKeys.all }),
  });
}
