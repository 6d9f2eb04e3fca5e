import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /password/reset/{token} (spec 000 §2). */
export function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
