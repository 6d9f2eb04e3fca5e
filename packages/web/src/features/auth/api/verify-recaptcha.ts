import { apiClient } from '@/lib/api-client';

/** POST recaptcha/verify: whether the token is a human's. */
export async function verifyRecaptcha(token: string): Promise<boolean> {
  const { data } = await apiClient
    .answering('recaptchaVerifyAnswerSchema')
    .post('recaptcha/verify', { token });
  return data.success === true;
}
