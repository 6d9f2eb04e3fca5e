import { useMutation } from '@tanstack/react-query';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { apiClient } from '@/lib/api-client';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';

export async function setLocale(locale: string): Promise<BootstrapData['i18n']> {
  const { data } = await apiClient.answering('localeAnswerSchema').post('users/me/locale', {
    locale,
  });
  return data.i18n;
}

/** POST users/me/locale; the page switches to the new lines at once. */
export function useSetLocale() {
  return useMutation({
    mutationFn: setLocale,
    meta: { showErrorToast: false },
    onSuccess: (i18n) => {
      const data = getBootstrapData();
      setBootstrapData({
        ...data,
        i18n,
        ...(data.user ? { user: { ...data.user, language: i18n.language } } : {}),
      });
    },
  });
}
