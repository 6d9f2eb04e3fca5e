import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface TwoFactorQrCode {
  svg: string;
  secret: string;
}

/** GET auth/user/two-factor/qr-code (Two-factor QR); 423 without a fresh password. */
export async function getTwoFactorQrCode(): Promise<TwoFactorQrCode> {
  const { data } = await apiClient
    .answering('twoFactorQrCodeAnswerSchema')
    .get('auth/user/two-factor/qr-code');
  return data;
}

/** Runs a request behind the password confirmation; null when the user declined it. */
export type PasswordGuard = <T>(action: () => Promise<T>) => Promise<T | null>;

const unguarded: PasswordGuard = (action) => action();

export const twoFactorQrCodeQueryOptions = (guard: PasswordGuard = unguarded) =>
  queryOptions({
    queryKey: ['two-factor', 'qr-code'],
    // A setup resumed in a later session has no fresh confirmation: the guard asks for the
    // password (and retries a 423) before the QR can be read.
    queryFn: () => guard(getTwoFactorQrCode),
    // A new secret is made on every enable; never show a cached one.
    staleTime: 0,
    gcTime: 0,
  });

export function useTwoFactorQrCode(enabled: boolean, guard?: PasswordGuard) {
  return useQuery({ ...twoFactorQrCodeQueryOptions(guard), enabled });
}
