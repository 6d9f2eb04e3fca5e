import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface TwoFactorQrCode {
  svg: string;
  secret: string;
}

/** GET auth/user/two-factor/qr-code (spec 000 §3 Two-factor QR). */
export async function getTwoFactorQrCode(): Promise<TwoFactorQrCode> {
  const { data } = await apiClient.get<TwoFactorQrCode>('auth/user/two-factor/qr-code');
  return data;
}

export const twoFactorQrCodeQueryOptions = () =>
  queryOptions({
    queryKey: ['two-factor', 'qr-code'],
    queryFn: getTwoFactorQrCode,
    // A new secret is made on every enable; never show a cached one.
    staleTime: 0,
    gcTime: 0,
  });

export function useTwoFactorQrCode(enabled: boolean) {
  return useQuery({ ...twoFactorQrCodeQueryOptions(), enabled });
}
