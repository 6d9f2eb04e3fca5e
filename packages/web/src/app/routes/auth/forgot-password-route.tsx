import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

/** /forgot-password (spec 000 §2). */
export function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
