import { PASSWORD_CONFIRMATION_SECONDS } from '@tonearm/shared/constants';
import { apiClient } from '@/lib/api-client';

/** GET auth/user/confirmed-password-status: did this session confirm its password lately? */
export async function getConfirmedPasswordStatus(
  seconds: number = PASSWORD_CONFIRMATION_SECONDS,
): Promise<boolean> {
  const { data } = await apiClient
    .answering('confirmedAnswerSchema')
    .get('auth/user/confirmed-password-status', { params: { seconds } });
  return data.confirmed;
}
