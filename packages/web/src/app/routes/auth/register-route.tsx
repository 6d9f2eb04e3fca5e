import { RegisterForm } from '@/features/auth/components/register-form';

/** /register and /workspace/join/register. */
export function RegisterRoute() {
  return <RegisterForm />;
}
