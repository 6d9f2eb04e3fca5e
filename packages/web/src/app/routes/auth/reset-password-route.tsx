import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /password/reset/{token}. */
export function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
